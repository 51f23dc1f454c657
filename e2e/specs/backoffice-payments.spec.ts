import { randomUUID } from 'node:crypto';
import {
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Page,
  request as requests,
} from '@playwright/test';
import { signInAsOperator } from '../support/backoffice.ts';
import { text } from '../support/dictionaries.ts';
import { E2E_OPERATOR_PASSWORD } from '../support/operator.ts';
import { ownOrigin } from '../support/own-origin.ts';
import { type Player, registerPlayer } from '../support/players.ts';
import { presetPreferences } from '../support/preferences.ts';
import { expect, test } from '../support/test.ts';

/*
 * The operator's back office end to end. A real player deposits through the sandbox's hosted
 * page and asks for three withdrawals; the operator signs in through the back office's own
 * form, rejects one (the money comes back, as the player ledger view shows), approves another
 * (paid out: success), meets one that someone else decided first (409, a clear message and a
 * refreshed list), and cannot refund the deposit the player has partly withdrawn.
 */
const shots = new URL('../screenshots/', import.meta.url).pathname;
const JSON_API = 'application/vnd.api+json';
const SUCCESS_CARD = '4242 4242 4242 4242';
/** A new page waits for the session checks, slower while another test keeps the server busy. */
const SLOW = { timeout: 30_000 };

interface CardMethod {
  id: string;
  kind: string;
  minAmount: string;
}

/** Amounts in the spec are kopecks (integers), so no float sum is ever compared. */
interface Money {
  accountId: number;
  balance: number;
}

const kopecks = (amount: string | number) => Math.round(Number(amount) * 100);
const decimal = (amount: number) => (amount / 100).toFixed(2);

test.beforeEach(async ({ context }) => {
  // Registration's proof of work, the sandbox's webhooks and three decisions.
  test.slow();
  await presetPreferences(context, { cookieConsentLevel: 3 });
});

/* ------------------------------------------------------------------------- the player's side */

async function apiPost(api: APIRequestContext, path: string, attributes: object) {
  const answer = await api.post(path, {
    headers: { 'content-type': JSON_API, 'idempotency-key': `e2e-bo-${randomUUID()}` },
    data: { data: { attributes } },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  return (await answer.json()).data.attributes;
}

async function mainAccount(api: APIRequestContext): Promise<Money> {
  const answer = await api.post('/web-api/user/balance');
  expect(answer.ok(), await answer.text()).toBe(true);
  const { accounts } = (await answer.json()).data.attributes;
  const main = accounts.find((account: { type: string }) => account.type === 'main');
  return { accountId: main.id, balance: kopecks(main.money) };
}

async function cardMethod(api: APIRequestContext, path: string): Promise<CardMethod> {
  const answer = await api.get(path);
  expect(answer.ok(), await answer.text()).toBe(true);
  const methods: CardMethod[] = (await answer.json()).data.attributes.methods;
  const card = methods.find((method) => method.kind === 'card');
  if (!card) throw new Error(`${path} offers no card`);
  return card;
}

/**
 * A deposit the way a player makes one: the site names the provider's hosted page, the player
 * pays there with the success card, and the provider's webhook credits the account.
 */
async function deposit(
  browser: Browser,
  api: APIRequestContext,
  baseURL: string,
  amount: number,
): Promise<number> {
  const { accountId } = await mainAccount(api);
  const method = await cardMethod(api, '/web-api/getrechargedata');
  const { payment, redirectUrl } = await apiPost(api, '/web-api/payments/deposit', {
    account_id: accountId,
    method_id: method.id,
    amount: decimal(amount),
  });
  const payer = await browser.newContext({ baseURL });
  try {
    const hosted = await payer.newPage();
    await hosted.goto(redirectUrl);
    await hosted.locator('input[name="number"]').fill(SUCCESS_CARD);
    await hosted.locator('input[name="expiry"]').fill('12/34');
    await hosted.locator('input[name="cvc"]').fill('123');
    await hosted.locator('input[name="holder"]').fill('Back Office Tester');
    await hosted.locator('form:has(input[name="number"]) button[type="submit"]').click();
    await hosted.waitForLoadState();
  } finally {
    await payer.close();
  }
  await expect.poll(async () => (await mainAccount(api)).balance, { timeout: 30_000 }).toBe(amount);
  return payment.id;
}

/**
 * A card checkout the player leaves unpaid: the sandbox's test action lets its time run out at
 * once, the provider tells the site, and the deposit ends cancelled as expired.
 */
async function abandonedDeposit(
  browser: Browser,
  api: APIRequestContext,
  baseURL: string,
  amount: number,
): Promise<number> {
  const { accountId } = await mainAccount(api);
  const { payment, redirectUrl } = await apiPost(api, '/web-api/payments/deposit', {
    account_id: accountId,
    method_id: 'card',
    amount: decimal(amount),
    language: 'en',
  });
  const payer = await browser.newContext({ baseURL });
  try {
    const hosted = await payer.newPage();
    await hosted.goto(redirectUrl);
    await expect(hosted.getByText('this page closes 30 min after it opened')).toBeVisible();
    await hosted.getByRole('button', { name: 'Simulate expiry now' }).click();
    await expect(hosted.getByText('Its time ran out before it was paid.')).toBeVisible();
  } finally {
    await payer.close();
  }
  await expect
    .poll(async () => (await (await api.get(`/web-api/payments/${payment.id}`)).json()).data)
    .toMatchObject({
      attributes: { status: 'cancelled', reason: 'payment_checkout_expired' },
    });
  return payment.id;
}

async function askWithdrawal(api: APIRequestContext, amount: number): Promise<number> {
  const { accountId } = await mainAccount(api);
  const payment = await apiPost(api, '/web-api/payments/withdrawal', {
    account_id: accountId,
    method_id: 'card',
    amount: decimal(amount),
    details: '4242424242424242',
  });
  expect(payment.status).toBe('pending');
  return payment.id;
}

interface Scenario {
  player: Player;
  depositId: number;
  /** A deposit left unpaid until its checkout expired. */
  expiredId: number;
  deposited: number;
  withdrawal: number;
  /** Three withdrawals of `withdrawal` each, all pending. */
  ids: [number, number, number];
}

/**
 * The seeded rouble card limits are 100 ₽ to deposit and 1 000 ₽ to withdraw: forty minimum
 * deposits pay for the three minimum withdrawals with some left over.
 */
const DEPOSIT_IN_MINIMUMS = 40;

/**
 * A player with money and three pending withdrawals of the card method's minimum. Withdrawals
 * go only to a method the player deposited with, so the card offers them only after a deposit.
 */
async function playerWithWithdrawals(browser: Browser, baseURL: string): Promise<Scenario> {
  const api = await requests.newContext({ baseURL, extraHTTPHeaders: ownOrigin(baseURL) });
  try {
    const player = await registerPlayer(api);
    const minimum = kopecks((await cardMethod(api, '/web-api/getrechargedata')).minAmount);
    const deposited = minimum * DEPOSIT_IN_MINIMUMS;
    const depositId = await deposit(browser, api, baseURL, deposited);
    const expiredId = await abandonedDeposit(browser, api, baseURL, minimum);
    const withdrawal = kopecks((await cardMethod(api, '/web-api/getdeducedata')).minAmount);
    expect(withdrawal * 3).toBeLessThan(deposited);
    const ids: [number, number, number] = [
      await askWithdrawal(api, withdrawal),
      await askWithdrawal(api, withdrawal),
      await askWithdrawal(api, withdrawal),
    ];
    return { player, depositId, expiredId, deposited, withdrawal, ids };
  } finally {
    await api.dispose();
  }
}

/** Another operator deciding through the API (as a second browser tab would). */
async function rejectElsewhere(baseURL: string, paymentId: number): Promise<void> {
  const api = await requests.newContext({ baseURL, extraHTTPHeaders: ownOrigin(baseURL) });
  try {
    const login = await api.post('/web-api/backoffice/auth/login', {
      headers: { 'content-type': JSON_API },
      data: { data: { attributes: { login: 'admin', password: E2E_OPERATOR_PASSWORD } } },
    });
    expect(login.ok(), await login.text()).toBe(true);
    const answer = await api.post(`/web-api/backoffice/payments/${paymentId}/reject`, {
      headers: { 'content-type': JSON_API },
      data: { data: { attributes: { reason: 'Decided in another tab' } } },
    });
    expect(answer.ok(), await answer.text()).toBe(true);
  } finally {
    await api.dispose();
  }
}

async function balanceOf(baseURL: string, player: Player): Promise<number> {
  const api = await requests.newContext({ baseURL });
  try {
    const signIn = await api.post('/web-api/backoffice/auth/login', {
      headers: { 'content-type': JSON_API },
      data: { data: { attributes: { login: 'admin', password: E2E_OPERATOR_PASSWORD } } },
    });
    expect(signIn.ok()).toBe(true);
    const ledger = await api.get(`/web-api/backoffice/players/${player.userId}/ledger`);
    expect(ledger.ok(), await ledger.text()).toBe(true);
    const { accounts } = (await ledger.json()).data.attributes;
    return kopecks(accounts.find((account: { main: boolean }) => account.main).balance);
  } finally {
    await api.dispose();
  }
}

/* ----------------------------------------------------------------------- the operator's side */

/** 125050 kopecks as Russian writes rubles: '1 250,50 ₽' (spaces compared loosely). */
function rubles(amount: number, sign: '' | '+' = ''): RegExp {
  const value = new Intl.NumberFormat('ru-RU', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(decimal(amount) as `${number}`);
  return new RegExp(`^${sign === '+' ? '\\+' : ''}${value.replace(/\s/g, '\\s')}\\s₽$`);
}

test('an operator rejects, approves and meets a withdrawal decided elsewhere', async ({
  page,
  browser,
  baseURL,
  gates,
}) => {
  // The server's answers to a decision already taken elsewhere and to a refund larger than
  // the player's balance: the spec provokes both, and the screen says so.
  gates.expectFailedRequest(/POST .*\/backoffice\/payments\/\d+\/approve 409$/);
  gates.expectFailedRequest(/POST .*\/backoffice\/payments\/\d+\/refund 400$/);
  if (!baseURL) throw new Error('the config names no baseURL');
  // A registration, a deposit through the hosted page, three withdrawals, then the screens.
  test.setTimeout(300_000);
  const { player, depositId, expiredId, deposited, withdrawal, ids } = await playerWithWithdrawals(
    browser,
    baseURL,
  );
  const [rejected, approved, raced] = ids;

  await signInAsOperator(page, 'ru');
  await expect(page.getByTestId('consistency-verdict')).toHaveText(
    text('ru', 'backoffice_consistency_ok'),
  );
  await page.screenshot({
    path: `${shots}backoffice-overview-ru-dark-desktop.png`,
    fullPage: true,
  });

  // The withdrawals list opens on what waits for a decision; the player filter narrows it.
  await page.getByTestId('nav-withdrawals').click();
  const screen = page.getByTestId('backoffice-withdrawals');
  await expect(screen.getByTestId('status-filter-pending')).toHaveAttribute('aria-pressed', 'true');
  await screen.getByTestId('player-filter').fill(String(player.userId));
  await screen.getByTestId('player-filter').press('Enter');
  await expect(page).toHaveURL(new RegExp(`player=${player.userId}`));
  await expect(screen.getByTestId('payments-table').locator('tbody tr')).toHaveCount(3);
  const row = (id: number) => screen.getByTestId(`payment-row-${id}`);
  await expect(row(rejected).getByTestId('payment-amount')).toHaveText(rubles(withdrawal));
  await page.screenshot({
    path: `${shots}backoffice-withdrawals-ru-dark-desktop.png`,
    fullPage: true,
  });

  // Rejecting needs a reason; the held money goes back to the player.
  await row(rejected).getByTestId('reject').click();
  const rejectDialog = page.getByTestId('reject-dialog');
  await expect(rejectDialog).toBeVisible();
  await rejectDialog.getByTestId('reject-confirm').click();
  await expect(rejectDialog.getByText(text('ru', 'required'))).toBeVisible();
  await rejectDialog.getByTestId('reject-reason').fill('Проверка документов не пройдена');
  await page.screenshot({ path: `${shots}backoffice-reject-dialog-ru-dark-desktop.png` });
  await rejectDialog.getByTestId('reject-confirm').click();
  await expect(rejectDialog).toBeHidden();
  // It reads "rejected", not "cancelled", and the pending list is read again at once: the
  // decided withdrawal leaves it (the notice names it).
  const rejectedText = text('ru', 'backoffice_status_rejected');
  await expect(screen.getByTestId('action-notice')).toHaveText(
    text('ru', 'backoffice_rejected', { id: rejected, status: rejectedText }),
  );
  await expect(row(rejected)).toHaveCount(0);
  await expect(screen.getByTestId('payments-table').locator('tbody tr')).toHaveCount(2);

  // Approving pays out through the provider: the row shows the outcome.
  await row(approved).getByTestId('approve').click();
  const approveDialog = page.getByTestId('approve-dialog');
  await expect(approveDialog).toContainText(String(player.userId));
  await approveDialog.getByTestId('approve-confirm').click();
  await expect(approveDialog).toBeHidden();
  const success = text('ru', 'backoffice_status_success');
  await expect(screen.getByTestId('action-notice')).toHaveText(
    text('ru', 'backoffice_approved', { id: approved, status: success }),
  );
  await expect(row(approved)).toHaveCount(0);

  // Someone else decides the third one first: approving it now says so and refreshes the list.
  await rejectElsewhere(baseURL, raced);
  await row(raced).getByTestId('approve').click();
  await page.getByTestId('approve-confirm').click();
  await expect(page.getByTestId('approve-dialog')).toBeHidden();
  await expect(screen.getByTestId('action-notice')).toHaveText(
    text('ru', 'backoffice_decided_elsewhere', { id: raced }),
  );
  await expect(row(raced)).toHaveCount(0);

  // Every status: the decisions stay as made.
  await screen.getByTestId('status-filter-all').click();
  await expect(row(rejected).getByTestId('payment-status')).toHaveText(rejectedText);
  await expect(row(rejected).getByTestId('payment-reason')).toHaveText(
    'Проверка документов не пройдена',
  );
  await expect(row(rejected).getByTestId('reject')).toHaveCount(0);
  await expect(row(approved).getByTestId('payment-status')).toHaveText(success);
  await expect(row(raced).getByTestId('payment-status')).toHaveText(rejectedText);

  // The player ledger: the approved withdrawal is gone, the two rejected ones came back.
  const remaining = deposited - withdrawal;
  await row(approved).getByTestId('payment-player').click();
  const ledger = page.getByTestId('backoffice-ledger');
  await expect(page).toHaveURL(new RegExp(`/ru/backoffice/ledger\\?player=${player.userId}$`));
  const account = ledger.getByTestId('ledger-account-RUB');
  await expect(account.getByTestId('ledger-account-balance')).toHaveText(rubles(remaining));
  await expect(account.getByTestId('ledger-account-check')).toHaveText(
    text('ru', 'backoffice_check_ok'),
  );
  // Deposit, three holds, two returns: newest first, returns credit the player.
  const postings = ledger.getByTestId('ledger-posting');
  await expect(postings).toHaveCount(6);
  await expect(postings.first().getByTestId('posting-amount')).toHaveAttribute(
    'data-sign',
    'credit',
  );
  await expect(postings.last().getByTestId('posting-amount')).toHaveText(rubles(deposited, '+'));
  expect(await balanceOf(baseURL, player)).toBe(remaining);
  await page.screenshot({ path: `${shots}backoffice-ledger-ru-dark-desktop.png`, fullPage: true });

  // The deposit cannot be refunded in full any more: the player has less than it.
  await page.goto(`/ru/backoffice/deposits?player=${player.userId}`);
  const deposits = page.getByTestId('backoffice-deposits');
  await deposits.getByTestId(`payment-row-${depositId}`).getByTestId('refund').click();
  const confirm = page.getByTestId('confirm-dialog');
  await confirm.getByRole('button', { name: text('ru', 'backoffice_refund') }).click();
  await expect(confirm.getByRole('alert')).toHaveText(text('ru', 'backoffice_refund_no_funds'));
  await page.screenshot({ path: `${shots}backoffice-refund-dialog-ru-dark-desktop.png` });
  await confirm.getByRole('button', { name: text('ru', 'confirm_cancel') }).click();
  await expect(
    deposits.getByTestId(`payment-row-${depositId}`).getByTestId('payment-status'),
  ).toHaveText(success);
  // The abandoned checkout is not pending for ever: cancelled, and the reason says it expired.
  const expired = deposits.getByTestId(`payment-row-${expiredId}`);
  await expect(expired.getByTestId('payment-status')).toHaveText(
    text('ru', 'backoffice_status_cancelled'),
  );
  await expect(expired.getByTestId('payment-reason')).toHaveText(
    text('ru', 'payment_checkout_expired'),
  );
  await expect(expired.getByTestId('refund')).toHaveCount(0);
});

/* --------------------------------------------------- paging and differences, from fixed answers */

const RUB = { id: 1, iso: 'RUB', symbol: '₽', name: 'Russian Ruble', precision: 2 };
const USD = { id: 10, iso: 'USD', symbol: '$', name: 'US Dollar', precision: 2 };
const PAGE_SIZE = 50;
const FIXED_PLAYER = 100000042;

function fixedWithdrawal(id: number) {
  const at = new Date(Date.UTC(2025, 4, 1, 12, 0) - id * 60_000).toISOString();
  return {
    id,
    reference: `WD${String(id).padStart(8, '0')}`,
    direction: 'withdrawal',
    status: 'pending',
    methodId: 'card',
    methodKind: 'card',
    accountId: 7,
    currency: RUB,
    amount: `${1000 + id}.50`,
    details: '•••• 4242',
    reason: null,
    createdAt: at,
    updatedAt: at,
    archived: false,
    playerId: FIXED_PLAYER,
    decidedBy: null,
    decidedAt: null,
  };
}

function fixedPosting(index: number) {
  const credit = index % 3 === 0;
  return {
    postingId: 1000 - index,
    transactionId: 500 - index,
    kind: credit ? 'deposit' : 'withdrawal_hold',
    idempotencyKey: `payment:${900 - index}:${credit ? 'credit' : 'hold'}`,
    accountId: 7,
    currency: RUB,
    amount: credit ? '250.00' : '-100.00',
    createdAt: new Date(Date.UTC(2025, 4, 1, 12, 0) - index * 3_600_000).toISOString(),
  };
}

const resource = (type: string, attributes: object) => ({
  data: { type, id: '1', attributes },
});

/**
 * The back office's reads answered from fixed data: 120 pending withdrawals, a player whose
 * USD account differs from its postings, and a ledger report with a difference of each kind.
 */
async function answerFromFixedData(page: Page): Promise<void> {
  const withdrawals = Array.from({ length: 120 }, (_, index) => fixedWithdrawal(index + 1));
  const postings = Array.from({ length: 60 }, (_, index) => fixedPosting(index));
  const pageOf = (url: URL) => Number(url.searchParams.get('page') ?? 1);
  const json = (body: object) => ({ contentType: JSON_API, body: JSON.stringify(body) });

  await page.route(
    (url) => url.pathname === '/web-api/backoffice/payments',
    (route) => {
      const url = new URL(route.request().url());
      const shown = url.searchParams.get('direction') === 'withdrawal' ? withdrawals : [];
      const limit = PAGE_SIZE * pageOf(url);
      const payments = shown.slice(0, limit);
      const hasMore = shown.length > limit;
      return route.fulfill(json(resource('backoffice-payments', { payments, hasMore })));
    },
  );
  await page.route(
    (url) => url.pathname === `/web-api/backoffice/players/${FIXED_PLAYER}/ledger`,
    (route) => {
      const limit = PAGE_SIZE * pageOf(new URL(route.request().url()));
      return route.fulfill(
        json(
          resource('player-ledger', {
            playerId: FIXED_PLAYER,
            accounts: [
              {
                id: 7,
                main: true,
                currency: RUB,
                balance: '5150.00',
                fromPostings: '5150.00',
                closed: false,
              },
              {
                id: 8,
                main: false,
                currency: USD,
                balance: '20.00',
                fromPostings: '12.50',
                closed: false,
              },
            ],
            entries: postings.slice(0, limit),
            hasMore: postings.length > limit,
          }),
        ),
      );
    },
  );
  await page.route(
    (url) => url.pathname === '/web-api/backoffice/ledger/consistency',
    (route) =>
      route.fulfill(
        json(
          resource('ledger-consistency', {
            consistent: false,
            accountDifferences: [
              { accountId: 8, currencyId: 10, balance: 2000, fromPostings: 1250 },
            ],
            currencySums: [{ currencyId: 10, sum: 750 }],
            unbalancedTransactions: [{ transactionId: 412, currencyId: 1, sum: -100 }],
          }),
        ),
      ),
  );
}

test('show more, a ledger mismatch and an inconsistent ledger, from fixed answers', async ({
  page,
}) => {
  await answerFromFixedData(page);
  await signInAsOperator(page, 'en');
  await expect(page.getByTestId('consistency-verdict')).toHaveText(
    text('en', 'backoffice_consistency_broken'),
  );
  await expect(page.getByTestId('consistency-chip')).toHaveAttribute('data-state', 'broken');
  await expect(page.getByTestId('consistency')).toContainText('12.50 USD');
  await expect(page.getByTestId('tile-withdrawals-count')).toHaveText('50+');

  // 50 at a time: "show more" asks for the first 100, then all 120, then has nothing more.
  await page.getByTestId('nav-withdrawals').click();
  const list = page.getByTestId('backoffice-withdrawals');
  const rows = list.getByTestId('payments-table').locator('tbody tr');
  await expect(rows).toHaveCount(50, SLOW);
  await list.getByTestId('show-more').click();
  await expect(rows).toHaveCount(100);
  await list.getByTestId('show-more').click();
  await expect(rows).toHaveCount(120);
  await expect(list.getByTestId('show-more')).toHaveCount(0);
  await expect(list.getByTestId('list-count')).toHaveText(
    text('en', 'backoffice_shown_count', { number: 120 }),
  );
  // Another filter starts again at the first page.
  await list.getByTestId('status-filter-all').click();
  await expect(rows).toHaveCount(50);

  // The USD account's balance differs from its postings: flagged; the RUB one matches.
  await page.goto(`/en/backoffice/ledger?player=${FIXED_PLAYER}`);
  const ledger = page.getByTestId('backoffice-ledger');
  await expect(ledger.getByTestId('ledger-account-USD')).toHaveAttribute(
    'data-flagged',
    'true',
    SLOW,
  );
  await expect(
    ledger.getByTestId('ledger-account-USD').getByTestId('ledger-account-difference'),
  ).toHaveText('+7.50 $');
  await expect(
    ledger.getByTestId('ledger-account-USD').getByTestId('ledger-account-check'),
  ).toHaveText(text('en', 'backoffice_check_mismatch'));
  await expect(
    ledger.getByTestId('ledger-account-RUB').getByTestId('ledger-account-check'),
  ).toHaveText(text('en', 'backoffice_check_ok'));
  const postings = ledger.getByTestId('ledger-posting');
  await expect(postings).toHaveCount(50);
  await expect(postings.first().getByTestId('posting-amount')).toHaveText('+250.00 ₽');
  await expect(postings.nth(1).getByTestId('posting-amount')).toHaveText('-100.00 ₽');
  await expect(postings.nth(1).getByTestId('posting-amount')).toHaveAttribute('data-sign', 'debit');
  // Movements read in words; the ledger's code stays in the title for searching logs.
  await expect(postings.nth(1).getByTestId('ledger-kind')).toHaveText(
    text('en', 'backoffice_ledger_kind_withdrawal_hold'),
  );
  await expect(postings.nth(1).getByTestId('ledger-kind')).toHaveAttribute(
    'title',
    'withdrawal_hold',
  );
  // The back office's own shell: no player header, sports menu or footer around the operator.
  await expect(page.getByTestId('backoffice-shell')).toBeVisible();
  await expect(page.getByTestId('sign-in-button')).toHaveCount(0);
  await expect(page.getByTestId('sports-menu')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await ledger.getByTestId('show-more').click();
  await expect(postings).toHaveCount(60);

  // A number that is not an account number is refused before any call.
  await ledger.getByTestId('ledger-player-input').fill('12ab');
  await ledger.getByTestId('ledger-search').click();
  await expect(ledger.getByRole('alert')).toHaveText(text('en', 'backoffice_player_id_invalid'));
});

/* ------------------------------------------------------------------------------- screenshots */

const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 375, height: 812 },
} as const;

/** A context of the signed-in operator, in a theme and a width, answered from fixed data. */
async function operatorPage(
  browser: Browser,
  baseURL: string,
  signedIn: BrowserContext,
  theme: 'light' | 'dark',
  device: keyof typeof VIEWPORTS,
): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    storageState: await signedIn.storageState(),
    viewport: VIEWPORTS[device],
    deviceScaleFactor: 1,
  });
  await presetPreferences(context, { theme, cookieConsentLevel: 3 });
  const page = await context.newPage();
  await answerFromFixedData(page);
  return page;
}

/** The page stays inside the screen's width: rows turn into cards rather than spill over. */
async function expectFits(page: Page, device: keyof typeof VIEWPORTS): Promise<void> {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(VIEWPORTS[device].width);
}

test('pictures of the back office in both themes, on a phone and in Arabic', async ({
  page,
  context,
  browser,
  baseURL,
}) => {
  if (!baseURL) throw new Error('the config names no baseURL');
  // Four combinations of five screens each.
  test.setTimeout(360_000);
  await page.setViewportSize(VIEWPORTS.phone);
  await page.goto('/ar/backoffice');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByTestId('operator-sign-in')).toBeVisible(SLOW);
  await page.screenshot({ path: `${shots}backoffice-sign-in-ar-dark-phone.png` });
  await signInAsOperator(page, 'ru');

  for (const [theme, device, language] of [
    ['dark', 'desktop', 'ar'],
    ['light', 'desktop', 'en'],
    ['dark', 'phone', 'ar'],
    ['light', 'phone', 'ru'],
  ] as const) {
    const shot = await operatorPage(browser, baseURL, context, theme, device);
    const name = `${language}-${theme}-${device}`;
    try {
      await shot.goto(`/${language}/backoffice/withdrawals`);
      const list = shot.getByTestId('backoffice-withdrawals');
      await expect(list.getByTestId('payments-table').locator('tbody tr')).toHaveCount(50, SLOW);
      await shot.screenshot({ path: `${shots}backoffice-withdrawals-${name}.png` });
      await expectFits(shot, device);

      await list.getByTestId('reject').first().click();
      await expect(shot.getByTestId('reject-dialog')).toBeVisible();
      await shot.getByTestId('reject-confirm').click();
      await shot.screenshot({ path: `${shots}backoffice-reject-dialog-${name}.png` });
      await shot.keyboard.press('Escape');

      await shot.goto(`/${language}/backoffice/ledger?player=${FIXED_PLAYER}`);
      await expect(shot.getByTestId('ledger-posting')).toHaveCount(50, SLOW);
      await shot.screenshot({ path: `${shots}backoffice-ledger-${name}.png` });
      await expectFits(shot, device);

      await shot.goto(`/${language}/backoffice`);
      await expect(shot.getByTestId('consistency-verdict')).toBeVisible(SLOW);
      await shot.screenshot({ path: `${shots}backoffice-overview-${name}.png`, fullPage: true });
      await expectFits(shot, device);
    } finally {
      await shot.context().close();
    }
  }

  // Signing out returns to the operator's sign-in.
  await page.getByTestId('backoffice-sign-out').click();
  await expect(page.getByTestId('operator-sign-in')).toBeVisible(SLOW);
});
