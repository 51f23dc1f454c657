import { casinoPage, casinoViolations, standUntilSettled } from '../support/casino.ts';
import { text } from '../support/dictionaries.ts';
import { presetPreferences } from '../support/preferences.ts';
import { expect, test } from '../support/test.ts';

/*
 * The casino for a visitor: the header's Casino entry opens the lobby, a category and a search
 * narrow it, a star and a pin are kept in the browser, and a game plays with play money in the
 * page, waiting out the UK's 5 s between rounds. The slot spins its reels and names its wins.
 * The pages pass axe with colour contrast, and are pictured on a phone in Arabic and English.
 */
test.describe.configure({ timeout: 120_000 });

const shots = new URL('../screenshots/', import.meta.url).pathname;

test('a visitor narrows the lobby by order, category and search, and keeps a star and a pin', async ({
  site,
  page,
  context,
}) => {
  await presetPreferences(context, { cookieConsentLevel: 3 });
  await site.openHome('ru');
  const nav = page.getByRole('navigation', { name: text('ru', 'main_navigation') });
  await nav.getByRole('link', { name: text('ru', 'header_casino'), exact: true }).click();
  await expect(page).toHaveURL(/\/ru\/casino$/);

  const lobby = page.getByTestId('casino-lobby');
  await expect(
    lobby.getByRole('heading', { level: 1, name: text('ru', 'casino_title') }),
  ).toBeVisible();
  const cards = lobby.getByTestId('casino-games').getByRole('listitem');
  await expect(cards).toHaveCount(8);
  await expect(
    lobby.getByTestId('casino-game-roulette').getByTestId('casino-game-rtp'),
  ).toContainText('97,30');

  // The jackpot's pot as it stands, and the jackpot order putting its game first.
  await expect(lobby.getByTestId('casino-jackpot-amount')).toContainText(/\d/);
  await lobby.getByTestId('casino-sort-jackpot').click();
  await expect(page).toHaveURL(/sort=jackpot/);
  await expect(cards.first()).toHaveAttribute('data-testid', 'casino-game-gem-mine');
  await lobby.getByTestId('casino-sort-popular').click();

  await lobby.getByTestId('casino-category-roulette').click();
  await expect(page).toHaveURL(/category=roulette/);
  // The table of one's own and the live wheel shared by every player.
  await expect(cards).toHaveCount(2);
  await expect(lobby.getByTestId('casino-game-roulette')).toBeVisible();
  await expect(lobby.getByTestId('casino-game-live-roulette')).toBeVisible();
  await lobby.getByTestId('casino-category-all').click();
  await expect(cards).toHaveCount(8);

  await lobby.getByTestId('casino-search').fill('кен');
  await expect(cards).toHaveCount(1);
  await expect(lobby.getByTestId('casino-game-keno')).toBeVisible();
  await lobby.getByTestId('casino-search').fill('');
  await expect(cards).toHaveCount(8);

  // A star keeps the game under the favourites, also after a reload; a pin puts it first.
  const leading = await cards.first().getAttribute('data-testid');
  await lobby.getByTestId('casino-game-baccarat').getByTestId('casino-pin').click();
  await expect(cards.first()).toHaveAttribute('data-testid', 'casino-game-baccarat');
  await lobby.getByTestId('casino-game-baccarat').getByTestId('casino-pin').click();
  await expect(cards.first()).toHaveAttribute('data-testid', leading ?? '');
  await lobby.getByTestId('casino-game-dice').getByTestId('casino-star').click();
  await page.reload();
  // The ticker above the chips comes with its own answer: the row stands still once it is in.
  await expect(lobby.getByTestId('casino-jackpot-amount')).toContainText(/\d/);
  await expect(lobby.getByTestId('casino-category-favourite')).toContainText('1');
  await lobby.getByTestId('casino-category-favourite').click();
  await expect(cards).toHaveCount(1);
  await expect(lobby.getByTestId('casino-game-dice').getByTestId('casino-star')).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await lobby.getByTestId('casino-category-all').click();
  await expect(cards).toHaveCount(8);
});

test('a visitor opens keno from the lobby and plays it in demo', async ({ page, context }) => {
  await presetPreferences(context, { cookieConsentLevel: 3 });
  await page.goto('/ru/casino');
  const lobby = page.getByTestId('casino-lobby');
  await lobby.getByTestId('casino-game-keno').getByRole('link').click();
  await expect(page).toHaveURL(/\/ru\/casino\/keno$/);
  const table = casinoPage(page);
  await expect(table.game).toHaveAttribute('data-mode', 'demo');
  await expect(page.getByTestId('casino-demo')).toContainText(text('ru', 'casino_demo_title'));
  await expect(table.balance).toHaveText(/^1\s000,00\sдемо$/);
  await expect(table.play).toBeDisabled();

  await page.getByTestId('keno-quick-pick').click();
  await expect(page.getByTestId('keno-board').locator('[aria-pressed="true"]')).toHaveCount(5);
  await expect(page.getByTestId('keno-odds')).toBeVisible();
  await table.play.click();
  await expect(table.sessionRounds).toHaveText('1');
  await expect(table.result).not.toHaveText(text('ru', 'casino_place_bet'));
  await expect(page.getByTestId('keno-board').locator('[data-drawn]')).toHaveCount(10);
  await expect(table.balance).not.toHaveText(/^1\s000,00\sдемо$/);
  await expect(table.rounds).toHaveCount(1);
  // The UK's pace: the next round waits, the button says how long, then opens again by itself.
  await expect(table.play).toBeDisabled();
  await expect(table.playHint).toContainText(/\d/);
  await expect(table.play).toBeEnabled({ timeout: 10_000 });

  expect(await casinoViolations(page, '[data-testid="casino-game"]')).toEqual([]);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${shots}casino-keno-ru-dark-desktop.png`, fullPage: true });
});

test('the lobby and roulette on a phone in Arabic, light', async ({ page, context }) => {
  await presetPreferences(context, { theme: 'light', cookieConsentLevel: 3 });
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/ar/casino');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const lobby = page.getByTestId('casino-lobby');
  await expect(lobby.getByTestId('casino-games').getByRole('listitem')).toHaveCount(8, {
    timeout: 30_000,
  });
  expect(await casinoViolations(page, '[data-testid="casino-lobby"]')).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${shots}casino-lobby-ar-light-phone.png`, fullPage: true });

  await lobby.getByTestId('casino-game-roulette').getByRole('link').click();
  const table = casinoPage(page);
  await page.getByTestId('roulette-straight-17').click();
  await page.getByTestId('roulette-red').click();
  await page.getByTestId('roulette-split-0-3').click();
  await expect(page.getByTestId('casino-total-stake')).toContainText('3.00');
  await table.play.click();
  await expect(page.getByTestId('roulette-result').getByTestId('casino-pocket')).toBeVisible();
  await expect(table.sessionRounds).toHaveText('1');
  expect(await casinoViolations(page, '[data-testid="casino-game"]')).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${shots}casino-roulette-ar-light-phone.png`, fullPage: true });
});

test('a visitor spins Gem Mine in demo on a phone, its wins told line by line', async ({
  page,
  context,
}) => {
  await presetPreferences(context, { cookieConsentLevel: 3 });
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/en/casino');
  await page.getByTestId('casino-game-gem-mine').getByRole('link').click();
  await expect(page).toHaveURL(/\/en\/casino\/gem-mine$/);
  const table = casinoPage(page);
  await expect(table.game).toHaveAttribute('data-mode', 'demo');
  const reels = page.getByTestId('slot-reels');
  await expect(reels.locator('[data-symbol]')).toHaveCount(15);
  // The spin's price is the line stake times the twenty lines.
  await table.game.getByLabel(text('en', 'casino_slot_line_stake')).fill('0.35');
  await expect(page.getByTestId('slot-spin-stake')).toContainText('7.00');
  await expect(page.getByTestId('casino-paytable-return')).toContainText('95.9');

  await table.play.click();
  await expect(table.sessionRounds).toHaveText('1');
  await expect(reels).not.toHaveAttribute('data-spinning');
  await expect(table.result).not.toHaveText(text('en', 'casino_place_bet'));
  await expect(table.rounds).toHaveCount(1);
  expect(await casinoViolations(page, '[data-testid="casino-game"]')).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${shots}casino-gem-mine-en-dark-phone.png`, fullPage: true });
});

test('a visitor plays a blackjack hand in demo, right to left', async ({ page, context }) => {
  await presetPreferences(context, { theme: 'light', cookieConsentLevel: 3 });
  await page.goto('/ar/casino/blackjack');
  const table = casinoPage(page);
  await expect(table.game).toHaveAttribute('data-mode', 'demo');
  await table.play.click();
  await expect(table.sessionRounds).toHaveText('1');
  const hand = page.getByTestId('blackjack-hand');
  await expect(hand.getByTestId('playing-card')).toHaveCount(2);
  const actions = page.getByTestId('blackjack-actions');
  const inPlay = await actions.isVisible();
  if (inPlay) {
    // The hole card lies face down while the hand is in play.
    await expect(page.getByTestId('blackjack-dealer').getByTestId('playing-card')).toHaveCount(1);
    expect(await casinoViolations(page, '[data-testid="casino-game"]')).toEqual([]);
    await page.screenshot({ path: `${shots}casino-blackjack-ar-light-desktop.png` });
  }
  await standUntilSettled(page);
  await expect(
    page.getByTestId('blackjack-dealer').getByTestId('playing-card').nth(1),
  ).toBeVisible();
  if (inPlay) {
    // The pressed move's button is gone; the keyboard's place stays on the table.
    const focusOnTable = () =>
      page.evaluate(() => document.activeElement?.closest('[data-testid="casino-game"]') !== null);
    await expect.poll(focusOnTable).toBe(true);
  }
  await expect(table.result).not.toHaveText(text('ar', 'casino_place_bet'));
  await expect(table.rounds).toHaveCount(1);
  expect(await casinoViolations(page, '[data-testid="casino-game"]')).toEqual([]);
});
