import { randomUUID } from 'node:crypto';
import { CASINO_ROOT } from '@arenabet/contracts/casino';
import type { TableRound, TableState } from '@arenabet/contracts/casino-tables';
import { crashPointOf, flightMsOf, multiplierAt } from '@arenabet/domain/casino/games/crash';
import { rouletteWinOf } from '@arenabet/domain/casino/games/roulette';
import { isOnChain } from '@arenabet/domain/casino/hash-chain';
import {
  CRASH_MAX_POINT,
  CRASH_PACE,
  LIVE_ROULETTE_PACE,
  type SharedTableGame,
  tableOutcomeOf,
} from '@arenabet/domain/casino/shared-tables';
import { eq, type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, jsonApi, type TestApp } from '../../testing/test-app.ts';
import { fundedGambler, type Gambler, balanceOf as gamblerBalance } from './casino-test-kit.ts';
import { casinoTableRounds } from './schema.ts';

const TABLES = `${CASINO_ROOT}/tables`;

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const gambler = (euros = 100) => fundedGambler(t, euros);
const balanceOf = (who: Gambler) => gamblerBalance(t, who);

const post = (url: string, attributes: unknown, who: Gambler) =>
  t.app.inject(jsonApi('POST', url, attributes, who.token));

async function tableState(game: SharedTableGame): Promise<TableState> {
  const answer = await t.app.inject({ method: 'GET', url: `${TABLES}/${game}` });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data.attributes;
}

/** Steps the table until its latest round is in `phase`, moving the clock as far as needed. */
async function until(game: SharedTableGame, phase: TableRound['phase']): Promise<TableRound> {
  for (let step = 0; step < 10; step++) {
    const wait = await t.app.services.casino.tables.advance(game);
    const { round } = await tableState(game);
    if (round.phase === phase) return round;
    t.clock.advance(wait);
  }
  throw new Error(`${game} never reached ${phase}`);
}

/** The round's secret crash point, as only the server knows it before the crash. */
async function hiddenCrashPoint(roundId: number): Promise<number> {
  const [row] = await t.database.db
    .select()
    .from(casinoTableRounds)
    .where(eq(casinoTableRounds.id, roundId));
  if (!row) throw new Error(`no table round ${roundId}`);
  return (row.outcome as { crashPoint: number }).crashPoint;
}

const bet = (
  game: SharedTableGame,
  roundId: number,
  wager: unknown,
  who: Gambler,
  id = randomUUID(),
) => post(`${TABLES}/${game}/bets`, { roundId, requestId: id, bet: wager }, who);

/** A crash round in betting whose hidden crash point is at least `least` (hundredths). */
async function crashRoundReaching(least: number): Promise<TableRound> {
  for (let tries = 0; tries < 200; tries++) {
    const round = await until('crash', 'betting');
    if ((await hiddenCrashPoint(round.id)) >= least) return round;
    await until('crash', 'settled');
  }
  throw new Error(`no crash round reached ${least}`);
}

describe('the crash table', () => {
  it('runs a round for everyone from the published chain, and pays a cash-out in flight', async () => {
    const who = await gambler();
    const round = await crashRoundReaching(150);
    expect(round).toMatchObject({ phase: 'betting', outcome: null, hash: null, startedAt: null });
    expect(round.bettingClosesAt - round.openedAt).toBe(CRASH_PACE.bettingMs);

    const placed = await bet('crash', round.id, { stake: 1_000 }, who);
    expect(placed.statusCode, placed.body).toBe(200);
    expect(placed.json().data.attributes).toMatchObject({
      balance: 9_000,
      bet: { game: 'crash', stake: 1_000, status: 'open', tableRoundId: round.id, seedId: null },
    });

    const running = await until('crash', 'running');
    expect(running.startedAt).toBe(round.bettingClosesAt);
    t.clock.advance(flightMsOf(150) - (t.clock.now().getTime() - (running.startedAt as number)));
    const cashed = await post(`${TABLES}/crash/cash-out`, { roundId: round.id }, who);
    expect(cashed.statusCode, cashed.body).toBe(200);
    const cashout = multiplierAt(t.clock.now().getTime() - (running.startedAt as number));
    const win = Math.floor((1_000 * cashout) / 100);
    expect(cashed.json().data.attributes).toMatchObject({
      balance: 9_000 + win,
      bet: { status: 'settled', win, outcome: { cashout } },
    });
    // Asked again, it answers as it stands: nothing more is paid.
    const again = await post(`${TABLES}/crash/cash-out`, { roundId: round.id }, who);
    expect(again.json().data.attributes.bet.win).toBe(win);
    expect(await balanceOf(who)).toBe(9_000 + win);

    const settled = await until('crash', 'settled');
    const hash = settled.hash as string;
    expect(isOnChain(hash, settled.commitment, settled.position)).toBe(true);
    const point = Math.min(crashPointOf(hash, settled.salt), CRASH_MAX_POINT);
    expect(settled.outcome).toEqual({ crashPoint: point });
    expect(settled.bets).toEqual([
      expect.objectContaining({ stake: 1_000, cashout, win, currencyIso: 'EUR' }),
    ]);
    const history = await t.app.inject({
      method: 'GET',
      url: `${CASINO_ROOT}/rounds`,
      headers: { authorization: `Bearer ${who.token}` },
    });
    expect(history.json().data.attributes.rounds[0]).toMatchObject({
      game: 'crash',
      nonce: settled.position,
      commitment: settled.commitment,
      clientSeed: settled.salt,
      serverSeed: hash,
      outcome: { cashout, crashPoint: point },
    });
    expect((await t.app.services.accounts.consistencyCheck()).consistent).toBe(true);
  });

  it('pays an auto cash-out the round reached at the end, and takes the stake of one it missed', async () => {
    const reached = await gambler();
    const missed = await gambler();
    const round = await crashRoundReaching(120);
    const point = await hiddenCrashPoint(round.id);
    expect(
      (await bet('crash', round.id, { stake: 500, autoCashout: 120 }, reached)).statusCode,
    ).toBe(200);
    const beyond = Math.min(point + 1, CRASH_MAX_POINT);
    const far = await bet('crash', round.id, { stake: 500, autoCashout: beyond }, missed);
    expect(far.statusCode, far.body).toBe(200);
    await until('crash', 'settled');
    expect(await balanceOf(reached)).toBe(10_000 - 500 + 600);
    expect(await balanceOf(missed)).toBe(
      beyond === CRASH_MAX_POINT ? 10_000 - 500 + 5_000_000 : 9_500,
    );
  });

  it('refuses a cash-out once the round has crashed, and a bet once betting closed', async () => {
    const who = await gambler();
    const round = await until('crash', 'betting');
    expect((await bet('crash', round.id, { stake: 300 }, who)).statusCode).toBe(200);
    const second = await bet('crash', round.id, { stake: 300 }, who);
    expect(second.json()).toMatchObject({ message: 'casino_table_one_bet' });
    const early = await post(`${TABLES}/crash/cash-out`, { roundId: round.id }, who);
    expect([early.statusCode, early.json().message]).toEqual([409, 'casino_table_not_running']);

    t.clock.advance(round.bettingClosesAt - t.clock.now().getTime());
    const late = await bet('crash', round.id, { stake: 300 }, await gambler());
    expect([late.statusCode, late.json().message]).toEqual([409, 'casino_table_betting_closed']);

    const point = await hiddenCrashPoint(round.id);
    await until('crash', 'running');
    t.clock.advance(flightMsOf(point) + 10);
    const crashed = await post(`${TABLES}/crash/cash-out`, { roundId: round.id }, who);
    expect([crashed.statusCode, crashed.json().message]).toEqual([409, 'casino_crash_crashed']);
    await until('crash', 'settled');
    expect(await balanceOf(who)).toBe(point >= CRASH_MAX_POINT ? 9_700 + 3_000_000 : 9_700);
    // Asked again once the round settled it: still too late, never a second answer.
    const after = await post(`${TABLES}/crash/cash-out`, { roundId: round.id }, who);
    if (point < CRASH_MAX_POINT) expect(after.json().message).toBe('casino_crash_crashed');
  });

  it('takes no bet at a table an operator turned off', async () => {
    const operator = await t.operatorToken();
    const toggle = (enabled: boolean) =>
      t.app.inject(
        jsonApi(
          'POST',
          '/web-api/backoffice/casino/games/crash',
          { enabled, reason: 'Table under review' },
          operator,
        ),
      );
    expect((await toggle(false)).statusCode).toBe(200);
    const round = await until('crash', 'betting');
    const refused = await bet('crash', round.id, { stake: 100 }, await gambler());
    expect([refused.statusCode, refused.json().message]).toEqual([409, 'casino_game_off']);
    await toggle(true);
  });

  it('answers a repeated bet with the first and refuses bets the rules do not take', async () => {
    const who = await gambler();
    const round = await until('crash', 'betting');
    const id = randomUUID();
    const first = await bet('crash', round.id, { stake: 250 }, who, id);
    const again = await bet('crash', round.id, { stake: 250 }, who, id);
    expect(again.json().data.attributes).toEqual(first.json().data.attributes);
    expect(await balanceOf(who)).toBe(9_750);
    const reused = await bet('crash', round.id, { stake: 260 }, who, id);
    expect(reused.json().message).toBe('casino_request_id_reused');

    const other = await gambler();
    const bad = await bet('crash', round.id, { stake: 100, autoCashout: 100 }, other);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().validation_errors).toEqual({ bet: ['crash_target_invalid'] });
    const shapeless = await bet('crash', round.id, { stake: 'lots' }, other);
    expect(shapeless.json().validation_errors).toEqual({
      'bet.stake': ['validation_invalid_type'],
    });
    const broke = await bet('crash', round.id, { stake: 1_000_000 }, other);
    expect(broke.json().message).toBe('account_insufficient_funds');
    expect(await balanceOf(other)).toBe(10_000);
  });
});

describe('the shared tables beside the rest of the casino', () => {
  it('caps a crash bet’s win at the most a bet may win, and refuses a stake past any target', async () => {
    const who = await gambler(3_000);
    const round = await until('crash', 'betting');
    // €2 000 staked: out by itself at 50.00×, where it would win the €100 000 a bet may win.
    const big = await bet('crash', round.id, { stake: 200_000 }, who);
    expect(big.json().data.attributes.bet.outcome).toEqual({ target: 5_000 });
    const huge = await bet('crash', round.id, { stake: 10_000_000 }, await gambler(200_000));
    expect(huge.json().validation_errors).toEqual({ bet: ['crash_stake_too_large'] });
  });

  it('lets a player spin the slot and close nothing while a wheel bet is open', async () => {
    const who = await gambler();
    const dollars = await t.app.services.accounts.createCurrencyAccount(who.id, 10);
    const round = await until('live-roulette', 'betting');
    const red = { bets: [{ kind: 'red', stake: 100 }] };
    expect((await bet('live-roulette', round.id, red, who)).statusCode).toBe(200);
    t.clock.advance(5_000);
    const spin = await post(
      `${CASINO_ROOT}/rounds`,
      { game: 'gem-mine', requestId: randomUUID(), bet: { lineStake: 1 } },
      who,
    );
    expect(spin.statusCode, spin.body).toBe(200);
    // The wheel's bet pays into the euro account: it stays open until the round is over.
    await expect(
      t.app.services.accounts.deleteCurrencyAccount(who.id, who.accountId),
    ).rejects.toMatchObject({ validationErrors: { account_id: ['account_has_open_rounds'] } });
    await t.app.services.accounts.deleteCurrencyAccount(who.id, dollars.id);
    await until('live-roulette', 'settled');
  });

  it('leaves a bet it cannot pay open, holds up no round, and pays it once it can', async () => {
    const who = await gambler();
    const round = await until('live-roulette', 'betting');
    const black = { bets: [{ kind: 'black', stake: 100 }] };
    expect((await bet('live-roulette', round.id, black, who)).statusCode).toBe(200);
    // An operator closes the account meanwhile (no call does that yet): the win cannot land.
    await t.database.db.execute(
      sql`update accounts set closed_at = now() where id = ${who.accountId}`,
    );
    const settled = await until('live-roulette', 'settled');
    expect(settled.settledBetCount).toBe(0);
    expect((await until('live-roulette', 'betting')).id).toBeGreaterThan(round.id);
    await t.database.db.execute(
      sql`update accounts set closed_at = null where id = ${who.accountId}`,
    );
    await until('live-roulette', 'running');
    await until('live-roulette', 'settled');
    await until('live-roulette', 'betting');
    const { pocket } = settled.outcome as { pocket: number };
    expect(await balanceOf(who)).toBe(9_900 + rouletteWinOf({ kind: 'black', stake: 100 }, pocket));
    expect((await t.app.services.accounts.consistencyCheck()).consistent).toBe(true);
  });

  it('starts a round late from the moment it starts, not from when betting was to close', async () => {
    const round = await until('crash', 'betting');
    t.clock.advance(round.bettingClosesAt + 4_000 - t.clock.now().getTime());
    await t.app.services.casino.tables.advance('crash');
    const { round: running } = await tableState('crash');
    expect(running.startedAt).toBe(round.bettingClosesAt + 4_000);
    await until('crash', 'settled');
  });
});

describe('the live roulette table', () => {
  it('spins one wheel for every player, each paid by the same pocket', async () => {
    const red = await gambler();
    const seven = await gambler();
    const round = await until('live-roulette', 'betting');
    expect(round.bettingClosesAt - round.openedAt).toBe(LIVE_ROULETTE_PACE.bettingMs);
    const redBet = { bets: [{ kind: 'red', stake: 200 }] };
    const sevenBet = { bets: [{ kind: 'straight', numbers: [7], stake: 100 }] };
    expect((await bet('live-roulette', round.id, redBet, red)).statusCode).toBe(200);
    expect((await bet('live-roulette', round.id, sevenBet, seven)).statusCode).toBe(200);
    // More than one bet a round is fine at the wheel.
    expect((await bet('live-roulette', round.id, sevenBet, seven)).statusCode).toBe(200);

    const spinning = await until('live-roulette', 'running');
    expect(spinning.outcome).toBeNull();
    const settled = await until('live-roulette', 'settled');
    const hash = settled.hash as string;
    const { pocket } = tableOutcomeOf('live-roulette', {
      hash,
      salt: settled.salt,
      position: settled.position,
    }) as { pocket: number };
    expect(settled.outcome).toEqual({ pocket });
    expect(settled.betCount).toBe(3);
    expect(await balanceOf(red)).toBe(9_800 + rouletteWinOf({ kind: 'red', stake: 200 }, pocket));
    const straight = rouletteWinOf({ kind: 'straight', numbers: [7], stake: 100 }, pocket);
    expect(await balanceOf(seven)).toBe(9_800 + 2 * straight);
    expect(settled.settledAt).toBe((settled.startedAt as number) + LIVE_ROULETTE_PACE.spinMs);
    expect((await t.app.services.accounts.consistencyCheck()).consistent).toBe(true);
  });

  it('lists the latest results, newest first', async () => {
    for (const phase of ['settled', 'betting', 'running', 'settled', 'betting'] as const) {
      await until('live-roulette', phase);
    }
    const { history, round } = await tableState('live-roulette');
    expect(history.length).toBeGreaterThanOrEqual(2);
    expect(history[0]?.position).toBe(round.position - 1);
    expect(history[0]?.outcome).toEqual({ pocket: expect.any(Number) });
  });
});

/* Races need real parallel connections: PGlite runs one query at a time, so only PostgreSQL. */
describe.runIf(process.env.DATABASE_URL)('the shared tables under concurrency (PostgreSQL)', () => {
  /** The one number a `select count(*)::int as n` answers. */
  const countOf = async (query: SQL) => {
    const result = (await t.database.db.execute(query)) as unknown as { rows: { n: number }[] };
    return result.rows[0]?.n;
  };
  const ledgerCount = (key: string) =>
    countOf(sql`select count(*)::int as n from ledger_transactions where idempotency_key = ${key}`);

  it('moves money once when the same bet arrives 20 times at once', async () => {
    const who = await gambler();
    const round = await until('crash', 'betting');
    const id = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => bet('crash', round.id, { stake: 700 }, who, id)),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(new Array(20).fill(200));
    const rows = new Set(answers.map((answer) => answer.json().data.attributes.bet.id));
    expect(rows.size).toBe(1);
    expect(await balanceOf(who)).toBe(9_300);
    expect(await ledgerCount(`casino:arenabet:table:${[...rows][0]}:bet`)).toBe(1);
  }, 60_000);

  it('takes one crash bet of 20 different ones a player sends at once', async () => {
    const who = await gambler();
    const round = await until('crash', 'betting');
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => bet('crash', round.id, { stake: 100 }, who)),
    );
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes).toEqual([200, ...new Array(19).fill(409)]);
    expect(await balanceOf(who)).toBe(9_900);
  }, 60_000);

  it('settles every bet taken when bets race the close of betting, and no other', async () => {
    const players = await Promise.all(Array.from({ length: 12 }, () => gambler()));
    const round = await until('live-roulette', 'betting');
    t.clock.advance(round.bettingClosesAt - 1 - t.clock.now().getTime());
    const red = { bets: [{ kind: 'red', stake: 1_000 }] };
    const closing = (async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      t.clock.advance(1);
      return t.app.services.casino.tables.advance('live-roulette');
    })();
    const answers = await Promise.all(
      players.map((who) => bet('live-roulette', round.id, red, who)),
    );
    await closing;
    const taken = answers.filter((answer) => answer.statusCode === 200).length;
    for (const answer of answers.filter((one) => one.statusCode !== 200)) {
      expect(answer.json().message).toBe('casino_table_betting_closed');
    }
    const settled = await until('live-roulette', 'settled');
    expect(settled.betCount).toBe(taken);
    const open = await countOf(
      sql`select count(*)::int as n from casino_rounds where table_round_id = ${round.id} and status = 'open'`,
    );
    expect(open).toBe(0);
    const { pocket } = settled.outcome as { pocket: number };
    const paid = rouletteWinOf({ kind: 'red', stake: 1_000 }, pocket);
    const balances = await Promise.all(players.map(balanceOf));
    const expected = answers.map((answer) => (answer.statusCode === 200 ? 9_000 + paid : 10_000));
    expect(balances).toEqual(expected);
    expect((await t.app.services.accounts.consistencyCheck()).consistent).toBe(true);
  }, 60_000);

  it('pays one cash-out of 20 sent at once, and a cash-out racing the crash one way', async () => {
    const who = await gambler();
    const round = await crashRoundReaching(200);
    await bet('crash', round.id, { stake: 1_000 }, who);
    const running = await until('crash', 'running');
    t.clock.advance(flightMsOf(150) - (t.clock.now().getTime() - (running.startedAt as number)));
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        post(`${TABLES}/crash/cash-out`, { roundId: round.id }, who),
      ),
    );
    const wins = new Set(answers.map((answer) => answer.json().data.attributes.bet.win));
    expect(wins.size).toBe(1);
    const [betId] = new Set(answers.map((answer) => answer.json().data.attributes.bet.id));
    expect(await ledgerCount(`casino:arenabet:table:${betId}:win`)).toBe(1);
    expect(await balanceOf(who)).toBe(9_000 + [...wins][0]);
    await until('crash', 'settled');

    for (let race = 0; race < 5; race++) {
      const racer = await gambler();
      const next = await until('crash', 'betting');
      await bet('crash', next.id, { stake: 1_000 }, racer);
      const point = await hiddenCrashPoint(next.id);
      const flying = await until('crash', 'running');
      t.clock.advance(
        flightMsOf(point) - 1 - (t.clock.now().getTime() - (flying.startedAt as number)),
      );
      const crash = (async () => {
        await new Promise((resolve) => setTimeout(resolve, 2));
        t.clock.advance(1);
        return t.app.services.casino.tables.advance('crash');
      })();
      const cashed = await post(`${TABLES}/crash/cash-out`, { roundId: next.id }, racer);
      await crash;
      await until('crash', 'settled');
      const won = cashed.statusCode === 200 ? cashed.json().data.attributes.bet.win : 0;
      // Out just before the crash, lost at it, or (a 1.00× round) never in the air at all.
      expect([200, 409]).toContain(cashed.statusCode);
      expect(await balanceOf(racer)).toBe(9_000 + won);
    }
    expect((await t.app.services.accounts.consistencyCheck()).consistent).toBe(true);
  }, 120_000);
});
