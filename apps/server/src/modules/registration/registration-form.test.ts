import { randomInt } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solveChallenge } from '../../platform/security/proof-of-work.ts';
import { createTestApp, jsonApi, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const RU = 1;
const KZ = 126;
const GB = 77;
let serial = 0;
/** Apart from other runs on a shared database server. */
const RUN = randomInt(900_000_000);
/** A fresh RU mobile number per test: 9xx, ten digits. */
const freshPhone = () => `9${String(100_000_000 + ((serial++ * 7_919 + RUN) % 900_000_000))}`;
const freshEmail = () => `player${serial++}.${RUN}@example.com`;

async function captchaToken(): Promise<string> {
  const response = await t.app.inject({ method: 'GET', url: '/web-api/captcha/challenge' });
  const solution = solveChallenge(response.json().data.attributes.challenge);
  return Buffer.from(JSON.stringify(solution)).toString('base64');
}

async function withCaptcha(request: InjectOptions): Promise<InjectOptions> {
  return { ...request, headers: { ...request.headers, 'x-captcha-token': await captchaToken() } };
}

const get = (url: string) => t.app.inject({ method: 'GET', url });
const asPlayer = (request: InjectOptions, token: string): InjectOptions => ({
  ...request,
  headers: { ...request.headers, authorization: `Bearer ${token}` },
});

async function register(attributes: Record<string, unknown>) {
  return t.app.inject(await withCaptcha(jsonApi('POST', '/web-api/registration', attributes)));
}

async function sendPhoneCode(phone: string, countryId = RU, lng = 'ru') {
  const url = `/web-api/registration/phone/send-code?lng=${lng}`;
  return t.app.inject(await withCaptcha(jsonApi('POST', url, { phone, country_id: countryId })));
}

async function latestMessage(recipient: string) {
  const [message] = await t.app.services.outbox.list({ recipient, limit: 1 });
  if (!message) throw new Error(`nothing was sent to ${recipient}`);
  return message;
}

const codeIn = (body: string) => body.match(/\b\d{6}\b/)?.[0] ?? '';
const tokenOf = (response: { cookies: { name: string; value: string }[] }) =>
  response.cookies.find((c) => c.name === 'user_token')?.value ?? '';

const fullForm = (email: string) => ({
  type: 'full_reg',
  country_id: RU,
  currency_id: 1,
  name: 'Анна',
  surname: "O'Neil",
  email,
  password: 'long-enough-1',
  password_again: 'long-enough-1',
  date_birthday: '1990-05-01',
  'agree-policy': true,
  receive_news: true,
  ref_code: 'friend-7',
});

describe('registration tabs and fields', () => {
  it('lists the tabs the brand configured, soc_reg only with social providers', async () => {
    const response = await get('/web-api/api/web/registration/v1/types');
    expect(response.statusCode).toBe(200);
    expect(response.json().data.attributes.types).toEqual([
      { caption: 'reg_tab_fast_reg', value: 'fast_reg', ico: 'one-click' },
      { caption: 'reg_tab_phone_reg', value: 'phone_reg', ico: 'phone' },
      { caption: 'reg_tab_full_reg', value: 'full_reg', ico: 'email' },
      { caption: 'reg_tab_soc_reg', value: 'soc_reg', ico: 'social' },
    ]);
  });

  it('answers the configured fields with every attribute, the visitor country preselected', async () => {
    const response = await get(`/web-api/api/web/registration/v1/fields/full_reg?country_id=${KZ}`);
    expect(response.statusCode).toBe(200);
    const { fields, relation_fields } = response.json().data.attributes;
    expect(fields.map((f: { id: string }) => f.id).slice(0, 4)).toEqual([
      'country_id',
      'region_id',
      'city_id',
      'currency_id',
    ]);
    const country = fields.find((f: { id: string }) => f.id === 'country_id');
    expect(country.options.find((o: { selected?: boolean }) => o.selected)).toMatchObject({
      id: KZ,
      Alpha2: 'KZ',
      phone_code: '+7',
    });
    const birthday = fields.find((f: { id: string }) => f.id === 'date_birthday');
    expect(birthday).toMatchObject({ type: 'birthday', required: true, dateMin: '1900-01-01' });
    expect(Object.keys(birthday).sort()).toEqual(
      [
        'id',
        'name',
        'type',
        'group',
        'visible',
        'title',
        'placeholder',
        'required',
        'disabled',
        'inputType',
        'maxLength',
        'validation',
        'tooltip',
        'options',
        'label',
        'checked',
        'socialNetworks',
        'dateMin',
        'dateMax',
      ].sort(),
    );
    expect(relation_fields[0]).toMatchObject({ parent: 'country_id', default: [] });
    expect(relation_fields[0].cases[0].values).toContain(String(KZ));
  });

  it('starts the form in the visitor’s language: country, currency and phone code, names translated', async () => {
    const selected = (field: { options: { selected?: boolean }[] }) =>
      field.options.find((o) => o.selected);
    const start = async (lng: string) => {
      const response = await get(`/web-api/api/web/registration/v1/fields/full_reg?lng=${lng}`);
      expect(response.statusCode).toBe(200);
      const fields: { id: string; options: { selected?: boolean; name?: string }[] }[] =
        response.json().data.attributes.fields;
      const field = (id: string) => fields.find((f) => f.id === id) ?? { options: [] };
      return {
        country: selected(field('country_id')),
        currency: selected(field('currency_id')),
        phone: selected(field('tel_code')),
        currencies: field('currency_id').options.map((o) => o.name),
      };
    };
    const en = await start('en');
    expect(en.country).toMatchObject({ Alpha2: 'GB', phone_code: '+44' });
    expect(en.currency).toMatchObject({ code: 'GBP' });
    expect(en.phone).toMatchObject({ Alpha2: 'GB' });
    const ar = await start('ar');
    expect(ar.country).toMatchObject({ Alpha2: 'AE', phone_code: '+971' });
    expect(ar.currency).toMatchObject({ code: 'USD', name: 'دولار أمريكي' });
    const ru = await start('ru');
    expect(ru.country).toMatchObject({ Alpha2: 'RU', phone_code: '+7' });
    expect(ru.currency).toMatchObject({ code: 'RUB', name: 'Российский рубль' });
    expect(ru.currencies).toContain('Евро');
    // A crypto ticker ICU does not name keeps the configured name.
    expect(ru.currencies).toContain('Tether');
  });

  it('answers fields with banners on the older call, and 404 for an unknown tab', async () => {
    const older = await t.app.inject({
      method: 'POST',
      url: '/web-api/registration/fields?type=phone_reg&bonus=WELCOME',
    });
    expect(older.statusCode).toBe(200);
    expect(older.json().data.attributes.banners).toEqual([]);
    expect(older.json().data.attributes.fields[0].id).toBe('tel_code');
    expect((await get('/web-api/api/web/registration/v1/fields/vip_reg')).statusCode).toBe(404);
  });

  it('answers no welcome bonuses yet, and regions with their cities', async () => {
    const bonuses = await get('/web-api/api/v3/bonuses/welcome-bonuses?bonus=WELCOME');
    expect(bonuses.json()).toEqual({ data: [] });
    const regions = await get(`/web-api/getRegions?country_id=${RU}&lng=en`);
    expect(regions.json().regions[0]).toEqual({ id: 1001, name: 'Moscow' });
    const cities = await get('/web-api/getCitiesByRegion?region_id=1001&lng=ru');
    expect(cities.json().cities[0]).toEqual({ id: 100101, name: 'Москва' });
    expect((await get(`/web-api/getRegions?country_id=${GB}`)).json()).toEqual({ regions: [] });
    expect((await get('/web-api/getRegions?country_id=abc')).statusCode).toBe(400);
  });

  it('answers the registration data when posted without a registration', async () => {
    const token = await t.operatorToken();
    const override = jsonApi(
      'PUT',
      '/web-api/backoffice/site-config',
      { brandId: 1, countryId: KZ, language: null, sections: { config: { min_age: '21' } } },
      token,
    );
    expect((await t.app.inject(override)).statusCode).toBe(200);
    const response = await t.app.inject({
      method: 'POST',
      url: '/web-api/registration?isWidget=1&section=promo',
    });
    expect(response.statusCode).toBe(200);
    const data = response.json().data.attributes;
    expect(data).toMatchObject({
      section: 'promo',
      defaultTab: 'full_reg',
      minAge: 18,
      minAgesInCountries: { [KZ]: 21 },
      hasFirstDeposit: false,
      bonuses: [],
    });
    expect(data.additionalConfig.isLoginSavingNotificationVisible).toBe(true);
    expect(data.registrationTabs).toHaveLength(4);
  });
});

describe('phone registration', () => {
  it('needs a captcha to send the code', async () => {
    const response = await t.app.inject(
      jsonApi('POST', '/web-api/registration/phone/send-code', {
        phone: freshPhone(),
        country_id: RU,
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Dismissed captcha');
  });

  it('confirms the phone with the SMS code before the account exists', async () => {
    const phone = freshPhone();
    const e164 = `+7${phone}`;
    const sent = await sendPhoneCode(phone);
    expect(sent.statusCode).toBe(200);
    expect(sent.json().data.attributes.code_length).toBe(6);
    const sms = await latestMessage(e164);
    expect(sms).toMatchObject({ channel: 'sms', purpose: 'phone_registration' });
    expect(sms.body).toContain('Код подтверждения Arenabet');
    const code = codeIn(sms.body);
    const form = {
      type: 'phone_reg',
      tel_code: RU,
      phone,
      currency_id: 1,
      password: 'phone-pass-1',
      password_again: 'phone-pass-1',
      'agree-policy': true,
    };

    const wrong = await register({
      ...form,
      phone_confirmation: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().validation_errors).toEqual({ phone_confirmation: ['auth_incorrect_code'] });
    expect(await t.app.services.players.byPhone(e164)).toBeNull();

    const response = await register({ ...form, phone_confirmation: code });
    expect(response.statusCode).toBe(201);
    expect(tokenOf(response)).not.toBe('');
    const player = await t.app.services.players.byPhone(e164);
    expect(player).toMatchObject({ registrationType: 'phone_reg', countryId: RU, currencyId: 1 });
    expect(player?.phoneConfirmedAt).not.toBeNull();

    const again = await sendPhoneCode(phone);
    expect(again.statusCode).toBe(400);
    expect(again.json().validation_errors).toEqual({ phone: ['phone_taken'] });
    const signIn = await t.app.inject(
      jsonApi('POST', '/web-api/user/auth', { login: e164, password: 'phone-pass-1' }),
    );
    expect(signIn.statusCode).toBe(200);
  });

  it('refuses an expired code and a phone that breaks its country rules', async () => {
    const phone = freshPhone();
    await sendPhoneCode(phone);
    const code = codeIn((await latestMessage(`+7${phone}`)).body);
    t.clock.advance(11 * 60_000);
    const expired = await register({
      type: 'phone_reg',
      tel_code: RU,
      phone,
      phone_confirmation: code,
      currency_id: 1,
      password: 'phone-pass-1',
      password_again: 'phone-pass-1',
      'agree-policy': true,
    });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().validation_errors).toEqual({ phone_confirmation: ['code_expired'] });

    const english = freshPhone();
    expect((await sendPhoneCode(english, RU, 'en')).statusCode).toBe(200);
    expect((await latestMessage(`+7${english}`)).body).toContain('Arenabet confirmation code');
    const short = await sendPhoneCode('912');
    expect(short.statusCode).toBe(400);
    expect(short.json().validation_errors.phone).toEqual(['phone_min_length']);
    const unknown = await sendPhoneCode(freshPhone(), 999_999);
    expect(unknown.json().validation_errors).toEqual({ phone: ['validation_invalid_value'] });
    const empty = await register({ type: 'phone_reg', tel_code: RU, currency_id: 1 });
    expect(Object.keys(empty.json().validation_errors).sort()).toEqual([
      'agree-policy',
      'password',
      'password_again',
      'phone',
      'phone_confirmation',
    ]);
  });
});

describe('e-mail registration and activation', () => {
  it('keeps a phone typed on the e-mail tab as an unconfirmed contact, not the account phone', async () => {
    const email = freshEmail();
    const phone = freshPhone();
    const response = await register({ ...fullForm(email), tel_code: RU, phone });
    expect(response.statusCode).toBe(201);
    const player = await t.app.services.players.byEmail(email);
    expect(player?.phone).toBeNull();
    expect(player?.details).toMatchObject({ phone: `+7${phone}` });
    // So it blocks nobody: the phone's owner can still register with it.
    const again = await register({ ...fullForm(freshEmail()), tel_code: RU, phone });
    expect(again.statusCode).toBe(201);
  });

  it('refuses a phone whose code is not the chosen country’s (United Kingdom with +7)', async () => {
    const email = freshEmail();
    const uk = { ...fullForm(email), country_id: 77, currency_id: 18, tel_code: RU };
    const refused = await register({ ...uk, phone: freshPhone() });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().validation_errors).toEqual({ tel_code: ['reg_phone_country_mismatch'] });
    expect(await t.app.services.players.byEmail(email)).toBeNull();
  });

  it('registers, signs in and sends the activation letter with a link and a code', async () => {
    const email = freshEmail();
    const response = await register({ ...fullForm(email), Email: 'ignored' });
    expect(response.statusCode).toBe(201);
    expect(response.json().data.attributes.password).toBeUndefined();
    const player = await t.app.services.players.byEmail(email);
    expect(player).toMatchObject({
      registrationType: 'full_reg',
      name: 'Анна',
      birthday: '1990-05-01',
      refCode: 'friend-7',
      partnerId: 1,
      emailConfirmedAt: null,
    });
    expect(player?.details).toMatchObject({ 'agree-policy': true, receive_news: true });
    const accounts = await t.app.services.accounts.accountsOf(player?.id ?? 0);
    expect(accounts.map((account) => [account.type, account.currencyId, account.money])).toEqual([
      ['main', 1, 0],
    ]);
    const letter = await latestMessage(email);
    expect(letter.body).toContain(`/ru/office/email/activation?user=${player?.id}&code=`);

    const token = tokenOf(response);
    const wrong = await t.app.inject(
      asPlayer(
        jsonApi('POST', '/web-api/api/internal/v1/user/activatefast', { code: '12' }),
        token,
      ),
    );
    expect(wrong.json().validation_errors).toEqual({ code: ['auth_incorrect_code'] });
    const activated = await t.app.inject(
      asPlayer(
        jsonApi('POST', '/web-api/api/internal/v1/user/activatefast', {
          code: codeIn(letter.body),
        }),
        token,
      ),
    );
    expect(activated.statusCode).toBe(200);
    expect((await t.app.services.players.byEmail(email))?.emailConfirmedAt).not.toBeNull();
    const popup = await t.app.inject(
      asPlayer({ method: 'POST', url: '/web-api/user/repeatActivationPopup' }, token),
    );
    expect(popup.json().data.attributes).toEqual({ show: false, email });
    const resend = await t.app.inject(
      asPlayer({ method: 'POST', url: '/web-api/user/sendActivationMail' }, token),
    );
    expect(resend.json().message).toBe('email_already_confirmed');
  });

  it('activates by the link once; a forged or foreign link is refused', async () => {
    const email = freshEmail();
    const other = freshEmail();
    await register(fullForm(email));
    await register(fullForm(other));
    const player = await t.app.services.players.byEmail(email);
    const otherId = (await t.app.services.players.byEmail(other))?.id;
    const link = new URL((await latestMessage(email)).body.match(/https?:\/\/\S+/)?.[0] ?? '');
    const token = link.searchParams.get('code') ?? '';
    const activate = (user: number | undefined, code: string) =>
      t.app.inject(jsonApi('POST', '/web-api/api/internal/v1/user/activate', { user, code }));

    for (const [user, code] of [
      [otherId, token],
      [player?.id, `${token.slice(0, -2)}xx`],
      [player?.id, 'short'],
    ] as const) {
      const refused = await activate(user, code);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe('activation_link_invalid');
    }
    expect((await activate(player?.id, token)).statusCode).toBe(200);
    expect((await t.app.services.players.byEmail(email))?.emailConfirmedAt).not.toBeNull();
    expect((await activate(otherId, 'x'.repeat(60))).statusCode).toBe(400);
  });

  it('refuses bad input field by field and writes nothing', async () => {
    const email = freshEmail();
    const response = await register({
      ...fullForm(email),
      email: `${email.split('@')[0]}@`,
      name: 'R2D2',
      password_again: 'different-1',
      date_birthday: '2020-01-01',
      'agree-policy': false,
      currency_id: 99_999,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().validation_errors).toEqual({
      email: ['validation_email_domain_name'],
      name: ['password_available_symbols'],
      password_again: ['password_confirmation_mismatch'],
      date_birthday: ['reg_birthday_min_age'],
      'agree-policy': ['required'],
      currency_id: ['validation_invalid_value'],
    });
    expect(await t.app.services.outbox.list({ recipient: email, limit: 1 })).toEqual([]);
    const bodyless = await register({ type: 'full_reg', email: { nested: true } });
    expect(bodyless.statusCode).toBe(400);
  });

  it('uses the minimum age of the chosen country', async () => {
    const year = t.clock.now().getUTCFullYear() - 20;
    const response = await register({
      ...fullForm(freshEmail()),
      country_id: KZ,
      date_birthday: `${year}-01-01`,
    });
    expect(response.json().validation_errors).toEqual({ date_birthday: ['reg_birthday_min_age'] });
  });

  it('refuses an e-mail already registered, and stores short_reg as full_reg', async () => {
    const email = freshEmail();
    expect((await register(fullForm(email))).statusCode).toBe(201);
    const again = await register(fullForm(email.toUpperCase()));
    expect(again.statusCode).toBe(400);
    expect(again.json().validation_errors).toEqual({ email: ['email_taken'] });

    const short = freshEmail();
    const response = await register({
      type: 'short_reg',
      email: short,
      password: 'long-enough-1',
      currency_id: 1,
      'agree-policy': true,
    });
    expect(response.statusCode).toBe(201);
    expect((await t.app.services.players.byEmail(short))?.registrationType).toBe('full_reg');
  });

  it('checks region and city against the country', async () => {
    const response = await register({
      ...fullForm(freshEmail()),
      region_id: 126_001,
      city_id: 100_101,
    });
    expect(response.json().validation_errors).toEqual({
      region_id: ['validation_invalid_value'],
      city_id: ['validation_invalid_value'],
    });
    const good = await register({ ...fullForm(freshEmail()), region_id: 1001, city_id: 100_101 });
    expect(good.statusCode).toBe(201);
  });

  it('sends the activation letter only to a signed-in player with an e-mail', async () => {
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/web-api/user/sendActivationMail',
    });
    expect(anonymous.statusCode).toBe(401);
    const fast = await register({ type: 'fast_reg', currency_id: 1 });
    const noEmail = await t.app.inject(
      asPlayer({ method: 'POST', url: '/web-api/user/sendActivationMail' }, tokenOf(fast)),
    );
    expect(noEmail.json().message).toBe('email_not_set');
  });
});

describe('one-click credentials by e-mail', () => {
  const store = (token: string, attributes: unknown) =>
    t.app.inject(
      asPlayer(jsonApi('POST', '/web-api/api/internal/user/store-credentials', attributes), token),
    );

  it('mails the login and password when the password is sent again', async () => {
    const response = await register({ type: 'fast_reg', currency_id: 1 });
    const { userId, password } = response.json().data.attributes;
    const token = tokenOf(response);
    const email = freshEmail();
    const wrong = await store(token, { email, password: 'not-it' });
    expect(wrong.json().validation_errors).toEqual({
      password: ['reg_credentials_password_wrong'],
    });
    const badEmail = await store(token, { email: 'nobody', password });
    expect(badEmail.json().validation_errors).toEqual({ email: ['validation_email_at_symbol'] });
    expect(await t.app.services.outbox.list({ recipient: email, limit: 1 })).toEqual([]);

    expect((await store(token, { email, password })).statusCode).toBe(200);
    const letter = await latestMessage(email);
    expect(letter.body).toContain(String(userId));
    expect(letter.body).toContain(password);
    expect((await store(token, { email, password })).statusCode).toBe(429);
  });

  it('is refused for other accounts and after an hour', async () => {
    const full = await register(fullForm(freshEmail()));
    const refused = await store(tokenOf(full), { email: freshEmail(), password: 'long-enough-1' });
    expect(refused.statusCode).toBe(403);
    const fast = await register({ type: 'fast_reg', currency_id: 1 });
    const { userId, password } = fast.json().data.attributes;
    t.clock.advance(61 * 60_000);
    // The registration session may have ended by now; a new sign-in does not reopen the window.
    const signIn = await t.app.inject(
      jsonApi('POST', '/web-api/user/auth', { login: String(userId), password }),
    );
    const late = await store(tokenOf(signIn), { email: freshEmail(), password });
    expect(late.statusCode).toBe(403);
  });
});
