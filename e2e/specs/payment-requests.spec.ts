import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { text } from '../support/dictionaries.ts';
import { E2E_OPERATOR_PASSWORD } from '../support/operator.ts';
import { ownOrigin } from '../support/own-origin.ts';
import { presetPreferences } from '../support/preferences.ts';
import { expect, test } from '../support/test.ts';

/*
 * The payment consultant end to end: a player starts a deposit that stays pending, asks about
 * it (topic, then the payment, then the form), sees the request waiting; an operator answers it
 * in the back office; the player reads the answer and closes the request. A second test checks
 * the screens on a phone in Arabic, in the light theme.
 */
const shots = new URL('../screenshots/', import.meta.url).pathname;
const JSON_API = { 'content-type': 'application/vnd.api+json' };
const MESSAGE = 'Деньги списались с карты, но на баланс не пришли.';
const ANSWER = 'Платёж найден у провайдера, деньги зачислены на ваш счёт.';

/** A deposit the player starts and never finishes: it stays pending, as a stuck one would. */
async function startDeposit(
  request: APIRequestContext,
  baseURL: string | undefined,
): Promise<string> {
  const recharge = await request.get('/web-api/getrechargedata');
  expect(recharge.ok(), await recharge.text()).toBe(true);
  const { accountId, methods } = (await recharge.json()).data.attributes;
  const method = methods[0];
  const answer = await request.post('/web-api/payments/deposit', {
    headers: { ...JSON_API, ...ownOrigin(baseURL), 'idempotency-key': `e2e-${randomUUID()}` },
    data: {
      data: {
        attributes: {
          account_id: accountId,
          method_id: method.id,
          amount: method.presets[0] ?? method.minAmount,
        },
      },
    },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  return (await answer.json()).data.attributes.payment.reference;
}

/** The operator signs in in the same browser: the session is a cookie of its own. */
async function signInOperator(request: APIRequestContext): Promise<void> {
  const answer = await request.post('/web-api/backoffice/auth/login', {
    headers: JSON_API,
    data: { data: { attributes: { login: 'admin', password: E2E_OPERATOR_PASSWORD } } },
  });
  expect(answer.ok()).toBe(true);
}

/** A whole-page picture from the top: a scrolled page stitches its sticky header in twice. */
async function shoot(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${shots}${name}.png`, fullPage: true });
}

/**
 * Whether a screen stays inside a phone's width: its box, and everything in it (a filter that
 * does not fit scrolls inside its own box instead).
 */
async function expectInsidePhone(screen: Locator): Promise<void> {
  const overflow = await screen.evaluate((root) => {
    const { left, right } = root.getBoundingClientRect();
    return { left, right, content: root.scrollWidth - root.clientWidth };
  });
  expect(overflow.left).toBeGreaterThanOrEqual(0);
  expect(overflow.right).toBeLessThanOrEqual(375);
  expect(overflow.content).toBeLessThanOrEqual(0);
}

/** 'YYYY-MM-DD' of yesterday: a payment date the server takes in any time zone. */
function yesterday(): string {
  return new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
}

/** The id the list page was sent to after the request was made (`?created=`). */
function createdId(page: Page): string {
  const id = new URL(page.url()).searchParams.get('created');
  if (!id) throw new Error(`no created request in ${page.url()}`);
  return id;
}

test.beforeEach(async ({ context }) => {
  // Registration and the captcha's proof of work.
  test.slow();
  await presetPreferences(context, { cookieConsentLevel: 3 });
});

test('a player asks about a stuck deposit, an operator answers, the player reads it', async ({
  site,
  signIn,
  player,
  page,
  baseURL,
  gates,
}) => {
  // An amount of 0 is sent on purpose: the server refuses it at its field.
  gates.expectFailedRequest(/POST .*\/web-api\/payment-requests 400$/);
  await site.openHome('ru');
  await signIn.signIn(player.userId, player.password);
  const reference = await startDeposit(page.request, baseURL);

  await page.goto('/ru/office/payment-requests');
  const list = page.getByTestId('payment-requests-page');
  await expect(
    list.getByRole('heading', { name: text('ru', 'payment_requests_title') }),
  ).toBeVisible();
  await expect(list.getByTestId('payment-requests-empty')).toBeVisible();

  // The topic.
  await list.getByTestId('payment-requests-new').click();
  const topics = page.getByTestId('payment-request-topics');
  await expect(topics).toBeVisible();
  await shoot(page, 'payment-requests-topics-ru-dark-desktop');
  await topics.getByTestId('payment-request-topic-deposit_not_credited').click();
  const create = page.getByTestId('payment-consultant-create');
  await expect(
    create.getByRole('heading', { name: text('ru', 'payment_request_topic_deposit_not_credited') }),
  ).toBeVisible();
  await shoot(page, 'payment-consultant-create-ru-dark-desktop');
  await create.getByTestId('payment-consultant-continue').click();

  // The payment: only the player's own, and the stuck deposit among them.
  const transactions = page.getByTestId('payment-consultant-transactions');
  const choice = transactions.getByTestId('payment-choice').filter({ hasText: reference });
  await expect(choice).toBeVisible();
  await transactions.getByTestId('payment-consultant-next').click();
  await expect(transactions.getByRole('alert')).toHaveText(
    text('ru', 'payment_consultant_choose_payment'),
  );
  await choice.click();
  await shoot(page, 'payment-consultant-transactions-ru-dark-desktop');
  await transactions.getByTestId('payment-consultant-next').click();

  // The form: the topic's required fields are checked before anything is sent.
  const form = page.getByTestId('payment-consultant-fill-out');
  await expect(form.getByTestId('payment-request-summary')).toContainText(reference);
  await form.getByTestId('payment-request-submit').click();
  for (const field of ['payment_date', 'amount', 'message']) {
    await expect(form.getByTestId(`error-${field}`)).toHaveText(text('ru', 'required'));
  }
  await form.getByTestId('payment-request-payment_date').fill(yesterday());
  await form.getByTestId('payment-request-amount').fill('0');
  await form.getByTestId('payment-request-card_last4').fill('4242');
  await form.getByTestId('payment-request-message-input').fill(MESSAGE);
  await form.getByTestId('payment-request-submit').click();
  // The server's own check, shown at its field.
  await expect(form.getByTestId('error-amount')).toHaveText(
    text('ru', 'payment_request_amount_invalid'),
  );
  await form.getByTestId('payment-request-amount').fill('25,00');
  await shoot(page, 'payment-consultant-fill-out-ru-dark-desktop');
  await form.getByTestId('payment-request-submit').click();

  // Back at the list, the request waits for an answer.
  await expect(list.getByTestId('payment-request-sent')).toBeVisible();
  const id = createdId(page);
  const card = list.getByTestId(`payment-request-${id}`);
  await expect(card.getByTestId('payment-request-status')).toHaveText(
    text('ru', 'payment_request_status_open'),
  );
  await expect(card).toContainText(reference);
  await expect(card.getByTestId('payment-request-message')).toHaveText(MESSAGE);
  await shoot(page, 'payment-requests-ru-dark-desktop');

  // The operator answers from the back office's queue.
  await signInOperator(page.request);
  await page.goto('/ru/backoffice/payment-requests');
  const backoffice = page.getByTestId('backoffice-payment-requests');
  const waiting = backoffice.getByTestId(`backoffice-payment-request-${id}`);
  // The first visit loads the operator's session, then the queue.
  await expect(waiting).toContainText(
    text('ru', 'backoffice_payment_requests_player', { id: player.userId }),
    { timeout: 30_000 },
  );
  await waiting.getByTestId('backoffice-answer-submit').click();
  await expect(waiting.getByTestId('error-answer')).toHaveText(text('ru', 'required'));
  await waiting.getByTestId('backoffice-answer-input').fill(ANSWER);
  await shoot(page, 'backoffice-payment-requests-ru-dark-desktop');
  await waiting.getByTestId('backoffice-answer-submit').click();
  // Answered requests leave the waiting queue.
  await expect(waiting).toHaveCount(0);
  await backoffice.getByTestId('payment-requests-filter-answered').click();
  await expect(backoffice.getByTestId(`backoffice-payment-request-${id}`)).toContainText(ANSWER);

  // The player reads the answer and closes the request.
  await page.goto('/ru/office/payment-requests');
  await expect(card.getByTestId('payment-request-answer')).toContainText(ANSWER);
  await expect(card.getByTestId('payment-request-status')).toHaveText(
    text('ru', 'payment_request_status_answered'),
  );
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(card.getByTestId('payment-request-answer')).toBeVisible();
  await expectInsidePhone(list);
  await shoot(page, 'payment-requests-answered-ru-dark-phone');
  await card.getByRole('button', { name: text('ru', 'payment_request_close') }).click();
  const dialog = page.getByTestId('confirm-dialog');
  await dialog.getByRole('button', { name: text('ru', 'payment_request_close') }).click();
  await expect(dialog).toBeHidden();
  await expect(card.getByTestId('payment-request-status')).toHaveText(
    text('ru', 'payment_request_status_closed'),
  );
  await expect(card.getByRole('button', { name: text('ru', 'payment_request_close') })).toHaveCount(
    0,
  );
});

test('the consultant fits a phone in Arabic, in the light theme', async ({
  site,
  signIn,
  player,
  page,
  context,
}) => {
  await presetPreferences(context, { theme: 'light', cookieConsentLevel: 3 });
  await page.setViewportSize({ width: 375, height: 812 });
  await site.openHome('ru');
  await signIn.signIn(player.userId, player.password);

  // A question without a payment: the steps skip the transactions.
  await page.goto('/ar/office/consultant/create/other');
  await expect(site.html).toHaveAttribute('dir', 'rtl');
  const create = page.getByTestId('payment-consultant-create');
  await expect(
    create.getByRole('heading', { name: text('ar', 'payment_request_topic_other') }),
  ).toBeVisible();
  await shoot(page, 'payment-consultant-create-ar-light-phone');
  await create.getByTestId('payment-consultant-continue').click();

  const form = page.getByTestId('payment-consultant-fill-out');
  await form.getByTestId('payment-request-amount').fill('120.50');
  await form
    .getByTestId('payment-request-message-input')
    .fill('ما هي حدود السحب بالبطاقة في اليوم؟');
  await shoot(page, 'payment-consultant-fill-out-ar-light-phone');
  await form.getByTestId('payment-request-submit').click();

  const list = page.getByTestId('payment-requests-page');
  await expect(list.getByTestId('payment-request-sent')).toBeVisible();
  const card = list.getByTestId(`payment-request-${createdId(page)}`);
  await expect(card.getByTestId('payment-request-status')).toHaveText(
    text('ar', 'payment_request_status_open'),
  );
  await expectInsidePhone(list);
  await shoot(page, 'payment-requests-ar-light-phone');
  await page.setViewportSize({ width: 1280, height: 800 });
  await shoot(page, 'payment-requests-ar-light-desktop');
  await page.setViewportSize({ width: 375, height: 812 });

  await signInOperator(page.request);
  await page.goto('/ar/backoffice/payment-requests');
  await expect(page.getByTestId('backoffice-payment-requests')).toBeVisible();
  await shoot(page, 'backoffice-payment-requests-ar-light-phone');
});
