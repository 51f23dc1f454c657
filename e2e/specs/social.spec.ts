import type { Page } from '@playwright/test';
import { text } from '../support/dictionaries.ts';
import { presetPreferences } from '../support/preferences.ts';
import { expect, test } from '../support/test.ts';

/*
 * Social registration and sign-in through the local OpenID provider the server mounts at
 * /dev-oidc (SOCIAL_DEV_PROVIDER=true). The start link is opened directly: it is what the
 * registration and sign-in buttons link to.
 */

test.beforeEach(async ({ context }) => {
  await presetPreferences(context, { cookieConsentLevel: 3 });
});

/** Goes to the local provider, answers its form as `email`, and comes back to /ru. */
async function throughLocalProvider(page: Page, mode: 'register' | 'signin', email: string) {
  await page.goto(`/web-api/socauth/start/dev?mode=${mode}&currency_id=1&return_to=/ru`);
  await expect(page.getByRole('heading', { name: 'Local test provider' })).toBeVisible();
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel('Name').fill('Social Tester');
  await page.getByRole('button', { name: 'Allow' }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/ru'));
}

test('a person registers with a social account, signs out and signs in with it again', async ({
  page,
  signIn,
}) => {
  const email = `social-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.org`;

  await throughLocalProvider(page, 'register', email);
  await expect(signIn.accountMenu).toContainText(/\d{9}/);
  const accountNumber = (await signIn.accountMenu.textContent())?.match(/\d{9}/)?.[0] ?? '';

  await signIn.openMenuItem('sign_out');
  await expect(signIn.button).toBeVisible();

  await throughLocalProvider(page, 'signin', email);
  await expect(signIn.accountMenu).toContainText(accountNumber);
});

test('an unknown social account asked to sign in comes back signed out and is told why', async ({
  page,
  signIn,
}) => {
  await throughLocalProvider(page, 'signin', `nobody-${Date.now()}@example.org`);
  // A first page, whose sign-in dialog then fetches its form: slower on a loaded machine.
  await expect(page.getByTestId('social-sign-in-error')).toHaveText(
    text('ru', 'socauth_not_registered'),
    { timeout: 30_000 },
  );
  // The result is read once: the address no longer carries it, so a reload shows nothing.
  await expect(page).not.toHaveURL(/socauth_error/);
  await expect(signIn.accountMenu).toHaveCount(0);
});
