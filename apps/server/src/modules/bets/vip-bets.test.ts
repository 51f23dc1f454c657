import type { VipBetView } from '@arenabet/contracts';
import { describe, expect, it } from 'vitest';
import {
  type Bettor,
  betsKit,
  couponOf,
  G,
  MAKE_BET,
  newGuid,
  pick,
  placement,
  T,
} from './bets-test-kit.ts';

/*
 * VIP bets (MakeBetBidWeb): a stake above the maximum, from a player of a listed country, is
 * held and sent to the traders; accepted, refused or countered in the back office, answered by
 * the player; closed at its time with the hold given back.
 */

const kit = betsKit();
const UK = 77;
const REQUEST = '/service-api/LiveBet/Secure/MakeBetBidWeb?lng=en';
const ANSWER = '/service-api/LiveBet/Secure/VipBetAnswer?lng=en';
const UPDATE = '/service-api/LiveBet/Open/UpdateCoupon?lng=en';
const decisionUrl = (id: number) => `/web-api/backoffice/vip-bets/${id}/decision?lng=en`;

/** A single on a home win at 2.10 and the player's maximum stake on it. */
async function bigSingle(who: Bettor) {
  const game = kit.newGame();
  await kit.tick();
  const couponEvents = [pick(game, G.result1x2, T.home)];
  const probe = couponOf(await kit.post(UPDATE, { couponEvents, vid: 0, summ: '1' }, who.token));
  return { game, couponEvents, maxStake: Number(probe.maxStake) };
}

async function ask(who: Bettor, couponEvents: unknown[], stake: number) {
  const response = await kit.post(
    REQUEST,
    { couponEvents, vid: 0, VIPBetSumm: stake.toFixed(2), betGuid: newGuid() },
    who.token,
  );
  return response;
}

const viewOf = (response: { statusCode: number; body: string; json(): unknown }) => {
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: { attributes: VipBetView } }).data.attributes;
};

async function decide(id: number, body: Record<string, unknown>) {
  return kit.t().app.inject({
    method: 'POST',
    url: decisionUrl(id),
    headers: {
      authorization: `Bearer ${await kit.t().operatorToken()}`,
      'content-type': 'application/vnd.api+json',
    },
    payload: { data: { attributes: body } },
  });
}

describe('VIP bets', () => {
  it('are offered above the maximum to a player of a listed country, and to no one else', async () => {
    const listed = await kit.bettor('100.00', undefined, UK);
    const elsewhere = await kit.bettor('100.00', undefined, 3 + 1);
    const { couponEvents, maxStake } = await bigSingle(listed);
    const over = { couponEvents, vid: 0, summ: String(maxStake + 1) };
    const refusalView = async (who: Bettor, summ: string) =>
      placement(await kit.post(MAKE_BET, { ...over, summ, betGuid: newGuid() }, who.token)).coupon;
    // The public recount knows no player: the refusal of MakeBetWeb says who may ask.
    expect(couponOf(await kit.post(UPDATE, over)).vipBet).toEqual({ available: false });
    expect((await refusalView(listed, over.summ))?.vipBet).toEqual({ available: true });
    expect((await refusalView(elsewhere, over.summ))?.vipBet).toEqual({ available: false });
    expect(couponOf(await kit.post(UPDATE, { ...over, summ: '10' })).vipBet).toBeUndefined();
    const refused = await ask(elsewhere, couponEvents, maxStake + 1);
    expect(refused.statusCode).toBe(403);
    const notNeeded = await ask(listed, couponEvents, 10);
    expect(notNeeded.statusCode).toBe(400);
    expect(notNeeded.json().validation_errors).toEqual({ VIPBetSumm: ['vip_bet_not_needed'] });
  });

  it('holds the stake, and places the bet at the odds asked when a trader accepts', async () => {
    const { couponEvents, maxStake, game } = await bigSingle(await kit.bettor('0.00'));
    const stake = maxStake + 1000;
    const who = await kit.bettor((stake + 100).toFixed(2), undefined, UK);
    const asked = viewOf(await ask(who, couponEvents, stake));
    expect(asked).toMatchObject({ status: 'pending', coef: 2.1, stake: stake.toFixed(2) });
    expect(await kit.balance(who)).toBe(100);
    // The odds move meanwhile: the bet is taken at the odds asked.
    kit.feed.setOdds(game.id, G.result1x2, T.home, 1.9);
    await kit.tick();
    const listed = await kit.t().app.inject({
      method: 'GET',
      url: '/web-api/backoffice/vip-bets?lng=en',
      headers: { authorization: `Bearer ${await kit.t().operatorToken()}` },
    });
    expect(listed.json().data.attributes.vipBets[0]).toMatchObject({
      id: asked.id,
      status: 'pending',
    });
    const accepted = viewOf(await decide(asked.id, { decision: 'accept' }));
    expect(accepted.status).toBe('accepted');
    expect(accepted.couponId).toBeGreaterThan(0);
    const [bet] = await kit.history(who);
    expect(bet).toMatchObject({ id: accepted.couponId, totalCoef: 2.1, stake: stake.toFixed(2) });
    // Decided once: a second answer is refused.
    expect((await decide(asked.id, { decision: 'refuse' })).statusCode).toBe(409);
    await kit.finish([[game.id, 1, 0]]);
    expect(await kit.balance(who)).toBeCloseTo(100 + stake * 2.1, 2);
    await kit.consistent();
  });

  it('gives the hold back on a refusal, and at its time when nobody answers', async () => {
    const { couponEvents, maxStake } = await bigSingle(await kit.bettor('0.00'));
    const who = await kit.bettor((2 * maxStake + 2).toFixed(2), undefined, UK);
    const first = viewOf(await ask(who, couponEvents, maxStake + 1));
    const second = viewOf(await ask(who, couponEvents, maxStake + 1));
    expect(await kit.balance(who)).toBe(0);
    expect(viewOf(await decide(first.id, { decision: 'refuse', note: 'Too much' }))).toMatchObject({
      status: 'refused',
      note: 'Too much',
    });
    expect(await kit.balance(who)).toBe(maxStake + 1);
    kit.t().clock.advance(121_000);
    expect((await decide(second.id, { decision: 'accept' })).statusCode).toBe(409);
    const mine = await kit.post('/service-api/LiveBet/Secure/VipBets?lng=en', {}, who.token);
    const states = mine.json().data.attributes.vipBets.map((v: VipBetView) => v.status);
    expect(states).toEqual(['expired', 'refused']);
    expect(await kit.balance(who)).toBe(2 * maxStake + 2);
    await kit.consistent();
  });

  it('places a counter-offer the player accepts, and gives the hold back when they decline', async () => {
    const { couponEvents, maxStake } = await bigSingle(await kit.bettor('0.00'));
    const stake = maxStake + 500;
    const who = await kit.bettor((2 * stake).toFixed(2), undefined, UK);
    const taken = viewOf(await ask(who, couponEvents, stake));
    const declined = viewOf(await ask(who, couponEvents, stake));
    const counter = { decision: 'counter', counterStake: maxStake.toFixed(2), counterCoef: 1.95 };
    expect(viewOf(await decide(taken.id, counter))).toMatchObject({
      status: 'countered',
      counterStake: maxStake.toFixed(2),
      counterCoef: 1.95,
    });
    await decide(declined.id, { decision: 'counter', counterStake: '1.00' });
    const yes = viewOf(await kit.post(ANSWER, { id: taken.id, accept: true }, who.token));
    expect(yes.status).toBe('accepted');
    const no = viewOf(await kit.post(ANSWER, { id: declined.id, accept: false }, who.token));
    expect(no.status).toBe('declined');
    const [bet] = await kit.history(who);
    expect(bet).toMatchObject({ totalCoef: 1.95, stake: maxStake.toFixed(2) });
    // The excess of the accepted one and the whole of the declined one came back.
    expect(await kit.balance(who)).toBe(2 * stake - maxStake);
    await kit.consistent();
  });

  it('take a plain single or express only: no anti-express, boost, powerbet or auto-bet', async () => {
    const { couponEvents, maxStake } = await bigSingle(await kit.bettor('0.00'));
    const who = await kit.bettor((maxStake + 1).toFixed(2), undefined, UK);
    for (const extra of [
      { antiExpressCoef: 1.5 },
      { isExpressBoost: true },
      { isPowerBet: true, saleBetId: 999_999 },
      { isAutoBet: true, autoBetCf: 3 },
    ]) {
      const response = await kit.post(
        REQUEST,
        {
          couponEvents,
          vid: 0,
          VIPBetSumm: (maxStake + 1).toFixed(2),
          betGuid: newGuid(),
          ...extra,
        },
        who.token,
      );
      expect(response.statusCode, JSON.stringify(extra)).toBe(400);
      expect(Object.values(response.json().validation_errors)).toContainEqual([
        'vip_bet_combination',
      ]);
    }
    expect(await kit.balance(who)).toBe(maxStake + 1);
  });

  it('refuses a counter-offer above the stake asked, or of odds on an express', async () => {
    const { couponEvents, maxStake } = await bigSingle(await kit.bettor('0.00'));
    const who = await kit.bettor((maxStake + 1).toFixed(2), undefined, UK);
    const asked = viewOf(await ask(who, couponEvents, maxStake + 1));
    const above = await decide(asked.id, {
      decision: 'counter',
      counterStake: (maxStake + 2).toFixed(2),
    });
    expect(above.statusCode).toBe(400);
    expect(above.json().validation_errors).toEqual({ counterStake: ['vip_counter_stake_invalid'] });
    expect((await decide(asked.id, { decision: 'counter' })).statusCode).toBe(400);
  });
});

describe.runIf(process.env.DATABASE_URL)('VIP bets under concurrency (PostgreSQL)', () => {
  it('take one answer when two traders answer one request at once', async () => {
    for (let round = 0; round < 5; round++) {
      // A game each: an accepted VIP bet may suspend its outcome past the liability threshold.
      const { couponEvents, maxStake } = await bigSingle(await kit.bettor('0.00'));
      const who = await kit.bettor((maxStake + 1).toFixed(2), undefined, UK);
      const asked = viewOf(await ask(who, couponEvents, maxStake + 1));
      const answers = await Promise.all([
        decide(asked.id, { decision: 'accept' }),
        decide(asked.id, { decision: 'refuse' }),
      ]);
      const codes = answers.map((a) => a.statusCode).sort();
      expect(codes).toEqual([200, 409]);
      const won = answers.find((a) => a.statusCode === 200)?.json().data.attributes as VipBetView;
      expect(await kit.balance(who)).toBe(won.status === 'accepted' ? 0 : maxStake + 1);
      await kit.consistent();
    }
  }, 60_000);
});

describe('VIP bets and the limits', () => {
  it('count the held stake against the wager limit, refuse past it, and give it back when closed', async () => {
    const { couponEvents, maxStake } = await bigSingle(await kit.bettor('0.00'));
    const stake = maxStake + 1000;
    const who = await kit.bettor((stake * 3).toFixed(2), undefined, UK);
    const limit = async (value: string) => {
      const answer = await kit.post(
        '/limit-service-api/limits',
        { kind: 'wager', period: 'day', value },
        who.token,
      );
      expect(answer.statusCode, answer.body).toBe(200);
    };
    await limit(String(stake + 5));
    const past = await ask(who, couponEvents, stake + 6);
    expect(past.statusCode).toBe(403);
    expect(past.json().message).toBe('limit_wager_day');
    const held = viewOf(await ask(who, couponEvents, stake));
    // The hold has used the limit: a second request of the same stake passes it.
    expect((await ask(who, couponEvents, stake)).statusCode).toBe(403);
    expect((await decide(held.id, { decision: 'refuse' })).statusCode).toBe(200);
    // Given back with the hold.
    viewOf(await ask(who, couponEvents, stake));
  });
});
