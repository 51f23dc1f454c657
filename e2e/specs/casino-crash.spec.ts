import type { Page } from '@playwright/test';
import { casinoPage, casinoViolations, signedInFundedPlayer } from '../support/casino.ts';
import { text } from '../support/dictionaries.ts';
import { headerBalance } from '../support/payments.ts';
import { expect, test } from '../support/test.ts';

/*
 * Crash for money: a funded player watches a round fly, bets in the next one and cashes out in
 * flight, then finds the balance, the session's net and the office's history changed, and the
 * round verified on the chain. A round may crash at 1.00× or before the press, or the press may
 * land at 1.00× (the stake back, the balance unchanged): the player then tries the next round, a
 * few times. A flight lasts up to 2 min 34 s, betting 7 s.
 */
test.describe.configure({ timeout: 420_000 });

const shots = new URL('../screenshots/', import.meta.url).pathname;

/** Waits for the next round's betting with at least two seconds left to bet. */
async function nextBetting(page: Page) {
  const stage = page.getByTestId('crash-stage');
  for (;;) {
    await expect(stage).toHaveAttribute('data-phase', 'betting', { timeout: 180_000 });
    const seconds = Number.parseInt(
      (await page.getByTestId('table-countdown').textContent()) ?? '',
      10,
    );
    if (seconds >= 3) return stage.getAttribute('data-round-id');
    await expect(stage).not.toHaveAttribute('data-phase', 'betting', { timeout: 10_000 });
  }
}

test('a player bets on crash, cashes out in flight and finds it in the balance and history', async ({
  site,
  signIn,
  page,
  context,
  baseURL,
  gates,
}) => {
  // A press a moment too late: the round crashed first, or betting closed as the bet went.
  gates.expectFailedRequest(/POST .*\/casino\/v1\/tables\/crash\/cash-out 409$/);
  gates.expectFailedRequest(/POST .*\/casino\/v1\/tables\/crash\/bets 409$/);
  await signedInFundedPlayer({ site, signIn, context, baseURL });
  const balance = headerBalance(page);
  await expect(balance).not.toHaveText(/^0,00/);
  const before = (await balance.textContent()) ?? '';

  await page.goto('/ru/casino/crash');
  const table = casinoPage(page);
  await expect(table.game).toHaveAttribute('data-mode', 'real');
  await expect(table.balance).toHaveText(before);
  await expect(table.fairness.getByTestId('casino-commitment')).toHaveText(/^[0-9a-f]{64}$/);
  const stage = page.getByTestId('crash-stage');
  // The round flies for every player, signed in or not: the multiplier climbs from 1.00×.
  await expect(stage).toHaveAttribute('data-phase', /betting|running|settled/);

  const place = page.getByTestId('crash-place');
  const cashOut = page.getByTestId('crash-cash-out');
  const mine = page.getByTestId('crash-my-result');
  const multiplier = page.getByTestId('crash-multiplier');
  let cashed = false;
  for (let attempt = 0; attempt < 6 && !cashed; attempt++) {
    const roundId = await nextBetting(page);
    await place.click();
    const refused = page.getByTestId('casino-refusal');
    await expect(refused.or(page.getByText(/в этом раунде/))).toBeVisible();
    if (await refused.isVisible()) continue;
    await expect(stage).not.toHaveAttribute('data-phase', 'betting', { timeout: 15_000 });
    // Pressed at 1.00× the stake only comes back, and the balance would not move: the press
    // waits for a climb the balance shows, unless the round crashes first.
    await expect
      .poll(async () => Number(await multiplier.getAttribute('data-value')), { timeout: 10_000 })
      .toBeGreaterThanOrEqual(105)
      .catch(() => undefined);
    await cashOut.click({ timeout: 5_000 }).catch(() => undefined);
    await expect(stage).toHaveAttribute('data-phase', 'settled', { timeout: 180_000 });
    await expect(stage).toHaveAttribute('data-round-id', roundId ?? '');
    await expect(mine).toBeVisible();
    cashed = Number((await mine.getAttribute('data-cashout')) ?? 0) > 100;
  }
  expect(cashed, 'a cash-out in one of six rounds').toBe(true);
  const cashout = Number(await mine.getAttribute('data-cashout'));
  expect(cashout).toBeGreaterThan(100);
  await expect(table.sessionRounds).not.toHaveText('0');
  await expect(balance).not.toHaveText(before);
  await expect(table.balance).toHaveText((await balance.textContent()) ?? '');
  await expect(page.getByTestId('table-bets').getByTestId('table-bet').first()).toBeVisible();
  await expect(page.getByTestId('casino-round-verify')).toBeVisible();
  expect(await casinoViolations(page, '[data-testid="casino-game"]')).toEqual([]);
  await page.screenshot({ path: `${shots}casino-crash-ru-dark-desktop.png`, fullPage: true });

  await page.goto('/ru/office/casino');
  const round = page.getByTestId('casino-history-round').first();
  await expect(round).toHaveAttribute('data-game', 'crash');
  await expect(round.getByTestId('casino-outcome-crash')).toContainText(
    `${(cashout / 100).toFixed(2)}×`,
  );
  await round.getByTestId('casino-history-verify').click();
  await expect(page).toHaveURL(/\/ru\/casino\/fairness\?game=crash/);
  await expect(page.getByTestId('verify-chain-check')).toHaveAttribute('data-holds', 'true');
  await expect(page.getByTestId('verify-crash-point')).toHaveText(/^\d+\.\d\d×$/);
  await expect(page.getByText(text('ru', 'casino_chain_scheme_crash'))).toBeVisible();
});
