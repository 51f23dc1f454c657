import { describe, expect, it } from 'vitest';
import { type Bettor, betsKit, G, MAKE_BET, newGuid, pick, placement, T } from './bets-test-kit.ts';

const kit = betsKit();

const bet = async (who: Bettor, attributes: Record<string, unknown>) =>
  placement(await kit.post(MAKE_BET, { betGuid: newGuid(), ...attributes }, who.token));

async function finishAll(ids: readonly number[], scores: readonly [number, number][]) {
  for (const id of ids) kit.feed.goLive(id);
  await kit.tick();
  for (const [i, id] of ids.entries()) kit.feed.finish(id, ...(scores[i] as [number, number]));
  await kit.tick();
}

const historyOf = async (who: Bettor, filters: Record<string, unknown> = {}) => {
  const response = await kit.post('/web-api/office/bets-history?lng=en', filters, who.token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.attributes;
};

describe('settlement from the feed', () => {
  it('pays an express at the remaining odds when one game is cancelled', async () => {
    const [a, b, c] = [kit.newGame(), kit.newGame(), kit.newGame()];
    await kit.tick();
    const who = await kit.bettor('10.00');
    await bet(who, {
      couponEvents: [
        pick(a, G.result1x2, T.home),
        pick(b, G.result1x2, T.home),
        pick(c, G.total, T.over, 2.5),
      ],
      vid: 1,
      summ: '10',
    });
    kit.feed.cancel(b.id);
    await kit.tick();
    await finishAll(
      [a.id, c.id],
      [
        [1, 0],
        [2, 1],
      ],
    );
    // 10 x 2.10 x 1.00 x 1.95 = 40.95
    expect(await kit.balance(who)).toBe(40.95);
    const [coupon] = (await historyOf(who)).coupons;
    expect(coupon).toMatchObject({ state: 'won', payout: '40.95' });
    expect(coupon.legs.map((l: { state: string }) => l.state)).toEqual(['won', 'void', 'won']);
    await kit.consistent();
  });

  it('settles a game whose result comes after it left the feeds (status 3, then 2)', async () => {
    const game = kit.newGame();
    await kit.tick();
    const who = await kit.bettor('10.00');
    await bet(who, { couponEvents: [pick(game, G.result1x2, T.home)], vid: 0, summ: '10' });
    kit.feed.goLive(game.id);
    await kit.tick();
    kit.feed.end(game.id, 2, 0);
    await kit.tick();
    expect((await historyOf(who)).coupons[0]).toMatchObject({ state: 'open' });
    kit.feed.finish(game.id, 2, 0);
    await kit.tick();
    expect((await historyOf(who)).coupons[0]).toMatchObject({ state: 'won', payout: '21.00' });
    await kit.consistent();
  });

  it('settles quarter lines half won and half lost', async () => {
    const [a, b] = [kit.newGame(), kit.newGame()];
    await kit.tick();
    const who = await kit.bettor('20.00');
    // Over 2.25 with exactly 2 goals: half pushes, half loses -> 5.00 back of 10.
    await bet(who, { couponEvents: [pick(a, G.total, T.over, 2.25)], vid: 0, summ: '10' });
    // Under 2.25 with 2 goals: half wins at 1.82, half pushes -> 5 x 1.82 + 5 = 14.10.
    await bet(who, { couponEvents: [pick(b, G.total, T.under, 2.25)], vid: 0, summ: '10' });
    await finishAll(
      [a.id, b.id],
      [
        [1, 1],
        [2, 0],
      ],
    );
    expect(await kit.balance(who)).toBe(19.1);
    const states = (await historyOf(who)).coupons.map(
      (c: { legs: { state: string }[] }) => c.legs[0]?.state,
    );
    expect(states.sort()).toEqual(['half_lost', 'half_won']);
    await kit.consistent();
  });

  it('pays a system as the sum of its expresses', async () => {
    const games = [kit.newGame(), kit.newGame(), kit.newGame()];
    await kit.tick();
    const who = await kit.bettor('30.00');
    await bet(who, {
      couponEvents: games.map((g) => pick(g, G.result1x2, T.home)),
      vid: 2,
      expressNum: 2,
      summ: '30',
    });
    // Two of three win: one pair pays 10 x 2.1 x 2.1 = 44.10.
    await finishAll(
      games.map((g) => g.id),
      [
        [1, 0],
        [2, 0],
        [0, 1],
      ],
    );
    expect(await kit.balance(who)).toBe(44.1);
    await kit.consistent();
  });
});

describe('settlement by hand and corrections', () => {
  const operator = async () => `Bearer ${await kit.t().operatorToken()}`;
  const settle = async (
    gameId: number,
    results: unknown[],
    reason = 'Result confirmed by the league',
  ) =>
    kit.t().app.inject({
      method: 'POST',
      url: `/web-api/backoffice/games/${gameId}/settlement`,
      headers: { authorization: await operator(), 'content-type': 'application/vnd.api+json' },
      payload: JSON.stringify({ data: { attributes: { results, reason } } }),
    });

  it('settles by hand with a reason the player sees, and resettles a corrected result', async () => {
    const game = kit.newGame();
    await kit.tick();
    const who = await kit.bettor('10.00');
    const home = pick(game, G.result1x2, T.home);
    await bet(who, { couponEvents: [home], vid: 0, summ: '10' });
    const outcome = { gameId: game.id, group: G.result1x2, type: T.home };
    const won = await settle(game.id, [{ ...outcome, result: 'won' }]);
    expect(won.json().data.attributes.settledCoupons).toBe(1);
    expect(await kit.balance(who)).toBe(21);
    const manager = await kit.t().app.inject({
      method: 'GET',
      url: '/web-api/office/manager-bets?lng=en',
      headers: { authorization: `Bearer ${who.token}` },
    });
    expect(manager.json().data.attributes.coupons[0].operatorNote).toBe(
      'Result confirmed by the league',
    );
    // The win was spent; then the result is corrected to lost: the player owes it on a receivable.
    await kit.t().app.services.accounts.transfer({
      idempotencyKey: `spent-${who.id}`,
      kind: 'withdrawal',
      postings: [
        { accountId: who.accountId, amount: -1500 },
        {
          accountId: await kit.t().app.services.accounts.houseAccount('house_cash', 12),
          amount: 1500,
        },
      ],
    });
    await settle(game.id, [{ ...outcome, result: 'lost' }], 'Corrected: goal disallowed');
    expect(await kit.balance(who)).toBe(0);
    const receivable = await kit.t().app.services.accounts.receivableAccount(who.id, 12);
    const ledger = await kit.t().app.services.accounts.playerLedger(who.id, 1);
    expect(ledger.accounts.find((a) => a.id === receivable)?.balance).toBe('-15.00');
    // Settling the same result again moves nothing.
    expect(
      (await settle(game.id, [{ ...outcome, result: 'lost' }])).json().data.attributes
        .settledCoupons,
    ).toBe(0);
    await kit.consistent();
  });

  it('voids a game: every stake comes back', async () => {
    const game = kit.newGame();
    await kit.tick();
    const who = await kit.bettor('10.00');
    await bet(who, { couponEvents: [pick(game, G.result1x2, T.draw)], vid: 0, summ: '4' });
    await bet(who, { couponEvents: [pick(game, G.total, T.under, 3.5)], vid: 0, summ: '6' });
    const voided = await kit.t().app.inject({
      method: 'POST',
      url: `/web-api/backoffice/games/${game.id}/void`,
      headers: { authorization: await operator(), 'content-type': 'application/vnd.api+json' },
      payload: JSON.stringify({ data: { attributes: { reason: 'Match abandoned' } } }),
    });
    expect(voided.json().data.attributes.settledCoupons).toBe(2);
    expect(await kit.balance(who)).toBe(10);
    // The feed's result later never overrides the operator's stand.
    kit.feed.finish(game.id, 0, 0);
    await kit.tick();
    expect(await kit.balance(who)).toBe(10);
    await kit.consistent();
  });

  it('refuses a result for an outcome nobody bet on, and a missing reason', async () => {
    const game = kit.newGame();
    await kit.tick();
    const who = await kit.bettor('1.00');
    await bet(who, { couponEvents: [pick(game, G.result1x2, T.home)], vid: 0, summ: '1' });
    const stray = await settle(game.id, [
      { gameId: game.id, group: G.result1x2, type: T.away, result: 'won' },
    ]);
    expect(stray.statusCode).toBe(400);
    const noReason = await settle(
      game.id,
      [{ gameId: game.id, group: G.result1x2, type: T.home, result: 'won' }],
      '',
    );
    expect(noReason.statusCode).toBe(400);
    expect(await kit.balance(who)).toBe(0);
  });
});

describe('the bets history', () => {
  it('filters by state and kind, pages, clears settled coupons and keeps open ones', async () => {
    const [a, b] = [kit.newGame(), kit.newGame()];
    await kit.tick();
    const who = await kit.bettor('10.00');
    await bet(who, { couponEvents: [pick(a, G.result1x2, T.home)], vid: 0, summ: '1' });
    await bet(who, { couponEvents: [pick(b, G.result1x2, T.home)], vid: 0, summ: '1' });
    await bet(who, {
      couponEvents: [pick(a, G.result1x2, T.away), pick(b, G.result1x2, T.away)],
      vid: 1,
      summ: '1',
    });
    await finishAll([a.id], [[0, 3]]);
    expect((await historyOf(who)).coupons).toHaveLength(3);
    expect((await historyOf(who, { state: 'lost' })).coupons).toHaveLength(1);
    expect((await historyOf(who, { kind: 'express' })).coupons).toHaveLength(1);
    expect((await historyOf(who, { state: 'open' })).coupons).toHaveLength(2);
    const cleared = await kit.post('/web-api/office/bets-history/clear', {}, who.token);
    expect(cleared.json().data.attributes.hidden).toBe(1);
    expect((await historyOf(who)).coupons).toHaveLength(2);
    const earlier = await historyOf(who, { date_from: '2020-01-01', date_to: '2020-01-07' });
    expect(earlier.coupons).toHaveLength(0);
  });

  it("names the legs in the page's language, sent in the body", async () => {
    const game = kit.newGame();
    await kit.tick();
    const who = await kit.bettor('10.00');
    await bet(who, { couponEvents: [pick(game, G.result1x2, T.home)], vid: 0, summ: '1' });
    const legIn = async (lng: string) =>
      (await kit.post('/web-api/office/bets-history', { lng }, who.token)).json().data.attributes
        .coupons[0].legs[0];
    expect((await legIn('en')).outcomeName).toBe('W1');
    expect((await legIn('ru')).outcomeName).toBe('П1');
  });

  it('saves a coupon under a code another visitor loads', async () => {
    const game = kit.newGame();
    await kit.tick();
    const events = [pick(game, G.result1x2, T.home)];
    const saved = await kit.post('/service-api/LiveBet/Open/SaveCoupon', {
      couponEvents: events,
      vid: 0,
    });
    const code = saved.json().data.attributes.couponCode as string;
    expect(code).toMatch(/^[2-9A-HJKMNP-Z]{8}$/);
    const loaded = await kit.post('/service-api/LiveBet/Open/GetCoupon', {
      couponCode: code.toLowerCase(),
    });
    expect(loaded.json().data.attributes.couponEvents).toEqual(events);
    const unknown = await kit.post('/service-api/LiveBet/Open/GetCoupon', {
      couponCode: 'ABCDEFGH',
    });
    expect(unknown.statusCode).toBe(404);
  });
});
