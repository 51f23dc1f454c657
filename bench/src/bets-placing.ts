import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { EUR } from '../../apps/server/src/modules/bets/bets-test-kit.ts';
import type { Bettor, CouponEvent } from './bets-world.ts';
import { type BenchChild, forkBenchChild } from './client-processes.ts';
import { type TimedRun, type TimedRunOptions, timedRun } from './timed-run.ts';

/*
 * Bets accepted per second two ways, with the same number of players betting at once: through
 * MakeBetWeb over HTTP (the whole app: session, recount against the line, limits, ledger, the
 * answer's coupon view), and the least a bet must write, by hand with the pg driver.
 */

/** What the client process is asked to run: one loop per token. */
export interface BetLoad {
  origin: string;
  tokens: string[];
  events: CouponEvent[];
  /** The stake as the page sends it, in major units. */
  stake: string;
  warmupMs: number;
  seconds: number;
}

export type BetLoadCommand = { op: 'run'; load: BetLoad } | { op: 'stop' };
export type BetLoadReport =
  | ({ op: 'ran'; accepted: number } & TimedRun)
  | { op: 'failed'; message: string };

const CLIENT_ENTRY = fileURLToPath(new URL('./bets-client.ts', import.meta.url));

/** The client process, kept for every round so that only the first pays its start. */
export class HttpBettors {
  private readonly child: BenchChild = forkBenchChild(CLIENT_ENTRY);
  /** Bets the app accepted over HTTP in all, warm-ups included. */
  accepted = 0;

  async run(load: BetLoad): Promise<TimedRun> {
    const answer = once(this.child.process, 'message') as Promise<[BetLoadReport]>;
    this.child.process.send({ op: 'run', load } satisfies BetLoadCommand);
    const [report] = await Promise.race([answer, this.child.failed]);
    if (report.op === 'failed') throw new Error(`HTTP bets failed: ${report.message}`);
    this.accepted = report.accepted;
    return report;
  }

  async stop(): Promise<void> {
    if (!this.child.process.connected) return;
    this.child.process.send({ op: 'stop' } satisfies BetLoadCommand);
    await this.child.failed.catch(() => {});
  }
}

/** What a plain bet writes besides the money: the leg of a real outcome of a real game. */
export interface PlainBetShape {
  event: CouponEvent;
  sportId: number;
  champId: number;
  startsAt: Date;
  houseBets: number;
  stake: number;
}

/**
 * The minimal bet transaction, in as few round trips as it can take: the conditional debit
 * (it locks the player's row, as the app's does), the movement with its two postings, and the
 * bet's GUID row, its coupon and its leg (the coupon's foreign key needs the GUID row).
 */
export async function plainBetRate(
  url: string,
  poolSize: number,
  players: readonly Bettor[],
  shape: PlainBetShape,
  timing: TimedRunOptions,
): Promise<{ rate: TimedRun; placed: number }> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  pool.on('error', () => {});
  let placed = 0;
  try {
    const rate = await timedRun(async (player) => {
      const account = players[player % players.length];
      if (!account) throw new Error('No plain bettor');
      await plainBet(pool, account, shape);
      placed++;
    }, timing);
    return { rate, placed };
  } finally {
    await pool.end();
  }
}

let plainSequence = 0;

async function plainBet(pool: pg.Pool, player: Bettor, shape: PlainBetShape): Promise<void> {
  const key = `bench-plain-${process.pid}-${++plainSequence}`;
  const { event, stake } = shape;
  const odds = Math.round(event.coef * 1000);
  const client = await pool.connect();
  try {
    await client.query('begin');
    const debit = await client.query(
      'update accounts set balance = balance - $1 where id = $2 and balance >= $1',
      [stake, player.accountId],
    );
    if (debit.rowCount !== 1) throw new Error(`Account ${player.accountId} could not pay`);
    await client.query(
      `with movement as (
         insert into ledger_transactions (idempotency_key, kind, fingerprint)
         values ($1, 'bet_stake', 'plain') returning id)
       insert into ledger_postings (transaction_id, account_id, currency_id, amount)
       select movement.id, p.account_id, $4, p.amount from movement,
         (values ($2::int, -$5::bigint), ($3::int, $5::bigint)) as p(account_id, amount)`,
      [`bet:${key}`, player.accountId, shape.houseBets, EUR, stake],
    );
    await client.query(
      `with request as (
         insert into bet_requests (bet_guid, player_id, fingerprint, status, coupon, live,
                                   due_at, created_at, decided_at)
         values ($1, $2, 'plain', 'accepted', '{}', false, now(), now(), now()) returning id),
       coupon as (
         insert into coupons (request_id, player_id, account_id, currency_id, vid, stake,
                              bet_count, total_odds, possible_win, live, accepted_at)
         select id, $2, $3, $4, 0, $5, 1, $6, $5::bigint * $6 / 1000, false, now() from request
         returning id)
       insert into coupon_legs (coupon_id, player_id, position, game_id, parent_game_id, sport_id,
                                champ_id, market_group, outcome_type, param_key, has_param, odds,
                                live, starts_at, names)
       select id, $2, 0, $7, $7, $8, $9, $10, $11, $12, $13, $6, false, $14, $15 from coupon`,
      [
        key,
        player.playerId,
        player.accountId,
        EUR,
        stake,
        odds,
        event.gameId,
        shape.sportId,
        shape.champId,
        event.group,
        event.type,
        Math.round((event.param ?? 0) * 1000),
        event.param !== undefined,
        shape.startsAt,
        LEG_NAMES,
      ],
    );
    await client.query('commit');
  } catch (error) {
    await client.query('rollback');
    throw error;
  } finally {
    client.release();
  }
}

/** About the size of the names a real leg keeps (three languages). */
const LEG_NAMES = JSON.stringify({
  champ: { en: 'Premier League', ru: 'Премьер-лига', ar: 'الدوري الممتاز' },
  home: { en: 'Arsenal', ru: 'Arsenal', ar: 'Arsenal' },
  away: { en: 'Chelsea', ru: 'Chelsea', ar: 'Chelsea' },
});
