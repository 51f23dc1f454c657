import { test as base } from '@playwright/test';
import { InformationPageModel } from '../pages/information-page.ts';
import { SitePage } from '../pages/site-page.ts';

/** Specs receive their page models ready-made. */
export const test = base.extend<{ site: SitePage; information: InformationPageModel }>({
  site: async ({ page }, use) => {
    await use(new SitePage(page));
  },
  information: async ({ page }, use) => {
    await use(new InformationPageModel(page));
  },
});

export { expect } from '@playwright/test';
