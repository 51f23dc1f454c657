import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, jsonApi, type TestApp } from '../../testing/test-app.ts';
import {
  call,
  encode,
  get,
  makePlayer,
  outboxCount,
  PASSWORD,
} from '../password/security-test-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const USER = '/web-api/api/internal/v1/user';
const overview = async (token: string) =>
  (await get(t, `${USER}/security`, token)).json().data.attributes;

describe('security overview', () => {
  it('answers the state of each setting', async () => {
    const player = await makePlayer(t, { phone: '+79161239901' });
    expect(await overview(player.token)).toEqual({
      login: null,
      email: player.email,
      email_confirmed: false,
      phone: '+79161239901',
      phone_confirmed: true,
      password_changed_at: null,
      security_question_set: false,
      two_factor_enabled: false,
      auth_by_email: false,
    });
    expect((await get(t, `${USER}/security`)).statusCode).toBe(401);
  });
});

describe('login change', () => {
  it('sets a login, lower-cased, that signs in', async () => {
    const player = await makePlayer(t);
    const response = await call(
      t,
      'POST',
      `${USER}/login`,
      { login: ' Lucky.Star_7 ' },
      player.token,
    );
    expect(response.json().data.attributes).toEqual({ login: 'lucky.star_7' });
    const signIn = await t.app.inject(
      jsonApi('POST', '/web-api/user/auth', { login: 'LUCKY.STAR_7', password: PASSWORD }),
    );
    expect(signIn.statusCode).toBe(200);
    expect((await overview(player.token)).login).toBe('lucky.star_7');
  });

  it('refuses bad or taken logins and writes nothing', async () => {
    const holder = await makePlayer(t);
    await call(t, 'POST', `${USER}/login`, { login: 'taken-name' }, holder.token);
    const player = await makePlayer(t);
    const cases: [unknown, string][] = [
      ['abc', 'min_symbols_limit'],
      ['a'.repeat(33), 'max_symbols_limit'],
      ['bad name', 'login_available_symbols'],
      ['имя_игрока', 'login_available_symbols'],
      ['12345678', 'login_not_numeric'],
      ['123-456', 'login_not_numeric'],
      ['Taken-Name', 'login_taken'],
    ];
    for (const [login, key] of cases) {
      const response = await call(t, 'POST', `${USER}/login`, { login }, player.token);
      expect(response.statusCode, String(login)).toBe(400);
      expect(response.json().validation_errors.login).toContain(key);
    }
    expect((await overview(player.token)).login).toBeNull();
  });
});

describe('e-mail change', () => {
  it('sets the new e-mail unconfirmed and sends the activation letter there', async () => {
    const player = await makePlayer(t, { emailConfirmed: true });
    await call(t, 'POST', `${USER}/auth-by-email`, { auth_by_email: true }, player.token);
    const next = `new-${player.id}@example.com`;
    const response = await call(
      t,
      'POST',
      `${USER}/email`,
      { email: next, password: encode(PASSWORD) },
      player.token,
    );
    expect(response.json().data.attributes).toEqual({
      email: next,
      email_confirmed: false,
      message: 'email_activation_sent',
    });
    const letters = await t.app.services.outbox.list({ recipient: next, limit: 5 });
    expect(letters.map((letter) => [letter.channel, letter.purpose])).toEqual([
      ['email', 'email_activation'],
    ]);
    const state = await overview(player.token);
    expect(state).toMatchObject({ email: next, email_confirmed: false, auth_by_email: false });
  });

  it('refuses a bad, taken or same e-mail and a wrong password, writing and sending nothing', async () => {
    const other = await makePlayer(t);
    const player = await makePlayer(t);
    const change = (email: string, password = PASSWORD) =>
      call(t, 'POST', `${USER}/email`, { email, password: encode(password) }, player.token);
    const cases: [string, string, Record<string, string[]>][] = [
      ['no-at-sign', PASSWORD, { email: ['validation_email_at_symbol'] }],
      ['me@gmial.com', PASSWORD, { email: ['validation_email_domain_suggestion'] }],
      [other.email, PASSWORD, { email: ['email_taken'] }],
      [player.email, PASSWORD, { email: ['email_same'] }],
      ['fresh@example.com', 'wrong-password', { password: ['password_wrong_old'] }],
    ];
    for (const [email, password, errors] of cases) {
      const response = await change(email, password);
      expect(response.statusCode, email).toBe(400);
      expect(response.json().validation_errors).toEqual(errors);
    }
    expect((await overview(player.token)).email).toBe(player.email);
    expect(await outboxCount(t, 'fresh@example.com')).toBe(0);
  });
});

describe('auth by e-mail', () => {
  it('turns on only with a confirmed e-mail, and off', async () => {
    const unconfirmed = await makePlayer(t);
    const refused = await call(
      t,
      'POST',
      `${USER}/auth-by-email`,
      { auth_by_email: true },
      unconfirmed.token,
    );
    expect(refused.json().validation_errors).toEqual({
      auth_by_email: ['auth_by_email_needs_confirmed_email'],
    });
    expect((await overview(unconfirmed.token)).auth_by_email).toBe(false);
    const player = await makePlayer(t, { emailConfirmed: true });
    const on = await call(
      t,
      'POST',
      `${USER}/auth-by-email`,
      { auth_by_email: true },
      player.token,
    );
    expect(on.json().data.attributes).toEqual({ auth_by_email: true });
    expect((await overview(player.token)).auth_by_email).toBe(true);
    await call(t, 'POST', `${USER}/auth-by-email`, { auth_by_email: false }, player.token);
    expect((await overview(player.token)).auth_by_email).toBe(false);
    const bad = await call(
      t,
      'POST',
      `${USER}/auth-by-email`,
      { auth_by_email: 'on' },
      player.token,
    );
    expect(bad.statusCode).toBe(400);
  });
});
