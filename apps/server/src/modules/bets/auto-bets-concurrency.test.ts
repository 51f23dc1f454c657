import { describe, expect, it } from 'vitest';
import { betsKit, G, MAKE_BET, newGuid, pick, placement, T } from './bets-test-kit.ts';

/* Races need real parallel connections: PGlite runs one query at a time, so only PostgreSQL. */
describe.runIf(process.env.DATABASE_URL)('auto-bets under concurrency (PostgreSQL)', () => {
  const kit = betsKit();

  it('is placed once when several instances watch it reach its odds at the same moment', async () => {
    const game = kit.newGame();
    await kit.tick();
    const who = await kit.bettor('10.00');
    const made = placement(
      await kit.post(
        MAKE_BET,
        {
          betGuid: newGuid(),
          couponEvents: [pick(game, G.result1x2, T.home)],
          vid: 0,
          summ: '10',
          isAutoBet: true,
          autoBetCf: 2.3,
        },
        who.token,
      ),
    );
    expect(made.status).toBe('waiting');
    kit.feed.setOdds(game.id, G.result1x2, T.home, 2.5);
    const { autoBets } = kit.t().app.services.bets;
    // The tick hands the batch to this instance's round; as if nine more instances had it too,
    // nine more rounds watch the same auto-bet at the same moment.
    await kit.t().app.services.feed.tick();
    await Promise.all([
      autoBets.idle(),
      ...Array.from({ length: 9 }, () => autoBets.watch([game.id])),
    ]);
    expect(await kit.balance(who)).toBe(0);
    const again = placement(
      await kit.post(
        MAKE_BET,
        {
          betGuid: made.betGuid,
          couponEvents: [pick(game, G.result1x2, T.home)],
          vid: 0,
          summ: '10',
          isAutoBet: true,
          autoBetCf: 2.3,
        },
        who.token,
      ),
    );
    expect(again).toMatchObject({ status: 'accepted', coupons: [{ totalCoef: 2.5 }] });
    expect(again.coupons).toHaveLength(1);
    await kit.consistent();
  });
});
