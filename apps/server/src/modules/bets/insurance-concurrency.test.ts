import { describe, expect, it } from 'vitest';
import { type Bettor, betsKit, G, MAKE_BET, newGuid, pick, placement, T } from './bets-test-kit.ts';

/* Races need real parallel connections: PGlite runs one query at a time, so only PostgreSQL. */
describe.runIf(process.env.DATABASE_URL)('bet insurance under concurrency (PostgreSQL)', () => {
  const kit = betsKit();
  const INSURE = '/service-api/LiveBet/Secure/InsureBet';

  async function openSingle(who: Bettor) {
    const game = kit.newGame();
    await kit.tick();
    const answer = placement(
      await kit.post(
        MAKE_BET,
        { couponEvents: [pick(game, G.result1x2, T.home)], vid: 0, summ: '10', betGuid: newGuid() },
        who.token,
      ),
    );
    return { game, couponId: answer.coupons[0]?.id ?? 0 };
  }

  it('charges one premium when 20 covers of one bet arrive at once', async () => {
    const who = await kit.bettor('30.00');
    const { couponId } = await openSingle(who);
    // Half ask for 50 % (3.04), half for 100 % (6.07): one cover is bought, of one kind.
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        kit.post(
          INSURE,
          { saleBetId: couponId, percent: i % 2 ? 50 : 100, premium: i % 2 ? '3.04' : '6.07' },
          who.token,
        ),
      ),
    );
    const bought = answers.filter((a) => a.statusCode === 200).map((a) => a.json().data.attributes);
    const percents = new Set(bought.map((cover: { percent: number }) => cover.percent));
    expect(percents.size).toBe(1);
    expect(bought).toHaveLength(10);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(10);
    const premium = Number(bought[0]?.premium);
    expect(await kit.balance(who)).toBeCloseTo(20 - premium, 2);
    await kit.consistent();
  }, 60_000);

  it('either covers a bet or refuses, when the cover races the settlement of its loss', async () => {
    const { bets } = kit.t().app.services;
    const orders = { covered: 0, refused: 0 };
    for (let round = 0; round < 8; round++) {
      const who = await kit.bettor('20.00');
      const { game, couponId } = await openSingle(who);
      const outcome = { gameId: game.id, group: G.result1x2, type: T.home, paramKey: 0 };
      const [cover] = await Promise.all([
        kit.post(INSURE, { saleBetId: couponId, percent: 50, premium: '3.04' }, who.token),
        bets.settleByHand(1, game.id, [{ ...outcome, result: 'lost' }], 'Result by hand'),
      ]);
      const balance = await kit.balance(who);
      if (cover.statusCode === 200) {
        orders.covered += 1;
        expect(balance).toBeCloseTo(10 - 3.04 + 5, 2);
      } else {
        orders.refused += 1;
        expect(cover.statusCode).toBe(409);
        expect(balance).toBe(10);
      }
      await kit.consistent();
    }
    expect(orders.covered + orders.refused).toBe(8);
  }, 120_000);

  it('never both covers and sells one bet, whichever comes first', async () => {
    for (let round = 0; round < 8; round++) {
      const who = await kit.bettor('20.00');
      const { couponId } = await openSingle(who);
      const quote = await kit.post(
        '/service-api/LiveBet/Secure/SaleQuote',
        { saleBetId: couponId },
        who.token,
      );
      const { quoteId } = quote.json().data.attributes;
      const [cover, sale] = await Promise.all([
        kit.post(INSURE, { saleBetId: couponId, percent: 100, premium: '6.07' }, who.token),
        kit.post(
          '/service-api/LiveBet/Secure/SaleBet',
          { saleBetId: couponId, quoteId, summ: '5', checkCf: 2 },
          who.token,
        ),
      ]);
      expect([cover.statusCode, sale.statusCode].sort()).toEqual([200, 409]);
      await kit.consistent();
    }
  }, 120_000);
});
