import { request as requests } from '@playwright/test';
import { text } from '../support/dictionaries.ts';
import { latestCode } from '../support/operator.ts';
import { registerByEmail } from '../support/players.ts';
import { presetPreferences } from '../support/preferences.ts';
import { expect, test } from '../support/test.ts';

const SCREENSHOTS = new URL('../screenshots/', import.meta.url).pathname;

test.beforeEach(async ({ context }) => {
  await presetPreferences(context, { cookieConsentLevel: 3 });
});

test('a player who forgot the password sets a new one with the e-mailed code and signs in', async ({
  page,
  signIn,
  baseURL,
}) => {
  const email = `reset-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.org`;
  const api = await requests.newContext({ baseURL });
  const player = await registerByEmail(api, email, 'old-password-1');
  // Activation letter first; the reset code is the newest message after the request below.
  await page.goto('/ru');
  await signIn.open();
  await signIn.dialog.getByTestId('sign-in-forgot-password').click();
  await signIn.dialog.getByLabel(text('ru', 'password_reset_login_label')).fill(email);
  await signIn.dialog.getByTestId('password-reset-submit').click();
  await expect(signIn.dialog.getByTestId('password-reset-sent')).toBeVisible({ timeout: 30_000 });

  const code = await latestCode(api, email);
  await signIn.dialog.getByLabel(text('ru', 'phone_code_label')).fill(code);
  await signIn.dialog
    .getByLabel(text('ru', 'password_new_label'), { exact: true })
    .fill('new-password-2');
  await signIn.dialog
    .getByLabel(text('ru', 'password_confirmation_label'), { exact: true })
    .fill('new-password-2');
  await page.screenshot({ path: `${SCREENSHOTS}password-reset-ru-dark-desktop.png` });
  await signIn.dialog.getByTestId('password-reset-submit').click();
  await expect(signIn.dialog.getByTestId('password-reset-done')).toBeVisible();

  // The registration's own session was closed by the reset.
  expect((await api.get('/web-api/user/getuserconfig')).status()).toBe(401);
  await signIn.dialog.getByRole('button', { name: text('ru', 'sign_in_submit') }).click();
  await signIn.submit(String(player.userId), 'new-password-2');
  await expect(signIn.accountMenu).toContainText(String(player.userId));
  await api.dispose();
});
