import { createHash } from 'node:crypto';
import {
  test as base,
  expect,
  type Page,
  request as requests,
  type TestInfo,
} from '@playwright/test';
import { InformationPageModel } from '../pages/information-page.ts';
import { SessionsPageModel } from '../pages/sessions-page.ts';
import { SignInModel } from '../pages/sign-in.ts';
import { SitePage } from '../pages/site-page.ts';
import { describeViolations, Gates, isNewPageKind, settledAxeViolations } from './gates.ts';
import { type Player, registerPlayer } from './players.ts';

interface Fixtures {
  site: SitePage;
  information: InformationPageModel;
  signIn: SignInModel;
  sessions: SessionsPageModel;
  /** A fresh player, registered through the site's API in a context of its own. */
  player: Player;
  /** Whether the fresh player is still to be asked to set a deposit limit (`test.use` it). */
  depositLimitPromptOpen: boolean;
  /** Whether the fresh player's identity is verified (by default; `test.use` it off). */
  identityVerified: boolean;
  /**
   * The console and accessibility gates, on for every test: a spec that provokes an error says
   * so with `gates.expectConsoleError` or `gates.expectFailedRequest`.
   */
  gates: Gates;
}

/** Specs receive their page models ready-made, in Russian (the site's default language). */
export const test = base.extend<Fixtures>({
  context: async ({ context }, use, testInfo) => {
    await context.setExtraHTTPHeaders({ 'x-forwarded-for': addressOf(testInfo) });
    await use(context);
  },
  gates: [
    async ({ context }, use, testInfo) => {
      const gates = new Gates();
      gates.watch(context);
      await use(gates);
      // A test that failed already says what broke; the gates would only add noise to it.
      if (testInfo.status !== testInfo.expectedStatus) return;
      const unexpected = gates.unexpected().map((p) => `${p.kind}: ${p.text}`);
      const started = Date.now();
      await checkAccessibility(context.pages());
      // What the gate costs, for the suite's report (`gates-ms` in the JSON reporter's output).
      testInfo.annotations.push({ type: 'gates-ms', description: String(Date.now() - started) });
      expect(unexpected, 'console errors or failed requests the spec did not expect').toEqual([]);
    },
    { auto: true },
  ],
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
  depositLimitPromptOpen: [false, { option: true }],
  identityVerified: [true, { option: true }],
  player: async ({ baseURL, depositLimitPromptOpen, identityVerified }, use) => {
    // Not the test's `request`: registration signs its context in, and that must stay apart.
    const context = await requests.newContext({ baseURL });
    try {
      await use(await registerPlayer(context, { depositLimitPromptOpen, identityVerified }));
    } finally {
      await context.dispose();
    }
  },
});

export { expect } from '@playwright/test';

/**
 * Axe on every page still open when the test ends, once per kind of page in a worker: none may
 * have a serious violation.
 */
async function checkAccessibility(pages: Page[]): Promise<void> {
  const reports: string[] = [];
  for (const page of pages) {
    if (page.isClosed() || page.url() === 'about:blank') continue;
    if (!(await isNewPageKind(page))) continue;
    const violations = await settledAxeViolations(page, 'at-any-moment');
    if (violations.length > 0) reports.push(describeViolations(page.url(), violations));
  }
  expect(reports.join('\n'), 'serious or critical axe violations (WCAG 2.2 AA)').toBe('');
}

/** A private address per test, stable across retries, as the player's own connection. */
function addressOf(testInfo: TestInfo): string {
  const [a = 0, b = 0, c = 0] = createHash('sha256').update(testInfo.testId).digest();
  return `10.${a}.${b}.${(c % 254) + 1}`;
}
