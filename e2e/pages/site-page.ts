import { expect, type Locator, type Page } from '@playwright/test';
import type { Language } from '../support/dictionaries.ts';

/** The frame every page shares: header controls, footer and the cookie banner. */
export class SitePage {
  readonly html: Locator;
  readonly main: Locator;
  readonly header: Locator;
  readonly footer: Locator;
  readonly themeToggle: Locator;
  readonly cookieBanner: Locator;
  readonly heroTitle: Locator;
  /** The error screen, inside the layout or instead of it. */
  readonly errorScreen: Locator;

  constructor(readonly page: Page) {
    this.html = page.locator('html');
    this.main = page.locator('main#main');
    this.header = page.getByRole('banner');
    this.footer = page.getByRole('contentinfo');
    this.themeToggle = this.header.getByTestId('theme-toggle');
    this.cookieBanner = page.getByTestId('cookie-banner');
    this.heroTitle = page.locator('#hero-title');
    this.errorScreen = page.getByTestId('error-screen');
  }

  /** Opens a path and waits until the language's dictionary has rendered the page. */
  async open(path: string): Promise<void> {
    await this.page.goto(path);
    // A first page on a busy two-core machine (server, database, two browsers) can take seconds.
    await expect(this.main).toBeVisible({ timeout: 30_000 });
  }

  async openHome(language: Language): Promise<void> {
    await this.open(`/${language}/`);
    await expect(this.page.getByTestId('home-page')).toBeVisible();
  }

  async switchLanguage(language: Language): Promise<void> {
    await this.header.getByTestId('language-switch').locator('select').selectOption(language);
    await expect(this.html).toHaveAttribute('lang', language);
  }

  async toggleTheme(): Promise<void> {
    await this.themeToggle.click();
  }

  async chooseCookies(level: 0 | 1 | 2 | 3): Promise<void> {
    await this.cookieBanner.locator(`button[data-level="${level}"]`).click();
  }

  footerLink(name: string): Locator {
    return this.footer.getByRole('link', { name, exact: true });
  }

  /**
   * Clicks a footer link until it leads to `url`: lists still loading push the footer down, and
   * a click aimed before the shift lands on whatever moved under it.
   */
  async openFromFooter(name: string, url: RegExp): Promise<void> {
    await expect(async () => {
      await this.footerLink(name).click();
      await expect(this.page).toHaveURL(url, { timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
  }
}
