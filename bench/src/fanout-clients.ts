import { WebSocket } from 'ws';
import {
  type ClientCommand,
  type ClientReport,
  MESSAGE_HEAD_BYTES,
  messageVersion,
  monotonicMs,
} from './fanout-protocol.ts';

/*
 * A client process of the fan-out benches: thousands of live-push connections, each noting when
 * it read each `changes` (or casino table) message. It runs apart from the server so that reading thousands of
 * messages does not hold up the server's writing (or be held up by it) on one event loop.
 */

/** Connections opened at once: more would only queue in the server's accept backlog. */
const OPENING_AT_ONCE = 64;
const LANGUAGES = ['en', 'ru', 'ar'] as const;

const open = new Set<WebSocket>();
let closed = 0;
/** Arrival times by feed version, by server instance, until reported. */
const arrivals = new Map<number, { byInstance: number[][]; count: number }>();
let instanceCount = 1;
let arrivalListener: (() => void) | undefined;

function report(message: ClientReport): void {
  process.send?.(message);
}

/** Answers the message's version, so a batch that came in parts is counted at its first. */
function noteMessage(data: Buffer, instance: number, counted: number): number {
  const time = monotonicMs();
  const version = messageVersion(data.toString('latin1', 0, MESSAGE_HEAD_BYTES));
  if (version === undefined || version === counted) return counted;
  let seen = arrivals.get(version);
  if (!seen) {
    seen = { byInstance: Array.from({ length: instanceCount }, () => []), count: 0 };
    arrivals.set(version, seen);
  }
  seen.byInstance[instance]?.push(time);
  seen.count += 1;
  if (seen.count >= open.size) arrivalListener?.();
  return version;
}

/** One connection, open and subscribed (the server's `subscriptions` answer came back). */
function openConnection(
  url: string,
  instance: number,
  topic: string,
  language: string,
): Promise<void> {
  return new Promise((resolve, reject) => {
    // Checking each message's UTF-8 is the client's cost, not the push's: it would only add to
    // the time the last of thousands of connections on this process waits to be read. So is
    // inflating, unless asked for (ws inflates on libuv's pool, ten at a time per process).
    const socket = new WebSocket(`${url}?lng=${language}`, {
      perMessageDeflate: process.env.BENCH_FANOUT_DEFLATE === '1',
      skipUTF8Validation: true,
    });
    socket.once('open', () => socket.send(JSON.stringify({ op: 'subscribe', topics: [topic] })));
    let counted = -1;
    socket.on('message', (data: Buffer) => {
      if (open.has(socket)) counted = noteMessage(data, instance, counted);
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

async function connect(urls: readonly string[], total: number, topic: string): Promise<void> {
  instanceCount = urls.length;
  let next = open.size;
  const opener = async () => {
    while (next < total) {
      const language = LANGUAGES[next % LANGUAGES.length] ?? 'en';
      const instance = next % urls.length;
      next += 1;
      await openConnection(urls[instance] ?? '', instance, topic, language);
    }
  };
  await Promise.all(Array.from({ length: OPENING_AT_ONCE }, opener));
  report({ op: 'connected', open: open.size, closed });
}

async function collect(version: number, timeoutMs: number): Promise<void> {
  const complete = () => (arrivals.get(version)?.count ?? 0) >= open.size;
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
  const seen = arrivals.get(version);
  arrivals.delete(version);
  const times = seen?.byInstance ?? [];
  report({ op: 'arrivals', version, times, missing: Math.max(0, open.size - (seen?.count ?? 0)) });
}

function stop(): void {
  for (const socket of open) socket.terminate();
  process.exit(0);
}

process.on('message', (command: ClientCommand) => {
  const done =
    command.op === 'connect'
      ? connect(command.urls, command.total, command.topic)
      : command.op === 'collect'
        ? collect(command.version, command.timeoutMs)
        : Promise.resolve(stop());
  done.catch((error: unknown) => {
    console.error('fan-out client process failed:', error);
    process.exit(1);
  });
});
