import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import {
  call,
  captchaToken,
  encode,
  get,
  latestCode,
  makePlayer,
  outboxCount,
  PASSWORD,
  sessionWorks,
  signIn,
} from './security-test-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const CHANGE = '/web-api/api/web/user/v1/password';
const RESET = '/web-api/api/internal/v1/user/passwordreset';

const change = (
  token: string,
  attributes: Record<string, unknown>,
  headers?: Record<string, string>,
) => call(t, 'PUT', CHANGE, attributes, token, headers);

const changeTo = (next: string, extra: Record<string, unknown> = {}, old = PASSWORD) => ({
  old_password: encode(old),
  password: encode(next),
  password_confirmation: encode(next),
  ...extra,
});

const passwordWorks = async (id: number, password: string) =>
  t.app.services.players.passwordMatches(id, password);

describe('password change', () => {
  it('changes the password and, asked to, closes the other sessions but this one', async () => {
    const player = await makePlayer(t);
    const other = await signIn(t, player.id);
    const response = await change(
      player.token,
      changeTo('second-password-ü', { end_other_sessions: true }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().data.attributes).toEqual({
      message: 'password_changed',
      closed_sessions: 1,
    });
    expect(await passwordWorks(player.id, 'second-password-ü')).toBe(true);
    expect(await sessionWorks(t, other)).toBe(false);
    expect(await sessionWorks(t, player.token)).toBe(true);
    const overview = await get(t, '/web-api/api/internal/v1/user/security', player.token);
    expect(overview.json().data.attributes.password_changed_at).toBe(t.clock.now().toISOString());
  });

  it('keeps the other sessions unless asked', async () => {
    const player = await makePlayer(t);
    const other = await signIn(t, player.id);
    const response = await change(player.token, changeTo('second-password'));
    expect(response.json().data.attributes.closed_sessions).toBe(0);
    expect(await sessionWorks(t, other)).toBe(true);
  });

  it('refuses bad input field by field and writes nothing', async () => {
    const player = await makePlayer(t);
    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [changeTo('new-password', {}, 'wrong-password'), { old_password: ['password_wrong_old'] }],
      [changeTo('short'), { password: ['min_symbols_limit'] }],
      [changeTo('x'.repeat(129)), { password: ['max_symbols_limit'] }],
      [changeTo(PASSWORD), { password: ['password_same_as_old'] }],
      [
        { ...changeTo('new-password'), password_confirmation: encode('other-password') },
        { password_confirmation: ['password_confirmation_mismatch'] },
      ],
      [
        { ...changeTo('new-password'), password: 'not base64!' },
        { password: ['validation_invalid_format'] },
      ],
      [
        { ...changeTo('new-password'), old_password: '/w==' },
        { old_password: ['validation_invalid_format'] },
      ],
      [
        { password: encode('new-password') },
        { old_password: ['required'], password_confirmation: ['required'] },
      ],
      [
        { ...changeTo('new-password'), end_other_sessions: 'yes' },
        { end_other_sessions: ['validation_invalid_type'] },
      ],
    ];
    for (const [attributes, errors] of cases) {
      const response = await change(player.token, attributes);
      expect(response.statusCode, JSON.stringify(attributes)).toBe(400);
      expect(response.json().validation_errors).toEqual(errors);
    }
    expect(await passwordWorks(player.id, PASSWORD)).toBe(true);
  });

  it('needs a signed-in player', async () => {
    const response = await call(t, 'PUT', CHANGE, changeTo('new-password'));
    expect(response.statusCode).toBe(401);
  });

  it('asks for a captcha after 3 wrong old passwords, and checks one that is sent', async () => {
    const player = await makePlayer(t);
    const wrong = changeTo('new-password', {}, 'wrong-password');
    for (let i = 0; i < 3; i++) expect((await change(player.token, wrong)).statusCode).toBe(400);
    const right = changeTo('new-password');
    const refused = await change(player.token, right);
    expect(refused.json().validation_errors).toEqual({ captcha: ['captcha_required'] });
    expect(await passwordWorks(player.id, PASSWORD)).toBe(true);
    const bad = await change(player.token, right, { 'x-captcha-token': 'forged' });
    expect(bad.json().message).toBe('Dismissed captcha');
    const ok = await change(player.token, right, { 'x-captcha-token': await captchaToken(t) });
    expect(ok.statusCode).toBe(200);
  });
});

describe('guessing the old password with a session', () => {
  it('locks like sign-in, and a right password during the lock changes nothing', async () => {
    const player = await makePlayer(t);
    const wrong = changeTo('new-password', {}, 'wrong-password');
    let last = await change(player.token, wrong);
    for (let i = 1; i < 6; i++) {
      last = await change(player.token, wrong, { 'x-captcha-token': await captchaToken(t) });
    }
    expect(last.statusCode).toBe(429);
    const right = await change(player.token, changeTo('new-password'), {
      'x-captcha-token': await captchaToken(t),
    });
    expect(right.statusCode).toBe(429);
    expect(await passwordWorks(player.id, PASSWORD)).toBe(true);
  });
});

describe('password reset', () => {
  it('sends a code by e-mail, checks it, sets the new password and closes every session', async () => {
    const player = await makePlayer(t);
    const sent = await call(t, 'POST', RESET, { login: player.email }, undefined, {
      'x-captcha-token': await captchaToken(t),
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.json().data.attributes).toEqual({
      message: 'password_reset_code_sent',
      code_length: 6,
      channel: 'email',
    });
    const code = await latestCode(t, player.email);
    const query = `?login=${encodeURIComponent(player.email)}&code=${code}`;
    expect((await get(t, `${RESET}${query}`)).statusCode).toBe(200);
    const finish = await call(t, 'POST', `${RESET}/confirm`, {
      login: player.email,
      code,
      password: encode('reset-password'),
      password_confirmation: encode('reset-password'),
    });
    expect(finish.statusCode).toBe(200);
    expect(await passwordWorks(player.id, 'reset-password')).toBe(true);
    expect(await sessionWorks(t, player.token)).toBe(false);
    // A code works once.
    const again = await call(t, 'POST', `${RESET}/confirm`, {
      login: player.email,
      code,
      password: encode('third-password'),
      password_confirmation: encode('third-password'),
    });
    expect(again.json().validation_errors).toEqual({ code: ['code_expired'] });
  });

  it('sends by SMS to a phone, and answers the same for an unknown account', async () => {
    const phone = '+79161234501';
    await makePlayer(t, { phone });
    const send = async (login: string) =>
      call(t, 'POST', RESET, { login }, undefined, { 'x-captcha-token': await captchaToken(t) });
    const known = await send('+7 916 123-45-01');
    const unknown = await send('+79161234599');
    expect(known.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    expect(await outboxCount(t, phone)).toBe(1);
    expect(await outboxCount(t, '+79161234599')).toBe(0);
    const nobody = await send('nobody@example.com');
    expect(nobody.statusCode).toBe(200);
    expect(await outboxCount(t, 'nobody@example.com')).toBe(0);
  });

  it('limits sends to an unknown address exactly as to a known one', async () => {
    const player = await makePlayer(t);
    const send = async (login: string) =>
      call(t, 'POST', RESET, { login }, undefined, { 'x-captcha-token': await captchaToken(t) });
    for (const login of [player.email, 'nobody-else@example.com']) {
      expect((await send(login)).statusCode).toBe(200);
      expect((await send(login)).statusCode).toBe(429);
    }
  });

  it('refuses a wrong, expired or missing code and bad input, writing nothing', async () => {
    const player = await makePlayer(t);
    const headers = { 'x-captcha-token': await captchaToken(t) };
    await call(t, 'POST', RESET, { login: player.email }, undefined, headers);
    const code = await latestCode(t, player.email);
    const wrong = code === '000000' ? '111111' : '000000';
    const check = (c: string) =>
      get(t, `${RESET}?login=${encodeURIComponent(player.email)}&code=${c}`);
    expect((await check(wrong)).json().validation_errors).toEqual({
      code: ['auth_incorrect_code'],
    });
    const finish = (attributes: Record<string, unknown>) =>
      call(t, 'POST', `${RESET}/confirm`, {
        login: player.email,
        code,
        password: encode('reset-password'),
        password_confirmation: encode('reset-password'),
        ...attributes,
      });
    expect((await finish({ password: encode('short') })).json().validation_errors).toEqual({
      password: ['min_symbols_limit'],
      password_confirmation: ['password_confirmation_mismatch'],
    });
    expect((await finish({ login: 'other@example.com' })).json().validation_errors).toEqual({
      code: ['auth_incorrect_code'],
    });
    t.clock.advance(11 * 60_000);
    expect((await check(code)).json().validation_errors).toEqual({ code: ['code_expired'] });
    expect(await passwordWorks(player.id, PASSWORD)).toBe(true);
    expect(await sessionWorks(t, player.token)).toBe(true);
  });

  it('refuses a login that is neither e-mail nor phone, and a missing captcha', async () => {
    const headers = { 'x-captcha-token': await captchaToken(t) };
    const kind = await call(t, 'POST', RESET, { login: 'some-login' }, undefined, headers);
    expect(kind.json().validation_errors).toEqual({ login: ['password_reset_login_kind'] });
    const mail = await call(t, 'POST', RESET, { login: 'a@gmial.com' }, undefined, {
      'x-captcha-token': await captchaToken(t),
    });
    expect(mail.json().validation_errors).toEqual({
      login: ['validation_email_domain_suggestion'],
    });
    const noCaptcha = await call(t, 'POST', RESET, { login: 'a@example.com' });
    expect(noCaptcha.statusCode).toBe(400);
    expect(noCaptcha.json().message).toBe('Dismissed captcha');
    const empty = await call(t, 'POST', RESET, { login: ' ' }, undefined, {
      'x-captcha-token': await captchaToken(t),
    });
    expect(empty.json().validation_errors).toEqual({ login: ['required'] });
  });
});
