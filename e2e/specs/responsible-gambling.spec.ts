import type { Page } from '@playwright/test';
import { SignInModel } from '../pages/sign-in.ts';
import { text } from '../support/dictionaries.ts';
import { describeViolations, settledAxeViolations } from '../support/gates.ts';
import { pictureCover } from '../support/picture-cover.ts';
import { presetPreferences } from '../support/preferences.ts';
import { expect, test } from '../support/test.ts';

/*
 * The player's own protection on the office's responsible-gambling page: a deposit limit that
 * refuses a deposit past it at once and makes a raise wait 24 hours, the PGSI self-assessment
 * with its band, a reality check at the chosen interval, and a time-out that signs the player
 * out and refuses the sign-in with its end.
 */
test.describe.configure({ timeout: 180_000 });

const shots = new URL('../screenshots/', import.meta.url).pathname;

async function openPage(page: Page, language: 'en' | 'ar' = 'en') {
  await page.goto(`/${language}/office/responsible-gambling`);
  const screen = page.getByTestId('responsible-gambling-page');
  await expect(
    screen.getByRole('heading', { level: 1, name: text(language, 'responsible_title') }),
  ).toBeVisible({ timeout: 30_000 });
  return screen;
}

/** The limits' answer, which says whether a prompt is due. */
function limitsRead(page: Page) {
  return page.waitForResponse(
    (answer) =>
      answer.request().method() === 'GET' &&
      answer.url().endsWith('/limit-service-api/limits') &&
      answer.ok(),
  );
}

async function setLimit(page: Page, kind: string, period: string, value: string) {
  await page.getByTestId('responsible-limit-kind').selectOption(kind);
  await page.getByTestId('responsible-limit-period').selectOption(period);
  await page.getByTestId('responsible-limit-value-input').fill(value);
  await page.getByTestId('responsible-limit-submit').click();
}

test.beforeEach(async ({ context, site, player, page }) => {
  await presetPreferences(context, { cookieConsentLevel: 3 });
  await site.openHome('en');
  await new SignInModel(page, 'en').signIn(player.userId, player.password);
});

test('a deposit limit refuses a deposit past it at once, and a raise waits 24 hours', async ({
  page,
  gates,
}) => {
  gates.expectFailedRequest(/POST .*\/web-api\/payments\/deposit 403/);
  const screen = await openPage(page);
  await expect(screen.getByText(text('en', 'responsible_limits_none'))).toBeVisible();
  await setLimit(page, 'deposit', 'day', '1000');
  const card = screen.getByTestId('responsible-limit-deposit-day');
  await expect(card.getByTestId('responsible-limit-value')).toHaveText('1000.00 RUB');

  await page.goto('/en/office/recharge');
  await page.getByTestId('payment-method-card').click();
  const form = page.getByTestId('recharge-form');
  await form.getByTestId('payment-amount').fill('1500');
  await form.getByTestId('recharge-submit').click();
  await expect(form.getByTestId('error-amount')).toHaveText(text('en', 'limit_deposit_day'));

  await openPage(page);
  await setLimit(page, 'deposit', 'day', '5000');
  const pending = card.getByTestId('responsible-limit-pending');
  await expect(pending).toContainText('5000.00 RUB');
  // The old limit holds, and the raise cannot be confirmed before its 24 hours.
  await expect(card.getByTestId('responsible-limit-value')).toHaveText('1000.00 RUB');
  await expect(card.getByTestId('responsible-limit-confirm')).toBeDisabled();
});

test('the self-assessment scores nine answers and gives the advice of its band', async ({
  page,
}) => {
  const screen = await openPage(page);
  const form = screen.getByTestId('pgsi-form');
  await form.getByTestId('pgsi-submit').click();
  await expect(form).toContainText(text('en', 'pgsi_answer_every_question'));
  const questions = form.getByRole('group');
  await expect(questions).toHaveCount(9);
  for (let index = 0; index < 9; index += 1) {
    const answer = index < 2 ? 'pgsi_answer_sometimes' : 'pgsi_answer_never';
    await questions.nth(index).getByLabel(text('en', answer)).check();
  }
  await form.getByTestId('pgsi-submit').click();
  const result = screen.getByTestId('pgsi-result');
  await expect(result).toHaveAttribute('data-band', 'low_risk');
  await expect(result).toContainText(text('en', 'pgsi_score', { score: '2', max: '27' }));
  await expect(result).toContainText(text('en', 'pgsi_band_low_risk_title'));
  // Kept: the result is there after a reload.
  await page.reload();
  await expect(screen.getByTestId('pgsi-result')).toHaveAttribute('data-band', 'low_risk');
});

test('a time-out signs the player out and refuses the sign-in, saying when it ends', async ({
  page,
  player,
  gates,
}) => {
  // The sign-in during the time-out is refused; nothing the page asks after the time-out is.
  gates.expectFailedRequest(/POST .*\/web-api\/user\/auth 403/);
  await openPage(page);
  await page.getByTestId('responsible-time-out-length').selectOption('day');
  await page.getByTestId('responsible-time-out').click();
  const dialog = page.getByTestId('confirm-dialog');
  await dialog.getByRole('button', { name: text('en', 'responsible_take_time_out') }).click();
  const signIn = new SignInModel(page, 'en');
  await expect(signIn.button).toBeVisible({ timeout: 30_000 });

  await signIn.open();
  await signIn.submit(String(player.userId), player.password);
  const [before = ''] = text('en', 'account_time_out_until', { date: '|' }).split('|');
  await expect(signIn.error).toContainText(before, { timeout: 30_000 });
  // The end as a date the player can read: a day from now, with its year.
  await expect(signIn.error).toContainText(/\d{4}/);
});

test('a reality check comes at the chosen interval over the page, and the header keeps the time in a game', async ({
  page,
}) => {
  // The browser's clock runs on its own here, so the 15 minutes can be skipped; the server's
  // session goes on in real time.
  await page.clock.install();
  const screen = await openPage(page);
  const saved = page.waitForResponse(
    (answer) => answer.url().includes('/limit-service-api/realitycheck') && answer.ok(),
  );
  await screen.getByTestId('responsible-reality-interval').selectOption('15');
  await saved;
  await page.waitForResponse((answer) => answer.url().includes('/limit-service-api/session'));
  const check = page.getByTestId('reality-check');
  await page.clock.fastForward('14:00');
  await expect(check).toBeHidden();
  await page.clock.fastForward('01:30');
  await expect(check).toBeVisible();
  await expect(
    check.getByRole('heading', { name: text('en', 'reality_check_title') }),
  ).toBeVisible();
  await expect(check.getByTestId('reality-check-net')).toHaveText(/0\.00/);
  await check.getByTestId('reality-check-continue').click();
  await expect(check).toBeHidden();
  // Kept: the page shows the interval chosen after a reload.
  await page.reload();
  await expect(screen.getByTestId('responsible-reality-interval')).toHaveValue('15');

  await page.goto('/en/casino/dice');
  await expect(page.getByTestId('header-session-clock')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('header-session-clock')).toContainText(/\d+:\d\d/);
});

test('signed in during a self-exclusion, the player is told its end and what is still open', async ({
  page,
}) => {
  const screen = await openPage(page);
  await page.getByTestId('responsible-exclusion-length').selectOption('six_months');
  await page.getByTestId('responsible-exclusion-reason').selectOption({ index: 1 });
  await page.getByTestId('responsible-exclude').click();
  const dialog = page.getByTestId('confirm-dialog');
  await dialog.getByRole('button', { name: text('en', 'responsible_exclude') }).click();
  await expect(screen.getByTestId('responsible-active-break')).toBeVisible();

  const notice = page.getByTestId('self-exclusion-notice');
  await expect(notice).toBeVisible();
  await expect(notice).toContainText(text('en', 'self_exclusion_notice_can'));
  await expect(notice).toContainText(/\d{4}/);
  await page.screenshot({ path: `${shots}self-exclusion-notice-en.png` });
  await notice.getByTestId('self-exclusion-notice-ok').click();
  await expect(notice).toBeHidden();
  // Told once in a visit: the next page does not ask again.
  const read = limitsRead(page);
  await page.goto('/en/office/withdrawal');
  await read;
  await expect(notice).toBeHidden();
});

test.describe('a player not yet asked about a deposit limit', () => {
  test.use({ depositLimitPromptOpen: true });

  test('is asked on the deposit page, and the limit set there holds', async ({ page }) => {
    await page.goto('/en/office/recharge');
    const prompt = page.getByTestId('deposit-limit-prompt');
    await expect(
      prompt.getByRole('heading', { name: text('en', 'deposit_prompt_title') }),
    ).toBeVisible({
      timeout: 30_000,
    });
    await page.screenshot({ path: `${shots}deposit-limit-prompt-en.png` });
    await prompt.getByTestId('responsible-limit-period').selectOption('week');
    await prompt.getByTestId('responsible-limit-value-input').fill('2000');
    await prompt.getByTestId('responsible-limit-submit').click();
    await expect(prompt).toBeHidden();

    const screen = await openPage(page);
    const card = screen.getByTestId('responsible-limit-deposit-week');
    await expect(card.getByTestId('responsible-limit-value')).toHaveText('2000.00 RUB');
    // Asked once: a limit is set, so the deposit page asks no more.
    const asked = limitsRead(page);
    await page.goto('/en/office/recharge');
    await asked;
    await expect(page.getByTestId('payment-method-card')).toBeVisible({ timeout: 30_000 });
    await expect(prompt).toBeHidden();
  });

  test('who says not now is not asked again', async ({ page }) => {
    await page.goto('/en/office/recharge');
    const prompt = page.getByTestId('deposit-limit-prompt');
    await prompt.getByTestId('deposit-prompt-not-now').click();
    await expect(prompt).toBeHidden();
    const asked = limitsRead(page);
    await page.reload();
    await asked;
    await expect(page.getByTestId('payment-method-card')).toBeVisible({ timeout: 30_000 });
    await expect(prompt).toBeHidden();
  });
});

for (const { theme, device, width, language } of pictureCover('en', 'ar')) {
  test(`the responsible-gambling page in ${language}, ${theme}, ${device}`, async ({
    page,
    context,
  }) => {
    await presetPreferences(context, { theme, cookieConsentLevel: 3 });
    await page.setViewportSize({ width, height: 900 });
    const screen = await openPage(page, language);
    await setLimit(page, 'wager', 'week', '250');
    await expect(screen.getByTestId('responsible-limit-wager-week')).toBeVisible();
    expect(describeViolations(page.url(), await settledAxeViolations(page, 'all'))).toBe('');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
    await page.screenshot({
      path: `${shots}responsible-gambling-${language}-${theme}-${device}.png`,
      fullPage: true,
    });
  });
}
