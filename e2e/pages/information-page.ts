import type { Locator, Page } from '@playwright/test';

export class InformationPageModel {
  readonly article: Locator;
  readonly title: Locator;
  readonly body: Locator;

  constructor(readonly page: Page) {
    this.article = page.getByTestId('information-page');
    this.title = this.article.getByRole('heading', { level: 1 });
    this.body = this.article.locator('p, li');
  }
}
