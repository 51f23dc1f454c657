/*
 * What the fan-out bench and its client processes tell each other over the IPC channel. Times
 * are milliseconds of the system's monotonic clock (process.hrtime), the same in every process
 * of the machine, so an arrival in a client process can be set against the stamp the server
 * process took when it handed the batch to the hub.
 */

/** Bench -> client process. */
export type ClientCommand =
  /**
   * Open connections until this process holds `total`, each subscribed to `topic`, spread in
   * turn over `urls` (one per server instance).
   */
  | { op: 'connect'; urls: string[]; total: number; topic: string }
  /** Report when every connection has the `changes` message of feed version `version`. */
  | { op: 'collect'; version: number; timeoutMs: number }
  | { op: 'stop' };

/** Client process -> bench. */
export type ClientReport =
  | { op: 'connected'; open: number; closed: number }
  | {
      op: 'arrivals';
      version: number;
      /** When each connection that got it read the message, by the index of its server's URL. */
      times: number[][];
      /** Open connections that did not get it within the timeout. */
      missing: number;
    };

/** Bench -> fan-out server instance process. */
export type InstanceCommand = { op: 'tick' } | { op: 'stop' };

/** Fan-out server instance process -> bench. */
export type InstanceReport =
  /** Listening at `origin` (http://127.0.0.1:port), its feed loaded. */
  | { op: 'ready'; origin: string; holder: boolean }
  /** Its hub got the batch of feed version `version` at `stamp`. */
  | { op: 'handOff'; version: number; stamp: number; publishMs: number }
  | { op: 'ticked' };

export function monotonicMs(): number {
  return Number(process.hrtime.bigint()) / 1e6;
}

/**
 * The feed version (`U`) of a changes message, read from its first bytes: every game of one
 * batch carries the same version.
 */
const VERSION_PATTERN = /^\{"type":"changes","games":\[\{"I":-?\d+,"U":(\d+)/;

export function changesVersion(head: string): number | undefined {
  const match = VERSION_PATTERN.exec(head);
  return match ? Number(match[1]) : undefined;
}

/**
 * A casino table's message stands for its round and phase: `id * 10 + phase` (betting 0,
 * running 1, settled 2), read from the round's first fields (the table bench's "version").
 */
const TABLE_PATTERN =
  /^\{"type":"casinoTable","round":\{"id":(\d+),"game":"[a-z-]+","phase":"(\w+)"/;
const TABLE_PHASES = ['betting', 'running', 'settled'];

export function tableVersion(head: string): number | undefined {
  const match = TABLE_PATTERN.exec(head);
  if (!match) return undefined;
  return Number(match[1]) * 10 + TABLE_PHASES.indexOf(match[2] ?? '');
}

/** The version of a `changes` or a `casinoTable` message, from its first bytes. */
export function messageVersion(head: string): number | undefined {
  return changesVersion(head) ?? tableVersion(head);
}

/** Enough of a message's start to hold its type and first game's I and U. */
export const MESSAGE_HEAD_BYTES = 96;
