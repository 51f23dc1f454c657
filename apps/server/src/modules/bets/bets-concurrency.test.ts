import type { BetPlacement } from '@arenabet/contracts';
import { describe, expect, it } from 'vitest';
import { betsKit, G, MAKE_BET, newGuid, pick, T } from './bets-test-kit.ts';

/* Races need real parallel connections: PGlite runs one query at a time, so only PostgreSQL. */
describe.runIf(process.env.DATABASE_URL)('bets under concurrency (PostgreSQL)', () => {
  const kit = betsKit();
  const answers = async (requests: Promise<{ statusCode: number; json(): unknown }>[]) =>
    (await Promise.all(requests)).map((response) => {
      expect(response.statusCode).toBe(200);
      return (response.json() as { data: { attributes: BetPlacement } }).data.attributes;
    });

  it('accepts exactly the 10 bets the balance covers out of 100 sent at once', async () => {
    const game = kit.newGame();
    await kit.tick();
    const who = await kit.bettor('10.00');
    const event = pick(game, G.result1x2, T.home);
    const results = await answers(
      Array.from({ length: 100 }, () =>
        kit.post(
          MAKE_BET,
          { couponEvents: [event], vid: 0, summ: '1', betGuid: newGuid() },
          who.token,
        ),
      ),
    );
    expect(results.filter((r) => r.status === 'accepted')).toHaveLength(10);
    expect(results.filter((r) => r.reason === 'account_insufficient_funds')).toHaveLength(90);
    expect(await kit.balance(who)).toBe(0);
    await kit.consistent();
  }, 60_000);

  it('places one bet when one GUID arrives 20 times at once', async () => {
    const game = kit.newGame();
    await kit.tick();
    const who = await kit.bettor('10.00');
    const bet = {
      couponEvents: [pick(game, G.result1x2, T.away)],
      vid: 0,
      summ: '2',
      betGuid: newGuid(),
    };
    const results = await answers(
      Array.from({ length: 20 }, () => kit.post(MAKE_BET, bet, who.token)),
    );
    const couponIds = new Set(results.flatMap((r) => r.coupons.map((c) => c.id)));
    expect(results.every((r) => r.status === 'accepted')).toBe(true);
    expect(couponIds.size).toBe(1);
    expect(await kit.balance(who)).toBe(8);
    await kit.consistent();
  });

  it('pays once when the settlement of a game runs twice at once', async () => {
    const game = kit.newGame();
    await kit.tick();
    const players = await Promise.all(Array.from({ length: 5 }, () => kit.bettor('10.00')));
    for (const who of players) {
      await kit.post(
        MAKE_BET,
        { couponEvents: [pick(game, G.result1x2, T.home)], vid: 0, summ: '10', betGuid: newGuid() },
        who.token,
      );
    }
    kit.feed.finish(game.id, 1, 0);
    await kit.t().app.services.feed.tick();
    const { settlement } = kit.t().app.services.bets;
    const runs = await Promise.all([
      settlement.settlement.settleFromFeed(game.id, noTaxes),
      settlement.settlement.settleFromFeed(game.id, noTaxes),
      settlement.settleGame(game.id),
    ]);
    await settlement.idle();
    // The feed's own batch queued a run too, which may have come first: all runs together
    // settle each coupon at most once, and every player is paid exactly once.
    expect(runs.reduce((sum, run) => sum + run.settledCoupons, 0)).toBeLessThanOrEqual(5);
    for (const who of players) expect(await kit.balance(who)).toBe(21);
    await kit.consistent();
  });

  it('ends consistent when a corrected result races the first settlement', async () => {
    const game = kit.newGame();
    await kit.tick();
    const who = await kit.bettor('10.00');
    await kit.post(
      MAKE_BET,
      { couponEvents: [pick(game, G.result1x2, T.home)], vid: 0, summ: '10', betGuid: newGuid() },
      who.token,
    );
    kit.feed.finish(game.id, 2, 0);
    await kit.t().app.services.feed.tick();
    const { bets } = kit.t().app.services;
    const outcome = { gameId: game.id, group: G.result1x2, type: T.home, paramKey: 0 };
    await Promise.all([
      bets.settlement.settleGame(game.id),
      bets.settleByHand(
        1,
        game.id,
        [{ ...outcome, result: 'lost' }],
        'Corrected: own goal awarded',
      ),
    ]);
    await bets.settlement.idle();
    // Whichever ran first, the operator's stand is the last word: the coupon is lost.
    expect(await kit.balance(who)).toBe(0);
    await kit.consistent();
  });
});

const noTaxes = {
  taxType: 0,
  betTaxPercent: 0,
  payoutTaxPercent: 0,
  winAmountThreshold: 0,
  coefThreshold: 0,
  hasReturnTax: false,
};
