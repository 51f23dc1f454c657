import { casinoPage, casinoViolations, signedInFundedPlayer } from '../support/casino.ts';
import { text } from '../support/dictionaries.ts';
import { expect, test } from '../support/test.ts';

/*
 * Provably fair end to end: a player rolls dice for money under a published commitment, changes
 * the client seed (which reveals the server seed and brings in the pair committed beforehand),
 * opens the round on the verification page, and sees the page recompute the same roll and hold
 * the seed against the commitment.
 */
test.describe.configure({ timeout: 150_000 });

const shots = new URL('../screenshots/', import.meta.url).pathname;

test('a player verifies a dice round once the server seed is revealed', async ({
  site,
  signIn,
  page,
  context,
  baseURL,
}) => {
  await signedInFundedPlayer({ site, signIn, context, baseURL }, { theme: 'light' });
  await page.goto('/en/casino/dice');
  const table = casinoPage(page);
  await expect(table.game).toHaveAttribute('data-mode', 'real');
  const commitment = table.fairness.getByTestId('casino-commitment');
  await expect(commitment).toHaveText(/^[0-9a-f]{64}$/);
  const published = (await commitment.textContent()) ?? '';
  const following = table.fairness.getByTestId('casino-next-commitment');
  await expect(following).toHaveText(/^[0-9a-f]{64}$/);
  const committedNext = (await following.textContent()) ?? '';

  await table.play.click();
  const roll = page.getByTestId('dice-result');
  await expect(roll).toHaveAttribute('data-won', /true|false/);
  const drawn = (await roll.locator('[dir="ltr"]').textContent()) ?? '';
  expect(drawn).toMatch(/^\d{1,2}\.\d{2}$/);
  await expect(table.rounds).toHaveCount(1);
  await expect(table.rounds.first()).toContainText(text('en', 'casino_round_sealed'));

  // A new client seed: the pair in play is revealed and a new one committed to.
  await table.fairness.getByTestId('casino-client-seed-input').fill('my-e2e-seed');
  await table.fairness.getByRole('button', { name: text('en', 'casino_rotate_seeds') }).click();
  const revealed = table.fairness.getByTestId('casino-revealed');
  await expect(revealed.getByTestId('casino-revealed-seed')).toHaveText(/^[0-9a-f]{64}$/);
  await expect(revealed.getByTestId('casino-revealed-commitment')).toHaveText(published);
  await expect(revealed.getByTestId('casino-revealed-rounds')).toHaveText('1');
  await expect(table.fairness.getByTestId('casino-client-seed')).toHaveText('my-e2e-seed');
  // The pair now in play is the one committed before the client seed was chosen.
  await expect(commitment).toHaveText(committedNext);
  const seed = (await revealed.getByTestId('casino-revealed-seed').textContent()) ?? '';

  await table.rounds.first().getByTestId('casino-round-verify').click();
  await expect(page).toHaveURL(/\/en\/casino\/fairness\?game=dice/);
  const verify = page.getByTestId('casino-fairness-page');
  await expect(verify.getByTestId('verify-serverSeed')).toHaveValue(seed);
  await expect(verify.getByTestId('verify-nonce')).toHaveValue('0');
  await expect(verify.getByTestId('verify-hash')).toHaveText(published);
  await expect(verify.getByTestId('verify-commitment-check')).toHaveText(
    text('en', 'casino_verify_commitment_holds'),
  );
  await expect(verify.getByTestId('verify-roll')).toHaveText(drawn);

  // Another nonce is another round; a wrong seed breaks the commitment.
  const other = seed.endsWith('0') ? '1' : '0';
  await verify.getByTestId('verify-serverSeed').fill(`${seed.slice(0, -1)}${other}`);
  await expect(verify.getByTestId('verify-commitment-check')).toHaveText(
    text('en', 'casino_verify_commitment_fails'),
  );
  await verify.getByTestId('verify-serverSeed').fill(seed);
  expect(await casinoViolations(page, '[data-testid="casino-fairness-page"]')).toEqual([]);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${shots}casino-fairness-en-light-desktop.png`, fullPage: true });
});
