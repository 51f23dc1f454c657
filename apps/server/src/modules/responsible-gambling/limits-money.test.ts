import { randomUUID } from 'node:crypto';
import type { BetPlacement } from '@arenabet/contracts';
import { describe, expect, it } from 'vitest';
import { jsonApi } from '../../testing/test-app.ts';
import { type Bettor, betsKit, G, MAKE_BET, newGuid, pick, T } from '../bets/bets-test-kit.ts';
import { fundedGambler, balanceOf as gamblerBalance } from '../casino/casino-test-kit.ts';
import { moneyRequest, payer } from '../payments/payments-test-kit.ts';

/*
 * Limits on the money paths themselves: bets through MakeBetWeb (a pre-match bet is written by
 * the batch statement, so its stake is counted just before and given back if refused), and, on
 * the PostgreSQL server, 50 deposits and 50 bets sent at once against limits that allow 10.
 */

const kit = betsKit();

async function setLimit(token: string, kind: string, period: string, value: string) {
  const answer = await kit
    .t()
    .app.inject(jsonApi('POST', '/limit-service-api/limits', { kind, period, value }, token));
  expect(answer.statusCode, answer.body).toBe(200);
}

async function readLimits(token: string): Promise<{ kind: string; used: string }[]> {
  const answer = await kit.t().app.inject({
    method: 'GET',
    url: '/limit-service-api/limits',
    headers: { authorization: `Bearer ${token}` },
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data.attributes.limits;
}

async function oneEuroBet(who: Bettor): Promise<BetPlacement> {
  const game = kit.newGame();
  await kit.tick();
  return kit.bet(who, { couponEvents: [pick(game, G.result1x2, T.home)], vid: 0, summ: '1' });
}

describe('limits on bets', () => {
  it('refuses a bet past the wager limit, naming it, and takes nothing from the balance', async () => {
    const who = await kit.bettor('100.00');
    await setLimit(who.token, 'wager', 'day', '2.50');
    expect((await oneEuroBet(who)).status).toBe('accepted');
    expect((await oneEuroBet(who)).status).toBe('accepted');
    const refused = await oneEuroBet(who);
    expect(refused.status).toBe('not_accepted');
    expect(refused.reason).toBe('limit_wager_day');
    expect(await kit.balance(who)).toBe(98);
    await kit.consistent();
  });

  it('counts a refused bet’s stake back, so the limit is left for the next one', async () => {
    const who = await kit.bettor('1.00');
    await setLimit(who.token, 'wager', 'week', '1');
    expect((await oneEuroBet(who)).status).toBe('accepted');
    const broke = await kit.bettor('0.50');
    await setLimit(broke.token, 'wager', 'week', '1');
    expect((await oneEuroBet(broke)).reason).toBe('account_insufficient_funds');
    const limits = await kit.t().app.inject({
      method: 'GET',
      url: '/limit-service-api/limits',
      headers: { authorization: `Bearer ${broke.token}` },
    });
    expect(limits.json().data.attributes.limits[0].used).toBe('0.00');
  });

  it('counts stakes less wins against the loss limit', async () => {
    const who = await kit.bettor('100.00');
    await setLimit(who.token, 'loss', 'day', '3');
    const game = kit.newGame();
    await kit.tick();
    const home = pick(game, G.result1x2, T.home);
    expect((await kit.bet(who, { couponEvents: [home], vid: 0, summ: '3' })).status).toBe(
      'accepted',
    );
    // 3 staked and nothing won yet: the day's 3 are used.
    expect((await oneEuroBet(who)).reason).toBe('limit_loss_day');
    await kit.finish([[game.id, 2, 0]]);
    // Won back more than the stake: the day's loss is nothing again.
    expect((await oneEuroBet(who)).status).toBe('accepted');
  });

  it('refuses a bet once the day’s minutes of play are used, saying when they come back', async () => {
    const who = await kit.bettor('10.00');
    await setLimit(who.token, 'session_time', 'day', '30');
    const setAt = kit.t().clock.now();
    const playFor = async (minutes: number) => {
      for (let minute = 0; minute < minutes; minute += 2) {
        kit.t().clock.advance(2 * 60_000);
        // Each signed-in call is a sign of activity, written at most once a minute.
        await readLimits(who.token);
      }
    };
    await playFor(20);
    expect((await oneEuroBet(who)).status).toBe('accepted');
    const session = (await readLimits(who.token)).find((limit) => limit.kind === 'session_time');
    expect(session?.used).toBe('20');
    await playFor(10);
    const refused = await oneEuroBet(who);
    expect(refused.reason).toBe('limit_session_time_day');
    expect(await kit.balance(who)).toBe(9);
    const casino = await kit.t().app.inject(
      jsonApi(
        'POST',
        '/service-api/casino/v1/rounds',
        {
          game: 'dice',
          requestId: randomUUID(),
          bet: { stake: 100, target: 5_000, direction: 'under' },
        },
        who.token,
      ),
    );
    expect(casino.statusCode).toBe(403);
    expect(casino.json().errors[0].meta.limit).toMatchObject({
      kind: 'session_time',
      value: '30',
      left: '0',
      currency: null,
      resetsAt: new Date(setAt.getTime() + 86_400_000).toISOString(),
    });
  });

  it('refuses a bet while the player is self-excluded', async () => {
    const who = await kit.bettor('10.00');
    const excluded = await kit
      .t()
      .app.inject(
        jsonApi(
          'POST',
          '/limit-service-api/BlockUser',
          { kind: 'self_exclusion', duration: 'one_year', reasonId: 3 },
          who.token,
        ),
      );
    expect(excluded.statusCode, excluded.body).toBe(200);
    expect((await oneEuroBet(who)).reason).toBe('account_self_excluded');
    expect(await kit.balance(who)).toBe(10);
  });
});

describe('limits on casino rounds', () => {
  it('refuses a round whose stake passes the wager limit, and writes nothing', async () => {
    const t = kit.t();
    const who = await fundedGambler(t, 50);
    await setLimit(who.token, 'wager', 'day', '1.50');
    const roll = () =>
      t.app.inject(
        jsonApi(
          'POST',
          '/service-api/casino/v1/rounds',
          {
            game: 'dice',
            requestId: randomUUID(),
            bet: { stake: 100, target: 5_000, direction: 'under' },
          },
          who.token,
        ),
      );
    expect((await roll()).statusCode).toBe(200);
    const before = await gamblerBalance(t, who);
    // The dice's pace (5 s between rounds) is kept, so only the limit refuses.
    t.clock.advance(5_000);
    const refused = await roll();
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('limit_wager_day');
    expect(refused.json().errors[0].meta.limit.left).toBe('0.50');
    expect(await gamblerBalance(t, who)).toBe(before);
  });
});

/* Races need real parallel connections: PGlite runs one query at a time, so only PostgreSQL. */
describe.runIf(process.env.DATABASE_URL)('no race passes a limit (PostgreSQL)', () => {
  it('accepts exactly 10 of 50 deposits sent at once against a limit that allows 10', async () => {
    const t = kit.t();
    const p = await payer(t);
    await setLimit(p.token, 'deposit', 'day', '100');
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        t.app.inject(
          moneyRequest(
            '/web-api/payments/deposit',
            { account_id: p.account.id, method_id: 'card', amount: '10', language: 'en' },
            p.token,
          ),
        ),
      ),
    );
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(10);
    expect(codes.filter((code) => code === 403)).toHaveLength(40);
    const rows = await t.database.db.execute(
      `select count(*)::int as n from payments where player_id = ${p.id}`,
    );
    expect((rows as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(10);
  }, 60_000);

  it('accepts exactly 10 of 50 bets sent at once against a wager limit that allows 10', async () => {
    const who = await kit.bettor('100.00');
    await setLimit(who.token, 'wager', 'day', '10');
    const game = kit.newGame();
    await kit.tick();
    const event = pick(game, G.result1x2, T.home);
    const results = await Promise.all(
      Array.from({ length: 50 }, async () => {
        const response = await kit.post(
          MAKE_BET,
          { couponEvents: [event], vid: 0, summ: '1', betGuid: newGuid() },
          who.token,
        );
        return (response.json() as { data: { attributes: BetPlacement } }).data.attributes;
      }),
    );
    expect(results.filter((r) => r.status === 'accepted')).toHaveLength(10);
    expect(results.filter((r) => r.reason === 'limit_wager_day')).toHaveLength(40);
    expect(await kit.balance(who)).toBe(90);
    await kit.consistent();
  }, 60_000);
});
