import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { LIVE_PUSH_PATH, type PushServerMessage, type PushTopic } from '@arenabet/contracts';
import { CASINO_ROOT } from '@arenabet/contracts/casino';
import { type TablePhase, tableTopic } from '@arenabet/contracts/casino-tables';
import { buildApp } from '../../apps/server/src/app.ts';
import { TABLE_PUSH_GATHER_MS } from '../../apps/server/src/modules/casino/table-push.ts';
import type { LivePushHub } from '../../apps/server/src/modules/live-push/hub.ts';
import { ManualClock } from '../../apps/server/src/platform/clock.ts';
import { readConfig } from '../../apps/server/src/platform/config.ts';
import { openDatabase } from '../../apps/server/src/platform/db/client.ts';
import { verifyByTestPerson } from '../../apps/server/src/testing/verify-identity.ts';
import { ClientProcesses } from './client-processes.ts';
import { allowBenchConnections, COLLECT_TIMEOUT_MS } from './fanout-bench.ts';
import { measureWriteFloor, trackUpgradedSockets } from './fanout-floor.ts';
import { monotonicMs } from './fanout-protocol.ts';
import { createScratchDatabase, isPostgresUrl, type ScratchDatabase } from './scratch-database.ts';
import { median, percentile } from './timed-run.ts';

/**
 * Issue 15: a crash round's fan-out to its watchers. N live-push connections (in client
 * processes of their own) subscribed to `table:crash`; a few players bet in each round, so the
 * message carries a real list of bets; for the round's start and its crash, the time from the
 * moment the table hands the round to the hub to the moment each client reads it. Beside it,
 * in the same run, one bare write of as many bytes to each of the same sockets.
 */
export interface CrashFanOutOptions {
  clients: number;
  rounds: number;
  processes: number;
  bettors: number;
}

const EUR = 12;
const PHASE = { running: 1, settled: 2 } as const;

interface Sent {
  version: number;
  stamp: number;
  publishMs: number;
  publishCpuMs: number;
  bytes: number;
}

export async function runCrashFanOutBench(options: CrashFanOutOptions): Promise<void> {
  const serverUrl = process.env.DATABASE_URL;
  const scratch = isPostgresUrl(serverUrl)
    ? await createScratchDatabase(serverUrl, 'bench_crash')
    : undefined;
  try {
    await measure(scratch, options);
  } finally {
    await scratch?.drop();
  }
}

async function measure(scratch: ScratchDatabase | undefined, options: CrashFanOutOptions) {
  const config = readConfig({
    ...process.env,
    ...(scratch ? { DATABASE_URL: scratch.url } : {}),
    DATA_DIR: process.env.DATA_DIR ?? 'memory://',
    LOG_LEVEL: 'silent',
    FEED_SIMULATOR: 'false',
  });
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
  await database.migrate();
  const clock = new ManualClock(new Date());
  // The bench moves the table on itself, at the moments it measures.
  const app = await buildApp({ config, database, clock, logger: false, backgroundWork: false });
  const origin = await app.listen({ port: 0, host: '127.0.0.1' });
  const hub = app.services.livePush;
  allowBenchConnections(hub, options.clients);
  const sockets = trackUpgradedSockets(app.server);
  const sent = stampTableSends(hub);
  const clients = ClientProcesses.start(options.processes);
  const tokens = await bettors(app, options.bettors);
  const { tables } = app.services.casino;
  const rows: Sent[] = [];
  const latencies: number[] = [];
  const lastArrivals: number[] = [];
  let missing = 0;
  try {
    const url = `${origin.replace(/^http/, 'ws')}${LIVE_PUSH_PATH}`;
    await clients.connect([url], options.clients, tableTopic('crash'));
    const until = async (phase: TablePhase) => {
      for (let step = 0; step < 10; step++) {
        const wait = await tables.advance('crash');
        const { round } = await tables.state('crash');
        if (round.phase === phase) return round;
        clock.advance(wait);
      }
      throw new Error(`the crash table never reached ${phase}`);
    };
    for (let round = 0; round < options.rounds; round++) {
      const open = await until('betting');
      await Promise.all(tokens.map((token) => bet(app, token, open.id)));
      await sleep(TABLE_PUSH_GATHER_MS * 2);
      for (const [phase, name] of [
        [PHASE.running, 'running'],
        [PHASE.settled, 'settled'],
      ] as const) {
        await until(name);
        const version = open.id * 10 + phase;
        const arrivals = await clients.collect(version, COLLECT_TIMEOUT_MS);
        const handOff = sent.find(version);
        if (!handOff) throw new Error(`round ${open.id} phase ${phase} was not sent`);
        rows.push(handOff);
        let last = 0;
        for (const time of arrivals.times) {
          latencies.push(time - handOff.stamp);
          last = Math.max(last, time - handOff.stamp);
        }
        lastArrivals.push(last);
        missing += arrivals.missing;
      }
    }
    const bytes = median(rows.map((row) => row.bytes));
    const floor = await measureWriteFloor(sockets, bytes, options.rounds, 200);
    const publishCpuUs = (median(rows.map((row) => row.publishCpuMs)) * 1000) / options.clients;
    console.log(
      `\ncrash round fan-out: ${options.clients} connections subscribed to 'table:crash' in ` +
        `${options.processes} client process(es), ${options.bettors} bets a round; the round's ` +
        `start and crash of ${options.rounds} rounds, from the table handing the round to the hub ` +
        'to each client reading it',
    );
    console.log(`  message bytes                 ${bytes.toFixed(0)}`);
    console.log(
      `  publish ms (CPU)              ${median(rows.map((r) => r.publishMs)).toFixed(1)} (${median(rows.map((r) => r.publishCpuMs)).toFixed(1)})`,
    );
    console.log(
      `  p50 / p99 / max ms            ${percentile(latencies, 0.5).toFixed(1)} / ${percentile(latencies, 0.99).toFixed(1)} / ${Math.max(0, ...lastArrivals).toFixed(1)}`,
    );
    console.log(`  missing                       ${missing}`);
    console.log(
      `  µs/conn: publish CPU ${publishCpuUs.toFixed(1)} beside a bare write's CPU ${floor.cpuUs.toFixed(1)} (ratio ${(publishCpuUs / floor.cpuUs).toFixed(2)})`,
    );
  } finally {
    await clients.stop();
    await app.close();
    await database.close();
  }
}

/** Notes when each table message reaches the hub and what sending it cost. */
function stampTableSends(hub: LivePushHub) {
  const send = hub.sendToTopic.bind(hub);
  const sent: Sent[] = [];
  hub.sendToTopic = (topic: PushTopic, message: PushServerMessage) => {
    const cpu = process.cpuUsage();
    const stamp = monotonicMs();
    const reached = send(topic, message);
    const publishMs = monotonicMs() - stamp;
    const { user, system } = process.cpuUsage(cpu);
    if (message.type === 'casinoTable') {
      const phase = ['betting', 'running', 'settled'].indexOf(message.round.phase);
      sent.push({
        version: message.round.id * 10 + phase,
        stamp,
        publishMs,
        publishCpuMs: (user + system) / 1000,
        bytes: Buffer.byteLength(JSON.stringify(message)),
      });
    }
    return reached;
  };
  return { find: (version: number) => sent.findLast((row) => row.version === version) };
}

type App = Awaited<ReturnType<typeof buildApp>>;

/** Funded players who bet in every round, signed in by bearer tokens. */
async function bettors(app: App, count: number): Promise<string[]> {
  const { accounts, players, auth } = app.services;
  const cash = await accounts.houseAccount('house_cash', EUR);
  const tokens: string[] = [];
  for (let i = 0; i < count; i++) {
    const email = `crash-bench-${i}-${randomUUID()}@example.com`;
    const player = await players.create({ password: 'bench-password-1', email });
    await verifyByTestPerson(app.services, player.id);
    const account = await accounts.openMainAccount(player.id, EUR);
    await accounts.transfer({
      idempotencyKey: `crash-bench-${player.id}`,
      kind: 'deposit',
      postings: [
        { accountId: account.id, amount: 100_000_000 },
        { accountId: cash, amount: -100_000_000 },
      ],
    });
    tokens.push((await auth.openSession(player.id, { ip: '127.0.0.1' })).token);
  }
  return tokens;
}

async function bet(app: App, token: string, roundId: number): Promise<void> {
  const answer = await app.inject({
    method: 'POST',
    url: `${CASINO_ROOT}/tables/crash/bets`,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/vnd.api+json' },
    payload: { data: { attributes: { roundId, requestId: randomUUID(), bet: { stake: 100 } } } },
  });
  if (answer.statusCode !== 200) throw new Error(`bet answered ${answer.statusCode}`);
}
