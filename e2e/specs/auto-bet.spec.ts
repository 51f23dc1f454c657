import { type Page, request as requests } from '@playwright/test';
import { text } from '../support/dictionaries.ts';
import { ownOrigin } from '../support/own-origin.ts';
import { deposit, depositAmounts } from '../support/payments.ts';
import { registerPlayer } from '../support/players.ts';
import { presetPreferences } from '../support/preferences.ts';
import { expect, test } from '../support/test.ts';

/*
 * An auto-bet end to end: the player picks a price of a game in play, asks in the slip for the
 * bet to be placed once the odds reach a little above the price now, and watches it in the
 * bets history go from waiting to placed as the live odds move (ten times the speed here). A
 * game may end or a score drop the price first: the auto-bet is then cancelled from the
 * history, which the test checks too, and another game is tried.
 */
const shots = new URL('../screenshots/', import.meta.url).pathname;
/** Games tried before the test gives up. */
const ATTEMPTS = 6;

/** The live list's games in play with a free price between 1.30 and 6, not among `skip`. */
async function livePrices(page: Page, skip: readonly string[]) {
  return page.getByTestId('game-row').evaluateAll(
    (rows, passed) =>
      rows
        .filter((row) => row.hasAttribute('data-live'))
        .map((row) => {
          const button = Array.from(
            row.querySelectorAll('[data-testid="odds-button"]:not([disabled])'),
          ).find((each) => each.checkVisibility());
          return {
            id: row.getAttribute('data-game-id') ?? '',
            odds: Number(button?.getAttribute('data-odds') ?? 0),
          };
        })
        .filter((game) => game.odds > 1.3 && game.odds < 6 && !passed.includes(game.id)),
    [...skip],
  );
}

/**
 * A game in play with a free price on the live list, not among `passed`: its id and odds. The
 * list is read until it offers one: at ten times the speed every price may be suspended for a
 * moment, or the games in play be between matches.
 */
async function livePrice(page: Page, passed: ReadonlySet<string>) {
  await page.goto('/en/live');
  await expect(page.getByTestId('game-row').first()).toBeVisible({ timeout: 30_000 });
  let found: { id: string; odds: number } | undefined;
  await expect
    .poll(
      async () => {
        [found] = await livePrices(page, [...passed]);
        return found !== undefined;
      },
      { timeout: 60_000, message: 'a game in play with a free price on the live list' },
    )
    .toBe(true);
  return found as { id: string; odds: number };
}

/**
 * Types a target a step above the coupon's total odds now, as the slip shows them, until the
 * slip takes it (live odds may pass it while it is typed); undefined when they keep passing it.
 */
async function targetAboveNow(page: Page): Promise<number | undefined> {
  const slip = page.getByTestId('coupon-slip');
  for (let attempt = 0; attempt < 5; attempt++) {
    const shown = await slip.getByTestId('coupon-summary-total').locator('dd').textContent();
    const now = Number(shown?.trim());
    if (!(now > 1)) continue;
    // The least step above the price now: live odds move both ways, and cross it soon.
    const target = (Math.floor(now * 100) + 1) / 100;
    await slip.getByTestId('coupon-auto-bet-cf').fill(String(target));
    if (await slip.getByTestId('coupon-place').isEnabled()) return target;
  }
  return undefined;
}

test('an auto-bet waits in the history and is placed when the odds reach its target (en, light)', async ({
  site,
  signIn,
  page,
  context,
  baseURL,
  gates,
}) => {
  // Up to six games at ninety seconds each: the odds of a game in play cross a target just
  // above them within a minute or two, but which way they go first is chance.
  test.setTimeout(10 * 60_000);
  // The odds may pass the target between the read and the sending: the server then refuses it.
  gates.expectFailedRequest(/POST .*\/LiveBet\/Secure\/MakeBetWeb 400$/);
  const api = await requests.newContext({ baseURL, extraHTTPHeaders: ownOrigin(baseURL) });
  const player = await registerPlayer(api);
  const [amount] = await depositAmounts(api);
  await deposit(api, amount, '4242 4242 4242 4242');
  await api.dispose();
  await presetPreferences(context, { theme: 'light', cookieConsentLevel: 3 });
  // The sign-in page model speaks Russian; the session then serves the English pages.
  await site.openHome('ru');
  await signIn.signIn(player.userId, player.password);
  await page.setViewportSize({ width: 1280, height: 900 });

  const passed = new Set<string>();
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const game = await livePrice(page, passed);
    passed.add(game.id);
    const price = page
      .locator(`[data-testid="game-row"][data-game-id="${game.id}"]`)
      .locator('[data-testid="odds-button"]:not([disabled])')
      .filter({ visible: true })
      .first();
    if (
      !(await price.click({ timeout: 5_000 }).then(
        () => true,
        () => false,
      ))
    )
      continue;
    const slip = page.getByTestId('coupon-slip');
    // A price suspended as it was clicked adds nothing to the slip: another game is tried.
    const stake = slip.getByTestId('coupon-stake');
    if (
      !(await stake.waitFor({ timeout: 10_000 }).then(
        () => true,
        () => false,
      ))
    )
      continue;
    await stake.fill('10');
    await slip.getByTestId('coupon-auto-bet-on').check();
    const target = await targetAboveNow(page);
    if (target === undefined) {
      await slip.getByTestId('coupon-clear').click();
      continue;
    }
    await expect(slip.getByTestId('coupon-place')).toHaveText(text('en', 'coupon_place_auto_bet'));
    if (attempt === 0) await page.screenshot({ path: `${shots}auto-bet-slip-en-light.png` });
    // The odds may pass the target after it was typed: the button is then disabled, try again.
    if (
      !(await slip
        .getByTestId('coupon-place')
        .click({ timeout: 10_000 })
        .then(
          () => true,
          () => false,
        ))
    ) {
      await slip.getByTestId('coupon-clear').click();
      continue;
    }
    const made = page.getByTestId('coupon-auto-bet-waiting');
    if (
      !(await made.waitFor({ timeout: 15_000 }).then(
        () => true,
        () => false,
      ))
    ) {
      await slip.getByTestId('coupon-clear').click();
      continue;
    }

    await made.getByRole('link').click();
    const card = page.getByTestId('auto-bet').first();
    await expect(card.getByTestId('auto-bet-target')).toContainText(String(target));
    const state = card.getByTestId('auto-bet-state');
    const placed = await expect(state)
      .toHaveText(text('en', 'auto_bet_state_placed'), { timeout: 90_000 })
      .then(
        () => true,
        () => false,
      );
    if (placed) {
      await expect(card.getByTestId('auto-bet-outcome')).toBeVisible();
      await page.screenshot({ path: `${shots}auto-bet-placed-en-light.png` });
      return;
    }
    // Still waiting (the odds went the other way): the player cancels it.
    if ((await state.textContent()) === text('en', 'auto_bet_state_waiting')) {
      await card.getByTestId('auto-bet-cancel').click();
      await expect(state).toHaveText(text('en', 'auto_bet_state_cancelled'));
    }
  }
  throw new Error(`No auto-bet reached its target in ${ATTEMPTS} games`);
});
