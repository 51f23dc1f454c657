import {
  encodeGame,
  encodeOutcome,
  encodeScore,
  type GameDeltaWire,
  LIVE_PUSH_PATH,
  oddsText,
  type PushServerMessage,
  pushServerMessage,
  USER_TOKEN_COOKIE,
} from '@arenabet/contracts';
import { type ClientOptions, WebSocket } from 'ws';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import type { FeedGameChange, FeedGamePhase } from '../feed/feed-api.ts';

/*
 * Live push tests: the real app listening on a free port, real ws clients, and feed batches
 * made from the feed's real encodings (the hub's input), published as the feed would.
 */

export interface ListeningApp extends TestApp {
  /** ws://127.0.0.1:port */
  origin: string;
}

export async function listeningApp(
  overrides: Parameters<typeof createTestApp>[0] = {},
): Promise<ListeningApp> {
  const t = await createTestApp(overrides);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('the app is not listening');
  return { ...t, origin: `ws://127.0.0.1:${address.port}` };
}

export interface TestGame {
  gameId: number;
  sportId: number;
  champId: number;
  phase?: FeedGamePhase;
}

let version = 1;

/**
 * A game's change as the feed makes it: new odds of the 1X2 home win and the score, plus the
 * game whole, named in the asked language (so tests can tell which language arrived). Counts
 * the languages it was encoded for.
 */
export function gameChange(game: TestGame, odds = 1.85): FeedGameChange & { encoded: string[] } {
  version += 1;
  const U = version;
  const encoded: string[] = [];
  return {
    gameId: game.gameId,
    sportId: game.sportId,
    champId: game.champId,
    phase: game.phase ?? 'live',
    encoded,
    delta(language: string): GameDeltaWire {
      encoded.push(language);
      const outcome = { group: 1, type: 1, odds, oddsText: oddsText(odds), locked: false };
      const live = { score: { home: 1, away: 0 }, periodScores: [], info: [] };
      const whole = encodeGame({
        id: game.gameId,
        champId: game.champId,
        champName: `champ ${game.champId} ${language}`,
        sportId: game.sportId,
        sportName: `sport ${game.sportId} ${language}`,
        home: { name: `home ${language}` },
        away: { name: `away ${language}` },
        startsAt: 1_767_000_000,
        marketCount: 1,
        subGames: [],
        version: U,
        priority: 0,
        outcomes: [outcome],
      });
      return { I: game.gameId, U, E: [encodeOutcome(outcome)], SC: encodeScore(live), N: whole };
    },
  };
}

/** A ws client that keeps every server message, checked against the protocol. */
export class PushClient {
  readonly messages: PushServerMessage[] = [];
  private waiters: (() => void)[] = [];
  closeCode: number | undefined;

  constructor(readonly socket: WebSocket) {
    socket.on('message', (data) => {
      this.messages.push(pushServerMessage.parse(JSON.parse(String(data))));
      this.wake();
    });
    socket.on('close', (code) => {
      this.closeCode = code;
      this.wake();
    });
  }

  send(message: unknown): void {
    this.socket.send(typeof message === 'string' ? message : JSON.stringify(message));
  }

  /** Subscribes and waits for the server's answer, from which on changes arrive. */
  async subscribe(...topics: string[]) {
    this.send({ op: 'subscribe', topics });
    return this.next('subscriptions');
  }

  async unsubscribe(...topics: string[]) {
    this.send({ op: 'unsubscribe', topics });
    return this.next('subscriptions');
  }

  /** The first message of this type not taken yet; waits for it. */
  async next<T extends PushServerMessage['type']>(type: T, timeoutMs = 3000) {
    const found = await this.waitFor(() => this.take(type), timeoutMs);
    if (!found) throw new Error(`no '${type}' message within ${timeoutMs} ms`);
    return found;
  }

  async closed(timeoutMs = 3000): Promise<number> {
    const code = await this.waitFor(() => this.closeCode, timeoutMs);
    if (code === undefined) throw new Error(`not closed within ${timeoutMs} ms`);
    return code;
  }

  /** The games of every `changes` message received so far, by id, and takes them. */
  takeChangedGames(): number[] {
    const games: number[] = [];
    for (let message = this.take('changes'); message; message = this.take('changes')) {
      games.push(...message.games.map((game) => game.I));
    }
    return games;
  }

  close(): void {
    this.socket.close();
  }

  private take<T extends PushServerMessage['type']>(type: T) {
    const index = this.messages.findIndex((message) => message.type === type);
    if (index < 0) return undefined;
    const [message] = this.messages.splice(index, 1);
    return message as Extract<PushServerMessage, { type: T }>;
  }

  private async waitFor<V>(probe: () => V | undefined, timeoutMs: number) {
    const deadline = Date.now() + timeoutMs;
    for (let value = probe(); ; value = probe()) {
      if (value !== undefined || Date.now() >= deadline) return value;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, deadline - Date.now());
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  private wake(): void {
    const waiters = this.waiters;
    this.waiters = [];
    for (const wake of waiters) wake();
  }
}

export interface ConnectOptions {
  lng?: string;
  headers?: Record<string, string>;
  /** The player's token, sent as the user_token cookie as a browser would. */
  token?: string;
  autoPong?: boolean;
  /** What the client offers of permessage-deflate; ws offers it by default, as browsers do. */
  perMessageDeflate?: ClientOptions['perMessageDeflate'];
}

/** Opens a connection; its `welcome` is the first message. */
export async function connect(t: ListeningApp, options: ConnectOptions = {}): Promise<PushClient> {
  const socket = openSocket(t, options);
  // Listening from the start: the welcome may arrive with the handshake's answer.
  const client = new PushClient(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
    socket.once('unexpected-response', (_request, response) =>
      reject(new Error(`refused with ${response.statusCode}`)),
    );
  });
  return client;
}

/** The HTTP status a refused upgrade answers. */
export async function refusedStatus(t: ListeningApp, options: ConnectOptions = {}) {
  const socket = openSocket(t, options);
  return new Promise<number>((resolve, reject) => {
    socket.once('open', () => reject(new Error('the upgrade was accepted')));
    socket.once('unexpected-response', (request, response) => {
      resolve(response.statusCode ?? 0);
      request.destroy();
    });
  });
}

function openSocket(t: ListeningApp, options: ConnectOptions): WebSocket {
  const query = options.lng ? `?lng=${options.lng}` : '';
  const headers = {
    ...(options.token ? { cookie: `${USER_TOKEN_COOKIE}=${options.token}` } : {}),
    ...options.headers,
  };
  return new WebSocket(`${t.origin}${LIVE_PUSH_PATH}${query}`, {
    headers,
    autoPong: options.autoPong ?? true,
    ...(options.perMessageDeflate === undefined
      ? {}
      : { perMessageDeflate: options.perMessageDeflate }),
  });
}
