import { createHash } from 'node:crypto';
import { test as base, request as requests, type TestInfo } from '@playwright/test';
import { InformationPageModel } from '../pages/information-page.ts';
import { SessionsPageModel } from '../pages/sessions-page.ts';
import { SignInModel } from '../pages/sign-in.ts';
import { SitePage } from '../pages/site-page.ts';
import { type Player, registerPlayer } from './players.ts';

interface Fixtures {
  site: SitePage;
  information: InformationPageModel;
  signIn: SignInModel;
  sessions: SessionsPageModel;
  /** A fresh player, registered through the site's API in a context of its own. */
  player: Player;
}

/** Specs receive their page models ready-made, in Russian (the site's default language). */
export const test = base.extend<Fixtures>({
  context: async ({ context }, use, testInfo) => {
    await context.setExtraHTTPHeaders({ 'x-forwarded-for': addressOf(testInfo) });
    await use(context);
  },
  site: async ({ page }, use) => {
    await use(new SitePage(page));
  },
  information: async ({ page }, use) => {
    await use(new InformationPageModel(page));
  },
  signIn: async ({ page }, use) => {
    await use(new SignInModel(page, 'ru'));
  },
  sessions: async ({ page }, use) => {
    await use(new SessionsPageModel(page, 'ru'));
  },
  player: async ({ baseURL }, use) => {
    // Not the test's `request`: registration signs its context in, and that must stay apart.
    const context = await requests.newContext({ baseURL });
    try {
      await use(await registerPlayer(context));
    } finally {
      await context.dispose();
    }
  },
});

export { expect } from '@playwright/test';

/** A private address per test, stable across retries, as the player's own connection. */
function addressOf(testInfo: TestInfo): string {
  const [a = 0, b = 0, c = 0] = createHash('sha256').update(testInfo.testId).digest();
  return `10.${a}.${b}.${(c % 254) + 1}`;
}
