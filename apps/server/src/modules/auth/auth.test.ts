import { SIGNED_IN_COOKIE } from '@arenabet/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, jsonApi, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let accountNumber: number;
const PASSWORD = 'correct horse battery';
const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/130.0 Safari/537.36';

beforeAll(async () => {
  t = await createTestApp();
  const player = await t.app.services.players.create({
    password: PASSWORD,
    email: 'Player@Example.com',
    phone: '+79161234567',
  });
  accountNumber = player.id;
});
afterAll(() => t.close());

const signIn = (login: string, password = PASSWORD, headers: Record<string, string> = {}) => {
  const request = jsonApi('POST', '/web-api/user/auth', { login, password, bearer: true });
  return t.app.inject({ ...request, headers: { ...request.headers, ...headers } });
};
const tokenOf = async (login: string, headers?: Record<string, string>) =>
  (await signIn(login, PASSWORD, headers)).json().data.attributes.userToken as string;
const asPlayer = (token: string) => ({ authorization: `Bearer ${token}` });

describe('player sign-in', () => {
  it('accepts the account number, the e-mail in any case and the phone as typed', async () => {
    for (const login of [String(accountNumber), 'player@example.COM', '+7 (916) 123-45-67']) {
      const response = await signIn(login);
      expect(response.statusCode, login).toBe(200);
      expect(response.json().data.attributes.userId).toBe(accountNumber);
    }
  });

  it('answers a wrong password and an unknown login the same way', async () => {
    const wrong = await signIn(String(accountNumber), 'not the password');
    const unknown = await signIn('nobody@example.com', 'not the password');
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe('auth_wrong_credentials');
    }
  });

  it('sets user_token as an HttpOnly JWT cookie with an exp claim, and tells the previous sign-in', async () => {
    const response = await t.app.inject(
      jsonApi('POST', '/web-api/api/internal/office/account/login', {
        login: String(accountNumber),
        password: PASSWORD,
      }),
    );
    const cookie = response.cookies.find((c) => c.name === 'user_token');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    // Its readable companion tells the web app a session is there, and holds nothing secret.
    const mark = response.cookies.find((c) => c.name === SIGNED_IN_COOKIE);
    expect(mark).toMatchObject({ value: '1', sameSite: 'Lax', path: '/' });
    expect(mark?.httpOnly).toBeFalsy();
    expect(mark?.expires).toEqual(cookie?.expires);
    const [, payload] = (cookie?.value ?? '').split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString());
    expect(claims.exp * 1000).toBe(Date.parse(response.json().data.attributes.expireDate));
    expect(response.json().data.attributes.userToken).toBeUndefined();
    expect(response.json().data.attributes.previousSignInAt).not.toBeNull();
  });

  it('reads the token from the cookie, Authorization and x-auth', async () => {
    const token = await tokenOf(String(accountNumber));
    const url = '/web-api/user/gettoken';
    for (const request of [
      { cookies: { user_token: token } },
      { headers: asPlayer(token) },
      { headers: { 'x-auth': `Bearer ${token}` } },
    ]) {
      const response = await t.app.inject({ method: 'GET', url, ...request });
      expect(response.statusCode).toBe(200);
      expect(response.json().data.data.token).toEqual(expect.any(String));
    }
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });
});

describe('the signed-in player', () => {
  it('is told by getuserconfig, and an anonymous visitor gets 401', async () => {
    const token = await tokenOf('player@example.com');
    const response = await t.app.inject({
      method: 'GET',
      url: '/web-api/user/getuserconfig',
      headers: asPlayer(token),
    });
    expect(response.json().data.attributes).toMatchObject({
      userId: accountNumber,
      email: 'player@example.com',
      phone: '+79161234567',
    });
    const anonymous = await t.app.inject({ method: 'GET', url: '/web-api/user/getuserconfig' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('sessions', () => {
  it('lists open sessions with the current one marked, and closes one', async () => {
    const phone = await tokenOf('player@example.com', {
      'user-agent': 'Mozilla/5.0 (Linux; Android 14) Chrome/130.0 Mobile Safari/537.36',
    });
    const desktop = await tokenOf('player@example.com', { 'user-agent': CHROME });
    const list = await t.app.inject({
      method: 'GET',
      url: '/web-api/getusersessions',
      headers: asPlayer(desktop),
    });
    const sessions = list.json().data.attributes.sessions as {
      id: string;
      current: boolean;
      device: string;
      browser: string;
    }[];
    const current = sessions.filter((session) => session.current);
    expect(current).toHaveLength(1);
    expect(current[0]).toMatchObject({ device: 'Windows', browser: 'Chrome' });
    expect(sessions.some((session) => session.device === 'Android')).toBe(true);

    const phoneSession = sessions.find((session) => session.device === 'Android');
    const closed = await t.app.inject(
      jsonApi('POST', '/web-api/closesession', { session_id: phoneSession?.id }, desktop),
    );
    expect(closed.statusCode).toBe(200);
    const after = await t.app.inject({
      method: 'GET',
      url: '/web-api/user/gettoken',
      headers: asPlayer(phone),
    });
    expect(after.statusCode).toBe(401);
  });

  it("cannot close another player's session", async () => {
    const other = await t.app.services.players.create({
      password: PASSWORD,
      email: 'other@example.com',
    });
    const otherToken = await tokenOf(String(other.id));
    const mine = await tokenOf(String(accountNumber));
    const otherSessions = await t.app.inject({
      method: 'GET',
      url: '/web-api/getusersessions',
      headers: asPlayer(otherToken),
    });
    const otherId = otherSessions.json().data.attributes.sessions[0].id;
    const response = await t.app.inject(
      jsonApi('POST', '/web-api/closesession', { session_id: otherId }, mine),
    );
    expect(response.statusCode).toBe(404);
    const stillIn = await t.app.inject({
      method: 'GET',
      url: '/web-api/user/gettoken',
      headers: asPlayer(otherToken),
    });
    expect(stillIn.statusCode).toBe(200);
  });

  it('closes every other session, then this one on sign-out', async () => {
    const first = await tokenOf(String(accountNumber));
    const second = await tokenOf(String(accountNumber));
    const response = await t.app.inject({
      method: 'POST',
      url: '/web-api/disconnecteverywhere',
      headers: asPlayer(second),
    });
    expect(response.json().data.attributes.closed).toBeGreaterThanOrEqual(1);
    const gettoken = (token: string) =>
      t.app.inject({ method: 'GET', url: '/web-api/user/gettoken', headers: asPlayer(token) });
    expect((await gettoken(first)).statusCode).toBe(401);
    expect((await gettoken(second)).statusCode).toBe(200);
    const signedOut = await t.app.inject({
      method: 'POST',
      url: '/web-api/user/disconnect',
      headers: asPlayer(second),
    });
    expect((await gettoken(second)).statusCode).toBe(401);
    const cleared = signedOut.cookies.map((c) => [c.name, c.value]);
    expect(cleared).toEqual(
      expect.arrayContaining([
        ['user_token', ''],
        [SIGNED_IN_COOKIE, ''],
      ]),
    );
  });

  it('refuses a cookie-authenticated change started by another site', async () => {
    const token = await tokenOf(String(accountNumber));
    const response = await t.app.inject({
      method: 'POST',
      url: '/web-api/disconnecteverywhere',
      cookies: { user_token: token },
      headers: { origin: 'https://evil.example' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('csrf_rejected');
  });

  it('refuses a cookie-authenticated read another site started, and serves its own', async () => {
    const token = await tokenOf(String(accountNumber));
    const read = (site: string) =>
      t.app.inject({
        method: 'GET',
        url: '/web-api/user/getuserconfig',
        cookies: { user_token: token },
        headers: { 'sec-fetch-site': site },
      });
    expect((await read('cross-site')).statusCode).toBe(403);
    expect((await read('same-origin')).statusCode).toBe(200);
  });

  it('signs a token out when its session expires', async () => {
    const token = await tokenOf(String(accountNumber));
    t.clock.advance(t.config.PLAYER_SESSION_HOURS * 3_600_000 + 1_000);
    const response = await t.app.inject({
      method: 'GET',
      url: '/web-api/user/gettoken',
      headers: asPlayer(token),
    });
    expect(response.statusCode).toBe(401);
  });
});
