import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  freshClients,
  fromClient,
  NETWORKS,
  type Network,
  PROXY_ADDRESS,
  solvedCaptcha,
} from '../../testing/client-addresses.ts';
import { createTestApp, jsonApi, TEST_OPERATOR, type TestApp } from '../../testing/test-app.ts';
import { operatorSessions } from './schema.ts';

/*
 * Issue 11: 22 tries against `nobody` locked the real operator out for 8 minutes. An attacker
 * and the operator at two addresses, with and without a reverse proxy.
 */

const ATTACKER = '203.0.113.77';
const freshClient = freshClients();

describe.each(NETWORKS)('operator sign-in $name', (network: Network) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(network.config);
  });
  afterAll(() => t.close());

  const signIn = (client: string, login: string, password: string, captcha?: string) =>
    t.app.inject(
      fromClient(network, client, {
        ...jsonApi('POST', '/web-api/backoffice/auth/login', { login, password }),
        headers: {
          'content-type': 'application/vnd.api+json',
          ...(captcha ? { 'x-captcha-token': captcha } : {}),
        },
      }),
    );

  it('lets the operator in at once after a flood against an unknown login', async () => {
    for (let i = 0; i < 22; i++) {
      const failure = await signIn(ATTACKER, 'nobody', 'guess', await solvedCaptcha(t));
      expect([401, 429]).toContain(failure.statusCode);
    }
    const operator = await signIn(freshClient(), TEST_OPERATOR.login, TEST_OPERATOR.password);
    expect(operator.statusCode).toBe(200);
    expect(operator.cookies.find((c) => c.name === 'operator_token')).toBeDefined();
  });

  it("never locks the operator's own login guessed from many addresses", async () => {
    for (let i = 0; i < 30; i++) {
      const failure = await signIn(
        freshClient(),
        TEST_OPERATOR.login,
        'guess',
        await solvedCaptcha(t),
      );
      expect(failure.statusCode).toBe(401);
    }
    const asked = await signIn(freshClient(), TEST_OPERATOR.login, TEST_OPERATOR.password);
    expect(asked.json().message).toBe('captcha_required');
    const solved = await signIn(
      freshClient(),
      TEST_OPERATOR.login,
      TEST_OPERATOR.password,
      await solvedCaptcha(t),
    );
    expect(solved.statusCode).toBe(200);
  });

  it("records the operator's own address on the session", async () => {
    const client = freshClient();
    const signedIn = await signIn(client, TEST_OPERATOR.login, TEST_OPERATOR.password);
    expect(signedIn.statusCode).toBe(200);
    const sessionId = signedIn.json().data.id;
    const [session] = await t.database.db
      .select({ ip: operatorSessions.ip })
      .from(operatorSessions)
      .where(eq(operatorSessions.id, sessionId));
    expect(session?.ip).toBe(client);
  });
});

describe('operator sign-in behind a proxy that TRUST_PROXY does not name', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  // Every visitor arrives from the proxy's address: the deployment.
  const signIn = (login: string, password: string, captcha?: string) =>
    t.app.inject({
      ...jsonApi('POST', '/web-api/backoffice/auth/login', { login, password }),
      remoteAddress: PROXY_ADDRESS,
      headers: {
        'content-type': 'application/vnd.api+json',
        'x-forwarded-for': freshClient(),
        ...(captcha ? { 'x-captcha-token': captcha } : {}),
      },
    });

  it('lets the operator in after 22 tries against nobody', async () => {
    for (let i = 0; i < 22; i++) {
      const failure = await signIn('nobody', 'guess', await solvedCaptcha(t));
      expect([401, 429]).toContain(failure.statusCode);
    }
    expect((await signIn(TEST_OPERATOR.login, TEST_OPERATOR.password)).statusCode).toBe(200);
  });

  it('challenges the shared address after failures over many logins, never locks it', async () => {
    for (let i = 0; i < 40; i++) {
      const failure = await signIn(`nobody-${i}`, 'guess', await solvedCaptcha(t));
      expect(failure.statusCode).toBe(401);
    }
    const unsolved = await signIn(TEST_OPERATOR.login, TEST_OPERATOR.password);
    expect(unsolved.json().message).toBe('captcha_required');
    const solved = await signIn(
      TEST_OPERATOR.login,
      TEST_OPERATOR.password,
      await solvedCaptcha(t),
    );
    expect(solved.statusCode).toBe(200);
  });
});
