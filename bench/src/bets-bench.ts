import type { ConsistencyReport } from '@arenabet/contracts/accounts';
import { EUR } from '../../apps/server/src/modules/bets/bets-test-kit.ts';
import { type BetLoad, HttpBettors, type PlainBetShape, plainBetRate } from './bets-placing.ts';
import { settleManyBets } from './bets-settlement.ts';
import {
  type BetsWorld,
  couponEventsOf,
  fundedAccounts,
  fundedBettors,
  openBetsWorld,
} from './bets-world.ts';
import { createScratchDatabase, isPostgresUrl } from './scratch-database.ts';
import { median, type TimedRun } from './timed-run.ts';

/**
 * Bets on PostgreSQL: pre-match singles accepted per second through MakeBetWeb over HTTP beside
 * the plain SQL bet transaction measured in the same run, then one game with many singles
 * settled, timed. The ledger must balance after each; the bench fails if it does not.
 */
export interface BetsBenchOptions {
  rounds: number;
  seconds: number;
  warmupMs: number;
  /** Players betting at once, each in its own loop, one bet after another. */
  players: number;
  /** Connections of the plain SQL bets (the app's own pool has 10). */
  plainPool: number;
  /** Single bets on the settled game. */
  settleBets: number;
  /** Players those bets are spread over. */
  settleAccounts: number;
}

/** Targets: pre-match bets accepted per second (no acceptance delay)... */
const ACCEPT_GOAL = 1100;
/** ...and one game's 100 000 singles settled within this many seconds. */
const SETTLE_GOAL_SECONDS = 10;
const SETTLE_GOAL_BETS = 100_000;
const GAMES = 4;
/** Minor units: enough for every bet a long run can place. */
const FUNDING = 100_000_000;
const STAKE = '1';
const PLAIN_FIRST_OWNER = 2_000_000;

export async function runBetsBench(options: BetsBenchOptions): Promise<void> {
  const serverUrl = process.env.DATABASE_URL;
  if (!isPostgresUrl(serverUrl)) {
    console.log(
      '\nbets bench skipped: it runs on PostgreSQL only; set DATABASE_URL, e.g. ' +
        'DATABASE_URL=postgres://postgres@127.0.0.1:5432/test',
    );
    return;
  }
  const scratch = await createScratchDatabase(serverUrl, 'bench_bets');
  try {
    const world = await openBetsWorld(scratch.url, GAMES);
    try {
      await measurePlacing(world, scratch.url, options);
      await measureSettlement(world, options);
    } finally {
      await world.close();
    }
  } finally {
    await scratch.drop();
  }
}

async function measurePlacing(world: BetsWorld, url: string, options: BetsBenchOptions) {
  const bettors = await fundedBettors(world.app, options.players, FUNDING);
  const plainPlayers = await fundedAccounts(world.app, PLAIN_FIRST_OWNER, options.players, FUNDING);
  const events = couponEventsOf(world.games);
  const firstGame = world.games[0];
  const firstEvent = events[0];
  if (!firstGame || !firstEvent) throw new Error('The bets world has no games');
  const shape: PlainBetShape = {
    event: firstEvent,
    sportId: firstGame.sportId,
    champId: firstGame.champId,
    startsAt: new Date(firstGame.startsAt * 1000),
    houseBets: await world.app.services.accounts.houseAccount('house_bets', EUR),
    stake: 100,
  };
  const timing = { clients: options.players, warmupMs: options.warmupMs, seconds: options.seconds };
  const load: BetLoad = {
    origin: world.origin,
    tokens: bettors.map((b) => b.token),
    events,
    stake: STAKE,
    ...timing,
  };
  const http = new HttpBettors();
  const runs: { plain: TimedRun[]; http: TimedRun[] } = { plain: [], http: [] };
  let plainPlaced = 0;
  try {
    for (let round = 1; round <= options.rounds; round++) {
      const plain = await plainBetRate(url, options.plainPool, plainPlayers, shape, timing);
      runs.plain.push(plain.rate);
      plainPlaced += plain.placed;
      runs.http.push(await http.run(load));
    }
  } finally {
    await http.stop();
  }
  printPlacing(runs, options, { http: http.accepted, plain: plainPlaced });
  await requireConsistent(world, 'after placing');
}

function printPlacing(
  runs: { plain: TimedRun[]; http: TimedRun[] },
  options: BetsBenchOptions,
  placed: { http: number; plain: number },
): void {
  const plain = median(runs.plain.map((r) => r.perSecond));
  const http = median(runs.http.map((r) => r.perSecond));
  console.log(
    `\nbets placed on PostgreSQL: ${options.players} players at once, each placing pre-match ` +
      `singles of ${STAKE}.00 EUR back to back; ${options.seconds}s after ` +
      `${options.warmupMs / 1000}s warm-up x ${options.rounds} rounds, alternating (median)`,
  );
  console.log('target'.padEnd(52), 'bets/s'.padStart(8), 'ratio to baseline'.padStart(19));
  const rows: [string, number][] = [
    [`baseline: plain SQL bet transaction (pool ${options.plainPool})`, plain],
    ['POST MakeBetWeb over HTTP (app pool 10)', http],
  ];
  for (const [name, value] of rows) {
    console.log(
      name.padEnd(52),
      value.toFixed(0).padStart(8),
      (value / plain).toFixed(2).padStart(19),
    );
  }
  const cpu = median(runs.http.map((r) => r.clientCpuMicros));
  console.log(
    `bets written in all, warm-ups included: ${placed.http} over HTTP (every one answered ` +
      `accepted), ${placed.plain} plain; HTTP client process CPU ${cpu.toFixed(0)} us/bet`,
  );
  console.log(
    `goal (MakeBetWeb >= ${ACCEPT_GOAL} bets/s, pre-match, no delay): ${http >= ACCEPT_GOAL ? 'met' : 'MISSED'}`,
  );
}

async function measureSettlement(world: BetsWorld, options: BetsBenchOptions) {
  const [templateBettor] = await fundedBettors(world.app, 1, FUNDING);
  if (!templateBettor) throw new Error('No bettor for the template bets');
  const run = await settleManyBets(
    world,
    templateBettor,
    options.settleBets,
    options.settleAccounts,
  );
  console.log(
    `\nsettlement on PostgreSQL: one game finished by the feed with ${run.coupons} single bets ` +
      `of ${options.settleAccounts} players on it (every outcome of the game)`,
  );
  console.log(
    `settled ${run.coupons} coupons in ${run.seconds.toFixed(2)} s: ` +
      `${(run.coupons / run.seconds).toFixed(0)} bets/s`,
  );
  const scaled = run.seconds * (SETTLE_GOAL_BETS / run.coupons);
  console.log(
    `goal (${SETTLE_GOAL_BETS} settled in under ${SETTLE_GOAL_SECONDS} s): ` +
      `${scaled < SETTLE_GOAL_SECONDS ? 'met' : 'MISSED'}` +
      (run.coupons >= SETTLE_GOAL_BETS ? '' : ` (scaled from ${run.coupons})`),
  );
  const inSql = run.statements.reduce((sum, s) => sum + s.ms, 0);
  console.log('where the time went (wall time per statement while settling, slowest first):');
  for (const s of run.statements.slice(0, 8)) {
    console.log(`  ${(s.ms / 1000).toFixed(2).padStart(7)} s  x${s.calls}  ${s.statement}`);
  }
  console.log(
    `  ${((run.seconds * 1000 - inSql) / 1000).toFixed(2).padStart(7)} s  outside statements ` +
      '(JS: grading, payments, building the batch; driver)',
  );
  await requireConsistent(world, 'after settlement');
}

/** Zero drift, or the bench fails: a fast path that loses money is no result. */
async function requireConsistent(world: BetsWorld, when: string): Promise<void> {
  const started = performance.now();
  const report = await world.app.services.accounts.consistencyCheck();
  const ms = performance.now() - started;
  if (!report.consistent) {
    throw new Error(`ledger consistency check ${when}: ${describe(report)}`);
  }
  console.log(`ledger consistency check ${when}: consistent, zero drift (${ms.toFixed(0)} ms)`);
}

function describe(report: ConsistencyReport): string {
  return (
    `INCONSISTENT: ${report.accountDifferences.length} account differences, ` +
    `${report.currencySums.length} currency sums not zero, ` +
    `${report.unbalancedTransactions.length} unbalanced transactions`
  );
}
