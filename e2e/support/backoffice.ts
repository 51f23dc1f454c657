import type { Page } from '@playwright/test';
import { type Language, text } from './dictionaries.ts';
import { E2E_OPERATOR_PASSWORD } from './operator.ts';
import { expect } from './test.ts';

/** Signs the e2e operator in through the back office's form, in the page. */
export async function signInAsOperator(page: Page, language: Language): Promise<void> {
  await page.goto(`/${language}/backoffice`);
  const form = page.getByTestId('operator-sign-in');
  // The first page of a fresh server waits for the player's session check before anything.
  await expect(
    form.getByRole('heading', { name: text(language, 'backoffice_sign_in_title') }),
  ).toBeVisible({ timeout: 30_000 });
  // An empty form is refused here, before the server's sign-in limits count it.
  await form.getByTestId('operator-sign-in-submit').click();
  await expect(form.getByText(text(language, 'required')).first()).toBeVisible();
  await form.getByTestId('operator-login').fill('admin');
  await form.getByTestId('operator-password').fill(E2E_OPERATOR_PASSWORD);
  await form.getByTestId('operator-sign-in-submit').click();
  // The password check is deliberately slow (argon2id), slower still on a busy server.
  await expect(page.getByTestId('backoffice-overview')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('backoffice-operator')).toHaveText('admin');
}
