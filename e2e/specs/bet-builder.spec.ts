import AxeBuilder from '@axe-core/playwright';
import {
  type APIRequestContext,
  type Page,
  type Response,
  request as requests,
} from '@playwright/test';
import { BetBuilderModel } from '../pages/bet-builder.ts';
import type { WireGame } from '../support/bets.ts';
import { type Language, text } from '../support/dictionaries.ts';
import { ownOrigin } from '../support/own-origin.ts';
import { deposit, depositAmounts } from '../support/payments.ts';
import { registerPlayer } from '../support/players.ts';
import { presetPreferences } from '../support/preferences.ts';
import { expect, test } from '../support/test.ts';

/*
 * The bet builder end to end: a funded player opens a pre-match football game, picks outcomes
 * of different markets in its builder, sees them priced together by UpdateCouponBuilder (not
 * as the product of their odds: a home win and over 2.5 goals come together more often than
 * apart), places the bet through MakeBetWebBuilder and finds it in the bets history as a bet
 * builder with both legs.
 */
test.describe.configure({ timeout: 240_000 });

const shots = new URL('../screenshots/', import.meta.url).pathname;

/**
 * The builder's colours, which the crawl (it opens pages at rest, the builder folded away)
 * never sees: axe's contrast rule over the builder's markets and slip as they stand.
 */
async function builderContrast(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .include('[data-testid="bet-builder"]')
    .withRules(['color-contrast'])
    .options({ resultTypes: ['violations'] })
    .analyze();
  return results.violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}`),
  );
}

/** Pre-match only, and not a game about to start: at ten times the speed it would leave the line. */
const MIN_LEAD_SECONDS = 2 * 60 * 60;
/** The legs wanted, by feed key, in order of preference: a home win and over 2.5 goals. */
const PREFERRED = ['1:1', '17:9:2.5'];

interface BuilderGame {
  gameId: number;
  champId: number;
  /** Two open outcomes of different markets, by feed key. */
  legs: [string, string];
}

interface WireBuilderOutcome {
  T: number;
  G: number;
  C: number;
  P?: number;
  B?: true;
}

const keyOf = (o: WireBuilderOutcome) =>
  o.P === undefined ? `${o.G}:${o.T}` : `${o.G}:${o.T}:${o.P}`;

/**
 * Two open outcomes of different markets that can both happen: the preferred pair where the
 * game offers it, else a result and an over (any line) or both teams to score.
 */
function twoLegs(outcomes: readonly WireBuilderOutcome[]): [string, string] | undefined {
  const open = outcomes.filter((o) => !o.B && o.C > 1.1);
  const keys = new Set(open.map(keyOf));
  if (PREFERRED.every((key) => keys.has(key))) return PREFERRED as [string, string];
  const result = open.find((o) => o.G === 1);
  const goals = open.find((o) => (o.G === 17 && o.T === 9) || o.T === 180);
  return result && goals ? [keyOf(result), keyOf(goals)] : undefined;
}

/**
 * A football game of the line, hours away, that the builder feed prices: the line's games are
 * read, and the builder feed asked for the later ones together.
 */
async function builderGame(api: APIRequestContext): Promise<BuilderGame> {
  const line = await api.get('/service-api/LineFeed/Get1x2_VZip?sports=1&count=200&lng=en');
  expect(line.ok()).toBe(true);
  const soonest = Date.now() / 1000 + MIN_LEAD_SECONDS;
  const games = ((await line.json()).Value as (WireGame & { S: number; LI: number })[])
    .filter((game) => game.S > soonest)
    .slice(0, 40);
  expect(games.length, 'football games hours away on the line').toBeGreaterThan(0);
  const ids = games.map((game) => game.I).join(',');
  const answer = await api.get(`/main-line-feed/betbuilder/v2/events?games=${ids}&lng=en`);
  expect(answer.ok(), await answer.text()).toBe(true);
  const offered = (await answer.json()).Value as { I: number; E: WireBuilderOutcome[] }[];
  for (const game of games) {
    const legs = twoLegs(offered.find((each) => each.I === game.I)?.E ?? []);
    if (legs) return { gameId: game.I, champId: game.LI, legs };
  }
  throw new Error(`the builder feed prices none of ${games.length} football games`);
}

test('a player builds a bet of one football game, priced together, and finds it in the history', async ({
  site,
  signIn,
  page,
  context,
  baseURL,
}) => {
  const api = await requests.newContext({ baseURL, extraHTTPHeaders: ownOrigin(baseURL) });
  const player = await registerPlayer(api);
  const [amount] = await depositAmounts(api);
  await deposit(api, amount, '4242 4242 4242 4242');
  const game = await builderGame(api);
  await api.dispose();

  // The last builder price the server gave the page, to hold the slip's figure to.
  let lastPrice: number | undefined;
  page.on('response', (response: Response) => {
    if (!response.url().includes('/UpdateCouponBuilder') || !response.ok()) return;
    void response
      .json()
      .then((body) => {
        lastPrice = body.data.attributes.builder?.coef;
      })
      .catch(() => undefined);
  });

  await presetPreferences(context, { cookieConsentLevel: 3 });
  await page.setViewportSize({ width: 1280, height: 900 });
  await site.openHome('ru');
  await signIn.signIn(player.userId, player.password);
  await page.goto(`/en/line/1/${game.champId}/${game.gameId}`);
  await expect(page.getByTestId('game-page')).toHaveAttribute('data-root', 'line', {
    timeout: 20_000,
  });

  const builder = new BetBuilderModel(page);
  await builder.open();
  const [first, second] = game.legs;
  await builder.pick(first);
  await expect(builder.slip.getByTestId('builder-hint')).toHaveText(
    text('en', 'builder_pick_one_more'),
  );
  await builder.pick(second);
  await expect(builder.legs).toHaveCount(2);

  // The price on screen is the server's joint price, not the product of the two singles.
  await expect.poll(() => builder.shownOdds(), { timeout: 15_000 }).toBeGreaterThan(1);
  await expect.poll(async () => (await builder.shownOdds()) === lastPrice).toBe(true);
  const singles = await Promise.all(
    [first, second].map(async (key) =>
      Number(await builder.outcome(key).getAttribute('data-odds')),
    ),
  );
  const [one = 0, other = 0] = singles;
  const product = one * other;
  expect(Math.abs((await builder.shownOdds()) - product)).toBeGreaterThan(0.005);

  await builder.stake.fill('50');
  await expect(builder.possibleWin).toHaveText(/[1-9]/);
  await page.screenshot({ path: `${shots}bet-builder-placing-en-dark-desktop.png` });
  const couponId = await builder.placeAndWait();
  expect(couponId).toBeGreaterThan(0);
  // Placed: the slip is empty again, ready for the next one.
  await expect(builder.legs).toHaveCount(0);

  await page.goto('/en/office/history');
  const card = page.locator(`[data-testid="bets-coupon"][data-coupon-id="${couponId}"]`);
  await expect(card).toBeVisible({ timeout: 20_000 });
  await expect(card.getByTestId('bets-coupon-kind')).toHaveText(text('en', 'bets_kind_builder'));
  await expect(card.getByTestId('bets-leg')).toHaveCount(2);
  await page.screenshot({ path: `${shots}bet-builder-history-en-dark-desktop.png` });
});

test('the builder on a phone and a desktop, light and dark, in English and Arabic', async ({
  page,
  context,
  baseURL,
}) => {
  const api = await requests.newContext({ baseURL });
  const game = await builderGame(api);
  await api.dispose();
  const builder = new BetBuilderModel(page);
  for (const [device, viewport] of [
    ['desktop', { width: 1280, height: 800 }],
    ['phone', { width: 375, height: 812 }],
  ] as const) {
    await page.setViewportSize(viewport);
    for (const theme of ['dark', 'light'] as const) {
      await presetPreferences(context, { theme, cookieConsentLevel: 3 });
      for (const language of ['en', 'ar'] as Language[]) {
        await page.goto(`/${language}/line/1/${game.champId}/${game.gameId}`);
        await expect(page.locator('html')).toHaveAttribute(
          'dir',
          language === 'ar' ? 'rtl' : 'ltr',
        );
        await builder.open();
        for (const key of game.legs) await builder.pick(key);
        // A phone shows the slip folded to its head (legs and odds) until it is opened.
        const toggle = builder.slip.getByTestId('builder-slip-toggle');
        await expect(toggle).toHaveAttribute('aria-expanded', String(device === 'desktop'));
        if (device === 'phone') {
          await expect(builder.odds).toHaveAttribute('data-odds', /\d/);
          await page.screenshot({
            path: `${shots}bet-builder-${language}-${theme}-phone-folded.png`,
          });
          await toggle.click();
        }
        await builder.stake.fill('25');
        await expect(builder.possibleWin).toHaveText(/[1-9]/);
        await builder.tab.scrollIntoViewIfNeeded();
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, `${language} ${theme} ${device}`).toBeLessThanOrEqual(0);
        await page.screenshot({ path: `${shots}bet-builder-${language}-${theme}-${device}.png` });
        if (device === 'desktop')
          expect(await builderContrast(page), `${language} ${theme}`).toEqual([]);
      }
    }
  }
});
