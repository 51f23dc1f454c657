import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, jsonApi, TEST_OPERATOR, type TestApp } from '../../testing/test-app.ts';

/*
 * Issue 11: with PUBLIC_URL on https, cookies must be Secure and answers carry HSTS. The test
 * app is reached as plain http://localhost, as a server behind a proxy that ends TLS would be
 * (and as a proxy that does not forward the scheme or the Host would leave it).
 */

const PASSWORD = 'correct horse battery';

interface Site {
  name: string;
  publicUrl: string | undefined;
  https: boolean;
}

const SITES: Site[] = [
  { name: 'PUBLIC_URL on https', publicUrl: 'https://bet.example.com', https: true },
  { name: 'PUBLIC_URL on plain http', publicUrl: 'http://localhost', https: false },
  { name: 'no PUBLIC_URL', publicUrl: undefined, https: false },
];

/** Every cookie an answer sets, by name: its Secure flag. */
function secureFlags(answer: LightMyRequestResponse): Record<string, boolean> {
  return Object.fromEntries(answer.cookies.map((cookie) => [cookie.name, cookie.secure === true]));
}

describe.each(SITES)('$name', (site) => {
  let t: TestApp;
  let login: string;
  beforeAll(async () => {
    t = await createTestApp({
      SOCIAL_DEV_PROVIDER: 'true',
      ...(site.publicUrl ? { PUBLIC_URL: site.publicUrl } : {}),
    });
    const player = await t.app.services.players.create({
      password: PASSWORD,
      email: 'tls@example.com',
    });
    login = String(player.id);
  });
  afterAll(() => t.close());

  it('sets every cookie Secure on https only, sign-outs included', async () => {
    const signedIn = await t.app.inject(
      jsonApi('POST', '/web-api/user/auth', { login, password: PASSWORD, bearer: true }),
    );
    const token = signedIn.json().data.attributes.userToken;
    const signedOut = await t.app.inject({
      method: 'POST',
      url: '/web-api/user/disconnect',
      headers: { authorization: `Bearer ${token}` },
    });
    const operator = await t.app.inject(
      jsonApi('POST', '/web-api/backoffice/auth/login', { ...TEST_OPERATOR, bearer: true }),
    );
    const operatorOut = await t.app.inject({
      method: 'POST',
      url: '/web-api/backoffice/auth/logout',
      headers: { authorization: `Bearer ${operator.json().data.attributes.token}` },
    });
    const socialStart = await t.app.inject({ method: 'GET', url: '/web-api/socauth/start/dev' });

    const expected = site.https;
    // The `signed_in` marks are readable: they tell the page a session cookie exists.
    expect(secureFlags(signedIn)).toEqual({ user_token: expected, signed_in: expected });
    expect(secureFlags(signedOut)).toEqual({ user_token: expected, signed_in: expected });
    expect(secureFlags(operator)).toEqual({
      operator_token: expected,
      operator_signed_in: expected,
    });
    expect(secureFlags(operatorOut)).toEqual({
      operator_token: expected,
      operator_signed_in: expected,
    });
    expect(secureFlags(socialStart)).toEqual({ socauth_state: expected });
  });

  it('answers with HSTS on https only, errors included', async () => {
    for (const url of ['/web-api/site-config', '/web-api/no-such-call']) {
      const answer = await t.app.inject({ method: 'GET', url });
      const hsts = answer.headers['strict-transport-security'];
      if (!site.https) {
        expect(hsts, url).toBeUndefined();
        continue;
      }
      const maxAge = Number(/max-age=(\d+)/.exec(String(hsts))?.[1]);
      expect(maxAge, url).toBeGreaterThanOrEqual(365 * 24 * 3600);
      expect(String(hsts), url).toContain('includeSubDomains');
    }
  });
});
