import { type Page, request as requests } from '@playwright/test';
import { SignInModel } from '../pages/sign-in.ts';
import { type Language, text } from '../support/dictionaries.ts';
import { latestCode } from '../support/operator.ts';
import { registerPlayer } from '../support/players.ts';
import { presetPreferences } from '../support/preferences.ts';
import { expect, test } from '../support/test.ts';

/*
 * The security office end to end: a password change that signs the other session out, a phone
 * bound with the SMS code read from the outbox, the security question set and checked, and a
 * login change followed by a sign-in with that login. Screenshots go to e2e/screenshots/.
 */
const shots = new URL('../screenshots/', import.meta.url).pathname;

test.beforeEach(async ({ context }) => {
  // Registration, argon2 hashing and the captcha's proof of work, on two workers.
  test.slow();
  await presetPreferences(context, { cookieConsentLevel: 3 });
});

/** A Russian mobile number no other run has: the phone must be nobody else's. */
function freshPhone(): string {
  const digits = String((Date.now() * 13 + Math.floor(Math.random() * 1e6)) % 1_000_000_000);
  return `+79${digits.padStart(9, '0')}`;
}

async function openOffice(page: Page, route: string, language: Language = 'ru') {
  await page.goto(`/${language}/office/${route}`);
}

test('password change with end_other_sessions signs the other session out', async ({
  site,
  page,
  baseURL,
  gates,
}) => {
  // A wrong old password is tried first, on purpose.
  gates.expectFailedRequest(/PUT .*\/web-api\/api\/web\/user\/v1\/password 400$/);
  // The API context registered the player, so it holds the other session.
  const api = await requests.newContext({ baseURL });
  try {
    const player = await registerPlayer(api);
    expect((await api.get('/web-api/user/getuserconfig')).status()).toBe(200);
    const signIn = new SignInModel(page, 'ru');
    await site.openHome('ru');
    await signIn.signIn(player.userId, player.password);

    await openOffice(page, 'security/password');
    const screen = page.getByTestId('change-password-page');
    await screen.locator('input[name="old_password"]').fill('wrong-password-1');
    await screen.locator('input[name="password"]').fill('new-password-e2e');
    await screen.locator('input[name="password_confirmation"]').fill('new-password-e2e');
    await screen.getByRole('button', { name: text('ru', 'password_change_submit') }).click();
    await expect(screen.getByTestId('error-old_password')).toHaveText(
      text('ru', 'password_wrong_old'),
    );
    await page.screenshot({ path: `${shots}security-password-error-ru-dark-desktop.png` });

    await screen.locator('input[name="old_password"]').fill(player.password);
    await screen.getByRole('button', { name: text('ru', 'password_change_submit') }).click();
    await expect(screen.getByTestId('form-success')).toHaveText(
      text('ru', 'password_changed_text', { count: 1 }),
    );
    expect((await api.get('/web-api/user/getuserconfig')).status()).toBe(401);
    // This browser's session stays open.
    await openOffice(page, 'security');
    await expect(page.getByTestId('security-item-password')).toBeVisible();
  } finally {
    await api.dispose();
  }
});

test('phone binding with the SMS code from the outbox', async ({
  site,
  page,
  signIn,
  player,
  request,
}) => {
  await site.openHome('ru');
  await signIn.signIn(player.userId, player.password);
  await openOffice(page, 'phone/binding');
  const binding = page.getByTestId('phone-binding-page');
  const phone = freshPhone();
  await binding.locator('input[name="phone_number"]').fill('+7 900');
  await binding.getByRole('button', { name: text('ru', 'phone_send_sms') }).click();
  await expect(binding.getByTestId('error-phone_number')).toBeVisible();
  await binding.locator('input[name="phone_number"]').fill(phone);
  await binding.getByRole('button', { name: text('ru', 'phone_send_sms') }).click();

  const activate = page.getByTestId('phone-activate-page');
  await expect(activate).toContainText(phone);
  await page.screenshot({ path: `${shots}security-phone-activate-ru-dark-desktop.png` });
  const code = await latestCode(request, phone);
  await activate.locator('input[name="confirm_code"]').fill(code);
  await activate.getByRole('button', { name: text('ru', 'phone_confirm_submit') }).click();
  await expect(activate.getByTestId('form-success')).toHaveText(
    text('ru', 'phone_bound_text', { phone }),
  );
  await openOffice(page, 'security');
  await expect(page.getByTestId('security-item-phone')).toContainText(phone);
});

test('security question set, then an answer checked', async ({
  site,
  page,
  signIn,
  player,
  gates,
}) => {
  // A wrong answer is checked first, on purpose.
  gates.expectFailedRequest(/POST .*\/web-api\/checkanswertosecurequestion 400$/);
  await site.openHome('ru');
  await signIn.signIn(player.userId, player.password);
  await openOffice(page, 'security/question');
  const screen = page.getByTestId('security-question-page');
  await screen.locator('select[name="question_id"]').selectOption('2');
  await screen.locator('input[name="answer"]').fill('  Барсик  ');
  await screen.getByRole('button', { name: text('ru', 'security_save') }).click();
  await expect(screen.getByTestId('form-success')).toHaveText(text('ru', 'secure_question_saved'));
  await expect(screen.getByTestId('current-question')).toContainText(
    text('ru', 'secure_question_first_pet'),
  );

  const check = screen.getByTestId('check-answer-form');
  await check.locator('input[name="check_answer"]').fill('мурзик');
  await check.getByRole('button', { name: text('ru', 'secure_question_check_submit') }).click();
  await expect(check.getByTestId('error-check_answer')).toHaveText(
    text('ru', 'security_answer_wrong'),
  );
  await check.locator('input[name="check_answer"]').fill('барсик');
  await check.getByRole('button', { name: text('ru', 'secure_question_check_submit') }).click();
  await expect(check.getByTestId('form-success')).toHaveText(
    text('ru', 'secure_question_answer_right'),
  );
  await page.screenshot({ path: `${shots}security-question-ru-dark-desktop.png`, fullPage: true });
});

test('login change, then sign-in with the new login', async ({ site, page, signIn, player }) => {
  await site.openHome('ru');
  await signIn.signIn(player.userId, player.password);
  await openOffice(page, 'security/login');
  const screen = page.getByTestId('change-login-page');
  await screen.locator('input[name="login"]').fill('12345');
  await screen.getByRole('button', { name: text('ru', 'security_save') }).click();
  await expect(screen.getByTestId('error-login')).toHaveText(text('ru', 'login_not_numeric'));
  const login = `lucky.${player.userId}`;
  await screen.locator('input[name="login"]').fill(login);
  await screen.getByRole('button', { name: text('ru', 'security_save') }).click();
  await expect(screen.getByTestId('form-success')).toHaveText(
    text('ru', 'login_changed_text', { login }),
  );

  await signIn.openMenuItem('sign_out');
  await expect(signIn.button).toBeVisible();
  await signIn.open();
  await signIn.submit(login.toUpperCase(), player.password);
  await expect(signIn.dialog).toBeHidden();
  await expect(signIn.accountMenu).toContainText(String(player.userId));
});

const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 375, height: 812 },
} as const;

for (const [device, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`${device} security office screenshots`, () => {
    test.use({ viewport, deviceScaleFactor: 1 });

    for (const [theme, language] of [
      ['light', 'ru'],
      ['dark', 'ar'],
    ] as const) {
      test(`hub and forms in ${theme}, ${language}`, async ({ site, page, context, player }) => {
        await presetPreferences(context, { theme, cookieConsentLevel: 3 });
        const signIn = new SignInModel(page, language);
        await site.openHome(language);
        await signIn.signIn(player.userId, player.password);
        const name = (screen: string) =>
          `${shots}security-${screen}-${language}-${theme}-${device}.png`;
        for (const [route, testId, screen] of [
          ['security', 'security-hub', 'hub'],
          ['security/password', 'change-password-page', 'password'],
          ['phone/binding', 'phone-binding-page', 'phone-binding'],
          ['security/question', 'security-question-page', 'question'],
          ['email/change', 'email-change-page', 'email-change'],
          ['security/sessions', 'sessions-page', 'sessions'],
        ] as const) {
          await openOffice(page, route, language);
          await expect(page.getByTestId(testId)).toBeVisible();
          if (screen === 'question')
            await expect(page.locator('select[name="question_id"]')).toBeVisible();
          if (screen === 'hub')
            await expect(page.getByTestId('security-item-password')).toBeVisible();
          await page.screenshot({ path: name(screen), fullPage: true });
        }
      });
    }
  });
}
