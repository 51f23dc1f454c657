import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, jsonApi, TEST_OPERATOR, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (attributes: unknown) =>
  t.app.inject(jsonApi('POST', '/web-api/backoffice/auth/login', attributes));

describe('operator sign-in', () => {
  it('refuses a wrong password and an unknown login alike', async () => {
    const wrongPassword = await login({ login: TEST_OPERATOR.login, password: 'not-the-password' });
    const unknownLogin = await login({ login: 'nobody', password: 'whatever-password' });
    for (const response of [wrongPassword, unknownLogin]) {
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe('auth_wrong_credentials');
    }
  });

  it('signs in with an HttpOnly cookie and a bearer token, then out', async () => {
    const browser = await login(TEST_OPERATOR);
    expect(browser.statusCode).toBe(200);
    // A browser gets the token only in the HttpOnly cookie, out of reach of page scripts.
    expect(browser.json().data.attributes.token).toBeUndefined();
    const response = await login({ ...TEST_OPERATOR, bearer: true });
    const cookie = response.cookies.find((c) => c.name === 'operator_token');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
    const token = response.json().data.attributes.token as string;
    expect(cookie?.value).toBe(token);

    const byCookie = await t.app.inject({
      method: 'GET',
      url: '/web-api/backoffice/auth/me',
      cookies: { operator_token: token },
    });
    expect(byCookie.json().data.attributes).toMatchObject({ login: 'admin', role: 'operator' });

    const out = await t.app.inject({
      method: 'POST',
      url: '/web-api/backoffice/auth/logout',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(out.statusCode).toBe(200);
    const after = await t.app.inject({
      method: 'GET',
      url: '/web-api/backoffice/auth/me',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(after.statusCode).toBe(401);
  });

  it('keeps back-office calls closed to anonymous callers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/web-api/backoffice/site-config' });
    expect(response.statusCode).toBe(401);
    expect(response.json().errors[0].code).toBe('Unauthorized');
  });

  it('ends a session when it expires', async () => {
    const token = await t.operatorToken();
    t.clock.advance(t.config.OPERATOR_SESSION_HOURS * 3_600_000 + 1_000);
    const response = await t.app.inject({
      method: 'GET',
      url: '/web-api/backoffice/auth/me',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(401);
  });

  it('answers 429 with Retry-After after too many failed attempts', async () => {
    const attempt = () => login({ login: 'guess-me', password: 'wrong-password' });
    for (let i = 0; i < 10; i++) expect((await attempt()).statusCode).toBe(401);
    const limited = await attempt();
    expect(limited.statusCode).toBe(429);
    expect(limited.json().errors[0].code).toBe('TooManyRequests');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    t.clock.advance(15 * 60_000);
    expect((await attempt()).statusCode).toBe(401);
  });

  it('limits one address over all logins before any password is hashed', async () => {
    t.clock.advance(15 * 60_000);
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      statuses.push((await login({ login: `user-${i}`, password: 'wrong-password' })).statusCode);
    }
    expect(statuses.filter((status) => status === 401)).toHaveLength(30);
    expect(statuses.at(-1)).toBe(429);
  });

  it('refuses a NUL character with 400 instead of failing in the database', async () => {
    t.clock.advance(15 * 60_000);
    const response = await login({ login: 'ad\u0000min', password: 'x' });
    expect(response.statusCode).toBe(400);
    expect(response.json().validation_errors.login).toContain('validation_invalid_symbols');
  });

  it('creates the first operator only once', async () => {
    const again = await t.app.services.operators.ensureFirstOperator('someone', undefined);
    expect(again).toEqual({ created: false });
  });
});
