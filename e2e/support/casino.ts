import AxeBuilder from '@axe-core/playwright';
import { type BrowserContext, expect, type Page, request as requests } from '@playwright/test';
import type { SignInModel } from '../pages/sign-in.ts';
import type { SitePage } from '../pages/site-page.ts';
import { WCAG_AA_TAGS } from './gates.ts';
import { ownOrigin } from './own-origin.ts';
import { deposit, depositAmounts, TEST_CARDS } from './payments.ts';
import { type Player, registerPlayer } from './players.ts';
import { presetPreferences } from './preferences.ts';

/** A new player with money on the main account: registered and paid in through the sandbox. */
export async function fundedPlayer(baseURL: string | undefined): Promise<Player> {
  const api = await requests.newContext({ baseURL, extraHTTPHeaders: ownOrigin(baseURL) });
  try {
    const player = await registerPlayer(api);
    const [amount] = await depositAmounts(api);
    await deposit(api, amount, TEST_CARDS.succeeds);
    return player;
  } finally {
    await api.dispose();
  }
}

interface SignedInFixtures {
  site: SitePage;
  signIn: SignInModel;
  context: BrowserContext;
  baseURL: string | undefined;
}

/** A funded player signed in on the Russian home page, the cookie notice answered. */
export async function signedInFundedPlayer(
  { site, signIn, context, baseURL }: SignedInFixtures,
  preferences: Parameters<typeof presetPreferences>[1] = {},
): Promise<Player> {
  const player = await fundedPlayer(baseURL);
  await presetPreferences(context, { cookieConsentLevel: 3, ...preferences });
  await site.openHome('ru');
  await signIn.signIn(player.userId, player.password);
  return player;
}

/** The casino page's parts the specs press and read. */
export function casinoPage(page: Page) {
  const game = page.getByTestId('casino-game');
  return {
    game,
    play: game.getByTestId('casino-play'),
    playHint: game.getByTestId('casino-play-hint'),
    result: game.getByTestId('casino-result'),
    balance: game.getByTestId('casino-balance'),
    sessionRounds: game.getByTestId('casino-session-rounds'),
    sessionNet: game.getByTestId('casino-session-net'),
    rounds: game.getByTestId('casino-rounds').getByTestId('casino-round'),
    fairness: game.getByTestId('casino-fairness'),
  };
}

/**
 * Every serious or critical WCAG 2.2 AA violation inside the casino's own page, colour contrast
 * and target size included (the gate at a test's end leaves both to the crawl, which does not
 * visit these pages yet).
 */
export async function casinoViolations(page: Page, selector: string): Promise<string[]> {
  // At rest, as a visitor arrives: scrolled away, the sticky header would cover targets.
  await page.evaluate(() => window.scrollTo(0, 0));
  const results = await new AxeBuilder({ page }).include(selector).withTags(WCAG_AA_TAGS).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

/**
 * Plays the blackjack hand in play to its end as a cautious player would: insurance declined,
 * every hand stood on. Each press waits for the server's answer before the next.
 */
export async function standUntilSettled(page: Page) {
  const actions = page.getByTestId('blackjack-actions');
  for (let press = 0; press < 6 && (await actions.isVisible()); press++) {
    const moves = await actions.getAttribute('data-moves');
    const decline = actions.getByTestId('blackjack-no_insurance');
    await ((await decline.isVisible()) ? decline : actions.getByTestId('blackjack-stand')).click();
    await expect(actions.and(page.locator(`[data-moves="${moves}"]`))).toHaveCount(0);
  }
  await expect(actions).toHaveCount(0);
}
