import type { SourceGame } from '../source.ts';

/*
 * How the instance running the source tells the others what changed. Each batch carries the
 * changed games whole, so a receiving instance updates its snapshot and calls its own listeners
 * without reading the database; a receiver that finds a gap in the versions reloads instead.
 */

export type FeedBusMessage =
  /** One tick: the games that changed, at the feed version `version`. */
  | {
      kind: 'changes';
      /** The instance that ran the source; it ignores its own messages. */
      origin: string;
      /** The feed version before this batch: a receiver at another version missed something. */
      previousVersion: number;
      version: number;
      games: SourceGame[];
    }
  /** The source was (re)loaded into the database: every receiver reloads from it. */
  | { kind: 'reload'; origin: string; version: number };

export type FeedBusListener = (message: FeedBusMessage) => void;

export interface FeedBus {
  /** For logs: in-process, redis or nats. */
  readonly name: string;
  publish(message: FeedBusMessage): Promise<void>;
  /** Resolves once messages published from now on will arrive; answers how to stop. */
  subscribe(listener: FeedBusListener): Promise<() => void>;
  /** Closes the connections; the bus's owner calls it once every subscriber stopped. */
  close(): Promise<void>;
}

/** The wire form of a message: compact JSON. */
export function encodeBusMessage(message: FeedBusMessage): string {
  return JSON.stringify(message);
}

/** Undefined for anything that is not a message of ours (another program on the channel). */
export function decodeBusMessage(text: string): FeedBusMessage | undefined {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  const message = value as Partial<FeedBusMessage>;
  if (typeof message.origin !== 'string' || typeof message.version !== 'number') return undefined;
  if (message.kind === 'reload') return message as FeedBusMessage;
  if (message.kind === 'changes' && Array.isArray(message.games)) return message as FeedBusMessage;
  return undefined;
}

/** The channel (Redis) or subject (NATS) every instance of the site shares. */
export const FEED_BUS_CHANNEL = 'arenabet.feed.changes';

/**
 * The wire form of a message in parts of at most `maxBytes` (NATS refuses larger payloads):
 * a batch of changes is split by games, every part with the batch's versions. Receivers apply
 * each part on its own, which is safe because a game is applied only when its version is newer.
 */
export function encodeInParts(message: FeedBusMessage, maxBytes: number): string[] {
  const text = encodeBusMessage(message);
  if (message.kind !== 'changes' || message.games.length < 2) return [text];
  if (Buffer.byteLength(text) <= maxBytes) return [text];
  const half = Math.ceil(message.games.length / 2);
  return [
    ...encodeInParts({ ...message, games: message.games.slice(0, half) }, maxBytes),
    ...encodeInParts({ ...message, games: message.games.slice(half) }, maxBytes),
  ];
}

/**
 * A bus over a network server (Redis, NATS): one subscription per bus, made on first use and
 * shared by its listeners; received texts that are messages of ours go to every listener.
 */
export abstract class NetworkBus implements FeedBus {
  abstract readonly name: string;
  private readonly listeners = new Set<FeedBusListener>();
  private subscription: Promise<void> | undefined;

  abstract publish(message: FeedBusMessage): Promise<void>;
  /** Subscribes to the channel; resolves once the server knows the subscription. */
  protected abstract listen(): Promise<void>;
  protected abstract disconnect(): Promise<void>;

  async subscribe(listener: FeedBusListener): Promise<() => void> {
    this.subscription ??= this.listen().catch((error: unknown) => {
      this.subscription = undefined;
      throw error;
    });
    await this.subscription;
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async close(): Promise<void> {
    this.listeners.clear();
    await this.disconnect();
  }

  protected deliver(text: string): void {
    const message = decodeBusMessage(text);
    if (!message) return;
    for (const listener of this.listeners) listener(message);
  }
}
