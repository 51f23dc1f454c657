import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { LIVE_PUSH_PATH } from '@arenabet/contracts';
import type { FeedChangeBatch } from '../../apps/server/src/modules/feed/feed-api.ts';
import { deflatedPayload } from '../../apps/server/src/modules/live-push/frame-writer.ts';
import type { LivePushHub } from '../../apps/server/src/modules/live-push/hub.ts';
import { LIVE_PUSH_LIMITS } from '../../apps/server/src/modules/live-push/limits.ts';
import { type BatchArrivals, ClientProcesses } from './client-processes.ts';
import { measureWriteFloor, trackUpgradedSockets, type WriteFloor } from './fanout-floor.ts';
import { monotonicMs } from './fanout-protocol.ts';
import type { FeedWorld } from './feed-world.ts';
import { median, percentile } from './timed-run.ts';

/**
 * Issue 5: the live push's fan-out. N connections subscribed to `live` (in client processes of
 * their own), the feed ticking with live games changing; for each batch, the time from the
 * moment the feed hands it to the hub to the moment each client reads its message. The aim is
 * p99 under 100 ms with 10 000 connections.
 */
export interface FanOutOptions {
  clientCounts: readonly number[];
  /** Batches measured per client count, after the warm-up ones. */
  batches: number;
  warmupBatches: number;
  /** Client processes the connections are spread over. */
  processes: number;
  /** A tick starts this long after the previous one started (the feed's own pace is a second). */
  paceMs: number;
}

export const TOPIC = 'live';
export const GOAL_CLIENTS = 10_000;
export const GOAL_P99_MS = 100;
/** How long a client process waits for a batch to reach all its connections. */
export const COLLECT_TIMEOUT_MS = 5_000;
/** Ticks without a live change before the bench gives up on the world being alive. */
export const MAX_QUIET_TICKS = 50;

/** A batch as the feed handed it to the hub. */
export interface HandOff {
  /** The feed version every game of the batch carries (`U`). */
  version: number;
  /** monotonicMs when the hub got it. */
  stamp: number;
  /** How long the hub's publish took: planning, serialising, writing to every socket. */
  publishMs: number;
  /**
   * CPU time of this process during the publish: below publishMs when other processes of the
   * machine took the core meanwhile.
   */
  publishCpuMs: number;
  liveChanges: number;
  /** Bytes of the `changes` message in English. */
  bytes: number;
  /** The same deflated as a client that took permessage-deflate reads it. */
  deflatedBytes: number;
}

interface FanOutRow {
  clients: number;
  latencies: number[];
  /** Per batch: until the last client had it. */
  lastArrivals: number[];
  publishMs: number[];
  publishCpuMs: number[];
  changes: number[];
  bytes: number[];
  deflatedBytes: number[];
  missing: number;
  /** Connections the server closed during the run (slow consumers). */
  closed: number;
  /** The bare write of the same bytes to the same sockets, in the same run. */
  floor: WriteFloor;
}

export async function runFanOutBench(world: FeedWorld, options: FanOutOptions): Promise<void> {
  const hub = world.app.services.livePush;
  allowBenchConnections(hub, Math.max(...options.clientCounts));
  const sockets = trackUpgradedSockets(world.app.server);
  const handOffs = stampHandOffs(hub);
  const clients = ClientProcesses.start(options.processes);
  const url = `${world.origin.replace(/^http/, 'ws')}${LIVE_PUSH_PATH}`;
  const rows: FanOutRow[] = [];
  try {
    for (const count of options.clientCounts) {
      const closedBefore = await clients.connect([url], count, TOPIC);
      const row = await measureBatches(world, clients, handOffs, count, options);
      const floor = await measureWriteFloor(
        sockets,
        median(row.bytes),
        options.batches,
        options.paceMs,
      );
      // Connecting again tells how many the server closed meanwhile (and reopens them).
      const closedAfter = await clients.connect([url], count, TOPIC);
      rows.push({ ...row, floor, closed: closedAfter - closedBefore });
    }
  } finally {
    await clients.stop();
    handOffs.restore();
  }
  printFanOut(rows, options);
}

/** Every bench connection comes from 127.0.0.1, far past the per-address limit for players. */
export function allowBenchConnections(hub: LivePushHub, most: number): void {
  hub.setLimits({
    maxConnectionsPerIp: most,
    maxConnections: Math.max(most, LIVE_PUSH_LIMITS.maxConnections),
  });
}

/**
 * Notes the monotonic time each batch reaches the hub, before the hub does any work on it,
 * and how long its publish took. The live-push routes call `hub.publish` for every feed batch.
 */
export function stampHandOffs(hub: LivePushHub, onHandOff?: (handOff: HandOff) => void) {
  const publish = hub.publish.bind(hub);
  let latest: HandOff | undefined;
  hub.publish = (batch: FeedChangeBatch) => {
    const cpu = process.cpuUsage();
    const stamp = monotonicMs();
    publish(batch);
    const publishMs = monotonicMs() - stamp;
    const { user, system } = process.cpuUsage(cpu);
    const live = batch.changes.filter((change) => change.phase === 'live');
    const first = live[0];
    if (!first) return;
    // The deltas are made and cached per language by the publish: reading them is free.
    const deltas = live.map((change) => JSON.stringify(change.delta('en')));
    const message = Buffer.from(`{"type":"changes","games":[${deltas.join(',')}]}`);
    latest = {
      version: first.delta('en').U,
      stamp,
      publishMs,
      publishCpuMs: (user + system) / 1000,
      liveChanges: live.length,
      bytes: message.length,
      deflatedBytes: deflatedPayload(message, 15).length,
    };
    onHandOff?.(latest);
  };
  return {
    take(): HandOff | undefined {
      const handOff = latest;
      latest = undefined;
      return handOff;
    },
    restore: () => Reflect.deleteProperty(hub, 'publish'),
  };
}

async function measureBatches(
  world: FeedWorld,
  clients: ClientProcesses,
  handOffs: ReturnType<typeof stampHandOffs>,
  count: number,
  options: FanOutOptions,
): Promise<Omit<FanOutRow, 'closed' | 'floor'>> {
  const measured: Omit<FanOutRow, 'closed' | 'floor'> = {
    clients: count,
    latencies: [],
    lastArrivals: [],
    publishMs: [],
    publishCpuMs: [],
    changes: [],
    bytes: [],
    deflatedBytes: [],
    missing: 0,
  };
  let seen = 0;
  let quiet = 0;
  while (seen < options.warmupBatches + options.batches) {
    const started = performance.now();
    await world.tick();
    const handOff = handOffs.take();
    if (!handOff) {
      if (++quiet > MAX_QUIET_TICKS) throw new Error('no live game changed: nothing to fan out');
      continue;
    }
    const arrivals = await clients.collect(handOff.version, COLLECT_TIMEOUT_MS);
    if (seen >= options.warmupBatches) record(measured, handOff, arrivals);
    seen += 1;
    await sleep(Math.max(0, options.paceMs - (performance.now() - started)));
  }
  return measured;
}

function record(
  row: Omit<FanOutRow, 'closed' | 'floor'>,
  handOff: HandOff,
  arrivals: BatchArrivals,
): void {
  let last = 0;
  for (const time of arrivals.times) {
    const latency = time - handOff.stamp;
    row.latencies.push(latency);
    if (latency > last) last = latency;
  }
  row.lastArrivals.push(last);
  row.publishMs.push(handOff.publishMs);
  row.publishCpuMs.push(handOff.publishCpuMs);
  row.changes.push(handOff.liveChanges);
  row.bytes.push(handOff.bytes);
  row.deflatedBytes.push(handOff.deflatedBytes);
  row.missing += arrivals.missing;
}

function printFanOut(rows: readonly FanOutRow[], options: FanOutOptions): void {
  console.log(
    `\nlive push fan-out: every connection subscribed to '${TOPIC}' (languages en, ru, ar in ` +
      `turn), ws clients in ${options.processes} child process(es), ${deflateNote()}; per batch of live changes ` +
      `(the feed ticking the full world), the time from the hub receiving it to each client ` +
      `reading its message; ${options.batches} batches per row after ${options.warmupBatches} ` +
      `warm-up, one every ${options.paceMs} ms; ${openFilesLimit()}`,
  );
  console.log(
    'clients'.padEnd(8),
    'games/batch'.padStart(11),
    'bytes'.padStart(6),
    'deflated'.padStart(8),
    'publish ms (CPU)'.padStart(17),
    'p50 ms'.padStart(7),
    'p99 ms'.padStart(7),
    'max ms'.padStart(7),
    'all reached ms'.padStart(15),
    'missing'.padStart(8),
    'closed'.padStart(7),
    'µs/conn: publish (CPU)'.padStart(23),
    'bare write (CPU)'.padStart(17),
    'ratio'.padStart(6),
  );
  for (const row of rows) {
    console.log(
      String(row.clients).padEnd(8),
      median(row.changes).toFixed(0).padStart(11),
      median(row.bytes).toFixed(0).padStart(6),
      median(row.deflatedBytes).toFixed(0).padStart(8),
      `${median(row.publishMs).toFixed(1)} (${median(row.publishCpuMs).toFixed(1)})`.padStart(17),
      percentile(row.latencies, 0.5).toFixed(1).padStart(7),
      percentile(row.latencies, 0.99).toFixed(1).padStart(7),
      Math.max(0, ...row.lastArrivals)
        .toFixed(1)
        .padStart(7),
      median(row.lastArrivals).toFixed(1).padStart(15),
      String(row.missing).padStart(8),
      String(row.closed).padStart(7),
      perConnection(row).padStart(23),
      `${row.floor.wallUs.toFixed(1)} (${row.floor.cpuUs.toFixed(1)})`.padStart(17),
      floorRatio(row).toFixed(2).padStart(6),
    );
  }
  console.log(
    "(publish: the hub's synchronous work per batch, medians; all reached: median over batches;",
  );
  console.log(
    ' µs/conn: the publish per connection beside one bare write of as many bytes to each of the' +
      ' same sockets, framed once, in the same run; ratio: publish CPU over bare-write CPU)',
  );
  console.log(goalVerdict(rows));
}

function perConnection(row: FanOutRow): string {
  const wall = (median(row.publishMs) * 1000) / row.clients;
  const cpu = (median(row.publishCpuMs) * 1000) / row.clients;
  return `${wall.toFixed(1)} (${cpu.toFixed(1)})`;
}

/** The hub's CPU per connection over the bare write's: the floor is 1. */
function floorRatio(row: FanOutRow): number {
  return (median(row.publishCpuMs) * 1000) / row.clients / row.floor.cpuUs;
}

function goalVerdict(rows: readonly FanOutRow[]): string {
  const row = rows.find((r) => r.clients === GOAL_CLIENTS);
  const goal = `goal (p99 < ${GOAL_P99_MS} ms at ${GOAL_CLIENTS} clients)`;
  if (!row) return `${goal}: not measured`;
  const p99 = percentile(row.latencies, 0.99);
  return `${goal}: ${p99 < GOAL_P99_MS && row.missing === 0 ? 'met' : 'MISSED'}`;
}

/** The clients read plain frames unless BENCH_FANOUT_DEFLATE=1 (fanout-clients.ts). */
function deflateNote(): string {
  return process.env.BENCH_FANOUT_DEFLATE === '1'
    ? "taking permessage-deflate as browsers do (ws's inflate is the clients' own cost)"
    : 'without permessage-deflate (BENCH_FANOUT_DEFLATE=1 offers it)';
}

/** The process's open-files limit: each connection is a descriptor on both ends. */
function openFilesLimit(): string {
  try {
    const limits = readFileSync('/proc/self/limits', 'utf8');
    const line = limits.split('\n').find((l) => l.startsWith('Max open files'));
    const [soft, hard] = line?.replace('Max open files', '').trim().split(/\s+/) ?? [];
    return `open files limit ${soft} (hard ${hard}) per process`;
  } catch {
    return 'open files limit unknown';
  }
}
