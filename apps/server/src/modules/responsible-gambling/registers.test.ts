import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solveChallenge } from '../../platform/security/proof-of-work.ts';
import { createTestApp, jsonApi, type TestApp } from '../../testing/test-app.ts';
import { signIn } from '../password/security-test-kit.ts';
import { moneyRequest } from '../payments/payments-test-kit.ts';
import { consultRegisters, type ExclusionRegister } from './exclusion-registers.ts';

/*
 * The self-exclusion registers, asked at registration and at every sign-in: the simulated
 * national register (a person signs up on its own page) and the operator's own across brands.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY = 86_400_000;
/** A surname of its own per test, of letters only as the form allows. */
const lettersOnly = (id: string) =>
  id
    .replace(/-/g, '')
    .slice(0, 10)
    .replace(/\d/g, (digit) => 'ghijklmnop'[Number(digit)] ?? 'q');
const person = () => ({
  name: 'Siobhán',
  surname: `Ó Briain-${lettersOnly(randomUUID())}`,
  birthday: '1988-02-29',
  email: `exclusion-${randomUUID()}@example.com`,
});

async function excludeOnRegister(who: ReturnType<typeof person>, months = 6) {
  const answer = await t.app.inject({
    method: 'POST',
    url: '/register-sandbox/v1/registrations',
    payload: {
      first_name: who.name,
      last_name: who.surname,
      date_of_birth: who.birthday,
      email: who.email,
      months,
    },
  });
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json() as { id: number; ends_at: string };
}

async function register(who: ReturnType<typeof person>) {
  const challenge = await t.app.inject({ method: 'GET', url: '/web-api/captcha/challenge' });
  const solution = solveChallenge(challenge.json().data.attributes.challenge);
  const request = jsonApi('POST', '/web-api/registration', {
    type: 'full_reg',
    country_id: 1,
    currency_id: 1,
    name: who.name,
    surname: who.surname,
    email: who.email,
    password: 'long-enough-1',
    password_again: 'long-enough-1',
    date_birthday: who.birthday,
    'agree-policy': true,
    receive_news: true,
  });
  const token = Buffer.from(JSON.stringify(solution)).toString('base64');
  return t.app.inject({ ...request, headers: { ...request.headers, 'x-captcha-token': token } });
}

async function activeBreak(token: string) {
  const answer = await t.app.inject({
    method: 'GET',
    url: '/limit-service-api/limits',
    headers: { authorization: `Bearer ${token}` },
  });
  return answer.json().data.attributes.activeBreak;
}

describe('the national register', () => {
  it('refuses a registration of a person it names, writing nothing', async () => {
    const who = person();
    const entry = await excludeOnRegister(who, 12);
    const refused = await register({ ...who, email: who.email.toUpperCase() });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('account_self_excluded_register');
    expect(refused.json().errors[0].meta.break).toEqual({
      kind: 'self_exclusion',
      endsAt: entry.ends_at,
    });
    expect(await t.app.services.players.byEmail(who.email)).toBeNull();
    // Known by name and date of birth under another e-mail, too.
    const other = await register({ ...who, name: 'SIOBHAN', email: `x-${who.email}` });
    expect(other.statusCode).toBe(403);
  });

  it("makes a player it names self-excluded at the next sign-in, to the register's end", async () => {
    const who = person();
    const registered = await register(who);
    expect(registered.statusCode, registered.body).toBe(201);
    const { userId } = registered.json().data.attributes;
    const entry = await excludeOnRegister(who, 6);
    const token = await signIn(t, userId);
    expect(await activeBreak(token)).toEqual({
      kind: 'self_exclusion',
      startedAt: t.clock.now().toISOString(),
      endsAt: entry.ends_at,
      source: 'national_register',
    });
    // Held by the account now: money in is refused, and marketing has stopped.
    const [account] = await t.app.services.accounts.accountsOf(userId);
    if (!account) throw new Error('registration opened no account');
    const deposit = await t.app.inject(
      moneyRequest(
        '/web-api/payments/deposit',
        { account_id: account.id, method_id: 'card', amount: '1000.00', language: 'en' },
        token,
      ),
    );
    expect(deposit.statusCode, deposit.body).toBe(403);
    expect(deposit.json().message).toBe('account_self_excluded');
    const player = await t.app.services.players.byId(userId);
    expect(player?.details.receive_news).toBe(false);
    t.clock.advance(200 * DAY);
    expect(await activeBreak(await signIn(t, userId))).toBeNull();
  });

  it('is not asked where the jurisdiction does not ask it; the operator register still is', async () => {
    const operator = await t.operatorToken();
    const config = (responsible: Record<string, number>) =>
      t.app.inject(
        jsonApi(
          'PUT',
          '/web-api/backoffice/site-config',
          { brandId: 1, countryId: null, language: null, sections: { responsible } },
          operator,
        ),
      );
    expect((await config({ national_register_check: 0 })).statusCode).toBeLessThan(300);
    try {
      const who = person();
      await excludeOnRegister(who);
      expect((await register(who)).statusCode).toBe(201);
    } finally {
      await config({ national_register_check: 1 });
    }
  });
});

describe("the operator's register across brands", () => {
  it('refuses a new account of a person self-excluded under another account', async () => {
    const who = person();
    const first = await register(who);
    const { userId } = first.json().data.attributes;
    const token = await signIn(t, userId);
    const excluded = await t.app.inject(
      jsonApi(
        'POST',
        '/limit-service-api/BlockUser',
        { kind: 'self_exclusion', duration: 'one_year', reasonId: 2 },
        token,
      ),
    );
    expect(excluded.statusCode, excluded.body).toBe(200);
    const again = await register({ ...who, email: `second-${who.email}` });
    expect(again.statusCode).toBe(403);
    expect(again.json().message).toBe('account_self_excluded_register');
  });
});

describe('a register that cannot answer', () => {
  it('refuses the step with 503 rather than let an unchecked person in', async () => {
    const down: ExclusionRegister = {
      source: 'national_register',
      check: () => Promise.reject(new Error('connection refused')),
    };
    const asked = consultRegisters([down], { email: 'a@example.com' }, new Date(0));
    await expect(asked).rejects.toMatchObject({
      status: 503,
      message: 'exclusion_register_unavailable',
    });
    // Nothing known of the person: no register is asked.
    await expect(consultRegisters([down], {}, new Date(0))).resolves.toMatchObject({
      source: null,
    });
  });
});
