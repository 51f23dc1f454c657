import { randomInt } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { solveChallenge } from '../../platform/security/proof-of-work.ts';
import { createTestApp, jsonApi, type TestApp } from '../../testing/test-app.ts';

/*
 * The sign-in tests' app and helpers: players with one password, each test signing in from an
 * address of its own so counts per address never leak between tests, and solved captchas.
 */

export const PASSWORD = 'correct horse battery';

/** The file's app, made before its tests and closed after, and what its tests sign in with. */
export function signInKit() {
  let app: TestApp | undefined;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app?.close());
  const t = (): TestApp => {
    if (!app) throw new Error('The sign-in test app is made in beforeAll');
    return app;
  };

  const send = (request: InjectOptions, address: string, headers: Record<string, string> = {}) =>
    t().app.inject({
      ...request,
      remoteAddress: address,
      headers: { ...(request.headers as Record<string, string>), ...headers },
    });

  let playerCount = 0;
  return {
    t,
    send,
    newAddress: () => `10.${randomInt(255)}.${randomInt(255)}.${randomInt(1, 255)}`,
    signIn: (login: string, password: string, address: string, captcha?: string) =>
      send(
        jsonApi('POST', '/web-api/user/auth', { login, password, bearer: true }),
        address,
        captcha ? { 'x-captcha-token': captcha } : {},
      ),
    async captchaToken(): Promise<string> {
      const response = await t().app.inject({ method: 'GET', url: '/web-api/captcha/challenge' });
      const solution = solveChallenge(response.json().data.attributes.challenge);
      return Buffer.from(JSON.stringify(solution)).toString('base64');
    },
    newPlayer(extra: { phone?: string; email?: string } = {}) {
      playerCount += 1;
      return t().app.services.players.create({
        password: PASSWORD,
        email: extra.email ?? `lockout${playerCount}@example.com`,
        ...(extra.phone ? { phone: extra.phone, phoneConfirmedAt: t().clock.now() } : {}),
      });
    },
  };
}
