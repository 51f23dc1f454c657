import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  freshClients,
  fromClient,
  NETWORKS,
  type Network,
  PROXY_ADDRESS,
  solvedCaptcha,
} from '../../testing/client-addresses.ts';
import { createTestApp, jsonApi, type TestApp } from '../../testing/test-app.ts';

/*
 * Issue 11: one attacker locked everyone out. An attacker and a victim at two addresses, with
 * and without a reverse proxy: whatever the attacker does, the victim's right password works
 * at once, with no captcha it would not otherwise need.
 */

const PASSWORD = 'correct horse battery';
const ATTACKER = '203.0.113.66';
const freshClient = freshClients();

describe.each(NETWORKS)('player sign-in $name', (network: Network) => {
  let t: TestApp;
  let players = 0;

  beforeAll(async () => {
    t = await createTestApp(network.config);
  });
  afterAll(() => t.close());

  const newPlayer = async () => {
    players += 1;
    const player = await t.app.services.players.create({
      password: PASSWORD,
      email: `victim-${players}@example.com`,
    });
    return String(player.id);
  };
  const signIn = (client: string, login: string, password: string, captcha?: string) =>
    t.app.inject(
      fromClient(network, client, {
        ...jsonApi('POST', '/web-api/user/auth', { login, password, bearer: true }),
        headers: {
          'content-type': 'application/vnd.api+json',
          ...(captcha ? { 'x-captcha-token': captcha } : {}),
        },
      }),
    );

  it("lets a player in at once after an attacker's flood of unknown logins", async () => {
    const victim = await newPlayer();
    for (let i = 0; i < 25; i++) {
      const failure = await signIn(
        ATTACKER,
        `ghost-${i}@example.com`,
        'guess',
        await solvedCaptcha(t),
      );
      expect([401, 429]).toContain(failure.statusCode);
    }
    t.clock.advance(3_000);
    const right = await signIn(freshClient(), victim, PASSWORD);
    expect(right.statusCode).toBe(200);
    // The attacker's own address is challenged or slowed, never let through unasked.
    const attacker = await newPlayer();
    expect((await signIn(ATTACKER, attacker, PASSWORD)).statusCode).not.toBe(200);
    t.clock.advance(60 * 60_000);
  });

  it("locks only the attacker's address for the victim's login, never the victim", async () => {
    const victim = await newPlayer();
    const attacker = freshClient();
    const statuses = [];
    for (let i = 0; i < 8; i++) {
      statuses.push((await signIn(attacker, victim, 'guess', await solvedCaptcha(t))).statusCode);
    }
    expect(statuses.at(-1)).toBe(429);
    const locked = await signIn(attacker, victim, PASSWORD, await solvedCaptcha(t));
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe('sign_in_locked');
    expect((await signIn(freshClient(), victim, PASSWORD)).statusCode).toBe(200);
  });

  it('asks for a captcha on a login guessed from many addresses, and never locks it', async () => {
    const victim = await newPlayer();
    for (let i = 0; i < 30; i++) {
      const failure = await signIn(freshClient(), victim, 'guess', await solvedCaptcha(t));
      expect(failure.statusCode).toBe(401);
    }
    const unsolved = await signIn(freshClient(), victim, PASSWORD);
    expect(unsolved.statusCode).toBe(400);
    expect(unsolved.json().message).toBe('captcha_required');
    const solved = await signIn(freshClient(), victim, PASSWORD, await solvedCaptcha(t));
    expect(solved.statusCode).toBe(200);
  });

  it("records the client's address on the session, never a forged one", async () => {
    const victim = await newPlayer();
    const client = freshClient();
    const signedIn = await t.app.inject(
      fromClient(network, client, {
        ...jsonApi('POST', '/web-api/user/auth', {
          login: victim,
          password: PASSWORD,
          bearer: true,
        }),
        // A forged hop in front of the real ones: only the trusted proxy's word counts.
        headers: { 'content-type': 'application/vnd.api+json', 'x-forwarded-for': '6.6.6.6' },
      }),
    );
    const token = signedIn.json().data.attributes.userToken;
    const sessions = await t.app.inject({
      method: 'GET',
      url: '/web-api/getusersessions',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(sessions.json().data.attributes.sessions.map((s: { ip: string }) => s.ip)).toEqual([
      client,
    ]);
  });
});

describe('player sign-in behind a proxy that TRUST_PROXY does not name', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  // Every visitor arrives from the proxy's address: the deployment.
  const signIn = (client: string, login: string, password: string, captcha?: string) =>
    t.app.inject({
      ...jsonApi('POST', '/web-api/user/auth', { login, password, bearer: true }),
      remoteAddress: PROXY_ADDRESS,
      headers: {
        'content-type': 'application/vnd.api+json',
        'x-forwarded-for': client,
        ...(captcha ? { 'x-captcha-token': captcha } : {}),
      },
    });

  it('challenges the shared address and never locks a right password of another account', async () => {
    for (let i = 0; i < 40; i++) {
      const failure = await signIn(
        ATTACKER,
        `ghost-${i}@example.com`,
        'guess',
        await solvedCaptcha(t),
      );
      expect(failure.statusCode).toBe(401);
    }
    const player = await t.app.services.players.create({
      password: PASSWORD,
      email: 'behind-proxy@example.com',
    });
    const unsolved = await signIn(freshClient(), String(player.id), PASSWORD);
    expect(unsolved.json().message).toBe('captcha_required');
    const solved = await signIn(freshClient(), String(player.id), PASSWORD, await solvedCaptcha(t));
    expect(solved.statusCode).toBe(200);
  });
});
