import { once } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { LIVE_PUSH_PATH } from '@arenabet/contracts';
import {
  busServers,
  TEST_NATS_URL,
  TEST_REDIS_URL,
} from '../../apps/server/src/modules/feed/bus/bus-test-kit.ts';
import { type BenchChild, ClientProcesses, forkBenchChild } from './client-processes.ts';
import {
  COLLECT_TIMEOUT_MS,
  type FanOutOptions,
  GOAL_CLIENTS,
  GOAL_P99_MS,
  MAX_QUIET_TICKS,
  TOPIC,
} from './fanout-bench.ts';
import type { InstanceCommand, InstanceReport } from './fanout-protocol.ts';
import { createScratchDatabase, isPostgresUrl } from './scratch-database.ts';
import { median, percentile } from './timed-run.ts';

/**
 * Issue 5, scaled out: the live push's fan-out over K server instances, each a process of its
 * own over one database and the bus, as the site runs on several machines. The first instance
 * holds the feed lock and runs the simulator; the others get each batch over the bus. The
 * connections are spread evenly over the instances. The end-to-end latency runs from the
 * holder's hub getting a batch to each client reading it, whichever instance served it.
 */
export interface InstancesOptions extends FanOutOptions {
  /** Instance counts to measure, each over the same client counts. */
  instanceCounts: readonly number[];
}

const INSTANCE_ENTRY = fileURLToPath(new URL('./fanout-instance.ts', import.meta.url));
/** How long the bench waits for a follower's hub to report a batch the clients already have. */
const HAND_OFF_WAIT_MS = 1_000;

type HandOff = Extract<InstanceReport, { op: 'handOff' }>;

/** An instance process and the hand-offs its hub reported, by feed version. */
interface Instance {
  child: BenchChild;
  origin: string;
  holder: boolean;
  handOffs: Map<number, HandOff>;
  latest?: HandOff;
  onTicked?: () => void;
}

interface InstanceRow {
  instances: number;
  clients: number;
  /** From the holder's hub getting each batch to each client reading it. */
  latencies: number[];
  /** Per batch: until the last client had it. */
  lastArrivals: number[];
  /** Per instance: from its own hub getting each batch to its clients reading it. */
  own: number[][];
  /** Per instance: its hub got each batch this long after the holder's. */
  behindHolder: number[][];
  /** Per instance: how long its hub's publish of each batch took. */
  publishMs: number[][];
  missing: number;
  closed: number;
}

export async function runInstancesFanOut(options: InstancesOptions): Promise<void> {
  const serverUrl = process.env.DATABASE_URL;
  const servers = await busServers('fan-out over server instances');
  const bus = servers.nats
    ? { NATS_URL: TEST_NATS_URL }
    : servers.redis
      ? { REDIS_URL: TEST_REDIS_URL }
      : undefined;
  if (!isPostgresUrl(serverUrl) || !bus) {
    console.log(
      '\nfan-out over server instances skipped: it needs DATABASE_URL (PostgreSQL) and a NATS ' +
        `(${TEST_NATS_URL}) or Redis (${TEST_REDIS_URL}) server`,
    );
    return;
  }
  const rows: InstanceRow[] = [];
  for (const clients of options.clientCounts) {
    for (const instances of options.instanceCounts) {
      rows.push(await measureInstances(serverUrl, bus, instances, clients, options));
    }
  }
  printInstances(rows, options, Object.values(bus)[0] ?? '');
}

async function measureInstances(
  serverUrl: string,
  bus: NodeJS.ProcessEnv,
  count: number,
  clientCount: number,
  options: FanOutOptions,
): Promise<InstanceRow> {
  const scratch = await createScratchDatabase(serverUrl, 'bench_fanout');
  const { REDIS_URL: _redis, NATS_URL: _nats, ...env } = process.env;
  const instanceEnv = { ...env, ...bus, DATABASE_URL: scratch.url };
  const instances: Instance[] = [];
  try {
    // One after another: the first takes the feed lock and loads the world the others read.
    for (let i = 0; i < count; i++) instances.push(await startInstance(instanceEnv, clientCount));
    if (!instances[0]?.holder) throw new Error('the first instance did not take the feed lock');
    const clients = ClientProcesses.start(options.processes);
    try {
      const urls = instances.map((i) => `${i.origin.replace(/^http/, 'ws')}${LIVE_PUSH_PATH}`);
      const closedBefore = await clients.connect(urls, clientCount, TOPIC);
      const row = await measureBatches(instances, clients, clientCount, options);
      const closedAfter = await clients.connect(urls, clientCount, TOPIC);
      return { ...row, closed: closedAfter - closedBefore };
    } finally {
      await clients.stop();
    }
  } finally {
    await Promise.all(instances.map(stopInstance));
    await scratch.drop();
  }
}

async function startInstance(env: NodeJS.ProcessEnv, most: number): Promise<Instance> {
  const child = forkBenchChild(INSTANCE_ENTRY, [String(most)], env);
  const handOffs = new Map<number, HandOff>();
  const instance: Instance = { child, origin: '', holder: false, handOffs };
  child.process.on('message', (report: InstanceReport) => {
    if (report.op === 'ticked') instance.onTicked?.();
    if (report.op !== 'handOff') return;
    handOffs.set(report.version, report);
    instance.latest = report;
  });
  const ready = once(child.process, 'message') as Promise<[InstanceReport]>;
  const [report] = await Promise.race([ready, child.failed]);
  if (report.op !== 'ready') throw new Error(`instance said ${report.op} before ready`);
  return Object.assign(instance, { origin: report.origin, holder: report.holder });
}

async function stopInstance({ child }: Instance): Promise<void> {
  if (!child.process.connected) return;
  child.process.send({ op: 'stop' } satisfies InstanceCommand);
  await child.failed.catch(() => {});
}

/** The holder's tick: answers the hand-off of the batch it made, if any live game changed. */
async function tick(holder: Instance): Promise<HandOff | undefined> {
  const before = holder.latest;
  const ticked = new Promise<void>((resolve) => {
    holder.onTicked = resolve;
  });
  holder.child.process.send({ op: 'tick' } satisfies InstanceCommand);
  // IPC keeps order: the batch's hand-off, if any, came before `ticked`.
  await Promise.race([ticked, holder.child.failed]);
  return holder.latest === before ? undefined : holder.latest;
}

async function handOffOf(instance: Instance, version: number): Promise<HandOff | undefined> {
  const deadline = performance.now() + HAND_OFF_WAIT_MS;
  while (!instance.handOffs.has(version) && performance.now() < deadline) await sleep(5);
  const handOff = instance.handOffs.get(version);
  instance.handOffs.delete(version);
  return handOff;
}

async function measureBatches(
  instances: readonly Instance[],
  clients: ClientProcesses,
  clientCount: number,
  options: FanOutOptions,
): Promise<Omit<InstanceRow, 'closed'>> {
  const row: Omit<InstanceRow, 'closed'> = {
    instances: instances.length,
    clients: clientCount,
    latencies: [],
    lastArrivals: [],
    own: instances.map(() => []),
    behindHolder: instances.map(() => []),
    publishMs: instances.map(() => []),
    missing: 0,
  };
  const [holder] = instances;
  let seen = 0;
  let quiet = 0;
  while (holder && seen < options.warmupBatches + options.batches) {
    const started = performance.now();
    const batch = await tick(holder);
    if (!batch) {
      if (++quiet > MAX_QUIET_TICKS) throw new Error('no live game changed: nothing to fan out');
      continue;
    }
    const arrivals = await clients.collect(batch.version, COLLECT_TIMEOUT_MS);
    const handOffs = await Promise.all(instances.map((i) => handOffOf(i, batch.version)));
    if (seen >= options.warmupBatches) {
      const latencies = arrivals.times.map((time) => time - batch.stamp);
      row.latencies.push(...latencies);
      row.lastArrivals.push(percentile(latencies, 1));
      handOffs.forEach((handOff, i) => {
        if (!handOff) return;
        row.behindHolder[i]?.push(handOff.stamp - batch.stamp);
        row.publishMs[i]?.push(handOff.publishMs);
        for (const time of arrivals.byInstance[i] ?? []) row.own[i]?.push(time - handOff.stamp);
      });
      row.missing += arrivals.missing;
    }
    seen += 1;
    await sleep(Math.max(0, options.paceMs - (performance.now() - started)));
  }
  return row;
}

function printInstances(
  rows: readonly InstanceRow[],
  options: InstancesOptions,
  busUrl: string,
): void {
  console.log(
    `\nlive push fan-out over server instances: each instance a process of its own over one ` +
      `PostgreSQL database, the first running the feed, the others following over ${busUrl}; ` +
      `connections spread evenly over the instances, ws clients in ${options.processes} child ` +
      `process(es); latency from the holder's hub getting a batch to each client reading it; ` +
      `${options.batches} batches per row after ${options.warmupBatches} warm-up, one every ` +
      `${options.paceMs} ms`,
  );
  const ms = (values: readonly number[]) =>
    [0.5, 0.99, 1]
      .map((fraction) => percentile(values, fraction))
      .map((v) => v.toFixed(1).padStart(7))
      .join(' ');
  console.log(
    'instances'.padEnd(10),
    'clients'.padStart(7),
    '  p50 ms  p99 ms  max ms',
    'all reached ms'.padStart(15),
    'missing'.padStart(8),
    'closed'.padStart(7),
  );
  for (const row of rows) {
    console.log(
      String(row.instances).padEnd(10),
      String(row.clients).padStart(7),
      ms(row.latencies),
      median(row.lastArrivals).toFixed(1).padStart(15),
      String(row.missing).padStart(8),
      String(row.closed).padStart(7),
    );
    row.own.forEach((own, i) => {
      const behind = median(row.behindHolder[i] ?? []).toFixed(1);
      const publish = median(row.publishMs[i] ?? []).toFixed(1);
      console.log(
        `  instance ${i + 1} (${i === 0 ? 'holder' : 'follower'}): its own hub to its clients`,
        ms(own),
        `; its hub got each batch ${behind} ms after the holder's, publish took ${publish} ms (medians)`,
      );
    });
  }
  for (const instances of options.instanceCounts) {
    const row = rows.find((r) => r.instances === instances && r.clients === GOAL_CLIENTS);
    const met = row && percentile(row.latencies, 0.99) < GOAL_P99_MS && row.missing === 0;
    console.log(
      `goal (p99 < ${GOAL_P99_MS} ms at ${GOAL_CLIENTS} clients) with ${instances} instance(s): ` +
        (row ? (met ? 'met' : 'MISSED') : 'not measured'),
    );
  }
}
