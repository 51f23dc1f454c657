import { randomUUID } from 'node:crypto';
import { setWallClock } from '@arenabet/domain/testing/shift-wall-clock';
import { TEST_INSTANT } from '@arenabet/domain/testing/test-instant';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, jsonApi, type TestApp } from '../../testing/test-app.ts';
import { players } from '../players/schema.ts';
import { socialIdentities } from './schema.ts';
import { pathOf, TestBrowser } from './test-browser.ts';

let t: TestApp;
// The local OpenID provider (a library) signs its tokens by the wall clock: it agrees with the
// app's clock here, as a real provider's clock agrees with the site's.
let restoreWallClock: () => void;
beforeAll(async () => {
  restoreWallClock = setWallClock(TEST_INSTANT);
  t = await createTestApp({ SOCIAL_DEV_PROVIDER: 'true' });
});
afterAll(async () => {
  await t.close();
  restoreWallClock();
});

let people = 0;
const RUN = randomUUID().slice(0, 8);
const newEmail = () => `social-${++people}-${RUN}@example.org`;

/** Start at the site, land on the provider's page, and answer its form. */
async function throughProvider(
  browser: TestBrowser,
  startQuery: string,
  form: Record<string, string>,
) {
  const start = await browser.get(`/web-api/socauth/start/dev?${startQuery}`);
  expect(start.statusCode).toBe(302);
  const page = await browser.follow(start);
  expect(page.statusCode).toBe(200);
  expect(page.body).toContain('Local test provider');
  const action = /action="([^"]+)"/.exec(page.body)?.[1] ?? '';
  const submitted = await browser.postForm(action, { consent: 'yes', ...form });
  return browser.follow(submitted);
}

async function landing(browser: TestBrowser, startQuery: string, email: string, verified = true) {
  const done = await throughProvider(browser, startQuery, {
    email,
    name: 'Test Person',
    ...(verified ? { email_verified: 'true' } : {}),
  });
  expect(done.statusCode).toBe(302);
  return new URL(String(done.headers.location), 'http://localhost');
}

async function signedInPlayer(browser: TestBrowser) {
  const response = await browser.get('/web-api/user/getuserconfig');
  return response.statusCode === 200 ? response.json().data.attributes : null;
}

const countPlayers = async () => (await t.database.db.select().from(players)).length;

describe('providers', () => {
  it('lists the local test provider, plainly labelled, when it is on', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/web-api/socauth/providers' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.attributes.providers).toEqual([
      { id: 'dev', name: 'Test provider (local)' },
    ]);
  });

  it('is not there when the server runs without it', async () => {
    const plain = await createTestApp();
    try {
      const list = await plain.app.inject({ method: 'GET', url: '/web-api/socauth/providers' });
      expect(list.json().data.attributes.providers).toEqual([]);
      const start = await plain.app.inject({ method: 'GET', url: '/web-api/socauth/start/dev' });
      expect(start.statusCode).toBe(404);
      const provider = await plain.app.inject({
        method: 'GET',
        url: '/dev-oidc/.well-known/openid-configuration',
      });
      expect(provider.statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });
});

describe('registration and sign-in through the local provider', () => {
  it('registers a soc_reg player, then signs the same identity in again', async () => {
    const email = newEmail();
    const browser = new TestBrowser(t.app, t.clock);
    const query = 'mode=register&currency_id=1&country_id=1&bonus_choice=sport&return_to=/ru';
    const landed = await landing(browser, query, email);
    expect(landed.pathname).toBe('/ru');
    expect(landed.searchParams.get('socauth')).toBe('ok');
    const player = await signedInPlayer(browser);
    expect(player).toMatchObject({ email, currencyId: 1, countryId: 1 });

    const [row] = await t.database.db.select().from(players).where(eq(players.id, player.userId));
    expect(row).toMatchObject({ registrationType: 'soc_reg', bonusChoice: 'sport' });
    expect(row?.details).toEqual({ social_types_id: 'dev' });
    expect(row?.emailConfirmedAt).toBeInstanceOf(Date);

    const again = new TestBrowser(t.app, t.clock);
    const second = await landing(again, 'mode=signin&return_to=/en/office', email);
    expect(second.pathname).toBe('/en/office');
    expect(second.searchParams.get('socauth')).toBe('ok');
    expect((await signedInPlayer(again))?.userId).toBe(player.userId);
  });

  it('signs a known identity in even when the start said register', async () => {
    const email = newEmail();
    const browser = new TestBrowser(t.app, t.clock);
    const first = await landing(browser, 'mode=register&currency_id=1', email);
    expect(first.searchParams.get('socauth')).toBe('ok');
    const before = await countPlayers();
    // The same browser: the local provider shows its form again rather than remembering.
    const again = await landing(browser, 'mode=register&currency_id=1', email);
    expect(again.searchParams.get('socauth')).toBe('ok');
    expect(await countPlayers()).toBe(before);
  });

  it('keeps an unverified e-mail unconfirmed', async () => {
    const email = newEmail();
    const browser = new TestBrowser(t.app, t.clock);
    await landing(browser, 'mode=register&currency_id=1', email, false);
    const { userId } = await signedInPlayer(browser);
    const [row] = await t.database.db.select().from(players).where(eq(players.id, userId));
    expect(row?.email).toBe(email);
    expect(row?.emailConfirmedAt).toBeNull();
  });

  it('sends an unknown identity back with socauth_not_registered and writes nothing', async () => {
    const before = await countPlayers();
    const browser = new TestBrowser(t.app, t.clock);
    const landed = await landing(browser, 'mode=signin&return_to=/ru', newEmail());
    expect(landed.pathname).toBe('/ru');
    expect(landed.searchParams.get('socauth_error')).toBe('socauth_not_registered');
    expect(await countPlayers()).toBe(before);
    expect(await signedInPlayer(browser)).toBeNull();
  });

  it('does not hand an existing account to a provider with the same e-mail', async () => {
    const email = newEmail();
    await t.app.services.players.create({ password: 'a-long-password-1', email });
    const before = await countPlayers();
    const landed = await landing(
      new TestBrowser(t.app, t.clock),
      'mode=register&currency_id=1',
      email,
    );
    expect(landed.searchParams.get('socauth_error')).toBe('socauth_email_taken');
    expect(await countPlayers()).toBe(before);
  });

  it('comes back with socauth_cancelled when the person says no', async () => {
    const browser = new TestBrowser(t.app, t.clock);
    const done = await throughProvider(browser, 'mode=register&currency_id=1&return_to=/ar', {
      consent: 'no',
    });
    const landed = new URL(String(done.headers.location), 'http://localhost');
    expect(landed.pathname).toBe('/ar');
    expect(landed.searchParams.get('socauth_error')).toBe('socauth_cancelled');
  });

  it('asks for the second step when the player has one', async () => {
    const email = newEmail();
    const browser = new TestBrowser(t.app, t.clock);
    await landing(browser, 'mode=register&currency_id=1', email);
    const { userId } = await signedInPlayer(browser);
    await t.app.services.players.setAuthByEmail(userId, true);
    const landed = await landing(new TestBrowser(t.app, t.clock), 'mode=signin', email);
    expect(landed.searchParams.get('socauth')).toBeNull();
    expect(landed.searchParams.get('twoauth')).toMatch(/\S{20,}/);
  });
});

describe('state', () => {
  /** Runs the flow up to the provider's redirect back, without following it. */
  async function callbackUrl(browser: TestBrowser): Promise<string> {
    const start = await browser.get('/web-api/socauth/start/dev?mode=register&currency_id=1');
    const page = await browser.follow(start);
    const action = /action="([^"]+)"/.exec(page.body)?.[1] ?? '';
    let response = await browser.postForm(action, { consent: 'yes', email: newEmail() });
    while (!pathOf(String(response.headers.location)).startsWith('/web-api/socauth/callback')) {
      response = await browser.get(String(response.headers.location));
    }
    return pathOf(String(response.headers.location));
  }

  const errorOf = (response: { headers: Record<string, unknown> }) =>
    new URL(String(response.headers.location), 'http://localhost').searchParams.get(
      'socauth_error',
    );

  it('refuses a tampered state and writes nothing', async () => {
    const browser = new TestBrowser(t.app, t.clock);
    const url = new URL(await callbackUrl(browser), 'http://localhost');
    url.searchParams.set('state', `${url.searchParams.get('state')}x`);
    const before = await countPlayers();
    const response = await browser.get(`${url.pathname}${url.search}`);
    expect(response.statusCode).toBe(302);
    expect(errorOf(response)).toBe('socauth_state_invalid');
    expect(await countPlayers()).toBe(before);
  });

  it('refuses a state without the browser cookie that started it (login CSRF)', async () => {
    const url = await callbackUrl(new TestBrowser(t.app, t.clock));
    const response = await new TestBrowser(t.app, t.clock).get(url);
    expect(errorOf(response)).toBe('socauth_state_invalid');
  });

  it('refuses a replayed state', async () => {
    const browser = new TestBrowser(t.app, t.clock);
    const url = await callbackUrl(browser);
    const state = browser.cookies.get('socauth_state') ?? '';
    expect((await browser.get(url)).headers.location).toContain('socauth=ok');
    browser.cookies.set('socauth_state', state);
    const replay = await browser.get(url);
    expect(errorOf(replay)).toBe('socauth_state_invalid');
  });

  it('refuses an expired state', async () => {
    const browser = new TestBrowser(t.app, t.clock);
    const url = await callbackUrl(browser);
    t.clock.advance(11 * 60_000);
    expect(errorOf(await browser.get(url))).toBe('socauth_state_invalid');
  });
});

describe('bad input of the start', () => {
  const start = (url: string) => t.app.inject({ method: 'GET', url });

  it('answers 404 for an unknown or unconfigured provider', async () => {
    expect((await start('/web-api/socauth/start/myspace')).statusCode).toBe(404);
    expect((await start('/web-api/socauth/start/google')).statusCode).toBe(404);
    expect((await start('/web-api/socauth/callback/myspace?state=x')).statusCode).toBe(404);
  });

  it.each([
    '//evil.example/',
    '/\\evil.example',
    '/.//evil.example/path',
    '/%2e//evil.example',
    '/a/..//evil.example',
    'https://evil.example/',
    'ru',
    '/ru path',
    '/ru\u0001',
  ])('allows only same-site paths as return_to (%s)', async (returnTo) => {
    const response = await start(
      `/web-api/socauth/start/dev?return_to=${encodeURIComponent(returnTo)}`,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().validation_errors.return_to).toBeDefined();
    expect(response.cookies.find((c) => c.name === 'socauth_state')).toBeUndefined();
  });

  it('needs a known currency to register, and a known mode', async () => {
    const missing = await start('/web-api/socauth/start/dev?mode=register');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().validation_errors).toEqual({ currency_id: ['required'] });
    const unknown = await start('/web-api/socauth/start/dev?mode=register&currency_id=99999');
    expect(unknown.json().validation_errors).toEqual({ currency_id: ['validation_invalid_value'] });
    const mode = await start('/web-api/socauth/start/dev?mode=login');
    expect(mode.statusCode).toBe(400);
    expect(mode.json().validation_errors.mode).toBeDefined();
  });

  it("answers the spec's /socauth/auth like start", async () => {
    const response = await start('/web-api/socauth/auth?provider=dev&return_to=/ru');
    expect(response.statusCode).toBe(302);
    expect(String(response.headers.location)).toContain('/dev-oidc/auth?');
  });
});

describe('limits', () => {
  it('answers 429 to a flood of starts from one address', async () => {
    const fresh = await createTestApp({ SOCIAL_DEV_PROVIDER: 'true' });
    try {
      const start = () =>
        fresh.app.inject({ method: 'GET', url: '/web-api/socauth/start/dev?return_to=/ru' });
      for (let i = 0; i < 40; i++) expect((await start()).statusCode).toBe(302);
      const refused = await start();
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBeDefined();
    } finally {
      await fresh.close();
    }
  });
});

describe('provider configuration in the back office', () => {
  const url = '/web-api/backoffice/socauth/providers';
  const settings = {
    issuer: 'https://accounts.google.com',
    client_id: 'site-client',
    client_secret: 'a-secret-that-ends-1234',
    enabled: true,
  };

  it('stores a provider, never shows its secret, and lists it for the site', async () => {
    const token = await t.operatorToken();
    const set = await t.app.inject(jsonApi('PUT', `${url}/google`, settings, token));
    expect(set.statusCode).toBe(200);
    expect(set.body).not.toContain('a-secret-that-ends');
    expect(set.json().data.attributes).toMatchObject({
      provider: 'google',
      clientSecretHint: '****1234',
      enabled: true,
    });
    const { client_secret: _kept, ...withoutSecret } = settings;
    const kept = await t.app.inject(
      jsonApi('PUT', `${url}/google`, { ...withoutSecret, client_id: 'other' }, token),
    );
    expect(kept.json().data.attributes).toMatchObject({
      clientId: 'other',
      clientSecretHint: '****1234',
    });

    const list = await t.app.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(list.json().data.attributes.providers).toHaveLength(1);
    const site = await t.app.inject({ method: 'GET', url: '/web-api/socauth/providers' });
    expect(site.json().data.attributes.providers).toContainEqual({ id: 'google', name: 'Google' });
    expect(site.body).not.toContain('site-client');

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `${url}/google`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(removed.json().data.attributes.removed).toBe(true);
  });

  it('sends the browser back with socauth_provider_failed when the provider is down', async () => {
    const token = await t.operatorToken();
    const down = { ...settings, issuer: 'http://127.0.0.1:9/' };
    expect((await t.app.inject(jsonApi('PUT', `${url}/yandex`, down, token))).statusCode).toBe(200);
    const start = await t.app.inject({
      method: 'GET',
      url: '/web-api/socauth/start/yandex?return_to=/en',
    });
    expect(start.statusCode).toBe(302);
    expect(start.headers.location).toBe('/en?socauth_error=socauth_provider_failed');
    expect(start.cookies.find((c) => c.name === 'socauth_state')).toBeUndefined();
    await t.app.inject({
      method: 'DELETE',
      url: `${url}/yandex`,
      headers: { authorization: `Bearer ${token}` },
    });
  });

  it('refuses bad settings, players and visitors, and writes nothing', async () => {
    const token = await t.operatorToken();
    const noSecret = await t.app.inject(
      jsonApi('PUT', `${url}/vk`, { ...settings, client_secret: undefined }, token),
    );
    expect(noSecret.statusCode).toBe(400);
    expect(noSecret.json().validation_errors).toEqual({ client_secret: ['required'] });
    const badIssuer = await t.app.inject(
      jsonApi('PUT', `${url}/vk`, { ...settings, issuer: 'ftp://x' }, token),
    );
    expect(badIssuer.json().validation_errors.issuer).toBeDefined();
    const dev = await t.app.inject(jsonApi('PUT', `${url}/dev`, settings, token));
    expect(dev.statusCode).toBe(404);
    const anonymous = await t.app.inject(jsonApi('PUT', `${url}/vk`, settings));
    expect(anonymous.statusCode).toBe(401);
    const list = await t.app.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(list.json().data.attributes.providers).toEqual([]);
  });
});

describe('identities', () => {
  it('links one identity per provider subject', async () => {
    const rows = await t.database.db.select().from(socialIdentities);
    const keys = rows.map((row) => `${row.provider}:${row.subject}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
