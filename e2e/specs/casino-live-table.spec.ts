import type { Browser, BrowserContext, Page } from '@playwright/test';
import { SignInModel } from '../pages/sign-in.ts';
import { SitePage } from '../pages/site-page.ts';
import { casinoViolations, fundedPlayer } from '../support/casino.ts';
import { text } from '../support/dictionaries.ts';
import { presetPreferences } from '../support/preferences.ts';
import { expect, test } from '../support/test.ts';

/*
 * The live roulette wheel is one table for everyone: two players in two browsers join it,
 * see the same round and countdown, both bet, both see the same pocket land, and find the same
 * result in their histories. The header's live casino opens the same table. A wheel turns every
 * 30 s (18 s of betting, a 9 s spin, 3 s of result).
 */
test.describe.configure({ timeout: 240_000 });

const shots = new URL('../screenshots/', import.meta.url).pathname;

async function signedInAt(context: BrowserContext, page: Page, baseURL: string | undefined) {
  const player = await fundedPlayer(baseURL);
  await presetPreferences(context, { cookieConsentLevel: 3 });
  await new SitePage(page).openHome('ru');
  await new SignInModel(page, 'ru').signIn(player.userId, player.password);
  return player;
}

async function secondBrowser(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({
    baseURL,
    extraHTTPHeaders: { 'x-forwarded-for': '10.250.7.9' },
  });
  return context;
}

const roundOf = (page: Page) => page.getByTestId('table-round');

test('two players at the live wheel see one round, bet, and see the same pocket land', async ({
  page,
  context,
  browser,
  baseURL,
  gates,
}) => {
  // A bet sent just as betting closed is refused; the spec then bets in the next round.
  gates.expectFailedRequest(/POST .*\/casino\/v1\/tables\/live-roulette\/bets 409$/);
  const other = await secondBrowser(browser, baseURL);
  gates.watch(other);
  const page2 = await other.newPage();
  await Promise.all([signedInAt(context, page, baseURL), signedInAt(other, page2, baseURL)]);

  // The header's live casino leads to the table.
  await page
    .getByRole('navigation')
    .getByRole('link', { name: text('ru', 'header_live_casino') })
    .first()
    .click();
  await expect(page).toHaveURL(/\/ru\/live-casino$/);
  await page2.goto('/ru/casino/live-roulette');
  for (const p of [page, page2]) {
    await expect(p.getByTestId('casino-game')).toHaveAttribute('data-mode', 'real');
  }

  // Both wait for a round with enough betting time left for both to bet.
  let roundId = '';
  for (;;) {
    await expect(roundOf(page)).toHaveAttribute('data-phase', 'betting', { timeout: 40_000 });
    const left = Number.parseInt(
      (await page.getByTestId('table-countdown').textContent()) ?? '',
      10,
    );
    roundId = (await roundOf(page).getAttribute('data-round-id')) ?? '';
    if (left >= 8) break;
    await expect(roundOf(page)).not.toHaveAttribute('data-round-id', roundId, { timeout: 40_000 });
  }
  await expect(roundOf(page2)).toHaveAttribute('data-round-id', roundId);
  await expect(roundOf(page2)).toHaveAttribute('data-phase', 'betting');
  const countdown = async (p: Page) =>
    Number.parseInt((await p.getByTestId('table-countdown').textContent()) ?? '', 10);
  const [one, two] = await Promise.all([countdown(page), countdown(page2)]);
  expect(Math.abs(one - two)).toBeLessThanOrEqual(1);

  // One on red, the other on black and a straight 17.
  await page.getByTestId('roulette-red').click();
  await page.getByTestId('table-place-bets').click();
  await page2.getByTestId('roulette-black').click();
  await page2.getByTestId('roulette-straight-17').click();
  await page2.getByTestId('table-place-bets').click();
  for (const [p, count] of [
    [page, 1],
    [page2, 1],
  ] as const) {
    await expect(p.getByTestId('table-my-bet')).toHaveCount(count);
  }
  await expect(page.getByTestId('table-bet-count')).toHaveText(/2/, { timeout: 10_000 });
  await expect(page2.getByTestId('table-bet-count')).toHaveText(/2/);

  // The wheel spins for both, and lands on one pocket for both.
  await expect(roundOf(page)).toHaveAttribute('data-phase', 'running', { timeout: 30_000 });
  const landed = page.getByTestId('table-pocket');
  await expect(landed).toBeVisible({ timeout: 30_000 });
  const pocket = (await landed.getAttribute('data-pocket')) ?? '';
  await expect(page2.getByTestId('table-pocket')).toHaveAttribute('data-pocket', pocket);
  for (const p of [page, page2]) {
    await expect(p.getByTestId('table-my-bet')).toHaveAttribute('data-status', 'settled');
    await expect(p.getByTestId('table-result').first()).toHaveAttribute('data-outcome', pocket);
    await expect(p.getByTestId('casino-round-verify')).toBeVisible();
  }
  expect(await casinoViolations(page, '[data-testid="casino-game"]')).toEqual([]);
  await page.screenshot({
    path: `${shots}casino-live-roulette-ru-dark-desktop.png`,
    fullPage: true,
  });

  // Each history lists the bet with the same pocket.
  for (const p of [page, page2]) {
    await p.goto('/ru/office/casino');
    const round = p.getByTestId('casino-history-round').first();
    await expect(round).toHaveAttribute('data-game', 'live-roulette');
    await expect(round.getByTestId('casino-pocket')).toContainText(pocket);
  }
  await other.close();
});
