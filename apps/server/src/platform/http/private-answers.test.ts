import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, jsonApi, TEST_OPERATOR, type TestApp } from '../../testing/test-app.ts';

/*
 * Issue 11: signed-in answers carried no Cache-Control, gettoken (a bearer token in the body)
 * and balances included. Every answer with personal data is now `no-store`; public reads keep
 * their own caching.
 */

const PASSWORD = 'correct horse battery';

let t: TestApp;
let player: string;
let operator: string;
let login: string;

beforeAll(async () => {
  t = await createTestApp();
  const made = await t.app.services.players.create({
    password: PASSWORD,
    email: 'private@example.com',
  });
  login = String(made.id);
  await t.app.services.accounts.openMainAccount(made.id, 12);
  player = (await t.app.services.auth.openSession(made.id, {})).token;
  operator = await t.operatorToken();
});
afterAll(() => t.close());

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const read = (url: string, headers: Record<string, string>): InjectOptions => ({
  method: 'GET',
  url,
  headers,
});
const change = (url: string, attributes: unknown, token?: string): InjectOptions =>
  jsonApi('POST', url, attributes, token);

/** Calls whose answers belong to one person. */
const PERSONAL: Record<string, () => InjectOptions> = {
  gettoken: () => read('/web-api/user/gettoken', bearer(player)),
  'gettoken by cookie': () => ({
    ...read('/web-api/user/gettoken', {}),
    cookies: { user_token: player },
  }),
  getuserconfig: () => read('/web-api/user/getuserconfig', bearer(player)),
  'balance (GET)': () => read('/account-api/user/balance', bearer(player)),
  'balance (POST)': () => change('/web-api/user/balance', {}, player),
  getusersessions: () => read('/web-api/getusersessions', bearer(player)),
  'session history': () => read('/web-api/session-api/sessions/user', bearer(player)),
  'mobile token of the session': () => read('/web-api/api/mobile/v1/token/', bearer(player)),
  getrechargedata: () => read('/web-api/getrechargedata', bearer(player)),
  'payment history': () =>
    change('/web-api/gethistorypaymentmainaccount', { page_number: 1 }, player),
  'payment requests': () => read('/web-api/payment-requests', bearer(player)),
  favourites: () => read('/service-api/favorites/v1/Favorite', bearer(player)),
  'a refused change of a signed-in player': () =>
    change('/web-api/user/setactiveaccount', { account_id: 'x' }, player),
  'operator: me': () => read('/web-api/backoffice/auth/me', bearer(operator)),
  'operator: payments': () => read('/web-api/backoffice/payments', bearer(operator)),
  'operator: outbox': () => read('/web-api/backoffice/outbox', bearer(operator)),
  'operator: site configuration': () => read('/web-api/backoffice/site-config', bearer(operator)),
  'sign-in with the token in the body': () =>
    change('/web-api/user/auth', { login, password: PASSWORD, bearer: true }),
  'mobile token by password': () =>
    change('/web-api/api/mobile/v1/token/', { login, password: PASSWORD }),
  'operator sign-in': () =>
    change('/web-api/backoffice/auth/login', { ...TEST_OPERATOR, bearer: true }),
};

/** Public reads and the caching they choose themselves. */
const PUBLIC: Record<string, string> = {
  '/web-api/site-config': 'no-cache',
  '/service-api/LineFeed/GetSportsShortZip': 'no-cache',
};

describe('answers with personal data', () => {
  it.each(Object.entries(PERSONAL))('%s: no-store', async (_, request) => {
    const answer = await t.app.inject(request());
    expect(answer.statusCode, answer.body).toBeLessThan(500);
    expect(answer.statusCode, answer.body).not.toBe(401);
    expect(answer.headers['cache-control']).toBe('no-store');
  });
});

describe('public reads', () => {
  it.each(Object.entries(PUBLIC))(
    '%s keeps its own caching, signed in or not',
    async (url, own) => {
      for (const headers of [{}, bearer(player)]) {
        const answer = await t.app.inject(read(url, headers));
        expect(answer.statusCode).toBe(200);
        expect(answer.headers['cache-control']).toBe(own);
      }
    },
  );

  it('keeps the dictionaries and reference data cacheable', async () => {
    for (const url of ['/translation-api/by-lang/en', '/web-api/getphonecountries']) {
      const answer = await t.app.inject(read(url, bearer(player)));
      expect(answer.headers['cache-control'], url).not.toBe('no-store');
    }
  });
});
