import { createHash } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { JSON_API } from './bets.ts';

export interface Player {
  userId: number;
  password: string;
}

interface Challenge {
  algorithm: string;
  challenge: string;
  maxNumber: number;
  salt: string;
  signature: string;
}

/** The browser's work for the self-hosted captcha: the n whose sha256(salt + n) is the challenge. */
export function solveChallenge({ maxNumber, ...challenge }: Challenge): string {
  for (let number = 0; number <= maxNumber; number += 1) {
    const hash = createHash('sha256').update(`${challenge.salt}${number}`).digest('hex');
    if (hash === challenge.challenge) {
      const { algorithm, salt, signature } = challenge;
      const solution = { algorithm, challenge: challenge.challenge, number, salt, signature };
      return Buffer.from(JSON.stringify(solution)).toString('base64');
    }
  }
  throw new Error('The captcha challenge has no solution below maxNumber');
}

/** The x-captcha-token header the site's captcha type asks for (none when it is disabled). */
async function captchaHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  const answer = await request.get('/web-api/captcha/challenge');
  if (!answer.ok()) throw new Error(`captcha challenge: ${answer.status()}`);
  const { type, challenge } = (await answer.json()).data.attributes;
  if (type === 'disabled') return {};
  if (type !== 'custom' || !challenge)
    throw new Error(`captcha type ${type} cannot be solved here`);
  return { 'x-captcha-token': solveChallenge(challenge) };
}

export interface RegistrationOptions {
  /**
   * Whether the prompt to set a deposit limit (LCCP 3.5) is left for the deposit pages to ask.
   * By default the player has answered it "not now", as a player who has deposited before has:
   * the flows of the deposit pages are not about it.
   */
  depositLimitPromptOpen?: boolean;
  /**
   * Whether the player's identity is verified, as the jurisdiction asks before deposits and
   * play: by default through the simulated Smart-ID provider's automatic test person.
   */
  identityVerified?: boolean;
}

/**
 * A new player made the way a visitor makes one: one-click registration through the site's own
 * API. Registration also signs that API context in, which leaves the player one open session
 * besides the browser's.
 */
export async function registerPlayer(
  request: APIRequestContext,
  options: RegistrationOptions = {},
): Promise<Player> {
  const answer = await request.post('/web-api/registration', {
    headers: { ...(await captchaHeaders(request)), 'content-type': JSON_API },
    data: { data: { attributes: { type: 'fast_reg', currency_id: 1 } } },
  });
  if (answer.status() !== 201) {
    throw new Error(`registration: ${answer.status()} ${await answer.text()}`);
  }
  const { userId, password } = (await answer.json()).data.attributes;
  await afterRegistration(request, new URL(answer.url()).origin, options);
  return { userId, password };
}

/** What a new player of the specs has done once registered, unless the options keep it open. */
async function afterRegistration(
  request: APIRequestContext,
  origin: string,
  options: RegistrationOptions,
): Promise<void> {
  if (!options.depositLimitPromptOpen) await answerDepositLimitPrompt(request, origin);
  if (options.identityVerified !== false) await verifyIdentity(request, origin);
}

/**
 * The deposit-limit prompt answered "not now" by the player the API context is signed in as, with
 * the site's own Origin as a change made with its session cookie needs.
 */
async function answerDepositLimitPrompt(request: APIRequestContext, origin: string): Promise<void> {
  const answer = await request.post('/limit-service-api/prompts', {
    headers: { 'content-type': JSON_API, origin },
    data: { data: { attributes: { prompt: 'deposit_limit' } } },
  });
  if (!answer.ok())
    throw new Error(`deposit-limit prompt: ${answer.status()} ${await answer.text()}`);
}

/** The signed-in player verified by the simulated Smart-ID's automatic test person (code …0001). */
async function verifyIdentity(request: APIRequestContext, origin: string): Promise<void> {
  const started = await request.post('/verification-api/smart_id/authentication', {
    headers: { 'content-type': JSON_API, origin },
    data: { data: { attributes: { personal_code: '39001010001', country: 'EE' } } },
  });
  if (!started.ok()) throw new Error(`identity: ${started.status()} ${await started.text()}`);
  const { sessionId } = (await started.json()).data.attributes;
  const session = await request.get(`/verification-api/smart_id/session/${sessionId}`);
  const { result } = (await session.json()).data.attributes;
  if (result !== 'ok') throw new Error(`identity: the test person was not verified (${result})`);
}

/**
 * A new player registered by e-mail (full_reg) through the API, with the password given; the
 * identity verified and the deposit-limit prompt answered as `registerPlayer` does.
 */
export async function registerByEmail(
  request: APIRequestContext,
  email: string,
  password: string,
  options: RegistrationOptions = {},
): Promise<Player> {
  const attributes = {
    type: 'full_reg',
    country_id: 1,
    currency_id: 1,
    name: 'Reset',
    surname: 'Tester',
    email,
    password,
    password_again: password,
    date_birthday: '1990-05-01',
    'agree-policy': true,
  };
  const answer = await request.post('/web-api/registration', {
    headers: { ...(await captchaHeaders(request)), 'content-type': JSON_API },
    data: { data: { attributes } },
  });
  if (answer.status() !== 201) {
    throw new Error(`registration: ${answer.status()} ${await answer.text()}`);
  }
  await afterRegistration(request, new URL(answer.url()).origin, options);
  return { userId: (await answer.json()).data.attributes.userId, password };
}

/**
 * The readable mark the server sets beside the session cookie (`SIGNED_IN_COOKIE` in
 * packages/contracts): a spec that answers getuserconfig itself, from fixed data, sets it so the
 * web app asks at all. The player-protection calls of a signed-in page are answered with it.
 */
export async function markSignedIn(page: Page): Promise<void> {
  await answerProtectionAtRest(page);
  await page
    .context()
    .addCookies([{ name: 'signed_in', value: '1', domain: '127.0.0.1', path: '/' }]);
}

/**
 * For a spec that answers getuserconfig from fixed data: the player-protection calls every
 * signed-in page makes, answered as for a player with no limits, no reality check and nothing
 * to be asked, so nothing comes over the page being pictured.
 */
async function answerProtectionAtRest(page: Page): Promise<void> {
  const at = new Date().toISOString();
  const resource = (type: string, attributes: object) => ({
    json: { data: { type, id: '1', attributes } },
  });
  await page.route('**/limit-service-api/session', (route) =>
    route.fulfill(
      resource('play-session', {
        startedAt: at,
        at,
        elapsedSeconds: 0,
        staked: '0.00',
        returned: '0.00',
        net: '0.00',
        currency: 'RUB',
        realityCheckMinutes: null,
        nextCheckAt: null,
      }),
    ),
  );
  await page.route('**/limit-service-api/limits', (route) =>
    route.fulfill(
      resource('limits', {
        limits: [],
        activeBreak: null,
        realityCheckMinutes: null,
        reviewDueAt: null,
        lastSelfAssessment: null,
        prompts: { depositLimit: false, limitReview: false },
      }),
    ),
  );
}
