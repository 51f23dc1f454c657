import { randomUUID } from 'node:crypto';
import { CASINO_ROOT } from '@arenabet/contracts/casino';
import { JACKPOT_EURO_TERMS } from '@arenabet/domain/casino/jackpot';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, jsonApi, type TestApp } from '../../testing/test-app.ts';
import {
  EUR,
  fundedGambler,
  type Gambler,
  balanceOf as gamblerBalance,
} from './casino-test-kit.ts';
import { termsFor } from './jackpots.ts';
import { casinoJackpots } from './schema.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const gambler = (euros = 100) => fundedGambler(t, euros);
const balanceOf = (who: Gambler) => gamblerBalance(t, who);

async function spin(who: Gambler, lineStake = 5) {
  t.clock.advance(2_500);
  const attributes = { game: 'gem-mine', requestId: randomUUID(), bet: { lineStake } };
  const answer = await t.app.inject(
    jsonApi('POST', `${CASINO_ROOT}/rounds`, attributes, who.token),
  );
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data.attributes;
}

async function pot() {
  const [row] = await t.database.db
    .select()
    .from(casinoJackpots)
    .where(eq(casinoJackpots.currencyId, EUR));
  if (!row) throw new Error('no euro pot');
  return row;
}

describe("Gem Mine's progressive jackpot", () => {
  it('opens at its seed and takes 1 % of every stake, the ledger holding the pot', async () => {
    const who = await gambler();
    const first = await spin(who);
    expect(first.outcome.jackpot).toEqual({ ...JACKPOT_EURO_TERMS, won: false, amount: 0 });
    for (let i = 0; i < 9; i++) await spin(who);
    // Ten spins of 1.00: 10 cents in, as one whole cent a spin.
    expect(await pot()).toMatchObject({ amount: JACKPOT_EURO_TERMS.seed + 10, carry: 0 });
    const { accounts } = t.app.services;
    expect(await accounts.houseBalance('house_jackpot', EUR)).toBe((await pot()).amount);
    expect((await accounts.consistencyCheck()).consistent).toBe(true);
  });

  it('pays the whole pot to the spin that wins it, and starts again from the seed', async () => {
    const who = await gambler();
    const before = await pot();
    // Odds of a stake: every spin of 1.00 wins.
    await t.database.db
      .update(casinoJackpots)
      .set({ odds: 100 })
      .where(eq(casinoJackpots.id, before.id));
    const balance = await balanceOf(who);
    const round = await spin(who);
    const paid = before.amount + 1;
    expect(round.outcome.jackpot).toMatchObject({ won: true, amount: paid, odds: 100 });
    const reels = round.win - paid;
    expect(reels).toBeGreaterThanOrEqual(0);
    expect(await balanceOf(who)).toBe(balance - 100 + round.win);
    expect(await pot()).toMatchObject({ amount: before.seed, wins: 1, lastWin: paid });
    await t.database.db
      .update(casinoJackpots)
      .set({ odds: JACKPOT_EURO_TERMS.odds })
      .where(eq(casinoJackpots.id, before.id));

    const { accounts } = t.app.services;
    expect(await accounts.houseBalance('house_jackpot', EUR)).toBe(before.seed);
    expect((await accounts.consistencyCheck()).consistent).toBe(true);
    const winners = await t.app.inject({
      method: 'GET',
      url: '/service-api/restcore/GetLastWinners?curIso=EUR&refId=1&limit=5',
    });
    expect(winners.json().data.attributes.winners[0]).toMatchObject({ roundId: round.id });
  });

  it('shows every pot for the ticker, those no spin opened at their seed', async () => {
    const answer = await t.app.inject({ method: 'GET', url: `${CASINO_ROOT}/jackpots` });
    expect(answer.statusCode, answer.body).toBe(200);
    const { jackpots } = answer.json().data.attributes;
    expect(
      jackpots.find((pot: { currencyIso: string }) => pot.currencyIso === 'EUR'),
    ).toMatchObject({
      game: 'gem-mine',
      open: true,
      amount: JACKPOT_EURO_TERMS.seed,
      wins: 1,
    });
    const closed = jackpots.filter((pot: { open: boolean }) => !pot.open);
    expect(closed.length).toBeGreaterThan(0);
    for (const pot of closed) expect(pot.amount).toBe(pot.seed);
  });
});

describe('a pot’s terms', () => {
  it('are the euro’s at the site’s rate, and none where the site has no rate', () => {
    expect(termsFor(EUR, [])).toEqual(JACKPOT_EURO_TERMS);
    expect(termsFor(10, [])).toBeUndefined();
  });
});

/** One spin of 1.00 for each gambler, sent at once. */
function spinAll(players: Gambler[]) {
  return Promise.all(
    players.map((who) =>
      t.app.inject(
        jsonApi(
          'POST',
          `${CASINO_ROOT}/rounds`,
          { game: 'gem-mine', requestId: randomUUID(), bet: { lineStake: 5 } },
          who.token,
        ),
      ),
    ),
  );
}

/* Races need real parallel connections: PGlite runs one query at a time, so only PostgreSQL. */
describe.runIf(process.env.DATABASE_URL)('the jackpot under concurrency (PostgreSQL)', () => {
  it('counts every contribution of spins sent at once, and pays a pot once', async () => {
    const players = await Promise.all(Array.from({ length: 20 }, () => gambler()));
    const before = await pot();
    t.clock.advance(2_500);
    const answers = await spinAll(players);
    expect(answers.map((answer) => answer.statusCode)).toEqual(new Array(20).fill(200));
    expect((await pot()).amount).toBe(before.amount + 20);

    // Now every spin wins: of 20 at once, each wins the pot as it stands after the one before.
    await t.database.db
      .update(casinoJackpots)
      .set({ odds: 100 })
      .where(eq(casinoJackpots.id, before.id));
    t.clock.advance(2_500);
    const winning = await spinAll(players);
    const paid = winning.map((answer) => answer.json().data.attributes.outcome.jackpot.amount);
    expect(paid.filter((amount: number) => amount === before.amount + 21)).toHaveLength(1);
    expect(paid.filter((amount: number) => amount === before.seed + 1)).toHaveLength(19);
    await t.database.db
      .update(casinoJackpots)
      .set({ odds: JACKPOT_EURO_TERMS.odds })
      .where(eq(casinoJackpots.id, before.id));
    const { accounts } = t.app.services;
    expect(await accounts.houseBalance('house_jackpot', EUR)).toBe((await pot()).amount);
    expect((await accounts.consistencyCheck()).consistent).toBe(true);
  }, 60_000);
});
