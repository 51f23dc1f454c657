import type { BetHistory, CashOutQuote, CashOutSale } from '@arenabet/contracts';
import { cashOutOffer } from '@arenabet/domain/betting/cash-out';
import { COUPON_VID } from '@arenabet/domain/betting/coupon-kinds';
import { fairProbability } from '@arenabet/domain/betting/markets';
import { sql } from 'drizzle-orm';
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

const HISTORY = '/web-api/office/bets-history?lng=en';

/** The scripted football game's 1X2 at 2.10 / 3.40 / 3.60. */
const RESULT_1X2 = [2.1, 3.4, 3.6].map((odds, i) => ({ group: G.result1x2, type: i + 1, odds }));

/** The house's price for a single at `odds` whose outcome now has these 1X2 odds (5 % margin). */
function expectedPrice(stake: number, odds: number, market = RESULT_1X2, index = 0) {
  const now = market[index];
  if (!now) throw new Error('No such outcome');
  const chance = fairProbability(now, market);
  const offer = cashOutOffer({
    vid: COUPON_VID.single,
    playingStake: stake as never,
    possibleWin: Math.floor(stake * odds) as never,
    legs: [{ odds: Math.round(odds * 1000), result: 'open', chance }],
    margin: 0.05,
  });
  return offer.available ? offer.price : 0;
}

describe('cash-out', () => {
  const kit = betsKit();

  async function openSingle(who: Bettor, summ = '10', type: number = T.home) {
    const game = kit.newGame();
    await kit.tick();
    const answer = placement(
      await kit.post(
        MAKE_BET,
        { couponEvents: [pick(game, G.result1x2, type)], vid: 0, summ, betGuid: newGuid() },
        who.token,
      ),
    );
    const couponId = answer.coupons[0]?.id ?? 0;
    return { game, couponId };
  }

  async function quote(who: Bettor, couponId: number) {
    const response = await kit.post(QUOTE, { saleBetId: couponId }, who.token);
    return { response, quote: attributesOf<CashOutQuote>(response) };
  }

  async function history(who: Bettor) {
    return attributesOf<BetHistory>(await kit.post(HISTORY, {}, who.token));
  }

  it('sells a whole single at the price of its chance now, and never settles it', async () => {
    const who = await kit.bettor('10.00');
    const { game, couponId } = await openSingle(who);
    const { quote: offered } = await quote(who, couponId);
    expect(offered.price).toBe((expectedPrice(1000, 2.1) / 100).toFixed(2));
    const [listed] = (await history(who)).coupons;
    expect(listed?.cashOut).toEqual({ couponId, price: offered.price, refusal: null });

    const sold = await kit.post(SELL, { saleBetId: couponId, quoteId: offered.quoteId }, who.token);
    expect(attributesOf<CashOutSale>(sold)).toMatchObject({
      couponId,
      price: offered.price,
      credited: offered.price,
      remainingStake: '0.00',
      state: 'sold',
    });
    expect(await kit.balance(who)).toBe(Number(offered.price));
    const [after] = (await history(who)).coupons;
    expect(after).toMatchObject({ state: 'sold', soldStake: '10.00', saleCredited: offered.price });
    expect(after?.cashOut).toBeUndefined();

    kit.feed.finish(game.id, 2, 0);
    await kit.tick();
    expect(await kit.balance(who)).toBe(Number(offered.price));
    await kit.consistent();
  });

  it('sells a part of the stake and settles the rest', async () => {
    const who = await kit.bettor('10.00');
    const { game, couponId } = await openSingle(who);
    const { quote: offered } = await quote(who, couponId);
    const sold = attributesOf<CashOutSale>(
      await kit.post(SELL, { saleBetId: couponId, quoteId: offered.quoteId, summ: '4' }, who.token),
    );
    const partPrice = Math.floor((expectedPrice(1000, 2.1) * 400) / 1000);
    expect(sold).toMatchObject({ soldStake: '4.00', remainingStake: '6.00', state: 'open' });
    expect(sold.price).toBe((partPrice / 100).toFixed(2));
    // The old quote was for the whole stake before the sale: it is spent.
    const again = await kit.post(
      SELL,
      { saleBetId: couponId, quoteId: (await quote(who, couponId)).quote.quoteId, summ: '6' },
      who.token,
    );
    expect(again.statusCode).toBe(200);
    expect(attributesOf<CashOutSale>(again).state).toBe('sold');
    const balance = await kit.balance(who);
    kit.feed.finish(game.id, 1, 0);
    await kit.tick();
    expect(await kit.balance(who)).toBe(balance);
    await kit.consistent();
  });

  it('settles the unsold part of a bet that won', async () => {
    const who = await kit.bettor('10.00');
    const { game, couponId } = await openSingle(who);
    const { quote: offered } = await quote(who, couponId);
    await kit.post(SELL, { saleBetId: couponId, quoteId: offered.quoteId, summ: '5' }, who.token);
    const afterSale = await kit.balance(who);
    kit.feed.finish(game.id, 1, 0);
    await kit.tick();
    // The unsold 5.00 at 2.10.
    expect(await kit.balance(who)).toBeCloseTo(afterSale + 10.5, 2);
    const [settled] = (await history(who)).coupons;
    expect(settled).toMatchObject({ state: 'won', payout: '10.50', soldStake: '5.00' });
    await kit.consistent();
  });

  it('answers the same sale for the same quote, and pays once', async () => {
    const who = await kit.bettor('10.00');
    const { couponId } = await openSingle(who);
    const { quote: offered } = await quote(who, couponId);
    const body = { saleBetId: couponId, quoteId: offered.quoteId };
    const first = attributesOf<CashOutSale>(await kit.post(SELL, body, who.token));
    const second = attributesOf<CashOutSale>(await kit.post(SELL, body, who.token));
    expect(second).toEqual(first);
    expect(await kit.balance(who)).toBe(Number(first.credited));
    await kit.consistent();
  });

  it('refuses a price that moved down unless the player takes any change', async () => {
    const who = await kit.bettor('10.00');
    const { game, couponId } = await openSingle(who);
    const { quote: offered } = await quote(who, couponId);
    kit.feed.setOdds(game.id, G.result1x2, T.home, 2.6);
    await kit.tick();
    const body = { saleBetId: couponId, quoteId: offered.quoteId };
    expect(await errorOf(kit.post(SELL, body, who.token))).toEqual([409, 'cash_out_price_changed']);
    expect(await errorOf(kit.post(SELL, { ...body, checkCf: 1 }, who.token))).toEqual([
      409,
      'cash_out_price_changed',
    ]);
    const sold = attributesOf<CashOutSale>(
      await kit.post(SELL, { ...body, checkCf: 2 }, who.token),
    );
    const market = RESULT_1X2.map((o, i) => (i === 0 ? { ...o, odds: 2.6 } : o));
    expect(sold.price).toBe((expectedPrice(1000, 2.1, market) / 100).toFixed(2));
    expect(Number(sold.price)).toBeLessThan(Number(offered.price));
    await kit.consistent();
  });

  it('has no price for a locked outcome, a spent or late quote, or another player', async () => {
    const who = await kit.bettor('10.00');
    const { game, couponId } = await openSingle(who);
    const { quote: offered } = await quote(who, couponId);
    const stranger = await kit.bettor('0');
    expect(await errorOf(kit.post(QUOTE, { saleBetId: couponId }, stranger.token))).toEqual([
      404,
      'coupon_unknown',
    ]);
    const body = { saleBetId: couponId, quoteId: offered.quoteId };
    expect(await errorOf(kit.post(SELL, body, stranger.token))).toEqual([
      404,
      'cash_out_quote_unknown',
    ]);
    kit.t().clock.advance(11_000);
    expect(await errorOf(kit.post(SELL, body, who.token))).toEqual([409, 'cash_out_quote_expired']);

    kit.feed.lock(game.id, G.result1x2, T.home);
    await kit.tick();
    expect(await errorOf(kit.post(QUOTE, { saleBetId: couponId }, who.token))).toEqual([
      409,
      'cash_out_refused_locked',
    ]);
    const [listed] = (await history(who)).coupons;
    expect(listed?.cashOut).toEqual({ couponId, price: null, refusal: 'locked' });
    expect(
      (await kit.post(SELL, { saleBetId: couponId, quoteId: 'x', summ: 'ten' }, who.token))
        .statusCode,
    ).toBe(404);
  });

  it('lets unsold quotes go an hour past their time, as new quotes are made', async () => {
    const who = await kit.bettor('10.00');
    const { couponId } = await openSingle(who);
    const { quote: unsold } = await quote(who, couponId);
    const { quote: sold } = await quote(who, couponId);
    await kit.post(SELL, { saleBetId: couponId, quoteId: sold.quoteId, summ: '5' }, who.token);
    const kept = async () => {
      const rows = await kit.t().database.db.execute(sql`select id from coupon_sale_quotes`);
      return (rows as unknown as { rows: { id: string }[] }).rows.map((row) => row.id);
    };
    // A sale after that long would meet a signed-out session: a new player's quote sweeps.
    kit.t().clock.advance(61 * 60_000);
    const later = await kit.bettor('10.00');
    const { couponId: another } = await openSingle(later);
    const { quote: fresh } = await quote(later, another);
    const ids = await kept();
    expect(ids).not.toContain(unsold.quoteId);
    expect(ids).toEqual(expect.arrayContaining([sold.quoteId, fresh.quoteId]));
  });

  it('checks the part sold against the playing stake and the minimum stake', async () => {
    const who = await kit.bettor('10.00');
    const { couponId } = await openSingle(who);
    const { quote: offered } = await quote(who, couponId);
    const sell = (summ: string) =>
      kit.post(SELL, { saleBetId: couponId, quoteId: offered.quoteId, summ }, who.token);
    for (const [summ, key] of [
      ['11', 'cash_out_part_too_large'],
      ['abc', 'coupon_stake_invalid'],
      ['9.99', 'cash_out_part_leaves_too_little'],
    ] as const) {
      const response = await sell(summ);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ validation_errors: { summ: [key] } });
    }
    expect(await kit.balance(who)).toBe(0);
  });

  it('pushes the prices of open bets to their player as the game ticks', async () => {
    const who = await kit.bettor('10.00');
    const { game, couponId } = await openSingle(who);
    const sent: unknown[] = [];
    const hub = kit.t().app.services.livePush;
    const connected = hub.connectedPlayers;
    const send = hub.sendToPlayers;
    hub.connectedPlayers = () => [who.id];
    hub.sendToPlayers = (players, message) => {
      sent.push({ players: [...players], message });
      return 1;
    };
    try {
      kit.feed.setOdds(game.id, G.result1x2, T.home, 1.9);
      await kit.tick();
      await kit.t().app.services.bets.cashOutPush.idle();
    } finally {
      hub.connectedPlayers = connected;
      hub.sendToPlayers = send;
    }
    const market = RESULT_1X2.map((o, i) => (i === 0 ? { ...o, odds: 1.9 } : o));
    const price = (expectedPrice(1000, 2.1, market) / 100).toFixed(2);
    expect(sent).toContainEqual({
      players: [who.id],
      message: {
        type: 'bets',
        event: 'cash_out',
        couponIds: [couponId],
        prices: [{ couponId, price, refusal: null }],
      },
    });
  });
});

function attributesOf<T>(response: { statusCode: number; json(): unknown }): T {
  if (response.statusCode !== 200) {
    throw new Error(`Expected 200, got ${response.statusCode}: ${JSON.stringify(response.json())}`);
  }
  return (response.json() as { data: { attributes: T } }).data.attributes;
}

async function errorOf(request: Promise<{ statusCode: number; json(): unknown }>) {
  const response = await request;
  const body = response.json() as {
    errors?: { detail?: string; code?: string }[];
    message?: string;
  };
  return [response.statusCode, body.errors?.[0]?.detail ?? body.message];
}
