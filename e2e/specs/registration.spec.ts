import type { APIRequestContext, Page } from '@playwright/test';
import { text } from '../support/dictionaries.ts';
import { latestCode } from '../support/operator.ts';
import { solveChallenge } from '../support/players.ts';
import { presetPreferences } from '../support/preferences.ts';
import { expect, test } from '../support/test.ts';

/*
 * Registration in the browser, every way the site offers without a social provider: one click,
 * phone (the SMS code read from the outbox) and e-mail (the activation code from the letter),
 * plus bad input shown on its fields. Opened through the registration route page.
 */

const SLOW = { timeout: 30_000 };
const shots = new URL('../screenshots/', import.meta.url).pathname;
const unique = () => `${Date.now()}${Math.floor(Math.random() * 1_000)}`;
/** A Russian mobile number nobody has registered: 9 and nine more digits. */
const freshPhone = () => `9${unique().slice(-9)}`;
const freshEmail = () => `e2e.${unique()}@example.com`;

async function openRegistration(page: Page, tab: string) {
  await page.goto('/ru/registration');
  // A first page waits for the session checks, slower while other tests keep the server busy.
  await expect(page.getByTestId('registration-page')).toBeVisible(SLOW);
  await page.getByTestId(`registration-tab-${tab}`).click();
  const form = page.getByTestId(`registration-form-${tab}`);
  await expect(form).toBeVisible(SLOW);
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
  // The four ways share one row, on a desktop and on a phone.
  const tabs = page.getByRole('tab');
  await expect(tabs).toHaveCount(4);
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 812 });
    const tops = await tabs.evaluateAll((all) => all.map((tab) => tab.getBoundingClientRect().top));
    expect(new Set(tops).size, `tabs at ${width} px`).toBe(1);
    await page.screenshot({ path: `${shots}registration-tabs-ru-dark-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  // The consent line links to the pages it asks to accept, opened beside the form.
  const rules = form.getByRole('link', { name: 'правила' });
  await expect(rules).toHaveAttribute('href', '/ru/information/rules');
  await expect(rules).toHaveAttribute('target', '_blank');
  await expect(form.getByRole('link', { name: 'политику конфиденциальности' })).toHaveAttribute(
    'href',
    '/ru/information/privacy-policy',
  );
  await form.locator('input[name="agree-policy"]').check();
  await form.getByRole('button', { name: 'Зарегистрироваться' }).click();

  const credentials = page.getByTestId('registration-credentials');
  await expect(credentials).toBeVisible({ timeout: 30_000 });
  // Signed in at once: the header shows the player while the password is still on screen.
  await expect(page.locator('[data-signed-in]')).toBeVisible();
  await expect(page.getByTestId('sign-in-button')).toHaveCount(0);
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
  // One window at a time: the welcome takes the credentials' place, not a dialog over them.
  await expect(credentials).toHaveCount(0);
  await expect(page.getByRole('dialog')).toHaveCount(0);
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

test('e-mail: a person on the self-exclusion register is refused, and told why', async ({
  page,
  request,
  gates,
}) => {
  gates.expectFailedRequest(/POST .*\/web-api\/registration 403/);
  const email = freshEmail();
  // The person signed up on the (simulated) national register's own page.
  const listed = await request.post('/register-sandbox/v1/registrations', {
    data: { email, months: 6 },
  });
  expect(listed.status(), await listed.text()).toBe(201);
  const form = await openRegistration(page, 'full_reg');
  await form.locator('input[name="email"]').fill(email);
  await form.locator('input[name="date_birthday"]').fill('1990-05-01');
  await form.locator('input[name="password"]').fill('mail-pass-123');
  await form.locator('input[name="password_again"]').fill('mail-pass-123');
  await form.locator('input[name="agree-policy"]').check();
  await form.getByRole('button', { name: 'Зарегистрироваться' }).click();
  await expect(form.getByText(text('ru', 'account_self_excluded_register'))).toBeVisible(SLOW);
  await expect(page.getByTestId('registration-welcome')).toBeHidden();
});

test('bad input shows on its fields, the form checks and the server checks', async ({
  page,
  request,
  gates,
}) => {
  // The server's own refusals are provoked on purpose: a taken e-mail, a phone of another country.
  gates.expectFailedRequest(/POST .*\/web-api\/registration 400$/);
  const form = await openRegistration(page, 'full_reg');
  // Leaving a wrong e-mail by clicking the field below: its error waits until the click has
  // landed, so the field does not move away under the pointer.
  const emailField = form.locator('input[name="email"]');
  await emailField.fill('player@');
  const below = form.locator('input[name="phone"]');
  await below.scrollIntoViewIfNeeded();
  const box = await below.boundingBox();
  if (!box) throw new Error('no phone field below the e-mail');
  await page.mouse.move(box.x + 20, box.y + box.height / 2);
  await page.mouse.down();
  expect((await below.boundingBox())?.y).toBe(box.y);
  await page.mouse.up();
  await expect(below).toBeFocused();
  // Once the click has landed, the e-mail says what is wrong with it.
  await expect(emailField).toHaveAttribute('aria-invalid', 'true');
  // A phone code that is not the chosen country's is refused (United Kingdom with +7).
  await form.locator('select[name="country_id"]').selectOption('77');
  await below.fill('9111234567');
  await form.getByRole('button', { name: 'Зарегистрироваться' }).click();
  await expect(form.getByText('Код телефона не соответствует выбранной стране')).toBeVisible();
  await form.locator('select[name="country_id"]').selectOption('1');
  await below.fill('');
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

  // The English site starts a visitor in the United Kingdom, with pounds and +44, not Russia.
  await page.goto('/en/registration');
  await page.getByTestId('registration-tab-full_reg').click(SLOW);
  const english = page.getByTestId('registration-form-full_reg');
  await expect(english.locator('select[name="country_id"]')).toHaveValue('77');
  await expect(english.locator('select[name="currency_id"]')).toHaveValue('18');
  await expect(english.locator('select[name="currency_id"] option:checked')).toHaveText(
    /British Pound/,
  );
  await expect(english.getByText('+44')).toBeVisible();
  await page.setViewportSize({ width: 375, height: 812 });
  await page.screenshot({ path: `${shots}registration-en-dark-phone.png`, fullPage: true });
});

async function captchaHeader(request: APIRequestContext): Promise<Record<string, string>> {
  const answer = await request.get('/web-api/captcha/challenge');
  const { type, challenge } = (await answer.json()).data.attributes;
  return type === 'disabled' ? {} : { 'x-captcha-token': solveChallenge(challenge) };
}
