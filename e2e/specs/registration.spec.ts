import type { APIRequestContext, Page } from '@playwright/test';
import { latestCode } from '../support/operator.ts';
import { solveChallenge } from '../support/players.ts';
import { presetPreferences } from '../support/preferences.ts';
import { expect, test } from '../support/test.ts';

/*
 * Registration in the browser, every way the site offers without a social provider: one click,
 * phone (the SMS code read from the outbox) and e-mail (the activation code from the letter),
 * plus bad input shown on its fields. Opened through the registration route page.
 */

const unique = () => `${Date.now()}${Math.floor(Math.random() * 1_000)}`;
/** A Russian mobile number nobody has registered: 9 and nine more digits. */
const freshPhone = () => `9${unique().slice(-9)}`;
const freshEmail = () => `e2e.${unique()}@example.com`;

async function openRegistration(page: Page, tab: string) {
  await page.goto('/ru/registration');
  await expect(page.getByTestId('registration-page')).toBeVisible();
  await page.getByTestId(`registration-tab-${tab}`).click();
  const form = page.getByTestId(`registration-form-${tab}`);
  await expect(form).toBeVisible();
  return form;
}

test.beforeEach(async ({ context }) => {
  await presetPreferences(context, { cookieConsentLevel: 3 });
});

test('one click: the login and password are shown once and sign the player in', async ({
  page,
  request,
}) => {
  const form = await openRegistration(page, 'fast_reg');
  await form.locator('input[name="agree-policy"]').check();
  await form.getByRole('button', { name: 'Зарегистрироваться' }).click();

  const credentials = page.getByTestId('registration-credentials');
  await expect(credentials).toBeVisible({ timeout: 30_000 });
  const login = (await page.getByTestId('credential-login').textContent()) ?? '';
  const password = (await page.getByTestId('credential-password').textContent()) ?? '';
  expect(login).toMatch(/^\d{9}$/);
  expect(password).toMatch(/^[a-zA-Z2-9]{12}$/);

  const signIn = await request.post('/web-api/user/auth', {
    headers: { 'content-type': 'application/vnd.api+json' },
    data: { data: { attributes: { login, password } } },
  });
  expect(signIn.status()).toBe(200);

  await credentials.getByRole('button', { name: 'Продолжить' }).click();
  const welcome = page.getByTestId('registration-welcome');
  await expect(welcome).toBeVisible();
  await welcome.getByRole('button', { name: 'Продолжить' }).click();
  await expect(page).toHaveURL(/\/ru\/?$/);
});

test('phone: the SMS code confirms the phone before the account is made', async ({
  page,
  request,
}) => {
  const phone = freshPhone();
  const form = await openRegistration(page, 'phone_reg');
  await form.locator('input[name="phone"]').fill(phone);
  await form.getByTestId('send-phone-code').click();
  await expect(form.getByText('Код отправлен на')).toBeVisible({ timeout: 30_000 });

  const code = await latestCode(request, `+7${phone}`);
  await form.locator('input[name="phone_confirmation"]').fill(code);
  await form.locator('input[name="password"]').fill('phone-pass-123');
  await form.locator('input[name="password_again"]').fill('phone-pass-123');
  await form.locator('input[name="agree-policy"]').check();
  await form.getByRole('button', { name: 'Зарегистрироваться' }).click();

  await expect(page.getByTestId('registration-welcome')).toBeVisible({ timeout: 30_000 });
  const signIn = await request.post('/web-api/user/auth', {
    headers: { 'content-type': 'application/vnd.api+json' },
    data: { data: { attributes: { login: `+7${phone}`, password: 'phone-pass-123' } } },
  });
  expect(signIn.status()).toBe(200);
});

test('e-mail: registers, then the code of the activation letter confirms the e-mail', async ({
  page,
  request,
}) => {
  const email = freshEmail();
  const form = await openRegistration(page, 'full_reg');
  await form.locator('input[name="email"]').fill(email);
  await form.locator('input[name="date_birthday"]').fill('1990-05-01');
  await form.locator('input[name="password"]').fill('mail-pass-123');
  await form.locator('input[name="password_again"]').fill('mail-pass-123');
  await form.locator('input[name="agree-policy"]').check();
  await form.getByRole('button', { name: 'Зарегистрироваться' }).click();

  const welcome = page.getByTestId('registration-welcome');
  await expect(welcome).toBeVisible({ timeout: 30_000 });
  await expect(welcome.getByText(email)).toBeVisible();
  await welcome.locator('input[name="activation_code"]').fill(await latestCode(request, email));
  await welcome.getByRole('button', { name: 'Подтвердить' }).click();
  await expect(welcome.getByText('E-mail подтверждён')).toBeVisible();
});

test('bad input shows on its fields, the form checks and the server checks', async ({
  page,
  request,
}) => {
  const form = await openRegistration(page, 'full_reg');
  await form.locator('input[name="email"]').fill('player@');
  await form.locator('input[name="password"]').fill('mail-pass-123');
  await form.locator('input[name="password_again"]').fill('other-pass-123');
  await form.getByRole('button', { name: 'Зарегистрироваться' }).click();
  await expect(form.getByText('Пароли не совпадают')).toBeVisible();
  await expect(form.locator('input[name="email"]')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.locator('input[name="agree-policy"]')).toHaveAttribute('aria-invalid', 'true');

  // An e-mail someone already registered: only the server knows, and says so on the field.
  const email = freshEmail();
  const taken = await request.post('/web-api/registration', {
    headers: { 'content-type': 'application/vnd.api+json', ...(await captchaHeader(request)) },
    data: {
      data: {
        attributes: {
          type: 'short_reg',
          email,
          password: 'mail-pass-123',
          currency_id: 1,
          'agree-policy': true,
        },
      },
    },
  });
  expect(taken.status()).toBe(201);
  await form.locator('input[name="email"]').fill(email);
  await form.locator('input[name="password_again"]').fill('mail-pass-123');
  await form.locator('input[name="date_birthday"]').fill('1990-05-01');
  await form.locator('input[name="agree-policy"]').check();
  await form.getByRole('button', { name: 'Зарегистрироваться' }).click();
  await expect(form.getByText('Этот e-mail уже зарегистрирован')).toBeVisible({ timeout: 30_000 });
});

async function captchaHeader(request: APIRequestContext): Promise<Record<string, string>> {
  const answer = await request.get('/web-api/captcha/challenge');
  const { type, challenge } = (await answer.json()).data.attributes;
  return type === 'disabled' ? {} : { 'x-captcha-token': solveChallenge(challenge) };
}
