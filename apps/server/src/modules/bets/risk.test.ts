import { describe, expect, it, vi } from 'vitest';
import { type Bettor, betsKit, G, MAKE_BET, newGuid, pick, placement, T } from './bets-test-kit.ts';

/*
 * The book's risk for the operator: per outcome of open bets, what its singles stake and would
 * pay, the multiples holding it, and the house's result on its market's singles if it wins;
 * and the bets as accepted, newest first.
 */

const kit = betsKit();

async function risk() {
  const token = await kit.t().operatorToken();
  const response = await kit.t().app.inject({
    method: 'GET',
    url: '/web-api/backoffice/risk?lng=en',
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.attributes;
}

const bet = async (who: Bettor, attributes: Record<string, unknown>) =>
  placement(await kit.post(MAKE_BET, { betGuid: newGuid(), ...attributes }, who.token));

describe('risk', () => {
  it('shows what each outcome would cost the house, the worst first, and the ticker', async () => {
    const [a, b] = [kit.newGame(), kit.newGame()];
    await kit.tick();
    const who = await kit.bettor('100.00');
    await bet(who, { couponEvents: [pick(a, G.result1x2, T.home)], vid: 0, summ: '10' });
    await bet(who, { couponEvents: [pick(a, G.result1x2, T.away)], vid: 0, summ: '5' });
    const express = await bet(who, {
      couponEvents: [pick(a, G.result1x2, T.home), pick(b, G.result1x2, T.home)],
      vid: 1,
      summ: '10',
    });
    const view = await risk();
    expect(view.currency).toMatch(/^[A-Z]{3}$/);
    const [worst, next, last] = view.outcomes;
    // Home: 10 at 2.10 pays 21, the market's singles staked 15: the house is 6 down.
    expect(worst).toMatchObject({
      gameId: a.id,
      home: 'Arsenal',
      outcomeName: 'W1',
      singles: 1,
      multiples: 1,
    });
    expect(next).toMatchObject({ gameId: a.id, outcomeName: 'W2', singles: 1, multiples: 0 });
    expect(last).toMatchObject({ gameId: b.id, singles: 0, multiples: 1 });
    const amount = (text: string) => Number(text);
    expect(amount(worst.houseIfWins)).toBeLessThan(amount(next.houseIfWins));
    expect(amount(worst.houseIfWins)).toBeCloseTo(
      amount(worst.stakes) + amount(next.stakes) - amount(worst.payouts),
      2,
    );
    expect(amount(worst.payouts)).toBeCloseTo(amount(worst.stakes) * 2.1, 1);
    expect(amount(worst.multiplesPayouts)).toBeCloseTo(amount(worst.stakes) * 2.1 * 2.1, 1);
    expect(view.ticker[0]).toMatchObject({
      couponId: express.coupons[0]?.id,
      playerId: who.id,
      vid: 1,
      firstLeg: 'Arsenal — Chelsea: W1',
      moreLegs: 1,
    });
    expect(view.ticker).toHaveLength(3);
  });

  it("tells the operators' connections of every bet accepted, for the ticker", async () => {
    const game = kit.newGame();
    await kit.tick();
    const who = await kit.bettor('20.00');
    const push = vi.spyOn(kit.t().app.services.livePush, 'sendToOperators');
    try {
      const placed = await bet(who, {
        couponEvents: [pick(game, G.result1x2, T.draw)],
        vid: 0,
        summ: '5',
      });
      expect(push).toHaveBeenCalledWith({
        type: 'risk',
        event: 'bets_accepted',
        couponIds: [placed.coupons[0]?.id],
      });
    } finally {
      push.mockRestore();
    }
  });

  it('limits a player by their stake factor, each change audited with who, what and why', async () => {
    const game = kit.newGame();
    await kit.tick();
    const who = await kit.bettor('1000.00');
    const token = await kit.t().operatorToken();
    const setFactor = (playerId: number, attributes: Record<string, unknown>) =>
      kit.t().app.inject({
        method: 'POST',
        url: `/web-api/backoffice/players/${playerId}/stake-factor`,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/vnd.api+json' },
        payload: { data: { attributes } },
      });
    const single = async (summ: string) =>
      bet(who, { couponEvents: [pick(game, G.result1x2, T.home)], vid: 0, summ });
    const first = await single('1');
    const maxBefore = Number(first.coupon?.maxStake);
    const set = await setFactor(who.id, { factorPercent: 10, reason: 'sharp: beats the close' });
    expect(set.statusCode, set.body).toBe(200);
    // A tenth of the maximum, and a little more, is refused now.
    const refused = await single((maxBefore / 10 + 1).toFixed(2));
    expect(refused).toMatchObject({ status: 'not_accepted', reason: 'coupon_stake_above_max' });
    expect(Number(refused.coupon?.maxStake)).toBeCloseTo(maxBefore / 10, 2);

    expect((await setFactor(who.id, { factorPercent: 0, reason: 'zero' })).json()).toMatchObject({
      validation_errors: { factorPercent: ['stake_factor_out_of_range'] },
    });
    expect((await setFactor(who.id, { factorPercent: 50, reason: '' })).statusCode).toBe(400);
    expect((await setFactor(999_999, { factorPercent: 50, reason: 'nobody' })).statusCode).toBe(
      404,
    );
    const [entry] = (await risk()).audit;
    expect(entry).toMatchObject({
      action: 'stake_factor',
      playerId: who.id,
      from: 100,
      to: 10,
      reason: 'sharp: beats the close',
    });
  });

  it('suspends an outcome whose singles stand to pay past the limit, until an operator lifts it', async () => {
    await kit
      .t()
      .app.services.siteConfig.update(
        { brandId: 1, countryId: null, language: null },
        { coupon: { outcome_suspend_liability: '20' } },
        null,
      );
    const game = kit.newGame();
    await kit.tick();
    const who = await kit.bettor('100.00');
    const home = { couponEvents: [pick(game, G.result1x2, T.home)], vid: 0 };
    expect((await bet(who, { ...home, summ: '15' })).status).toBe('accepted');
    await kit.t().app.services.bets.liabilitiesIdle();
    const locked = await bet(who, { ...home, summ: '1' });
    expect(locked).toMatchObject({ status: 'not_accepted', reason: 'coupon_event_locked' });
    const view = await risk();
    const outcome = view.outcomes.find((o: { gameId: number }) => o.gameId === game.id);
    expect(outcome).toMatchObject({ suspended: true, group: G.result1x2, type: T.home });
    expect(view.audit[0]).toMatchObject({
      action: 'outcome_suspended',
      operatorId: null,
      outcome: 'Arsenal — Chelsea: W1',
    });

    const token = await kit.t().operatorToken();
    const lift = (reason: string) =>
      kit.t().app.inject({
        method: 'POST',
        url: '/web-api/backoffice/risk/lift',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/vnd.api+json' },
        payload: {
          data: { attributes: { gameId: game.id, group: G.result1x2, type: T.home, reason } },
        },
      });
    expect((await lift('checked: a fair line')).statusCode).toBe(200);
    expect((await lift('again')).statusCode).toBe(404);
    expect((await risk()).audit[0]).toMatchObject({
      action: 'outcome_lifted',
      reason: 'checked: a fair line',
    });
    expect((await bet(who, { ...home, summ: '1' })).status).toBe('accepted');
    await kit
      .t()
      .app.services.siteConfig.update(
        { brandId: 1, countryId: null, language: null },
        { coupon: { outcome_suspend_liability: '50000' } },
        null,
      );
  });

  it('is for operators only', async () => {
    const who = await kit.bettor('0');
    const response = await kit.t().app.inject({
      method: 'GET',
      url: '/web-api/backoffice/risk',
      headers: { authorization: `Bearer ${who.token}` },
    });
    expect(response.statusCode).toBe(401);
  });
});
