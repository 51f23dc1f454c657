import { randomUUID } from 'node:crypto';
/*
 * Players and codes for the security office's route tests: players are made through the
 * players service and signed in through the auth service, so the sign-in limits (per address,
 * and every test request comes from one address) stay out of the way.
 */
import { encodePassword } from '@arenabet/contracts/password';
import type { InjectOptions } from 'fastify';
import { solveChallenge } from '../../platform/security/proof-of-work.ts';
import { jsonApi, type TestApp } from '../../testing/test-app.ts';
import { verifyByTestPerson } from '../../testing/verify-identity.ts';

export const PASSWORD = 'first-password-1';

let serial = 0;

export interface TestPlayer {
  id: number;
  token: string;
  email: string;
}

export async function makePlayer(
  t: TestApp,
  fields: { phone?: string; emailConfirmed?: boolean; countryId?: number; verified?: boolean } = {},
): Promise<TestPlayer> {
  serial += 1;
  const email = `security-${serial}-${randomUUID()}@example.com`;
  const now = t.clock.now();
  const player = await t.app.services.players.create({
    password: PASSWORD,
    email,
    emailConfirmedAt: fields.emailConfirmed ? now : null,
    phone: fields.phone ?? null,
    phoneConfirmedAt: fields.phone ? now : null,
    ...(fields.countryId === undefined ? {} : { countryId: fields.countryId }),
  });
  // Verified as a player is before play where the rules ask it, unless the test is about that.
  if (fields.verified !== false) await verifyIdentity(t, player.id);
  return { id: player.id, token: await signIn(t, player.id), email };
}

/** The player's identity verified, as a player verifies it before play. */
export function verifyIdentity(t: TestApp, playerId: number): Promise<void> {
  return verifyByTestPerson(t.app.services, playerId);
}

/** Another session of the same player. */
export async function signIn(t: TestApp, playerId: number): Promise<string> {
  const { token } = await t.app.services.auth.openSession(playerId, {
    ip: '127.0.0.1',
    userAgent: 'test',
  });
  return token;
}

/** The code of the newest message to a recipient, read from the outbox as a player would. */
export async function latestCode(t: TestApp, recipient: string): Promise<string> {
  const [message] = await t.app.services.outbox.list({ recipient, limit: 1 });
  const code = message?.body.match(/\b\d{6}\b/)?.[0];
  if (!code) throw new Error(`no code sent to ${recipient}`);
  return code;
}

export async function outboxCount(t: TestApp, recipient: string): Promise<number> {
  return (await t.app.services.outbox.list({ recipient, limit: 100 })).length;
}

export async function captchaToken(t: TestApp): Promise<string> {
  const response = await t.app.inject({ method: 'GET', url: '/web-api/captcha/challenge' });
  const solution = solveChallenge(response.json().data.attributes.challenge);
  return Buffer.from(JSON.stringify(solution)).toString('base64');
}

export function call(
  t: TestApp,
  method: 'POST' | 'PUT',
  url: string,
  attributes: unknown,
  token?: string,
  headers: Record<string, string> = {},
) {
  const request: InjectOptions = jsonApi(method, url, attributes, token);
  return t.app.inject({ ...request, headers: { ...request.headers, ...headers } });
}

export function get(t: TestApp, url: string, token?: string) {
  return t.app.inject({
    method: 'GET',
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

/** 200 while the token's session is open, 401 once it is closed. */
export async function sessionWorks(t: TestApp, token: string): Promise<boolean> {
  return (await get(t, '/web-api/user/getuserconfig', token)).statusCode === 200;
}

export { encodePassword as encode };
