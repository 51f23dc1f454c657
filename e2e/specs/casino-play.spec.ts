import {
  casinoPage,
  casinoViolations,
  signedInFundedPlayer,
  standUntilSettled,
} from '../support/casino.ts';
import { text } from '../support/dictionaries.ts';
import { headerBalance } from '../support/payments.ts';
import { expect, test } from '../support/test.ts';

/*
 * Roulette for money: a player with a deposit signs in, puts two chips on red, spins, and sees
 * the header's balance, the session's net and the latest rounds follow the round; the office's
 * casino history lists it with its seeds. A blackjack hand stays open across a reload and is
 * played to its end.
 */
test.describe.configure({ timeout: 150_000 });

const shots = new URL('../screenshots/', import.meta.url).pathname;

test('a player spins roulette for money and finds the round in the balance and the history', async ({
  site,
  signIn,
  page,
  context,
  baseURL,
}) => {
  await signedInFundedPlayer({ site, signIn, context, baseURL });
  const balance = headerBalance(page);
  await expect(balance).not.toHaveText(/^0,00/);
  const before = (await balance.textContent()) ?? '';

  await page.goto('/ru/casino/roulette');
  const table = casinoPage(page);
  await expect(table.game).toHaveAttribute('data-mode', 'real');
  await expect(page.getByTestId('casino-demo')).toHaveCount(0);
  await expect(table.balance).toHaveText(before);
  await expect(table.fairness.getByTestId('casino-commitment')).toHaveText(/^[0-9a-f]{64}$/);
  await expect(table.fairness.getByTestId('casino-nonce')).toHaveText('0');

  // The rack's smallest chip is the ruble's smallest bet, 10 ₽: twice on red.
  await page.getByTestId('roulette-red').click();
  await page.getByTestId('roulette-red').click();
  await expect(page.getByTestId('casino-total-stake')).toHaveText(/^20,00\s₽$/);
  await table.play.click();
  await expect(page.getByTestId('roulette-result').getByTestId('casino-pocket')).toBeVisible();
  await expect(table.sessionRounds).toHaveText('1');
  await expect(table.result).not.toHaveText(text('ru', 'casino_place_bet'));
  await expect(balance).not.toHaveText(before);
  await expect(table.balance).toHaveText((await balance.textContent()) ?? '');
  await expect(table.fairness.getByTestId('casino-nonce')).toHaveText('1');
  await expect(table.rounds).toHaveCount(1);
  await expect(table.rounds.first()).toContainText(/20,00\s₽/);
  expect(await casinoViolations(page, '[data-testid="casino-game"]')).toEqual([]);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${shots}casino-roulette-ru-dark-desktop.png`, fullPage: true });

  await table.game.getByRole('link', { name: text('ru', 'casino_history_all') }).click();
  await expect(page).toHaveURL(/\/ru\/office\/casino$/);
  const history = page.getByTestId('casino-history-page');
  await expect(
    history.getByRole('heading', { level: 1, name: text('ru', 'casino_history_title') }),
  ).toBeVisible();
  const round = history.getByTestId('casino-history-round');
  await expect(round).toHaveCount(1);
  await expect(round).toHaveAttribute('data-game', 'roulette');
  await expect(round.getByTestId('casino-history-stake')).toHaveText(/^20,00\s₽$/);
  await expect(round).toContainText(text('ru', 'casino_round_sealed'));
  await round.getByText(text('ru', 'casino_history_fair_data')).click();
  await expect(round.getByText(text('ru', 'casino_history_seed_sealed'))).toBeVisible();
  await expect(round).toContainText(/[0-9a-f]{64}/);
  expect(await casinoViolations(page, '[data-testid="casino-history-page"]')).toEqual([]);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${shots}casino-history-ru-dark-desktop.png`, fullPage: true });
});

test('a player’s blackjack hand survives a reload and settles into the history', async ({
  site,
  signIn,
  page,
  context,
  baseURL,
  gates,
}) => {
  // Dice is refused while the hand is open.
  gates.expectFailedRequest(/POST .*\/casino\/v1\/rounds 409$/);
  await signedInFundedPlayer({ site, signIn, context, baseURL });
  const balance = headerBalance(page);
  await expect(balance).not.toHaveText(/^0,00/);
  const before = (await balance.textContent()) ?? '';
  await page.goto('/ru/casino/blackjack');
  const table = casinoPage(page);
  await expect(table.game).toHaveAttribute('data-mode', 'real');
  await expect(page.getByTestId('casino-paytable-return')).toContainText('99,');
  await table.play.click();
  await expect(table.sessionRounds).toHaveText('1');
  await expect(page.getByTestId('blackjack-hand')).toHaveCount(1);
  await expect(balance).not.toHaveText(before);

  const actions = page.getByTestId('blackjack-actions');
  if (await actions.isVisible()) {
    // A hand in play is the player's to finish: a reload brings it back, not a new deal.
    await page.reload();
    await expect(actions).toBeVisible();
    await expect(table.play).toHaveCount(0);
    await expect(table.result).toHaveText(text('ru', 'casino_blackjack_your_move'));
    // Another game waits for the hand, and its refusal leads back to it.
    await page.goto('/ru/casino/dice');
    await table.play.click();
    const refusal = page.getByTestId('casino-refusal');
    await expect(refusal).toContainText(text('ru', 'casino_round_open'));
    await refusal.getByRole('link', { name: text('ru', 'casino_round_open_link') }).click();
    await expect(page).toHaveURL(/\/ru\/casino\/blackjack$/);
    await expect(actions).toBeVisible();
  }
  await standUntilSettled(page);
  await expect(page.getByTestId('blackjack-dealer-total')).toBeVisible();
  await expect(table.result).not.toHaveText(text('ru', 'casino_blackjack_your_move'));
  await expect(table.play).toBeVisible();
  await expect(table.rounds).toHaveCount(1);
  expect(await casinoViolations(page, '[data-testid="casino-game"]')).toEqual([]);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${shots}casino-blackjack-ru-dark-desktop.png`, fullPage: true });

  await page.goto('/ru/office/casino');
  const round = page.getByTestId('casino-history-round');
  await expect(round).toHaveCount(1);
  await expect(round).toHaveAttribute('data-game', 'blackjack');
  await expect(round.getByTestId('casino-outcome-blackjack')).toContainText(
    text('ru', 'casino_blackjack_dealer'),
  );
});
