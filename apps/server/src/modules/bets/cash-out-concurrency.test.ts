import type { CashOutQuote } from '@arenabet/contracts';
import { describe, expect, it } from 'vitest';
import {
  type Bettor,
  betsKit,
  G,
  MAKE_BET,
  newGuid,
  pick,
  placement,
  QUOTE,
  SELL,
  T,
} from './bets-test-kit.ts';

/* Races need real parallel connections: PGlite runs one query at a time, so only PostgreSQL. */
describe.runIf(process.env.DATABASE_URL)('cash-out under concurrency (PostgreSQL)', () => {
  const kit = betsKit();

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

  async function quoteOf(who: Bettor, couponId: number): Promise<CashOutQuote> {
    const response = await kit.post(QUOTE, { saleBetId: couponId }, who.token);
    return (response.json() as { data: { attributes: CashOutQuote } }).data.attributes;
  }

  it('pays once when 20 sales of one bet arrive at once, each with its own quote', async () => {
    const who = await kit.bettor('10.00');
    const { couponId } = await openSingle(who);
    const quotes = await Promise.all(Array.from({ length: 20 }, () => quoteOf(who, couponId)));
    const answers = await Promise.all(
      quotes.map((quote) =>
        kit.post(SELL, { saleBetId: couponId, quoteId: quote.quoteId }, who.token),
      ),
    );
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    expect(codes.filter((code) => code === 409)).toHaveLength(19);
    expect(await kit.balance(who)).toBe(Number(quotes[0]?.price));
    await kit.consistent();
  }, 60_000);

  it('pays exactly one of a sale and the settlement of its last leg racing it', async () => {
    const { bets } = kit.t().app.services;
    const orders = { sold: 0, settled: 0 };
    for (let round = 0; round < 8; round++) {
      const who = await kit.bettor('10.00');
      const { game, couponId } = await openSingle(who);
      const quote = await quoteOf(who, couponId);
      const outcome = { gameId: game.id, group: G.result1x2, type: T.home, paramKey: 0 };
      const [sale] = await Promise.all([
        kit.post(SELL, { saleBetId: couponId, quoteId: quote.quoteId, checkCf: 2 }, who.token),
        bets.settleByHand(1, game.id, [{ ...outcome, result: 'won' }], 'Result by hand'),
      ]);
      const balance = await kit.balance(who);
      if (sale.statusCode === 200) {
        orders.sold += 1;
        expect(balance).toBe(Number(quote.price));
      } else {
        orders.settled += 1;
        expect(sale.statusCode).toBe(409);
        expect(balance).toBe(21);
      }
      await kit.consistent();
    }
    expect(orders.sold + orders.settled).toBe(8);
  }, 120_000);
});
