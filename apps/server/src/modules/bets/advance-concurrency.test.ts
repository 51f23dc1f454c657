import { describe, expect, it } from 'vitest';
import { advanceKit, RU } from './advance-test-kit.ts';
import { betsKit, G, T } from './bets-test-kit.ts';

/* Races need real parallel connections: PGlite runs one query at a time, so only PostgreSQL. */
describe.runIf(process.env.DATABASE_URL)('the advance under concurrency (PostgreSQL)', () => {
  const kit = betsKit();
  const advances = advanceKit(kit);

  it('lends no more than the backing’s room when 20 advances arrive at once', async () => {
    const who = await kit.bettor('10.00', undefined, RU);
    const { couponId } = await advances.backing(who);
    const other = advances.otherGame();
    await kit.tick();
    const credit = await advances.credit();
    // The room is 10.50: twenty advances of 1.00 each, ten can be taken.
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => advances.advance(who, other, '1')),
    );
    const accepted = answers.filter((a) => a.status === 'accepted');
    expect(accepted).toHaveLength(10);
    expect(answers.filter((a) => a.reason === 'advance_unavailable')).toHaveLength(10);
    expect(await advances.credit()).toBeCloseTo(credit + 10, 2);
    const backing = (await kit.history(who)).find((c: { id: number }) => c.id === couponId);
    expect(backing.advanced).toBe('10.00');
    await kit.consistent();
  }, 60_000);

  it('never leaves an advance waiting on a settled backing, when the two race', async () => {
    const { bets } = kit.t().app.services;
    const outcomes = { repaid: 0, cancelled: 0, refused: 0 };
    for (let round = 0; round < 8; round++) {
      const who = await kit.bettor('10.00', undefined, RU);
      const backing = await advances.backing(who);
      const other = advances.otherGame();
      await kit.tick();
      const credit = await advances.credit();
      const result = round % 2 ? 'won' : 'lost';
      const outcome = { gameId: backing.game.id, group: G.result1x2, type: T.home, paramKey: 0 };
      const [placed] = await Promise.all([
        advances.advance(who, other, '5'),
        bets.settleByHand(1, backing.game.id, [{ ...outcome, result }], 'Result by hand'),
      ]);
      const advanceId = placed.coupons[0]?.id;
      if (advanceId === undefined) {
        outcomes.refused += 1;
        expect(placed.reason).toBe('advance_unavailable');
        expect(await kit.balance(who)).toBe(result === 'won' ? 21 : 0);
      } else {
        const mine = (await kit.history(who)).find((c: { id: number }) => c.id === advanceId);
        expect(mine.advance.state).toBe(result === 'won' ? 'repaid' : 'cancelled');
        outcomes[result === 'won' ? 'repaid' : 'cancelled'] += 1;
        expect(await kit.balance(who)).toBe(result === 'won' ? 16 : 0);
      }
      // Whichever came first, the book's credit is back: repaid or cancelled, never lent on.
      expect(await advances.credit()).toBeCloseTo(credit, 2);
      await kit.consistent();
    }
    expect(outcomes.repaid + outcomes.cancelled + outcomes.refused).toBe(8);
  }, 120_000);
});
