import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deposited, payer, paymentOf, withdraw } from '../../modules/payments/payments-test-kit.ts';
import { createTestApp, jsonApi, TEST_OPERATOR, type TestApp } from '../../testing/test-app.ts';

/*
 * Issue 11: with the operator's cookie, a foreign Origin paid a withdrawal out. One guard now
 * stands before every cookie-authenticated change, operator and player alike.
 */

/** What app.inject's requests come to: Host localhost:80, plain http. */
const OWN = 'http://localhost';

/** Where a request says it comes from; all of these but the site's own are refused. */
const FOREIGN: Record<string, Record<string, string>> = {
  'another site': { origin: 'http://evil.example' },
  'Origin: null': { origin: 'null' },
  'no Origin, no Sec-Fetch-Site': {},
  'a look-alike host': { origin: 'http://localhost.evil.example' },
  'the site as a subdomain of another': { origin: 'http://evil-localhost' },
  'another port': { origin: 'http://localhost:8081' },
  'another scheme': { origin: 'https://localhost' },
  'a same-site page without Origin': { 'sec-fetch-site': 'same-site' },
  'the own origin, but cross-site by the browser': { origin: OWN, 'sec-fetch-site': 'cross-site' },
};
const OWN_PAGES: Record<string, Record<string, string>> = {
  'the own Origin': { origin: OWN },
  'no Origin, Sec-Fetch-Site: same-origin': { 'sec-fetch-site': 'same-origin' },
};

let t: TestApp;
let operatorCookie: string;
beforeAll(async () => {
  t = await createTestApp();
  const signedIn = await t.app.inject(
    jsonApi('POST', '/web-api/backoffice/auth/login', TEST_OPERATOR),
  );
  operatorCookie = signedIn.cookies.find((c) => c.name === 'operator_token')?.value ?? '';
});
afterAll(() => t.close());

const post = (url: string, headers: Record<string, string>, attributes?: unknown) => {
  const request: InjectOptions = attributes
    ? jsonApi('POST', url, attributes)
    : { method: 'POST', url };
  return { ...request, headers: { ...(request.headers as Record<string, string>), ...headers } };
};

async function pendingWithdrawal() {
  const p = await payer(t);
  await deposited(t, p, '100');
  const requested = await withdraw(t, p, { amount: '30' });
  expect(requested.statusCode, requested.body).toBe(200);
  return { p, id: requested.json().data.attributes.id as number };
}

describe('the back office with the operator cookie', () => {
  const asOperator = (url: string, headers: Record<string, string>, attributes?: unknown) =>
    t.app.inject({
      ...post(url, headers, attributes),
      cookies: { operator_token: operatorCookie },
    });

  it.each(Object.entries(FOREIGN))(
    'refuses approve, reject and sign-out from %s',
    async (_, headers) => {
      const { p, id } = await pendingWithdrawal();
      const approve = await asOperator(`/web-api/backoffice/payments/${id}/approve`, headers);
      const reject = await asOperator(`/web-api/backoffice/payments/${id}/reject`, headers, {
        reason: 'forged',
      });
      const logout = await asOperator('/web-api/backoffice/auth/logout', headers);
      for (const answer of [approve, reject, logout]) {
        expect(answer.statusCode, answer.body).toBe(403);
        expect(answer.json()).toMatchObject({
          success: false,
          message: 'csrf_rejected',
          errors: [{ status: '403', code: 'Forbidden' }],
        });
      }
      expect((await paymentOf(t, p, id)).status).toBe('pending');
      const me = await t.app.inject({
        method: 'GET',
        url: '/web-api/backoffice/auth/me',
        cookies: { operator_token: operatorCookie },
      });
      expect(me.statusCode).toBe(200);
    },
  );

  it.each(Object.entries(OWN_PAGES))('approves from %s', async (_, headers) => {
    const { p, id } = await pendingWithdrawal();
    const approve = await asOperator(`/web-api/backoffice/payments/${id}/approve`, headers);
    expect(approve.statusCode, approve.body).toBe(200);
    expect((await paymentOf(t, p, id)).status).toBe('success');
  });

  it('lets a bearer token through whatever the Origin: no other site can send one', async () => {
    const { id } = await pendingWithdrawal();
    const answer = await t.app.inject({
      ...post(`/web-api/backoffice/payments/${id}/approve`, { origin: 'http://evil.example' }),
      headers: { origin: 'http://evil.example', authorization: `Bearer ${operatorCookie}` },
    });
    expect(answer.statusCode, answer.body).toBe(200);
  });
});

describe('player calls with the user_token cookie', () => {
  it.each(Object.entries(FOREIGN))('refuses a change from %s', async (_, headers) => {
    const p = await payer(t);
    const answer = await t.app.inject({
      ...post('/web-api/disconnecteverywhere', headers),
      cookies: { user_token: p.token },
    });
    expect(answer.statusCode, answer.body).toBe(403);
    expect(answer.json().message).toBe('csrf_rejected');
  });

  it.each(Object.entries(OWN_PAGES))('takes a change from %s', async (_, headers) => {
    const p = await payer(t);
    const answer = await t.app.inject({
      ...post('/web-api/disconnecteverywhere', headers),
      cookies: { user_token: p.token },
    });
    expect(answer.statusCode, answer.body).toBe(200);
  });
});

describe('with PUBLIC_URL set', () => {
  let site: TestApp;
  beforeAll(async () => {
    site = await createTestApp({ PUBLIC_URL: 'https://bet.example.com' });
  });
  afterAll(() => site.close());

  it('takes only the configured origin, whatever Host the request carries', async () => {
    const p = await payer(site);
    const change = (origin: string) =>
      site.app.inject({
        ...post('/web-api/disconnecteverywhere', { origin }),
        cookies: { user_token: p.token },
      });
    expect((await change('http://localhost')).statusCode).toBe(403);
    expect((await change('https://bet.example.com.evil.example')).statusCode).toBe(403);
    expect((await change('https://bet.example.com')).statusCode).toBe(200);
  });
});
