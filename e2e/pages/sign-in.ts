import { expect, type Locator, type Page } from '@playwright/test';
import { type Language, text } from '../support/dictionaries.ts';

/** The header's sign-in button, the sign-in modal and the account menu that replaces them. */
export class SignInModel {
  readonly button: Locator;
  readonly dialog: Locator;
  readonly login: Locator;
  readonly password: Locator;
  readonly error: Locator;
  readonly accountMenu: Locator;
  readonly notice: Locator;

  constructor(
    readonly page: Page,
    readonly language: Language,
  ) {
    this.button = page.getByTestId('sign-in-button');
    this.dialog = page.getByRole('dialog', { name: text(language, 'sign_in_title') });
    this.login = this.dialog.getByLabel(text(language, 'sign_in_login_label'));
    this.password = this.dialog.getByLabel(text(language, 'sign_in_password_label'), {
      exact: true,
    });
    this.error = page.getByTestId('sign-in-error');
    this.accountMenu = page.getByTestId('account-menu');
    this.notice = page.getByTestId('sign-in-notice');
  }

  async open(): Promise<void> {
    await this.button.click();
    await expect(this.dialog).toBeVisible();
  }

  async submit(login: string, password: string): Promise<void> {
    await this.login.fill(login);
    await this.password.fill(password);
    await this.dialog
      .getByRole('button', { name: text(this.language, 'sign_in_submit'), exact: true })
      .click();
  }

  async signIn(login: string | number, password: string): Promise<void> {
    await this.open();
    await this.submit(String(login), password);
    // The password hash (argon2id) takes its time on a two-core machine running the whole
    // suite: the dialog closes when the server has answered.
    await expect(this.dialog).toBeHidden({ timeout: 30_000 });
    await expect(this.accountMenu).toContainText(String(login));
  }

  async openMenuItem(key: 'office_title' | 'sessions_title' | 'sign_out'): Promise<void> {
    await this.accountMenu.getByRole('button', { expanded: false }).click();
    const name = text(this.language, key);
    await this.accountMenu.getByRole(key === 'sign_out' ? 'button' : 'link', { name }).click();
  }
}
