import {
  type GameDeltaWire,
  type PushBetsMessage,
  type PushClientMessage,
  type PushNotification,
  type PushRiskMessage,
  type PushTopic,
  pushServerMessage,
} from '@arenabet/contracts';
import type { PushTableMessage } from '@arenabet/contracts/casino-tables';

/*
 * One WebSocket per tab for the live push. Pages ask for topics (a sport, a champ, a game);
 * the client counts who asks for what, so two widgets on one page share a subscription and a
 * topic is dropped only when the last one leaves. A dropped connection is opened again with a
 * growing, jittered pause (so a restarted server is not hit by every tab at once), the topics
 * are subscribed again, and `onReconnect` listeners re-read what may have been missed.
 */

/** The part of the browser's WebSocket the client uses; the `ws` package has it too. */
export interface PushSocket {
  readonly readyState: number;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: unknown) => void) | null;
  onerror: ((event: unknown) => void) | null;
  send(data: string): void;
  close(): void;
}

export type PushSocketFactory = (url: string) => PushSocket;

const OPEN = 1;

function ignoreError(): void {}

export interface LivePushOptions {
  /** The address to connect to, read at every connect (the language may have changed). */
  url(): string;
  createSocket?: PushSocketFactory;
  /** First pause after a drop; it doubles up to `maxDelayMs`. */
  initialDelayMs?: number;
  maxDelayMs?: number;
  /** A ping this often; a connection silent for two of these is treated as dead. */
  pingIntervalMs?: number;
  /** 0..1 for the jitter; tests pass a fixed value. */
  random?(): number;
}

export type PushConnectionState = 'idle' | 'connecting' | 'open' | 'waiting';

function browserSocket(url: string): PushSocket {
  return new WebSocket(url) as unknown as PushSocket;
}

/** The pause before reconnect attempt `attempt` (0-based): doubling, capped, jittered 50-100%. */
export function reconnectDelay(
  attempt: number,
  initialDelayMs: number,
  maxDelayMs: number,
  random: number,
): number {
  const full = Math.min(maxDelayMs, initialDelayMs * 2 ** attempt);
  return Math.round(full * (0.5 + random / 2));
}

export class LivePushClient {
  readonly #options: Required<LivePushOptions>;
  readonly #topics = new Map<PushTopic, number>();
  readonly #changeListeners = new Set<(games: GameDeltaWire[]) => void>();
  readonly #reconnectListeners = new Set<() => void>();
  readonly #notificationListeners = new Set<(message: PushNotification) => void>();
  readonly #betsListeners = new Set<(message: PushBetsMessage) => void>();
  readonly #riskListeners = new Set<(message: PushRiskMessage) => void>();
  readonly #tableListeners = new Set<(message: PushTableMessage) => void>();
  readonly #stateListeners = new Set<(state: PushConnectionState) => void>();
  #socket: PushSocket | undefined;
  #state: PushConnectionState = 'idle';
  #attempt = 0;
  #hadConnection = false;
  #retryTimer: ReturnType<typeof setTimeout> | undefined;
  #pingTimer: ReturnType<typeof setInterval> | undefined;
  #lastMessageAt = 0;

  constructor(options: LivePushOptions) {
    this.#options = {
      createSocket: browserSocket,
      initialDelayMs: 1_000,
      maxDelayMs: 30_000,
      pingIntervalMs: 25_000,
      random: Math.random,
      ...options,
    };
  }

  get state(): PushConnectionState {
    return this.#state;
  }

  /** The topics subscribed now, for tests and diagnostics. */
  get topics(): PushTopic[] {
    return [...this.#topics.keys()];
  }

  /** Subscribes; the returned function unsubscribes this caller's share. */
  subscribe(topics: readonly PushTopic[]): () => void {
    const added = [...new Set(topics)].filter((topic) => this.#retain(topic));
    if (added.length > 0) this.#send({ op: 'subscribe', topics: added });
    this.#ensureConnection();
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const removed = [...new Set(topics)].filter((topic) => this.#release(topic));
      if (removed.length > 0) this.#send({ op: 'unsubscribe', topics: removed });
    };
  }

  onChanges(listener: (games: GameDeltaWire[]) => void): () => void {
    return addListener(this.#changeListeners, listener);
  }

  /** Called after a connection is opened again, once its topics are subscribed. */
  onReconnect(listener: () => void): () => void {
    return addListener(this.#reconnectListeners, listener);
  }

  /** A subscribed game's events (goal, red card, ...); opens the connection if needed. */
  onNotification(listener: (message: PushNotification) => void): () => void {
    const remove = addListener(this.#notificationListeners, listener);
    this.#ensureConnection();
    return remove;
  }

  /** The signed-in player's bets changed (accepted, refused, settled); opens the connection. */
  onBets(listener: (message: PushBetsMessage) => void): () => void {
    const remove = addListener(this.#betsListeners, listener);
    this.#ensureConnection();
    return remove;
  }

  /** The book's news for a signed-in operator (bets accepted); opens the connection. */
  onRisk(listener: (message: PushRiskMessage) => void): () => void {
    const remove = addListener(this.#riskListeners, listener);
    this.#ensureConnection();
    return remove;
  }

  /**
   * A shared casino table's round changed (a `table:<game>` topic's news). Only the topic's
   * subscription opens the connection: a listener alone has nothing to hear.
   */
  onTable(listener: (message: PushTableMessage) => void): () => void {
    return addListener(this.#tableListeners, listener);
  }

  onStateChange(listener: (state: PushConnectionState) => void): () => void {
    return addListener(this.#stateListeners, listener);
  }

  /** Opens the connection anew (a language change alters the address); topics are kept. */
  reconnect(): void {
    if (!this.#socket) return;
    this.#dropSocket();
    this.#connect();
  }

  /** Stops for good: no reconnect, no timers. */
  close(): void {
    clearTimeout(this.#retryTimer);
    this.#retryTimer = undefined;
    this.#dropSocket();
    this.#setState('idle');
  }

  #retain(topic: PushTopic): boolean {
    const count = this.#topics.get(topic) ?? 0;
    this.#topics.set(topic, count + 1);
    return count === 0;
  }

  #release(topic: PushTopic): boolean {
    const count = this.#topics.get(topic) ?? 0;
    if (count <= 1) {
      this.#topics.delete(topic);
      return count === 1;
    }
    this.#topics.set(topic, count - 1);
    return false;
  }

  #wanted(): boolean {
    return (
      this.#topics.size > 0 ||
      this.#notificationListeners.size > 0 ||
      this.#betsListeners.size > 0 ||
      this.#riskListeners.size > 0
    );
  }

  #ensureConnection(): void {
    if (this.#socket || this.#retryTimer !== undefined || !this.#wanted()) return;
    this.#connect();
  }

  #connect(): void {
    this.#setState('connecting');
    const socket = this.#options.createSocket(this.#options.url());
    this.#socket = socket;
    socket.onopen = () => this.#opened(socket);
    socket.onmessage = (event) => this.#received(socket, event.data);
    socket.onclose = () => this.#closed(socket);
    // An error is always followed by a close, where the reconnect is planned.
    socket.onerror = () => undefined;
  }

  #opened(socket: PushSocket): void {
    if (socket !== this.#socket) return;
    this.#attempt = 0;
    this.#lastMessageAt = Date.now();
    this.#setState('open');
    if (this.#topics.size > 0) this.#send({ op: 'subscribe', topics: this.topics });
    this.#startPing(socket);
    if (this.#hadConnection) for (const listener of this.#reconnectListeners) listener();
    this.#hadConnection = true;
  }

  #received(socket: PushSocket, data: unknown): void {
    if (socket !== this.#socket || typeof data !== 'string') return;
    this.#lastMessageAt = Date.now();
    const parsed = pushServerMessage.safeParse(safeJson(data));
    if (!parsed.success) return;
    const message = parsed.data;
    if (message.type === 'changes') {
      for (const listener of this.#changeListeners) listener(message.games);
    } else if (message.type === 'notification') {
      for (const listener of this.#notificationListeners) listener(message);
    } else if (message.type === 'bets') {
      for (const listener of this.#betsListeners) listener(message);
    } else if (message.type === 'risk') {
      for (const listener of this.#riskListeners) listener(message);
    } else if (message.type === 'casinoTable') {
      for (const listener of this.#tableListeners) listener(message);
    }
  }

  #closed(socket: PushSocket): void {
    if (socket !== this.#socket) return;
    this.#dropSocket();
    if (!this.#wanted()) {
      this.#setState('idle');
      return;
    }
    const { initialDelayMs, maxDelayMs, random } = this.#options;
    const delay = reconnectDelay(this.#attempt, initialDelayMs, maxDelayMs, random());
    this.#attempt += 1;
    this.#setState('waiting');
    this.#retryTimer = setTimeout(() => {
      this.#retryTimer = undefined;
      if (this.#wanted()) this.#connect();
      else this.#setState('idle');
    }, delay);
  }

  #startPing(socket: PushSocket): void {
    const interval = this.#options.pingIntervalMs;
    this.#pingTimer = setInterval(() => {
      if (Date.now() - this.#lastMessageAt > 2 * interval) {
        // Silent too long: a proxy dropped the connection without closing it.
        this.#closed(socket);
        return;
      }
      this.#send({ op: 'ping' });
    }, interval);
  }

  #dropSocket(): void {
    clearInterval(this.#pingTimer);
    this.#pingTimer = undefined;
    const socket = this.#socket;
    this.#socket = undefined;
    if (!socket) return;
    socket.onopen = null;
    socket.onmessage = null;
    socket.onclose = null;
    // A socket dropped while still connecting reports an error as it closes; it is ours to drop.
    socket.onerror = ignoreError;
    socket.close();
  }

  #send(message: PushClientMessage): void {
    // Before the socket opens nothing is sent: `#opened` subscribes every topic at once.
    if (this.#socket?.readyState === OPEN) this.#socket.send(JSON.stringify(message));
  }

  #setState(state: PushConnectionState): void {
    if (state === this.#state) return;
    this.#state = state;
    for (const listener of this.#stateListeners) listener(state);
  }
}

function addListener<L>(set: Set<L>, listener: L): () => void {
  set.add(listener);
  return () => set.delete(listener);
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
