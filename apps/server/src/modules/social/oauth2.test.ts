import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, jsonApi, type TestApp } from '../../testing/test-app.ts';
import { players } from '../players/schema.ts';
import {
  createTestOAuth2Provider,
  type FormPostAnswer,
  type TestOAuth2Provider,
} from './oauth2-test-provider.ts';
import { socialIdentities, socialProviders } from './schema.ts';
import { pathOf, TestBrowser } from './test-browser.ts';

let t: TestApp;
let provider: TestOAuth2Provider;
let operator: string;
beforeAll(async () => {
  t = await createTestApp();
  provider = await createTestOAuth2Provider();
  t.app.services.social.useProviderFetch(provider.fetch);
  operator = await t.operatorToken();
});
afterAll(async () => {
  await provider.close();
  await t.close();
});

const SETTINGS_URL = '/web-api/backoffice/socauth/providers';
let accounts = 1000;
const RUN = randomUUID().slice(0, 8);
const newAccount = () => {
  const id = ++accounts;
  return { id, email: `VK-${id}-${RUN}@Example.org`, first_name: 'Ivan' };
};

/** VK as a plain OAuth 2 provider: its answers keep the account in `response.0`. */
function vkSettings(overrides: Record<string, unknown> = {}) {
  return {
    client_id: provider.clientId,
    client_secret: provider.clientSecret,
    enabled: true,
    authorization_endpoint: `${provider.origin}/authorize`,
    token_endpoint: `${provider.origin}/token`,
    userinfo_endpoint: `${provider.origin}/method/users.get?v=5.199`,
    scope: 'email',
    subject_path: 'response.0.id',
    email_path: 'response.0.email',
    name_path: 'response.0.first_name',
    ...overrides,
  };
}

const configure = (name: string, settings: Record<string, unknown>) =>
  t.app.inject(jsonApi('PUT', `${SETTINGS_URL}/${name}`, settings, operator));

/** The site's start, then the provider's authorize, which answers at once. */
async function toProvider(browser: TestBrowser, name: string, startQuery: string) {
  const start = await browser.get(`/web-api/socauth/start/${name}?${startQuery}`);
  expect(start.statusCode).toBe(302);
  const authorize = new URL(String(start.headers.location));
  expect(authorize.origin).toBe(provider.origin);
  return provider.app.inject({ method: 'GET', url: `${authorize.pathname}${authorize.search}` });
}

/** Where the whole flow ends on the site. */
async function landing(browser: TestBrowser, startQuery: string) {
  const answer = await toProvider(browser, 'vk', startQuery);
  expect(answer.statusCode).toBe(302);
  const done = await browser.get(pathOf(String(answer.headers.location)));
  expect(done.statusCode).toBe(302);
  return new URL(String(done.headers.location), 'http://localhost');
}

async function signedInPlayer(browser: TestBrowser) {
  const response = await browser.get('/web-api/user/getuserconfig');
  return response.statusCode === 200 ? response.json().data.attributes : null;
}

const countPlayers = async () => (await t.database.db.select().from(players)).length;

describe('a plain OAuth 2 provider (VK-like answers)', () => {
  beforeAll(async () => {
    expect((await configure('vk', vkSettings())).statusCode).toBe(200);
  });

  it('registers a soc_reg player with an unconfirmed e-mail, then signs it in again', async () => {
    const account = newAccount();
    provider.signInAs(account);
    const browser = new TestBrowser(t.app, t.clock);
    const landed = await landing(browser, 'mode=register&currency_id=1&return_to=/ru');
    expect(landed.pathname).toBe('/ru');
    expect(landed.searchParams.get('socauth')).toBe('ok');
    const player = await signedInPlayer(browser);
    const email = account.email.toLowerCase();
    expect(player).toMatchObject({ email, currencyId: 1 });
    const [row] = await t.database.db.select().from(players).where(eq(players.id, player.userId));
    expect(row).toMatchObject({ registrationType: 'soc_reg', name: account.first_name });
    expect(row?.details).toEqual({ social_types_id: 'vk' });
    expect(row?.emailConfirmedAt).toBeNull();
    const identities = await t.database.db
      .select()
      .from(socialIdentities)
      .where(eq(socialIdentities.playerId, player.userId));
    expect(identities).toMatchObject([{ provider: 'vk', subject: String(account.id), email }]);

    const again = new TestBrowser(t.app, t.clock);
    const second = await landing(again, 'mode=signin&return_to=/en');
    expect(second.searchParams.get('socauth')).toBe('ok');
    expect((await signedInPlayer(again))?.userId).toBe(player.userId);
  });

  it('asks with PKCE and state, and without a nonce or OpenID scope', async () => {
    const browser = new TestBrowser(t.app, t.clock);
    const start = await browser.get('/web-api/socauth/start/vk?mode=signin');
    const authorize = new URL(String(start.headers.location));
    expect(authorize.pathname).toBe('/authorize');
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize.searchParams.get('state')).toBe(browser.cookies.get('socauth_state'));
    expect(authorize.searchParams.get('scope')).toBe('email');
    expect(authorize.searchParams.has('nonce')).toBe(false);
  });

  it('sends an unknown account back with socauth_not_registered', async () => {
    provider.signInAs(newAccount());
    const before = await countPlayers();
    const landed = await landing(new TestBrowser(t.app, t.clock), 'mode=signin&return_to=/ru');
    expect(landed.searchParams.get('socauth_error')).toBe('socauth_not_registered');
    expect(await countPlayers()).toBe(before);
  });

  it('refuses a wrong state and writes nothing', async () => {
    provider.signInAs(newAccount());
    const browser = new TestBrowser(t.app, t.clock);
    const answer = await toProvider(browser, 'vk', 'mode=register&currency_id=1');
    const callback = new URL(String(answer.headers.location));
    callback.searchParams.set('state', 'not-the-state');
    const before = await countPlayers();
    const done = await browser.get(`${callback.pathname}${callback.search}`);
    const landed = new URL(String(done.headers.location), 'http://localhost');
    expect(landed.searchParams.get('socauth_error')).toBe('socauth_state_invalid');
    expect(await countPlayers()).toBe(before);
  });

  it('fails softly when the user-info answer has no account id', async () => {
    provider.signInAs(newAccount());
    expect((await configure('vk', vkSettings({ subject_path: 'response.0.uid' }))).statusCode).toBe(
      200,
    );
    try {
      const before = await countPlayers();
      const landed = await landing(new TestBrowser(t.app, t.clock), 'mode=register&currency_id=1');
      expect(landed.searchParams.get('socauth_error')).toBe('socauth_provider_failed');
      expect(await countPlayers()).toBe(before);
    } finally {
      await configure('vk', vkSettings());
    }
  });

  it('fails softly when the provider refuses the code (wrong client secret)', async () => {
    provider.signInAs(newAccount());
    await configure('vk', vkSettings({ client_secret: 'not-the-secret' }));
    try {
      const landed = await landing(new TestBrowser(t.app, t.clock), 'mode=register&currency_id=1');
      expect(landed.searchParams.get('socauth_error')).toBe('socauth_provider_failed');
    } finally {
      await configure('vk', vkSettings());
    }
  });
});

describe("Apple's form_post answer", () => {
  beforeAll(async () => {
    const apple = vkSettings({ scope: undefined, subject_path: 'response.0.id' });
    expect((await configure('apple', apple)).statusCode).toBe(200);
  });

  /** Start with Apple and get the form the provider would have the browser post. */
  async function formPost(browser: TestBrowser): Promise<FormPostAnswer> {
    const start = await browser.get('/web-api/socauth/start/apple?mode=register&currency_id=1');
    const authorize = new URL(String(start.headers.location));
    expect(authorize.searchParams.get('response_mode')).toBe('form_post');
    expect(authorize.searchParams.get('scope')).toBe('openid email name');
    const answer = await provider.app.inject({
      method: 'GET',
      url: `${authorize.pathname}${authorize.search}`,
    });
    return answer.json();
  }

  /** The cross-site POST: a SameSite=Lax cookie does not come with it. */
  const postWithoutCookies = ({ action, fields }: FormPostAnswer) =>
    t.app.inject({
      method: 'POST',
      url: pathOf(action),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields).toString(),
    });

  it('sends the POST on to the GET callback, which signs in with the cookie', async () => {
    provider.signInAs(newAccount());
    const browser = new TestBrowser(t.app, t.clock);
    const form = await formPost(browser);
    const posted = await postWithoutCookies(form);
    expect(posted.statusCode).toBe(303);
    expect(posted.cookies).toEqual([]);
    const next = new URL(String(posted.headers.location), 'http://localhost');
    expect(next.pathname).toBe('/web-api/socauth/callback/apple');
    expect(Object.fromEntries(next.searchParams)).toEqual(form.fields);
    const done = await browser.get(`${next.pathname}${next.search}`);
    expect(String(done.headers.location)).toContain('socauth=ok');
    expect((await signedInPlayer(browser))?.email).toBeDefined();
  });

  it('signs nobody in whose browser did not start the sign-in (login CSRF)', async () => {
    provider.signInAs(newAccount());
    const form = await formPost(new TestBrowser(t.app, t.clock));
    const before = await countPlayers();
    const posted = await postWithoutCookies(form);
    const victim = new TestBrowser(t.app, t.clock);
    const done = await victim.get(pathOf(String(posted.headers.location)));
    const landed = new URL(String(done.headers.location), 'http://localhost');
    expect(landed.searchParams.get('socauth_error')).toBe('socauth_state_invalid');
    expect(await countPlayers()).toBe(before);
    expect(await signedInPlayer(victim)).toBeNull();
  });

  it('takes form bodies only there', async () => {
    const elsewhere = await t.app.inject({
      method: 'PUT',
      url: `${SETTINGS_URL}/apple`,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        authorization: `Bearer ${operator}`,
      },
      payload: 'client_id=x',
    });
    expect(elsewhere.statusCode).toBe(415);
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/web-api/socauth/callback/myspace',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'code=x&state=y',
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('plain OAuth 2 settings in the back office', () => {
  const stored = async (name: string) =>
    t.database.db.select().from(socialProviders).where(eq(socialProviders.provider, name));

  it('shows the endpoints and paths, never the secret', async () => {
    const set = await configure('discord', vkSettings({ subject_path: 'id', email_path: 'email' }));
    expect(set.statusCode).toBe(200);
    expect(set.body).not.toContain(provider.clientSecret);
    expect(set.json().data.attributes).toMatchObject({
      issuer: null,
      tokenEndpoint: `${provider.origin}/token`,
      subjectPath: 'id',
      scope: 'email',
    });
    const site = await t.app.inject({ method: 'GET', url: '/web-api/socauth/providers' });
    expect(site.json().data.attributes.providers).toContainEqual({
      id: 'discord',
      name: 'Discord',
    });
    expect(site.body).not.toContain(provider.origin);
  });

  it.each([
    [
      'issuer and endpoints together',
      { issuer: 'https://accounts.example' },
      {
        authorization_endpoint: ['socauth_issuer_or_endpoints'],
        token_endpoint: ['socauth_issuer_or_endpoints'],
        userinfo_endpoint: ['socauth_issuer_or_endpoints'],
        subject_path: ['socauth_issuer_or_endpoints'],
        email_path: ['socauth_issuer_or_endpoints'],
        name_path: ['socauth_issuer_or_endpoints'],
      },
    ],
    [
      'neither issuer nor endpoints',
      {
        authorization_endpoint: undefined,
        token_endpoint: undefined,
        userinfo_endpoint: undefined,
      },
      { issuer: ['required'] },
    ],
    ['a missing endpoint', { userinfo_endpoint: undefined }, { userinfo_endpoint: ['required'] }],
    [
      'an endpoint that is not http(s)',
      { token_endpoint: 'ftp://oauth2.test/token' },
      { token_endpoint: ['validation_invalid_format'] },
    ],
    [
      'a malformed claim path',
      { subject_path: 'response..id' },
      { subject_path: ['validation_invalid_format'] },
    ],
    [
      'a scope with control characters',
      { scope: 'email\nx' },
      { scope: ['validation_invalid_format'] },
    ],
  ])('refuses %s with a 400 and writes nothing', async (_case, overrides, errors) => {
    const response = await configure('twitch', vkSettings(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json().validation_errors).toEqual(errors);
    expect(await stored('twitch')).toEqual([]);
  });
});
