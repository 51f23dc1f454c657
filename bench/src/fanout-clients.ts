import { WebSocket } from 'ws';
import {
  type ClientCommand,
  type ClientReport,
  changesVersion,
  MESSAGE_HEAD_BYTES,
  monotonicMs,
} from './fanout-protocol.ts';

/*
 * A client process of the fan-out bench: thousands of live-push connections, each noting when
 * it read each `changes` message. It runs apart from the server so that reading thousands of
 * messages does not hold up the server's writing (or be held up by it) on one event loop.
 */

/** Connections opened at once: more would only queue in the server's accept backlog. */
const OPENING_AT_ONCE = 64;
const LANGUAGES = ['en', 'ru', 'ar'] as const;

const open = new Set<WebSocket>();
let closed = 0;
/** Arrival times by feed version, until reported. */
const arrivals = new Map<number, number[]>();
let arrivalListener: (() => void) | undefined;

function report(message: ClientReport): void {
  process.send?.(message);
}

function noteMessage(data: Buffer): void {
  const time = monotonicMs();
  const version = changesVersion(data.toString('latin1', 0, MESSAGE_HEAD_BYTES));
  if (version === undefined) return;
  let times = arrivals.get(version);
  if (!times) {
    times = [];
    arrivals.set(version, times);
  }
  times.push(time);
  if (times.length >= open.size) arrivalListener?.();
}

/** One connection, open and subscribed (the server's `subscriptions` answer came back). */
function openConnection(url: string, topic: string, language: string): Promise<void> {
  return new Promise((resolve, reject) => {
    // Checking each message's UTF-8 is the client's cost, not the push's: it would only add to
    // the time the last of thousands of connections on this process waits to be read.
    const socket = new WebSocket(`${url}?lng=${language}`, {
      perMessageDeflate: false,
      skipUTF8Validation: true,
    });
    socket.once('open', () => socket.send(JSON.stringify({ op: 'subscribe', topics: [topic] })));
    socket.on('message', (data: Buffer) => {
      if (open.has(socket)) noteMessage(data);
      else if (data.toString('latin1', 0, 24).startsWith('{"type":"subscriptions"')) {
        open.add(socket);
        resolve();
      }
    });
    socket.once('error', reject);
    socket.once('close', () => {
      if (open.delete(socket)) closed += 1;
      reject(new Error('closed before subscribing'));
    });
  });
}

async function connect(url: string, total: number, topic: string): Promise<void> {
  let next = open.size;
  const opener = async () => {
    while (next < total) {
      const language = LANGUAGES[next % LANGUAGES.length] ?? 'en';
      next += 1;
      await openConnection(url, topic, language);
    }
  };
  await Promise.all(Array.from({ length: OPENING_AT_ONCE }, opener));
  report({ op: 'connected', open: open.size, closed });
}

async function collect(version: number, timeoutMs: number): Promise<void> {
  const complete = () => (arrivals.get(version)?.length ?? 0) >= open.size;
  if (!complete()) {
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, timeoutMs);
      arrivalListener = () => {
        if (!complete()) return;
        clearTimeout(timer);
        resolve();
      };
    });
    arrivalListener = undefined;
  }
  const times = arrivals.get(version) ?? [];
  arrivals.delete(version);
  report({ op: 'arrivals', version, times, missing: Math.max(0, open.size - times.length) });
}

function stop(): void {
  for (const socket of open) socket.terminate();
  process.exit(0);
}

process.on('message', (command: ClientCommand) => {
  const done =
    command.op === 'connect'
      ? connect(command.url, command.total, command.topic)
      : command.op === 'collect'
        ? collect(command.version, command.timeoutMs)
        : Promise.resolve(stop());
  done.catch((error: unknown) => {
    console.error('fan-out client process failed:', error);
    process.exit(1);
  });
});
