import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpCode, totpStep } from '../../platform/security/totp.ts';
import { createTestApp, jsonApi, type TestApp } from '../../testing/test-app.ts';
import { twoFactorSecrets } from './schema.ts';

let t: TestApp;
const PASSWORD = 'correct horse battery';

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const address = () => `10.${randomInt(255)}.${randomInt(255)}.${randomInt(1, 255)}`;
const inject = (request: InjectOptions) => t.app.inject({ ...request, remoteAddress: address() });

let count = 0;
async function signedInPlayer(phone?: string) {
  count += 1;
  const player = await t.app.services.players.create({
    password: PASSWORD,
    email: `tf${count}@example.com`,
    ...(phone ? { phone, phoneConfirmedAt: t.clock.now() } : {}),
  });
  const response = await inject(
    jsonApi('POST', '/web-api/user/auth', {
      login: String(player.id),
      password: PASSWORD,
      bearer: true,
    }),
  );
  return { player, token: response.json().data.attributes.userToken as string };
}

const call = (url: string, token: string, attributes?: unknown) =>
  inject(
    attributes === undefined
      ? { method: 'POST', url, headers: { authorization: `Bearer ${token}` } }
      : jsonApi('POST', url, attributes, token),
  );

/** The code an authenticator app shows now (or `steps` steps later). */
const codeNow = (secret: string, steps = 0) => totpCode(secret, totpStep(t.clock.now()) + steps);

async function startTwoFactor(token: string) {
  const response = await call('/web-api/gettwofactorqrcodeurl', token);
  expect(response.statusCode).toBe(200);
  return response.json().data.attributes as {
    qr_code_url: string;
    qr_link: string;
    code: string;
    needs_sms: boolean;
  };
}

describe('the QR-code step', () => {
  it('gives a PNG data URL, an otpauth link and the secret to type, sealed at rest', async () => {
    const { player, token } = await signedInPlayer();
    const answer = await startTwoFactor(token);
    expect(answer.qr_code_url).toMatch(/^data:image\/png;base64,/);
    expect(answer.qr_link).toMatch(/^otpauth:\/\/totp\/Arenabet%3Atf\d+%40example\.com\?secret=/);
    expect(new URL(answer.qr_link).searchParams.get('secret')).toBe(answer.code);
    expect(answer.code).toMatch(/^[A-Z2-7]{32}$/);
    expect(answer.needs_sms).toBe(false);
    const [row] = await t.database.db
      .select()
      .from(twoFactorSecrets)
      .where(eq(twoFactorSecrets.playerId, player.id));
    expect(row?.secretSealed).not.toContain(answer.code);
    expect(row?.enabledAt).toBeNull();
  });

  it('tells the status and whether enabling needs a phone code', async () => {
    const { token } = await signedInPlayer('+79161110009');
    const status = () =>
      inject({
        method: 'GET',
        url: '/web-api/twofactorauthstatus',
        headers: { authorization: `Bearer ${token}` },
      });
    expect((await status()).json().data.attributes).toEqual({ enabled: false, needs_sms: true });
  });

  it('is for signed-in players only', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/web-api/gettwofactorqrcodeurl' });
    expect(response.statusCode).toBe(401);
  });
});

describe('enable, sign in with a code, disable', () => {
  it('runs the whole way with codes an authenticator computes', async () => {
    const { player, token } = await signedInPlayer();
    const { code: secret } = await startTwoFactor(token);

    const wrong = await call('/web-api/twofactorauthenable', token, { app_code: '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      error_code: 1,
      validation_errors: { app_code: ['two_factor_wrong_code'] },
    });
    const enabled = await call('/web-api/twofactorauthenable', token, {
      app_code: codeNow(secret),
    });
    expect(enabled.statusCode).toBe(200);
    expect(enabled.json().data.attributes.message).toBe('two_factor_enabled');
    expect(await t.app.services.twoFactor.isEnabled(player.id)).toBe(true);
    expect((await call('/web-api/gettwofactorqrcodeurl', token)).statusCode).toBe(409);

    // The password alone no longer signs in.
    const first = await inject(
      jsonApi('POST', '/web-api/user/auth', { login: String(player.id), password: PASSWORD }),
    );
    expect(first.cookies).toHaveLength(0);
    const challenge = first.json().data.attributes;
    expect(challenge).toMatchObject({ twoFactorRequired: true, method: 'app' });
    const second = (code: string) =>
      inject(
        jsonApi('POST', '/web-api/user/twoauth/', {
          token: challenge.twoFactorToken,
          code,
          bearer: true,
        }),
      );
    // The code of the enable step was spent; the next step's code works once.
    expect((await second(codeNow(secret))).statusCode).toBe(400);
    t.clock.advance(30_000);
    const code = codeNow(secret);
    const signedIn = await second(code);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().data.attributes.userId).toBe(player.id);
    const reused = await second(code);
    expect(reused.statusCode).toBe(400);
    expect(reused.json().validation_errors).toEqual({ code: ['auth_incorrect_code'] });

    // Disable needs a fresh code (`hash`).
    const newToken = signedIn.json().data.attributes.userToken as string;
    const badHash = await call('/web-api/twofactorauthdisable', newToken, { hash: code });
    expect(badHash.statusCode).toBe(400);
    expect(badHash.json().validation_errors).toEqual({ hash: ['two_factor_wrong_code'] });
    t.clock.advance(30_000);
    const disabled = await call('/web-api/twofactorauthdisable', newToken, {
      hash: codeNow(secret),
    });
    expect(disabled.json().data.attributes.message).toBe('two_factor_disabled');
    expect(await t.app.services.twoFactor.isEnabled(player.id)).toBe(false);
  });

  it('keeps counting wrong codes when the password is given again, so codes are not guessed', async () => {
    const { player, token } = await signedInPlayer();
    const { code: secret } = await startTwoFactor(token);
    await call('/web-api/twofactorauthenable', token, { app_code: codeNow(secret) });
    const wrong = codeNow(secret, 10);
    // One guesser who knows the password, at one address.
    const guesser = address();
    const from = (request: InjectOptions) => t.app.inject({ ...request, remoteAddress: guesser });
    const passwordStep = () =>
      from(jsonApi('POST', '/web-api/user/auth', { login: String(player.id), password: PASSWORD }));
    for (let round = 0; round < 3; round++) {
      const { twoFactorToken } = (await passwordStep()).json().data.attributes;
      const second = await from(
        jsonApi('POST', '/web-api/user/twoauth/', { token: twoFactorToken, code: wrong }),
      );
      expect(second.statusCode).toBe(400);
    }
    // The right password did not forgive the wrong codes: a captcha is asked now.
    const next = await passwordStep();
    expect(next.statusCode).toBe(400);
    expect(next.json().validation_errors).toEqual({ captcha: ['captcha_required'] });
  });

  it('accepts one step of clock skew either way, not two', async () => {
    const { player, token } = await signedInPlayer();
    const { code: secret } = await startTwoFactor(token);
    const tooOld = await call('/web-api/twofactorauthenable', token, {
      app_code: codeNow(secret, -2),
    });
    expect(tooOld.statusCode).toBe(400);
    const behind = await call('/web-api/twofactorauthenable', token, {
      app_code: codeNow(secret, -1),
    });
    expect(behind.statusCode).toBe(200);
    expect(await t.app.services.twoFactor.verify(player.id, codeNow(secret, 1))).toBe(true);
    // Steps up to the one used are spent, even when skew would allow them.
    expect(await t.app.services.twoFactor.verify(player.id, codeNow(secret))).toBe(false);
  });

  it('lets only one of two racing requests use a code', async () => {
    const { player, token } = await signedInPlayer();
    const { code: secret } = await startTwoFactor(token);
    await call('/web-api/twofactorauthenable', token, { app_code: codeNow(secret) });
    t.clock.advance(30_000);
    const code = codeNow(secret);
    const results = await Promise.all(
      Array.from({ length: 5 }, () => t.app.services.twoFactor.verify(player.id, code)),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
  });
});

describe('the phone code when enabling', () => {
  it('needs the SMS code for a player with a confirmed phone; a wrong one is error_code 2', async () => {
    const phone = '+79161110001';
    const { token } = await signedInPlayer(phone);
    const { code: secret, needs_sms } = await startTwoFactor(token);
    expect(needs_sms).toBe(true);

    const missing = await call('/web-api/twofactorauthenable', token, {
      app_code: codeNow(secret),
    });
    expect(missing.json()).toMatchObject({
      error_code: 2,
      validation_errors: { sms_code: ['auth_required_field'] },
    });
    expect((await call('/web-api/sendSmsForTwoFactorActivation', token)).statusCode).toBe(200);
    const [sms] = await t.app.services.outbox.list({ recipient: phone, limit: 1 });
    expect(sms?.channel).toBe('sms');
    const smsCode = sms?.body.match(/\d{6}/)?.[0] ?? '';

    const wrongSms = await call('/web-api/twofactorauthenable', token, {
      app_code: codeNow(secret),
      sms_code: '999999',
    });
    expect(wrongSms.json()).toMatchObject({
      error_code: 2,
      validation_errors: { sms_code: ['auth_incorrect_code'] },
    });
    // A wrong app code keeps the right SMS code for the next try.
    const wrongApp = await call('/web-api/twofactorauthenable', token, {
      app_code: '000000',
      sms_code: smsCode,
    });
    expect(wrongApp.json().error_code).toBe(1);
    const ok = await call('/web-api/twofactorauthenable', token, {
      app_code: codeNow(secret),
      sms_code: smsCode,
    });
    expect(ok.statusCode).toBe(200);
  });

  it('sends the code by Telegram too, and refuses both to a player without a phone', async () => {
    const phone = '+79161110002';
    const { token } = await signedInPlayer(phone);
    expect((await call('/web-api/sendTelegramCodeForTwoFactorActivation', token)).statusCode).toBe(
      200,
    );
    const [message] = await t.app.services.outbox.list({ recipient: phone, limit: 1 });
    expect(message?.channel).toBe('telegram');

    const { token: noPhone } = await signedInPlayer();
    const refused = await call('/web-api/sendSmsForTwoFactorActivation', noPhone);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('two_factor_no_phone');
  });
});

describe('bad input', () => {
  it('answers clear field errors and changes nothing', async () => {
    const { player, token } = await signedInPlayer();
    await startTwoFactor(token);
    for (const [attributes, field, key] of [
      [{}, 'app_code', 'validation_required'],
      [{ app_code: '' }, 'app_code', 'auth_required_field'],
      [{ app_code: '12345' }, 'app_code', 'two_factor_code_format'],
      [{ app_code: 'abcdef' }, 'app_code', 'two_factor_code_format'],
      [{ app_code: 123456 }, 'app_code', undefined],
    ] as const) {
      const response = await call('/web-api/twofactorauthenable', token, attributes);
      expect(response.statusCode, JSON.stringify(attributes)).toBe(400);
      const errors = response.json().validation_errors;
      expect(Object.keys(errors)).toEqual([field]);
      if (key && key !== 'validation_required') expect(errors[field]).toEqual([key]);
    }
    const disable = await call('/web-api/twofactorauthdisable', token, { hash: 'x' });
    expect(disable.statusCode).toBe(400);
    const notOn = await call('/web-api/twofactorauthdisable', token, { hash: '123456' });
    expect(notOn.statusCode).toBe(400);
    expect(await t.app.services.twoFactor.isEnabled(player.id)).toBe(false);
  });

  it('accepts an app code typed with a space in the middle', async () => {
    const { token } = await signedInPlayer();
    const { code: secret } = await startTwoFactor(token);
    const code = codeNow(secret);
    const response = await call('/web-api/twofactorauthenable', token, {
      app_code: `${code.slice(0, 3)} ${code.slice(3)}`,
    });
    expect(response.statusCode).toBe(200);
  });
});
