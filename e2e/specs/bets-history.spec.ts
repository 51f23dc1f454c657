import { type APIRequestContext, type Page, request as requests } from '@playwright/test';
import { signInAsOperator } from '../support/backoffice.ts';
import { JSON_API, placeSingle, type WireGame, type WireOutcome } from '../support/bets.ts';
import { type Language, text } from '../support/dictionaries.ts';
import { operatorHeaders } from '../support/operator.ts';
import { ownOrigin } from '../support/own-origin.ts';
import { deposit, depositAmounts } from '../support/payments.ts';
import { registerPlayer } from '../support/players.ts';
import { presetPreferences } from '../support/preferences.ts';
import { expect, test } from '../support/test.ts';

/*
 * The bets history end to end, apart from the coupon's own screens: a player's bet is placed
 * through the API (MakeBetWeb, a pre-match single on a game the line feed offers), the history
 * shows it in ru and ar, at desktop and phone widths, filters and prints it; then the operator
 * settles the game by hand and the player's open page shows the win without a reload (the
 * `bets` push). Written against packages/contracts/src/bets.ts before the server's bets module
 * existed.
 */
const shots = new URL('../screenshots/', import.meta.url).pathname;
const FIRST_LOAD = { timeout: 20_000 };

interface PlacedBet {
  couponId: number;
  gameId: number;
  outcome: WireOutcome;
}

/**
 * An open outcome of the pre-match game that starts last among the line's first 50: a game
 * about to start (a virtual race runs every few minutes) may lock its market mid-test.
 */
async function openOutcome(
  api: APIRequestContext,
): Promise<{ gameId: number; outcome: WireOutcome }> {
  const answer = await api.get('/service-api/LineFeed/Get1x2_VZip?count=50&lng=ru');
  expect(answer.ok()).toBe(true);
  const games = ((await answer.json()).Value as (WireGame & { S: number })[]).sort(
    (a, b) => b.S - a.S,
  );
  for (const game of games) {
    const outcome = game.E?.find((candidate) => !candidate.B && candidate.C > 1);
    if (outcome) return { gameId: game.I, outcome };
  }
  throw new Error('the line feed has no game with an open outcome');
}

/** A single on that outcome, through the API the coupon uses. */
async function placePreMatchSingle(api: APIRequestContext, stake: string): Promise<PlacedBet> {
  const { gameId, outcome } = await openOutcome(api);
  const placement = await placeSingle(api, gameId, outcome, stake);
  expect(placement.status, JSON.stringify(placement)).toBe('accepted');
  const couponId = placement.coupons[0]?.id ?? 0;
  return { couponId, gameId, outcome };
}

/** The operator gives the bet's outcome a win by hand, through the back office's API. */
async function settleAsWon(request: APIRequestContext, bet: PlacedBet): Promise<void> {
  const { outcome, gameId } = bet;
  const answer = await request.post(`/web-api/backoffice/games/${gameId}/settlement`, {
    headers: { ...(await operatorHeaders(request)), 'content-type': JSON_API },
    data: {
      data: {
        attributes: {
          results: [
            {
              gameId,
              group: outcome.G,
              type: outcome.T,
              ...(outcome.P === undefined ? {} : { param: outcome.P }),
              result: 'won',
            },
          ],
          reason: 'e2e: result confirmed by hand',
        },
      },
    },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  expect((await answer.json()).data.attributes.settledCoupons).toBeGreaterThanOrEqual(1);
}

function historyPage(page: Page, language: Language) {
  const root = page.getByTestId('bets-history-page');
  return {
    root,
    heading: root.getByRole('heading', { name: text(language, 'bets_history_title') }),
    coupon: (id: number) => root.locator(`[data-testid="bets-coupon"][data-coupon-id="${id}"]`),
    state: root.getByTestId('bets-state'),
    empty: root.getByTestId('history-empty'),
  };
}

test.beforeEach(async ({ context }) => {
  // Registration's proof of work, a deposit through the sandbox, a bet, a settlement.
  test.slow();
  await presetPreferences(context, { cookieConsentLevel: 3 });
});

test("a player's bet is in the history in ru and ar, filters and prints, and an operator's settlement shows without a reload", async ({
  site,
  signIn,
  page,
  context,
  baseURL,
  request,
}) => {
  const api = await requests.newContext({ baseURL, extraHTTPHeaders: ownOrigin(baseURL) });
  const player = await registerPlayer(api);
  const [amount] = await depositAmounts(api);
  await deposit(api, amount, '4242 4242 4242 4242');
  const bet = await placePreMatchSingle(api, '10');
  await api.dispose();

  await site.openHome('ru');
  await signIn.signIn(player.userId, player.password);

  // Desktop, Russian: the coupon with its leg, open.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/ru/office/history');
  const ru = historyPage(page, 'ru');
  await expect(ru.heading).toBeVisible(FIRST_LOAD);
  const card = ru.coupon(bet.couponId);
  await expect(card).toBeVisible(FIRST_LOAD);
  await expect(card.getByTestId('bets-coupon-state')).toHaveText(text('ru', 'bets_state_open'));
  await expect(card.getByTestId('bets-coupon-kind')).toHaveText(text('ru', 'bets_kind_single'));
  await expect(card.getByTestId('bets-leg')).toHaveCount(1);

  // Filters: nothing has won yet; the filter is kept in the address.
  await ru.state.selectOption('won');
  await expect(page).toHaveURL(/[?&]state=won/);
  await expect(ru.empty).toBeVisible();
  await ru.state.selectOption('');
  await expect(card).toBeVisible();

  // Printing: the list without the site's header, menu and footer, nor the filters.
  await page.emulateMedia({ media: 'print' });
  await expect(site.header).toBeHidden();
  await expect(site.footer).toBeHidden();
  await expect(ru.state).toBeHidden();
  await expect(card).toBeVisible();
  await page.emulateMedia({ media: 'screen' });
  await expect(site.header).toBeVisible();

  // The operator settles the game by hand; the open page changes in place (the bets push).
  await page.evaluate(() => {
    (window as unknown as { stillTheSamePage: boolean }).stillTheSamePage = true;
  });
  await settleAsWon(request, bet);
  await expect(card.getByTestId('bets-coupon-state')).toHaveText(text('ru', 'bets_state_won'), {
    timeout: 20_000,
  });
  await expect(card.getByTestId('bets-coupon-note')).toContainText('e2e: result confirmed by hand');
  await expect(card.getByTestId('bets-coupon-payout')).not.toHaveText('—');
  await page.screenshot({ path: `${shots}bets-history-ru-dark-desktop.png` });
  expect(
    await page.evaluate(
      () => (window as unknown as { stillTheSamePage?: boolean }).stillTheSamePage,
    ),
  ).toBe(true);

  // Manager bets lists the coupon an operator settled, with the reason.
  await page.goto('/ru/office/manager-bets');
  const manager = page.getByTestId('manager-bets-page');
  await expect(
    manager.locator(`[data-testid="bets-coupon"][data-coupon-id="${bet.couponId}"]`),
  ).toContainText('e2e: result confirmed by hand', FIRST_LOAD);
  await page.screenshot({ path: `${shots}manager-bets-ru-dark-desktop.png` });

  // From here on in the light theme.
  await presetPreferences(context, { theme: 'light', cookieConsentLevel: 3 });

  // A phone, Arabic: right to left, cards that fit the width.
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/ar/office/history');
  const ar = historyPage(page, 'ar');
  await expect(ar.heading).toBeVisible(FIRST_LOAD);
  await expect(site.html).toHaveAttribute('dir', 'rtl');
  await expect(ar.coupon(bet.couponId).getByTestId('bets-coupon-state')).toHaveText(
    text('ar', 'bets_state_won'),
  );
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: `${shots}bets-history-ar-light-phone.png`, fullPage: true });

  // And Russian on the phone too; clearing the history hides the settled coupon (kept on record).
  await page.goto('/ru/office/history?state=won');
  const phoneRu = historyPage(page, 'ru');
  await expect(phoneRu.coupon(bet.couponId)).toBeVisible(FIRST_LOAD);
  await phoneRu.root.getByTestId('bets-clear').click();
  await page
    .getByRole('alertdialog', { name: text('ru', 'bets_history_clear_title') })
    .getByRole('button', { name: text('ru', 'bets_history_clear_confirm') })
    .click();
  await expect(phoneRu.root.getByTestId('bets-clear-done')).toBeVisible();
  await expect(phoneRu.coupon(bet.couponId)).toBeHidden();
});

test("an operator finds a game's bets in the back office, in English and in Arabic on a phone", async ({
  page,
  context,
  baseURL,
}) => {
  const api = await requests.newContext({ baseURL, extraHTTPHeaders: ownOrigin(baseURL) });
  await registerPlayer(api);
  const [amount] = await depositAmounts(api);
  await deposit(api, amount, '4242 4242 4242 4242');
  const bet = await placePreMatchSingle(api, '10');
  await api.dispose();

  await presetPreferences(context, { theme: 'light', cookieConsentLevel: 3 });
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAsOperator(page, 'en');
  await page.goto('/en/backoffice/bets');
  const search = page.getByTestId('bets-search');
  await search.getByTestId('bets-search-by').selectOption('game');
  await search.getByTestId('bets-search-id').fill(String(bet.gameId));
  await search.getByTestId('bets-search-go').click();
  const row = page.getByTestId(`bet-row-${bet.couponId}`);
  await expect(row).toHaveAttribute('data-state', 'open', FIRST_LOAD);
  await page.screenshot({ path: `${shots}backoffice-bets-en-light-desktop.png` });

  await presetPreferences(context, { theme: 'dark', cookieConsentLevel: 3 });
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(`/ar/backoffice/bets?${new URL(page.url()).searchParams}`);
  await expect(page.getByTestId(`bet-row-${bet.couponId}`)).toBeVisible(FIRST_LOAD);
  await page.screenshot({ path: `${shots}backoffice-bets-ar-dark-phone.png`, fullPage: true });
});
