import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solvedCaptcha } from '../../testing/client-addresses.ts';
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
    // The readable mark beside it tells the back office to ask who is signed in.
    const mark = response.cookies.find((c) => c.name === 'operator_signed_in');
    expect(mark).toMatchObject({ value: '1', sameSite: 'Strict', path: '/' });
    expect(mark?.httpOnly).toBeFalsy();

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

  it('locks one address for one login from the 6th failure, with Retry-After', async () => {
    const from = (address: string) => ({ remoteAddress: address });
    const attempt = (captcha?: string) =>
      t.app.inject({
        ...jsonApi('POST', '/web-api/backoffice/auth/login', {
          login: 'guess-me',
          password: 'wrong-password',
        }),
        ...from('203.0.113.5'),
        headers: {
          'content-type': 'application/vnd.api+json',
          ...(captcha ? { 'x-captcha-token': captcha } : {}),
        },
      });
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await attempt(await solvedCaptcha(t))).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
    expect((await attempt(await solvedCaptcha(t))).statusCode).toBe(429);
    const limited = await attempt(await solvedCaptcha(t));
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe('sign_in_locked');
    expect(limited.json().errors[0].code).toBe('TooManyRequests');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    t.clock.advance(60_000);
    const longer = await attempt(await solvedCaptcha(t));
    expect(longer.headers['retry-after']).toBe('60');
    t.clock.advance(61 * 60_000);
    expect((await attempt(await solvedCaptcha(t))).statusCode).toBe(401);
  });

  it('asks an address that failed over many logins for a captcha, and never locks it', async () => {
    const attempt = (login: string, password: string, captcha?: string) =>
      t.app.inject({
        ...jsonApi('POST', '/web-api/backoffice/auth/login', { login, password }),
        remoteAddress: '203.0.113.6',
        headers: {
          'content-type': 'application/vnd.api+json',
          ...(captcha ? { 'x-captcha-token': captcha } : {}),
        },
      });
    for (let i = 0; i < 10; i++) {
      expect((await attempt(`user-${i}`, 'wrong-password')).statusCode).toBe(401);
    }
    const unsolved = await attempt(TEST_OPERATOR.login, TEST_OPERATOR.password);
    expect(unsolved.statusCode).toBe(400);
    expect(unsolved.json().message).toBe('captcha_required');
    const solved = await attempt(
      TEST_OPERATOR.login,
      TEST_OPERATOR.password,
      await solvedCaptcha(t),
    );
    expect(solved.statusCode).toBe(200);
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
