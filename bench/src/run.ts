import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../apps/server/src/app.ts';
import { readConfig } from '../../apps/server/src/platform/config.ts';
import { openDatabase } from '../../apps/server/src/platform/db/client.ts';
import { seedDemoContent } from '../../apps/server/src/seed.ts';
import { runBetsBench } from './bets-bench.ts';
import { runCashOutBench } from './cash-out-bench.ts';
import { runCasinoBench } from './casino-bench.ts';
import { runCasinoWalletBench } from './casino-wallet-bench.ts';
import { runCrashFanOutBench } from './crash-fanout-bench.ts';
import { runFeedParts } from './feed-parts.ts';
import { listen, loadUrl, minimalApp } from './http-load.ts';
import { runLedgerBench } from './ledger-bench.ts';
import { runLighthouseBench } from './lighthouse-bench.ts';
import { printLiveHours } from './live-hours.ts';
import { createScratchDatabase, isPostgresUrl, type ScratchDatabase } from './scratch-database.ts';
import { median } from './timed-run.ts';

/**
 * Requests per second of the configuration and dictionary calls, each beside a minimal Fastify
 * route measured in the same run; then, on PostgreSQL, ledger transfers beside plain SQL, and
 * bets placed through MakeBetWeb beside a plain SQL bet, and a game's bets settled. The
 * machine is shared and noisy, so targets alternate over several rounds and the median is
 * reported; the ratio is the number to compare across runs.
 */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
/**
 * `http`, `feed`, `fanout`, `ledger`, `bets`, `cash-out`, `casino` or `lighthouse` runs only that part; `live-hours`
 * runs only when named.
 */
const ONLY = process.env.BENCH_ONLY;
const runs = (part: string) => ONLY === undefined || ONLY === '' || ONLY === part;
const LEDGER_CLIENTS = (process.env.BENCH_LEDGER_CLIENTS ?? '8,32,64').split(',').map(Number);
const LEDGER_PLAYERS = Number(process.env.BENCH_LEDGER_PLAYERS ?? 2000);
const WARMUP_MS = Number(process.env.BENCH_WARMUP_MS ?? 1000);
const HOUSE_POSTINGS = Number(process.env.BENCH_HOUSE_POSTINGS ?? 200_000);
const BETS_PLAYERS = Number(process.env.BENCH_BETS_PLAYERS ?? 50);
const BETS_PLAIN_POOL = Number(process.env.BENCH_BETS_PLAIN_POOL ?? 10);
const SETTLE_BETS = Number(process.env.BENCH_SETTLE_BETS ?? 100_000);
const SETTLE_PLAYERS = Number(process.env.BENCH_SETTLE_PLAYERS ?? 5000);
const CASH_OUT_BETS = Number(process.env.BENCH_CASH_OUT_BETS ?? 10_000);
const CASINO_WALLET_CLIENTS = Number(process.env.BENCH_CASINO_WALLET_CLIENTS ?? 16);
const CRASH_CLIENTS = Number(process.env.BENCH_CRASH_CLIENTS ?? 5000);
const CRASH_ROUNDS = Number(process.env.BENCH_CRASH_ROUNDS ?? 10);
const CRASH_PROCESSES = Number(process.env.BENCH_CRASH_PROCESSES ?? 2);
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

interface Target {
  name: string;
  url: string;
  headers?: Record<string, string>;
  samples: number[];
}

async function main(): Promise<void> {
  if (ONLY === 'live-hours') {
    printLiveHours(
      Number(process.env.FEED_SIMULATOR_SEED ?? 20_261_122),
      Number(process.env.BENCH_YEAR ?? 2026),
    );
    process.exit(0);
  }
  if (runs('http')) await runHttpBench();
  if (runs('feed') || runs('fanout')) {
    await runFeedParts({
      feed: runs('feed'),
      fanout: runs('fanout'),
      rounds: ROUNDS,
      seconds: SECONDS,
    });
  }
  if (runs('ledger')) {
    await runLedgerBench({
      rounds: ROUNDS,
      seconds: SECONDS,
      warmupMs: WARMUP_MS,
      clientCounts: LEDGER_CLIENTS,
      players: LEDGER_PLAYERS,
      housePostings: HOUSE_POSTINGS,
    });
  }
  if (runs('bets')) {
    await runBetsBench({
      rounds: ROUNDS,
      seconds: SECONDS,
      warmupMs: WARMUP_MS,
      players: BETS_PLAYERS,
      plainPool: BETS_PLAIN_POOL,
      settleBets: SETTLE_BETS,
      settleAccounts: SETTLE_PLAYERS,
    });
  }
  if (runs('cash-out')) await runCashOutBench({ rounds: ROUNDS, bets: CASH_OUT_BETS });
  if (runs('casino')) {
    runCasinoBench({ rounds: ROUNDS, seconds: SECONDS });
    await runCasinoWalletBench({
      rounds: ROUNDS,
      seconds: SECONDS,
      warmupMs: WARMUP_MS,
      clients: CASINO_WALLET_CLIENTS,
    });
    await runCrashFanOutBench({
      clients: CRASH_CLIENTS,
      rounds: CRASH_ROUNDS,
      processes: CRASH_PROCESSES,
      bettors: 30,
    });
  }
  if (runs('lighthouse')) {
    await runLighthouseBench({ runs: LIGHTHOUSE_RUNS, chromePath: CHROMIUM_PATH });
  }
  process.exit(0);
}

/** On PostgreSQL the calls are served from a database of the bench's own, dropped after. */
async function runHttpBench(): Promise<void> {
  const serverUrl = process.env.DATABASE_URL;
  const scratch = isPostgresUrl(serverUrl)
    ? await createScratchDatabase(serverUrl, 'bench_http')
    : undefined;
  try {
    await measureHttp(scratch);
  } finally {
    await scratch?.drop();
  }
}

async function measureHttp(scratch: ScratchDatabase | undefined): Promise<void> {
  const config = readConfig({
    ...process.env,
    ...(scratch ? { DATABASE_URL: scratch.url } : {}),
    DATA_DIR: process.env.DATA_DIR ?? 'memory://',
    LOG_LEVEL: 'silent',
  });
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
  await database.migrate();
  // The feed stays idle here (it would load thousands of games mid-run); `feed` measures it.
  const app = await buildApp({ config, database, logger: false, backgroundWork: false });
  await seedDemoContent(app.services, config, app.log);
  const site = await listen(app);
  const playerToken = await signedInPlayerToken(app);
  const baselineApp = minimalApp();
  const baseline = await listen(baselineApp);

  const targets: Target[] = [
    { name: 'baseline: minimal Fastify route', url: `${baseline}/hello`, samples: [] },
    { name: 'GET /web-api/site-config', url: `${site}/web-api/site-config?lng=en`, samples: [] },
    {
      name: 'GET /translation-api/by-lang/en',
      url: `${site}/translation-api/by-lang/en`,
      samples: [],
    },
    {
      name: 'GET /web-api/information/pages',
      url: `${site}/web-api/information/pages?lng=en`,
      samples: [],
    },
    {
      // Every signed-in request pays this: the token's signature, then its session row.
      name: 'GET /web-api/user/getuserconfig',
      url: `${site}/web-api/user/getuserconfig`,
      headers: { authorization: `Bearer ${playerToken}` },
      samples: [],
    },
  ];
  for (let round = 1; round <= ROUNDS; round++) {
    for (const target of targets) {
      const { perSecond } = await loadUrl({
        ...target,
        connections: CONNECTIONS,
        seconds: SECONDS,
      });
      target.samples.push(perSecond);
    }
  }

  const base = median(targets[0]?.samples ?? [1]);
  console.log(
    `\n${CONNECTIONS} connections, ${SECONDS}s x ${ROUNDS} rounds, database ${database.kind}`,
  );
  console.log('target'.padEnd(40), 'req/s (median)'.padStart(15), 'ratio to baseline'.padStart(19));
  for (const target of targets) {
    const value = median(target.samples);
    console.log(
      target.name.padEnd(40),
      value.toFixed(0).padStart(15),
      (value / base).toFixed(2).padStart(19),
    );
  }
  await app.close();
  await baselineApp.close();
  await database.close();
}

/** A player made and signed in through the services, as registration would. */
async function signedInPlayerToken(app: FastifyInstance): Promise<string> {
  const player = await app.services.players.create({ password: 'bench-password', currencyId: 1 });
  const { token } = await app.services.auth.openSession(player.id, { ip: '127.0.0.1' });
  return token;
}

await main();
