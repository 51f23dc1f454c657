import { expect, type Locator, type Page } from '@playwright/test';
import { type Language, text } from '../support/dictionaries.ts';

/** Office: the list of open sessions, and the confirmation asked before closing any. */
export class SessionsPageModel {
  readonly root: Locator;
  readonly sessions: Locator;
  readonly current: Locator;
  readonly others: Locator;
  readonly confirm: Locator;

  constructor(
    readonly page: Page,
    readonly language: Language,
  ) {
    this.root = page.getByTestId('sessions-page');
    this.sessions = this.root.getByTestId('session');
    this.current = this.root.locator('[data-testid="session"][data-current]');
    this.others = this.root.locator('[data-testid="session"]:not([data-current])');
    this.confirm = page.getByTestId('confirm-dialog');
  }

  async closeFirstOther(): Promise<void> {
    const closeLabel = text(this.language, 'sessions_close');
    await this.others.first().getByRole('button', { name: closeLabel }).click();
    await expect(this.confirm).toBeVisible();
    await this.confirm.getByRole('button', { name: closeLabel }).click();
    await expect(this.confirm).toBeHidden();
    await expect(this.root.getByRole('status')).toHaveText(
      text(this.language, 'sessions_closed_one'),
    );
  }
}
