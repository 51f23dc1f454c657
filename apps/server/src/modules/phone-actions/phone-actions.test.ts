import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { call, get, latestCode, makePlayer, outboxCount } from '../password/security-test-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const V2 = '/web-api/api/internal/v2/phone-actions';
const V1 = '/web-api/api/internal/v1/phoneActions';
const V3 = '/web-api/api/internal/v3/phone-number';

let serial = 0;
/** A fresh valid Russian mobile number per call. */
function newPhone(): string {
  serial += 1;
  return `+7916${String(5_550_000 + serial).padStart(7, '0')}`;
}

const phoneOf = async (id: number) => {
  const player = await t.app.services.players.byId(id);
  return { phone: player?.phone ?? null, confirmed: player?.phoneConfirmedAt !== null };
};

async function bind(token: string, phone: string) {
  await call(t, 'POST', `${V2}/create-phone-number`, { phone_number: phone }, token);
  const code = await latestCode(t, phone);
  return call(
    t,
    'POST',
    `${V1}/createPhoneNumber/confirm`,
    { phone_number: phone, confirm_code: code },
    token,
  );
}

describe('phone binding', () => {
  it('sends codes to at most 10 new phones an hour per player', async () => {
    const player = await makePlayer(t);
    const send = () =>
      call(t, 'POST', `${V2}/create-phone-number`, { phone_number: newPhone() }, player.token);
    for (let sent = 0; sent < 10; sent++) expect((await send()).statusCode).toBe(200);
    expect((await send()).statusCode).toBe(429);
  });

  it('sends an SMS code to the new phone and binds it, confirmed, with that code', async () => {
    const player = await makePlayer(t);
    const phone = newPhone();
    const sent = await call(
      t,
      'POST',
      `${V2}/create-phone-number`,
      { phone_number: phone },
      player.token,
    );
    expect(sent.statusCode).toBe(200);
    expect(sent.json().data.attributes).toEqual({ message: 'phone_code_sent', code_length: 6 });
    const [message] = await t.app.services.outbox.list({ recipient: phone, limit: 1 });
    expect(message?.channel).toBe('sms');
    const code = await latestCode(t, phone);
    const confirmed = await call(
      t,
      'POST',
      `${V1}/createPhoneNumber/confirm`,
      { phone_number: phone, confirm_code: code, is_send_sms_to_apps: false },
      player.token,
    );
    expect(confirmed.json().data.attributes).toEqual({ message: 'phone_bound', phone });
    expect(await phoneOf(player.id)).toEqual({ phone, confirmed: true });
  });

  it('sends the code by Telegram as the alternative', async () => {
    const player = await makePlayer(t);
    const phone = newPhone();
    await call(
      t,
      'POST',
      `${V2}/add-phone-by-telegram-code`,
      { phone_number: phone },
      player.token,
    );
    const [message] = await t.app.services.outbox.list({ recipient: phone, limit: 1 });
    expect(message?.channel).toBe('telegram');
    const code = await latestCode(t, phone);
    const confirmed = await call(
      t,
      'POST',
      `${V1}/createPhoneNumber/confirm`,
      { phone_number: phone, confirm_code: code },
      player.token,
    );
    expect(confirmed.statusCode).toBe(200);
  });

  it('refuses a wrong or expired code, and a code sent for another phone', async () => {
    const player = await makePlayer(t);
    const phone = newPhone();
    await call(t, 'POST', `${V2}/create-phone-number`, { phone_number: phone }, player.token);
    const code = await latestCode(t, phone);
    const confirm = (phoneNumber: string, confirmCode: string) =>
      call(
        t,
        'POST',
        `${V1}/createPhoneNumber/confirm`,
        { phone_number: phoneNumber, confirm_code: confirmCode },
        player.token,
      );
    const wrong = await confirm(phone, code === '000000' ? '111111' : '000000');
    expect(wrong.json().validation_errors).toEqual({ confirm_code: ['auth_incorrect_code'] });
    const other = await confirm(newPhone(), code);
    expect(other.json().validation_errors).toEqual({ confirm_code: ['code_expired'] });
    t.clock.advance(11 * 60_000);
    const expired = await confirm(phone, code);
    expect(expired.json().validation_errors).toEqual({ confirm_code: ['code_expired'] });
    expect(await phoneOf(player.id)).toEqual({ phone: null, confirmed: false });
  });

  it('refuses bad phones, another player’s phone and a second binding, sending nothing', async () => {
    const holder = await makePlayer(t);
    const taken = newPhone();
    await bind(holder.token, taken);
    const player = await makePlayer(t);
    const cases: [unknown, string][] = [
      ['+7916123', 'phone_min_length'],
      ['+79161234567890123', 'equal_length'],
      ['+7 000 000-00-00', 'validation_invalid_format'],
      ['not a phone', 'validation_invalid_format'],
      ['', 'required'],
      [taken, 'phone_taken'],
    ];
    for (const [phoneNumber, key] of cases) {
      const response = await call(
        t,
        'POST',
        `${V2}/create-phone-number`,
        { phone_number: phoneNumber },
        player.token,
      );
      expect(response.statusCode, String(phoneNumber)).toBe(400);
      expect(response.json().validation_errors).toEqual({ phone_number: [key] });
    }
    expect(await outboxCount(t, taken)).toBe(1);
    const again = await call(
      t,
      'POST',
      `${V2}/create-phone-number`,
      { phone_number: newPhone() },
      holder.token,
    );
    expect(again.json().validation_errors).toEqual({ phone_number: ['phone_already_bound'] });
    expect(
      (await call(t, 'POST', `${V2}/create-phone-number`, { phone_number: newPhone() })).statusCode,
    ).toBe(401);
  });

  it('limits code sends: a second one within a minute is 429', async () => {
    const player = await makePlayer(t);
    const phone = newPhone();
    const send = () =>
      call(t, 'POST', `${V2}/create-phone-number`, { phone_number: phone }, player.token);
    expect((await send()).statusCode).toBe(200);
    const again = await send();
    expect(again.statusCode).toBe(429);
  });
});

describe('phone change', () => {
  async function playerWithPhoneAndQuestion() {
    const player = await makePlayer(t);
    const phone = newPhone();
    await bind(player.token, phone);
    await call(
      t,
      'POST',
      '/web-api/setanswertosecurequestion',
      { question_id: 1, answer: 'Ivanova' },
      player.token,
    );
    return { ...player, phone };
  }

  it('v2: needs the answer, then a code to the new phone, then binds it', async () => {
    const player = await playerWithPhoneAndQuestion();
    const next = newPhone();
    const update = (attributes: Record<string, unknown>) =>
      call(
        t,
        'POST',
        `${V2}/update-phone-number`,
        { phone_number: next, ...attributes },
        player.token,
      );
    expect((await update({})).json().validation_errors).toEqual({ user_answer: ['required'] });
    expect((await update({ user_answer: 'petrova' })).json().validation_errors).toEqual({
      user_answer: ['security_answer_wrong'],
    });
    expect(await outboxCount(t, next)).toBe(0);
    const sent = await update({ user_answer: ' IVANOVA ' });
    expect(sent.json().data.attributes.code_length).toBe(6);
    const bound = await update({ confirm_code: await latestCode(t, next) });
    expect(bound.json().data.attributes).toEqual({ message: 'phone_bound', phone: next });
    expect(await phoneOf(player.id)).toEqual({ phone: next, confirmed: true });
  });

  it('v2: the Telegram code changes the phone too; the same phone is refused', async () => {
    const player = await playerWithPhoneAndQuestion();
    const same = await call(
      t,
      'POST',
      `${V2}/update-phone-by-telegram-code`,
      { phone_number: player.phone, user_answer: 'ivanova' },
      player.token,
    );
    expect(same.json().validation_errors).toEqual({ phone_number: ['phone_same'] });
    const next = newPhone();
    await call(
      t,
      'POST',
      `${V2}/update-phone-by-telegram-code`,
      { phone_number: next, user_answer: 'ivanova' },
      player.token,
    );
    const code = await latestCode(t, next);
    const bound = await call(
      t,
      'POST',
      `${V2}/update-phone-number`,
      { phone_number: next, confirm_code: code },
      player.token,
    );
    expect(bound.statusCode).toBe(200);
  });

  it('v1: a code to the phone bound now unbinds it; then a new one is bound', async () => {
    const player = await playerWithPhoneAndQuestion();
    const noAnswer = await call(t, 'POST', `${V1}/updatePhoneNumber/sendCode`, {}, player.token);
    expect(noAnswer.json().validation_errors).toEqual({ user_answer: ['required'] });
    const sent = await call(
      t,
      'POST',
      `${V1}/updatePhoneNumber/sendCode`,
      { user_answer: 'ivanova' },
      player.token,
    );
    expect(sent.json().data.attributes).toEqual({ message: 'phone_code_sent', code_length: 6 });
    const code = await latestCode(t, player.phone);
    const wrong = await call(
      t,
      'POST',
      `${V1}/updatePhoneNumber/confirm`,
      { confirm_code: 'abc' },
      player.token,
    );
    expect(wrong.json().validation_errors).toEqual({ confirm_code: ['auth_incorrect_code'] });
    expect((await phoneOf(player.id)).phone).toBe(player.phone);
    const confirmed = await call(
      t,
      'POST',
      `${V1}/updatePhoneNumber/confirm`,
      { confirm_code: code },
      player.token,
    );
    expect(confirmed.json().data.attributes).toEqual({ message: 'phone_unbound', phone: null });
    expect((await bind(player.token, newPhone())).statusCode).toBe(200);
  });

  it('v1: sendTelegramCode sends the change code by Telegram; no phone is a 400', async () => {
    const player = await playerWithPhoneAndQuestion();
    await call(t, 'POST', `${V1}/sendTelegramCode`, { user_answer: 'ivanova' }, player.token);
    const [message] = await t.app.services.outbox.list({ recipient: player.phone, limit: 1 });
    expect(message?.channel).toBe('telegram');
    const bare = await makePlayer(t);
    const none = await call(t, 'POST', `${V1}/updatePhoneNumber/sendCode`, {}, bare.token);
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('phone_not_bound');
  });

  it('v3: checks the answer, sends a code to a national number, binds it by the code alone', async () => {
    const player = await playerWithPhoneAndQuestion();
    const wrong = await get(t, `${V3}/check-user-answer?user_answer=petrova`, player.token);
    expect(wrong.json().validation_errors).toEqual({ user_answer: ['security_answer_wrong'] });
    const right = await get(t, `${V3}/check-user-answer?user_answer=Ivanova`, player.token);
    expect(right.json().data.attributes).toEqual({ correct: true });
    const next = newPhone();
    const national = next.slice(2);
    const bad = await call(
      t,
      'POST',
      `${V3}/update`,
      { phone: '123', country_code: 'ru', user_answer: 'ivanova' },
      player.token,
    );
    expect(bad.json().validation_errors).toEqual({ phone: ['phone_min_length'] });
    const badCountry = await call(
      t,
      'POST',
      `${V3}/update`,
      { phone: national, country_code: 'zz', user_answer: 'ivanova' },
      player.token,
    );
    expect(badCountry.json().validation_errors).toEqual({ phone: ['validation_invalid_value'] });
    const sent = await call(
      t,
      'POST',
      `${V3}/update`,
      { phone: national, country_code: 'ru', user_answer: 'ivanova' },
      player.token,
    );
    expect(sent.statusCode).toBe(200);
    const cookie = sent.cookies.find((c) => c.name === 'phone_update');
    expect(cookie?.httpOnly).toBe(true);
    const code = await latestCode(t, next);
    const bound = await t.app.inject({
      method: 'GET',
      url: `${V3}/update/check-confirm-code?confirm_code=${code}`,
      headers: { authorization: `Bearer ${player.token}` },
      cookies: { phone_update: cookie?.value ?? '' },
    });
    expect(bound.json().data.attributes).toEqual({ message: 'phone_bound', phone: next });
    const missing = await get(
      t,
      `${V3}/update/check-confirm-code?confirm_code=123456`,
      player.token,
    );
    expect(missing.json().validation_errors).toEqual({ phone: ['required'] });
  });
});
