import { DAY_MS, HOUR_MS } from '@arenabet/domain/responsible/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, jsonApi, type TestApp } from '../../testing/test-app.ts';
import { PASSWORD, signIn } from '../password/security-test-kit.ts';
import {
  deliverWebhooks,
  moneyRequest,
  type Payer,
  payByCard,
  payer,
  startDeposit,
  TEST_CARDS,
} from '../payments/payments-test-kit.ts';

/*
 * The /limit-service-api calls and the rules they keep, each with the clock moved: limits on
 * deposits through the real payments path, increases that wait 24 hours, breaks at sign-in.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const LIMITS = '/limit-service-api/limits';

function send(method: 'POST' | 'GET' | 'DELETE', url: string, who: Payer, attributes?: unknown) {
  if (method !== 'GET') return t.app.inject(jsonApi(method, url, attributes, who.token));
  return t.app.inject({ method, url, headers: { authorization: `Bearer ${who.token}` } });
}

async function setLimit(who: Payer, kind: string, period: string, value: string | number) {
  const answer = await send('POST', LIMITS, who, { kind, period, value });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data.attributes;
}

async function limitsOf(who: Payer) {
  const answer = await send('GET', LIMITS, who);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data.attributes;
}

function tryDeposit(who: Payer, amount: string) {
  return t.app.inject(
    moneyRequest(
      '/web-api/payments/deposit',
      { account_id: who.account.id, method_id: 'card', amount, language: 'en' },
      who.token,
    ),
  );
}

/** Moves the clock on; the player signs in again, as a session does not last a day. */
async function later(who: Payer, ms: number): Promise<void> {
  t.clock.advance(ms);
  who.token = await signIn(t, who.id);
}

async function depositCount(who: Payer): Promise<number> {
  const rows = await t.database.db.execute(
    `select count(*)::int as n from payments where player_id = ${who.id} and direction = 'deposit'`,
  );
  return (rows as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
}

describe('deposit limits', () => {
  it('takes effect at once, and a deposit past it is refused naming the limit and its reset', async () => {
    const p = await payer(t);
    const set = await setLimit(p, 'deposit', 'day', '100');
    expect(set.limits).toEqual([
      expect.objectContaining({
        kind: 'deposit',
        period: 'day',
        value: '100.00',
        currency: 'EUR',
        used: '0.00',
        left: '100.00',
        resetsAt: new Date(t.clock.now().getTime() + DAY_MS).toISOString(),
        pending: null,
      }),
    ]);
    await startDeposit(t, p, '60');
    const refused = await tryDeposit(p, '40.01');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('limit_deposit_day');
    expect(refused.json().validation_errors).toEqual({ amount: ['limit_deposit_day'] });
    expect(refused.json().errors[0].meta.limit).toEqual({
      kind: 'deposit',
      period: 'day',
      value: '100.00',
      left: '40.00',
      currency: 'EUR',
      resetsAt: set.limits[0].resetsAt,
    });
    // Nothing of the refused deposit was written.
    expect(await depositCount(p)).toBe(1);
    expect((await tryDeposit(p, '40')).statusCode).toBe(200);
  });

  it('binds by the lowest of its periods, and a period resets a whole period after it was set', async () => {
    const p = await payer(t);
    await setLimit(p, 'deposit', 'day', '100');
    await setLimit(p, 'deposit', 'week', '150');
    await startDeposit(t, p, '90');
    await later(p, DAY_MS - 1);
    expect((await tryDeposit(p, '20')).json().message).toBe('limit_deposit_day');
    await later(p, 1);
    // A new day: the week's 60 left binds now.
    const refused = await tryDeposit(p, '61');
    expect(refused.json().message).toBe('limit_deposit_week');
    expect(refused.json().errors[0].meta.limit.left).toBe('60.00');
    expect((await tryDeposit(p, '60')).statusCode).toBe(200);
  });

  it('does not count a declined deposit', async () => {
    const p = await payer(t);
    await setLimit(p, 'deposit', 'day', '50');
    const declined = await startDeposit(t, p, '50');
    await payByCard(t, declined.redirectUrl, TEST_CARDS.declined);
    await deliverWebhooks(t);
    expect((await limitsOf(p)).limits[0].used).toBe('0.00');
    expect((await tryDeposit(p, '50')).statusCode).toBe(200);
  });
});

describe('changes to a limit', () => {
  it('holds an increase for 24 hours, then only once the player confirms it', async () => {
    const p = await payer(t);
    await setLimit(p, 'deposit', 'day', '100');
    const raised = await setLimit(p, 'deposit', 'day', '500');
    const appliesAt = new Date(t.clock.now().getTime() + DAY_MS).toISOString();
    expect(raised.limits[0]).toMatchObject({
      value: '100.00',
      pending: { value: '500.00', appliesAt, needsConfirmation: true, confirmable: false },
    });
    expect((await tryDeposit(p, '150')).json().message).toBe('limit_deposit_day');
    const early = await send('POST', '/limit-service-api/limitaction', p, {
      action: 'confirm',
      kind: 'deposit',
      period: 'day',
    });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('limit_change_not_due');

    await later(p, DAY_MS);
    const due = await limitsOf(p);
    expect(due.limits[0]).toMatchObject({ value: '100.00', pending: { confirmable: true } });
    const confirmed = await send('POST', '/limit-service-api/limitaction', p, {
      action: 'confirm',
      kind: 'deposit',
      period: 'day',
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().data.attributes.limits[0]).toMatchObject({
      value: '500.00',
      pending: null,
    });
    expect((await tryDeposit(p, '150')).statusCode).toBe(200);
  });

  it('lowers a limit at once, and the lower value drops an increase that was waiting', async () => {
    const p = await payer(t);
    await setLimit(p, 'wager', 'week', '300');
    await setLimit(p, 'wager', 'week', '900');
    const lowered = await setLimit(p, 'wager', 'week', '200');
    expect(lowered.limits[0]).toMatchObject({ value: '200.00', pending: null });
  });

  it('removes a limit only after the delay, as an increase', async () => {
    const p = await payer(t);
    await setLimit(p, 'deposit', 'month', '20');
    const removing = await send('DELETE', '/limit-service-api/limit', p, {
      kind: 'deposit',
      period: 'month',
    });
    expect(removing.statusCode, removing.body).toBe(200);
    expect(removing.json().data.attributes.limits[0].pending).toMatchObject({ value: null });
    expect((await tryDeposit(p, '25')).json().message).toBe('limit_deposit_month');
    await later(p, DAY_MS);
    await send('POST', '/limit-service-api/limitaction', p, {
      action: 'confirm',
      kind: 'deposit',
      period: 'month',
    });
    expect((await limitsOf(p)).limits).toEqual([]);
    expect((await tryDeposit(p, '25')).statusCode).toBe(200);
  });

  it('removes every period of one kind together, each after the delay', async () => {
    const p = await payer(t);
    await setLimit(p, 'wager', 'day', '10');
    await setLimit(p, 'wager', 'week', '50');
    await setLimit(p, 'deposit', 'day', '10');
    const removing = await send('DELETE', '/limit-service-api/v4/limits/type', p, {
      kind: 'wager',
    });
    expect(removing.statusCode, removing.body).toBe(200);
    const limits = removing.json().data.attributes.limits as { kind: string; pending: unknown }[];
    expect(limits.filter((limit) => limit.pending !== null).map((limit) => limit.kind)).toEqual([
      'wager',
      'wager',
    ]);
  });

  it('refuses a value that is not an amount, or more minutes than the period holds', async () => {
    const p = await payer(t);
    for (const [kind, period, value] of [
      ['deposit', 'day', 'lots'],
      ['deposit', 'day', '-5'],
      ['deposit', 'day', '10.001'],
      ['session_time', 'day', 1_441],
      ['session_time', 'day', '0'],
    ] as const) {
      const answer = await send('POST', LIMITS, p, { kind, period, value });
      expect(answer.statusCode, `${kind} ${value}`).toBe(400);
      expect(answer.json().validation_errors).toEqual({ value: ['limit_value_invalid'] });
    }
    const unknown = await send('POST', LIMITS, p, { kind: 'bonus', period: 'day', value: '5' });
    expect(unknown.statusCode).toBe(400);
    expect((await limitsOf(p)).limits).toEqual([]);
  });
});

describe('breaks', () => {
  it('refuses sign-in during a time-out with its end, and lets the player in at its end', async () => {
    const p = await payer(t);
    const taken = await send('POST', '/limit-service-api/BlockUser', p, {
      kind: 'time_out',
      duration: 'day',
    });
    expect(taken.statusCode, taken.body).toBe(200);
    const endsAt = new Date(t.clock.now().getTime() + DAY_MS).toISOString();
    expect(taken.json().data.attributes.activeBreak).toMatchObject({ kind: 'time_out', endsAt });
    const email = (await t.app.services.players.byId(p.id))?.email ?? '';
    const signInAttempt = () =>
      t.app.inject(
        jsonApi('POST', '/web-api/user/auth', { login: email, password: PASSWORD, bearer: true }),
      );
    t.clock.advance(DAY_MS - HOUR_MS);
    const refused = await signInAttempt();
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('account_time_out');
    expect(refused.json().errors[0].meta.break).toEqual({ kind: 'time_out', endsAt });
    // The session that took it is closed.
    expect((await send('GET', LIMITS, p)).statusCode).toBe(401);
    t.clock.advance(HOUR_MS);
    expect((await signInAttempt()).statusCode).toBe(200);
  });

  it('keeps a self-exclusion to its end: money in is refused, sign-in is not, and no statement lifts it', async () => {
    const p = await payer(t);
    const short = await send('POST', '/limit-service-api/BlockUser', p, {
      kind: 'self_exclusion',
      duration: 'three_months',
      reasonId: 1,
    });
    expect(short.statusCode).toBe(400);
    const taken = await send('POST', '/limit-service-api/BlockUser', p, {
      kind: 'self_exclusion',
      duration: 'six_months',
      reasonId: 2,
    });
    expect(taken.statusCode, taken.body).toBe(200);
    const deposit = await tryDeposit(p, '10');
    expect(deposit.statusCode).toBe(403);
    expect(deposit.json().message).toBe('account_self_excluded');
    await expect(
      t.database.db.execute(
        `update player_breaks set ends_at = started_at + interval '1 day' where player_id = ${p.id}`,
      ),
    ).rejects.toThrow();
    await expect(
      t.database.db.execute(`delete from player_breaks where player_id = ${p.id}`),
    ).rejects.toThrow();
    t.clock.advance(150 * DAY_MS);
    const token = await signIn(t, p.id);
    expect((await tryDeposit({ ...p, token }, '10')).statusCode).toBe(403);
    expect((await limitsOf({ ...p, token })).activeBreak.kind).toBe('self_exclusion');
  });

  it('offers the reasons of a self-exclusion and the jurisdiction’s choices', async () => {
    const p = await payer(t);
    const reasons = await send('GET', '/limit-service-api/reasons/selfexclude', p);
    expect(reasons.json().data.attributes.reasons).toContainEqual({
      id: 1,
      key: 'self_exclude_reason_time',
    });
    const available = await send('GET', '/limit-service-api/availablelimits', p);
    expect(available.json().data.attributes).toMatchObject({
      kinds: ['deposit', 'loss', 'wager', 'session_time'],
      timeOuts: ['day', 'week', 'month', 'six_weeks'],
      increaseDelayHours: 24,
      confirmIncrease: true,
    });
  });
});
