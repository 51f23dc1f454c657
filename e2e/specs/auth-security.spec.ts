import type { APIRequestContext, Page } from '@playwright/test';
import { SignInModel } from '../pages/sign-in.ts';
import { type Language, text } from '../support/dictionaries.ts';
import { latestCode } from '../support/operator.ts';
import { solveChallenge } from '../support/players.ts';
import { presetPreferences } from '../support/preferences.ts';
import { expect, test } from '../support/test.ts';
import { totp } from '../support/totp.ts';

/*
 * Sign-in security end to end: lockout with the captcha and the wait, two-factor turned on in
 * the office and then asked at sign-in (with codes computed here like an authenticator app),
 * and sign-in by an SMS code read from the outbox. Screenshots go to e2e/screenshots/.
 */
const shots = new URL('../screenshots/', import.meta.url).pathname;

test.beforeEach(async ({ context }) => {
  // Registration, argon2 hashing and the captcha's proof of work, on two workers.
  test.slow();
  await presetPreferences(context, { cookieConsentLevel: 3 });
});

async function captchaHeader(request: APIRequestContext): Promise<Record<string, string>> {
  const answer = await request.get('/web-api/captcha/challenge');
  const { type, challenge } = (await answer.json()).data.attributes;
  return type === 'custom' && challenge ? { 'x-captcha-token': solveChallenge(challenge) } : {};
}

let phoneSerial = 0;
/** A player registered by phone (so the phone is confirmed), through the registration API. */
async function registerPhonePlayer(request: APIRequestContext) {
  phoneSerial += 1;
  const national = `9${String((Date.now() * 7 + phoneSerial * 7_919) % 1_000_000_000).padStart(9, '0')}`;
  const e164 = `+7${national}`;
  const json = { 'content-type': 'application/vnd.api+json' };
  const sent = await request.post('/web-api/registration/phone/send-code', {
    headers: { ...json, ...(await captchaHeader(request)) },
    data: { data: { attributes: { phone: national, country_id: 1 } } },
  });
  if (!sent.ok()) throw new Error(`phone code: ${sent.status()} ${await sent.text()}`);
  const password = 'phone-pass-e2e-1';
  const registered = await request.post('/web-api/registration', {
    headers: { ...json, ...(await captchaHeader(request)) },
    data: {
      data: {
        attributes: {
          type: 'phone_reg',
          tel_code: 1,
          phone: national,
          phone_confirmation: await latestCode(request, e164),
          currency_id: 1,
          password,
          password_again: password,
          'agree-policy': true,
        },
      },
    },
  });
  if (registered.status() !== 201) {
    throw new Error(`phone registration: ${registered.status()} ${await registered.text()}`);
  }
  return { userId: (await registered.json()).data.attributes.userId as number, e164, password };
}

const submitButton = (signIn: SignInModel) =>
  signIn.dialog.getByRole('button', { name: text(signIn.language, 'sign_in_submit'), exact: true });

test('repeated wrong passwords bring the captcha check, then a wait', async ({
  site,
  page,
  signIn,
  player,
  gates,
}) => {
  // Each wrong password is refused (401), and at last the sign-in waits (429).
  gates.expectFailedRequest(/POST .*\/web-api\/user\/auth (401|429)$/);
  await site.openHome('ru');
  await signIn.open();
  for (let failure = 1; failure <= 3; failure++) {
    await signIn.submit(String(player.userId), `wrong-${failure}`);
    await expect(signIn.error).toHaveText(text('ru', 'auth_wrong_credentials'));
  }
  // After the third failure the next try runs the captcha first.
  const captchaNote = page.getByTestId('sign-in-captcha-note');
  await expect(captchaNote).toHaveText(text('ru', 'sign_in_captcha_note'));
  await page.screenshot({ path: `${shots}sign-in-captcha-ru-dark-desktop.png` });

  for (let failure = 4; failure <= 5; failure++) {
    await signIn.submit(String(player.userId), `wrong-${failure}`);
    // The captcha's proof of work runs in the browser: seconds on a slow, busy machine.
    await expect(submitButton(signIn)).toBeEnabled({ timeout: 30_000 });
    await expect(signIn.error).toHaveText(text('ru', 'auth_wrong_credentials'));
  }
  // The sixth failure locks this address out of the account for 30 seconds.
  await signIn.submit(String(player.userId), 'wrong-6');
  const locked = page.getByTestId('sign-in-locked');
  // Its captcha is solved first, as above.
  await expect(locked).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('sign-in-submit')).toBeDisabled();
  await page.screenshot({ path: `${shots}sign-in-locked-ru-dark-desktop.png` });

  // The right password waits too here: the lock is on this address for this account (the
  // owner elsewhere is never locked out).
  await signIn.password.fill(player.password);
  await expect(page.getByTestId('sign-in-submit')).toBeDisabled();
});

async function enableTwoFactor(page: Page, language: Language) {
  await page.goto(`/${language}/office/security/two-factor/enable`);
  const screen = page.getByTestId('enable-two-factor');
  await expect(screen.getByTestId('two-factor-qr')).toBeVisible();
  const secret = ((await screen.getByTestId('two-factor-secret').textContent()) ?? '').replace(
    /\s/g,
    '',
  );
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  return { screen, secret };
}

test('two-factor: turned on in the office, then asked at sign-in and turned off', async ({
  site,
  page,
  signIn,
  player,
  gates,
}) => {
  // A wrong code is refused once on turning on and once on turning off.
  gates.expectFailedRequest(/POST .*\/web-api\/twofactorauth(enable|disable) 400$/);
  // It waits for the authenticator's next 30-second code once.
  test.setTimeout(300_000);
  await site.openHome('ru');
  await signIn.signIn(player.userId, player.password);
  const { screen, secret } = await enableTwoFactor(page, 'ru');
  await page.screenshot({ path: `${shots}two-factor-enable-ru-dark-desktop.png`, fullPage: true });

  const appCode = screen.getByLabel(text('ru', 'two_factor_app_code_label'));
  await appCode.fill('000000');
  await screen.getByTestId('two-factor-enable-submit').click();
  await expect(screen.getByTestId('app_code-error')).toHaveText(
    text('ru', 'two_factor_wrong_code'),
  );

  await appCode.fill(totp(secret));
  await screen.getByTestId('two-factor-enable-submit').click();
  await expect(screen.getByTestId('two-factor-on')).toContainText(text('ru', 'two_factor_enabled'));

  await signIn.openMenuItem('sign_out');
  await expect(signIn.button).toBeVisible();

  // The password alone now leads to the second step.
  await signIn.open();
  await signIn.submit(String(player.userId), player.password);
  const step = page.getByTestId('sign-in-second-step');
  await expect(step).toContainText(text('ru', 'sign_in_second_step_app'));
  await page.screenshot({ path: `${shots}sign-in-second-step-ru-dark-desktop.png` });
  // The code used to turn it on is spent; the next step's code (one step of skew) works.
  const signInCode = totp(secret, 1);
  await step.getByLabel(text('ru', 'two_factor_app_code_label')).fill(signInCode);
  await step.getByTestId('second-step-submit').click();
  await expect(signIn.dialog).toBeHidden();
  await expect(signIn.accountMenu).toContainText(String(player.userId));

  await page.goto('/ru/office/security/two-factor/disable');
  const disable = page.getByTestId('disable-two-factor');
  const disableCode = disable.getByLabel(text('ru', 'two_factor_app_code_label'));
  // The code just used to sign in is spent. The same code, not the next step's code computed
  // again: a 30-second step may have begun since, and its code is not spent.
  await disableCode.fill(signInCode);
  await disable.getByTestId('two-factor-disable-submit').click();
  await expect(disable.getByTestId('hash-error')).toHaveText(text('ru', 'two_factor_wrong_code'));
  // An authenticator shows a new code every 30 seconds: wait for the next one.
  await page.waitForTimeout(30_000 - (Date.now() % 30_000) + 500);
  await disableCode.fill(totp(secret, 1));
  await disable.getByTestId('two-factor-disable-submit').click();
  await expect(page.getByTestId('two-factor-off')).toContainText(text('ru', 'two_factor_disabled'));
});

test('sign-in by an SMS code read from the outbox', async ({ site, page, request }) => {
  const player = await registerPhonePlayer(request);
  const signIn = new SignInModel(page, 'ru');
  await site.openHome('ru');
  await signIn.open();
  await page.getByTestId('sign-in-mode-sms').click();
  await signIn.dialog.getByLabel(text('ru', 'sign_in_phone_label')).fill(player.e164);
  await page.getByTestId('sms-submit').click();
  await expect(page.getByTestId('sms-code-sent')).toBeVisible();
  await page.screenshot({ path: `${shots}sign-in-sms-ru-dark-desktop.png` });

  const code = await latestCode(request, player.e164);
  await signIn.dialog.getByLabel(text('ru', 'sign_in_sms_code_label')).fill(code);
  await page.getByTestId('sms-submit').click();
  await expect(signIn.dialog).toBeHidden();
  await expect(signIn.accountMenu).toContainText(String(player.userId));
});

const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 375, height: 812 },
} as const;

for (const [device, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`${device} sign-in security screenshots`, () => {
    test.use({ viewport, deviceScaleFactor: 1 });

    for (const theme of ['light', 'dark'] as const) {
      test(`sign-in modes and two-factor screen in ${theme}`, async ({
        site,
        page,
        context,
        player,
      }) => {
        await presetPreferences(context, { theme, cookieConsentLevel: 3 });
        for (const language of ['ar', 'en'] as Language[]) {
          const signIn = new SignInModel(page, language);
          await site.openHome(language);
          await signIn.open();
          await page.getByTestId('sign-in-mode-sms').click();
          await page.screenshot({ path: `${shots}sign-in-sms-${language}-${theme}-${device}.png` });
          await page.keyboard.press('Escape');
          await expect(signIn.dialog).toBeHidden();
        }
        const signIn = new SignInModel(page, 'en');
        await signIn.signIn(player.userId, player.password);
        for (const language of ['ar', 'en'] as Language[]) {
          await enableTwoFactor(page, language);
          await page.screenshot({
            path: `${shots}two-factor-enable-${language}-${theme}-${device}.png`,
            fullPage: true,
          });
        }
      });
    }
  });
}
