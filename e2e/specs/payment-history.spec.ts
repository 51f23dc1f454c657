import { createHash } from 'node:crypto';
import { type Page, request as requests } from '@playwright/test';
import { type Language, text } from '../support/dictionaries.ts';
import { ownOrigin } from '../support/own-origin.ts';
import { deposit, depositAmounts } from '../support/payments.ts';
import { markSignedIn, registerPlayer } from '../support/players.ts';
import { presetPreferences } from '../support/preferences.ts';
import { expect, test } from '../support/test.ts';

/*
 * The payment history end to end. A real player deposits through the sandbox provider (two
 * cards that pay, one that is declined) and finds the payments, the filters and the address
 * that keeps them. The paging, the account tabs and the pictures use fixed answers instead, so
 * "show more" has 120 payments to page through and the screenshots always show the same list.
 */
const shots = new URL('../screenshots/', import.meta.url).pathname;
const PAGE_SIZE = 50;

/** The page's parts a spec reaches for. */
function historyPage(page: Page, language: Language) {
  const root = page.getByTestId('payment-history-page');
  return {
    root,
    heading: root.getByRole('heading', { name: text(language, 'payment_history_title') }),
    rows: root.getByTestId('history-row'),
    more: root.getByTestId('history-more'),
    type: root.getByTestId('history-type'),
    status: root.getByTestId('history-status'),
    archive: root.getByTestId('history-archive'),
    empty: root.getByTestId('history-empty'),
    totals: root.getByTestId('history-totals'),
    period: (key: string) => root.getByRole('radio', { name: text(language, key), exact: true }),
  };
}

const query = (page: Page) => new URL(page.url()).searchParams;

/** A first load of the office builds the language, the session and the history: allow for it. */
const FIRST_LOAD = { timeout: 20_000 };

async function openHistory(page: Page, path: string, language: Language) {
  await page.goto(path);
  const history = historyPage(page, language);
  await expect(history.heading).toBeVisible(FIRST_LOAD);
  return history;
}

test.beforeEach(async ({ context }) => {
  // Registration's proof of work, the sandbox's webhooks, several pages of payments.
  test.slow();
  await presetPreferences(context, { cookieConsentLevel: 3 });
});

/* ------------------------------------------------------------------ a real player's payments */

const SUCCESS_CARD = '4242 4242 4242 4242';
const DECLINED_CARD = '4000 0000 0000 0002';

/** '1250.5' as Russian writes rubles: '1 250,50 ₽' (spaces compared loosely). */
const rubles = (amount: number) =>
  `${new Intl.NumberFormat('ru-RU', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount)} ₽`;
const loose = (value: string) => new RegExp(value.replace(/\s/g, '\\s').replace('+', '\\+'));

test("a player's deposits are in the history, and the filters stay in the address", async ({
  site,
  signIn,
  page,
  baseURL,
}) => {
  const api = await requests.newContext({ baseURL, extraHTTPHeaders: ownOrigin(baseURL) });
  const player = await registerPlayer(api);
  const [first, second] = await depositAmounts(api);
  const successful = [
    await deposit(api, first, SUCCESS_CARD),
    await deposit(api, second, SUCCESS_CARD),
  ];
  const declined = await deposit(api, first, DECLINED_CARD);
  await api.dispose();

  await site.openHome('ru');
  await signIn.signIn(player.userId, player.password);
  const history = await openHistory(page, '/ru/office/payments', 'ru');
  await expect(history.rows).toHaveCount(3, FIRST_LOAD);
  // Newest first: the declined card was the last one tried.
  const newest = history.rows.first();
  await expect(newest.getByTestId('history-row-status')).toHaveText(
    text('ru', 'payment_status_failed'),
  );
  await expect(newest.getByTestId('history-row-type')).toHaveText(
    text('ru', 'payment_direction_deposit'),
  );
  await expect(newest.getByRole('link')).toHaveAttribute(
    'href',
    `/ru/office/paycheck?id=${declined}`,
  );
  await expect(history.rows.nth(2).getByTestId('history-row-amount')).toHaveText(
    loose(`+${rubles(Number(first))}`),
  );
  // The net counts the two that paid, not the declined one.
  await expect(history.root.getByTestId('history-total-RUB')).toHaveText(
    loose(`+${rubles(Number(first) + Number(second))}`),
  );

  await history.status.selectOption('success');
  await expect.poll(() => query(page).get('status')).toBe('success');
  await expect(history.rows).toHaveCount(2);
  for (const [index, id] of [...successful].reverse().entries()) {
    await expect(history.rows.nth(index).getByRole('link')).toHaveAttribute(
      'href',
      `/ru/office/paycheck?id=${id}`,
    );
  }

  await history.period('payment_history_period_today').check();
  await expect.poll(() => query(page).get('period')).toBe('today');
  await expect(history.rows).toHaveCount(2);

  // A reload (or the same link shared) opens the same list.
  await page.reload();
  await expect(history.heading).toBeVisible(FIRST_LOAD);
  await expect(history.status).toHaveValue('success');
  await expect(history.period('payment_history_period_today')).toBeChecked();
  await expect(history.rows).toHaveCount(2);

  await history.type.selectOption('withdrawal');
  await expect.poll(() => query(page).get('type')).toBe('withdrawal');
  await expect(history.empty).toContainText(text('ru', 'payment_history_empty_filtered_title'));
  await history.empty
    .getByRole('button', { name: text('ru', 'payment_history_reset_filters') })
    .click();
  await expect.poll(() => page.url()).toMatch(/\/ru\/office\/payments$/);
  await expect(history.rows).toHaveCount(3);
  await page.screenshot({
    path: `${shots}payment-history-real-ru-dark-desktop.png`,
    fullPage: true,
  });
});

/* -------------------------------------------------------------------------- fixed answers */

const RUB = { id: 1, iso: 'RUB', symbol: '₽', name: 'Russian ruble', precision: 2 };
const USD = { id: 10, iso: 'USD', symbol: '$', name: 'US dollar', precision: 2 };
const MAIN_ID = 501;
const USD_ID = 502;
const STATUSES = ['success', 'success', 'pending', 'success', 'failed', 'cancelled', 'refunded'];
const KINDS = ['card', 'bank_transfer', 'e_wallet', 'crypto'] as const;
const HOUR_MS = 3_600_000;

type FixedPayment = ReturnType<typeof fixedPayment>;

function fixedPayment(index: number, accountId: number, currency: typeof RUB) {
  const id = accountId * 1000 + index;
  const kind = KINDS[index % KINDS.length] ?? 'card';
  const createdAt = new Date(Date.now() - (index * 9 + 1) * HOUR_MS).toISOString();
  return {
    id,
    // As long as the provider's: 'AB' and twenty hex digits.
    reference: `AB${createHash('sha1').update(String(id)).digest('hex').slice(0, 20).toUpperCase()}`,
    direction: index % 3 === 1 ? ('withdrawal' as const) : ('deposit' as const),
    status: STATUSES[index % STATUSES.length] ?? 'success',
    methodId: kind,
    methodKind: kind,
    accountId,
    currency,
    amount: (((index * 7919) % 4800) + 150 + (index % 4) * 0.25).toFixed(2),
    details: null,
    reason: null,
    createdAt,
    updatedAt: createdAt,
    archived: false,
  };
}

const FIXED: Record<number, FixedPayment[]> = {
  [MAIN_ID]: Array.from({ length: 120 }, (_, index) => fixedPayment(index, MAIN_ID, RUB)),
  [USD_ID]: Array.from({ length: 4 }, (_, index) => fixedPayment(index, USD_ID, USD)),
};

type Filters = Record<string, string | number | boolean | undefined>;

/** What the server would answer: the filter applied, 50 x page_number, nets of the successful. */
function historyAnswer(all: FixedPayment[], filters: Filters) {
  const day = (payment: FixedPayment) => payment.createdAt.slice(0, 10);
  const matching = all.filter(
    (payment) =>
      (!filters.direction || payment.direction === filters.direction) &&
      (!filters.status || payment.status === filters.status) &&
      (!filters.date_from || day(payment) >= String(filters.date_from)) &&
      (!filters.date_to || day(payment) <= String(filters.date_to)),
  );
  const page = Number(filters.page_number ?? 1);
  const cents = matching
    .filter((payment) => payment.status === 'success')
    .reduce(
      (sum, payment) =>
        sum + Math.round(Number(payment.amount) * 100) * (payment.direction === 'deposit' ? 1 : -1),
      0,
    );
  const currency = all[0]?.currency ?? RUB;
  return {
    payments: matching.slice(0, PAGE_SIZE * page),
    pageNumber: page,
    hasMore: matching.length > PAGE_SIZE * page,
    totals:
      cents === 0 && matching.length === 0 ? [] : [{ currency, net: (cents / 100).toFixed(2) }],
  };
}

function fixedAccount(id: number, currency: typeof RUB, main: boolean, money: number) {
  return {
    id,
    idBonus: null,
    type: main ? 'main' : 'currency',
    money,
    name: currency.name,
    iso: currency.iso,
    symbol: currency.symbol,
    isActive: !main,
    currencyId: currency.id,
    amountOfUnplacedBets: 0,
    points: 0,
    isBonusAccount: false,
    isPointsTypeBalance: false,
    labels: {
      symbol: `${currency.name} (${currency.symbol})`,
      iso: `${currency.name} (${currency.iso})`,
    },
  };
}

/** Every history call the page made, with the filters it sent. */
interface Sent {
  path: string;
  filters: Filters;
}

/** A signed-in player whose calls are answered from the fixed payments above. */
async function answerFromFixedData(page: Page): Promise<Sent[]> {
  const sent: Sent[] = [];
  const json = (type: string, attributes: object) => ({
    json: { data: { type, id: '1', attributes } },
  });
  await markSignedIn(page);
  await page.route('**/web-api/user/getuserconfig', (route) =>
    route.fulfill(
      json('user-config', {
        userId: 40_215_337,
        email: null,
        phone: null,
        countryId: null,
        currencyId: 1,
        sessionExpireDate: new Date(Date.now() + 24 * HOUR_MS).toISOString(),
        autoLogoffMinutes: null,
      }),
    ),
  );
  // The player plays from the dollar account: the totals are summed in dollars too.
  await page.route('**/web-api/user/balance', (route) =>
    route.fulfill(
      json('user-balance', {
        accounts: [
          fixedAccount(MAIN_ID, RUB, true, 48_250.5),
          fixedAccount(USD_ID, USD, false, 312.4),
        ],
        activeAccountId: USD_ID,
      }),
    ),
  );
  await page.route('**/web-api/gethistorypaymentsource', (route) =>
    route.fulfill(
      json('payment-sources', {
        directions: ['deposit', 'withdrawal'],
        statuses: ['pending', 'success', 'failed', 'cancelled', 'refunded'],
        methods: KINDS.map((kind) => ({ id: kind, kind })),
        accounts: [
          { id: MAIN_ID, currency: RUB, main: true },
          { id: USD_ID, currency: USD, main: false },
        ],
      }),
    ),
  );
  await page.route(/\/web-api\/gethistorypayment(main|virtual)account$/, (route) => {
    const body = route.request().postDataJSON();
    const filters: Filters = body?.data?.attributes ?? body ?? {};
    const path = new URL(route.request().url()).pathname;
    sent.push({ path, filters });
    const account = path.endsWith('mainaccount') ? MAIN_ID : Number(filters.account_id);
    return route.fulfill(json('payment-history', historyAnswer(FIXED[account] ?? [], filters)));
  });
  return sent;
}

test('the history pages through 50 at a time and keeps every filter in the address', async ({
  page,
}) => {
  const sent = await answerFromFixedData(page);
  const history = await openHistory(page, '/ru/office/payments', 'ru');
  await expect(history.rows).toHaveCount(50, FIRST_LOAD);
  await expect(history.totals.getByTestId('history-total-converted')).toContainText('USD');

  // Cumulative pages: page 2 is the first 100, page 3 all 120, and then no more button.
  await history.more.click();
  await expect(history.rows).toHaveCount(100);
  await history.more.click();
  await expect(history.rows).toHaveCount(120);
  await expect(history.more).toBeHidden();
  expect(sent.map((call) => call.filters.page_number)).toEqual([1, 2, 3]);

  await history.type.selectOption('deposit');
  await history.status.selectOption('success');
  await history.period('payment_history_period_30d').check();
  await history.archive.check();
  await expect
    .poll(() => Object.fromEntries(query(page)))
    .toEqual({ type: 'deposit', status: 'success', period: '30d', archive: '1' });
  await expect
    .poll(() => sent.at(-1)?.filters)
    .toMatchObject({
      direction: 'deposit',
      status: 'success',
      is_include_archive: true,
      page_number: 1,
    });
  const filtered = sent.at(-1)?.filters ?? {};
  expect(filtered.date_from).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  await expect(history.rows).toHaveCount(
    historyAnswer(FIXED[MAIN_ID] ?? [], filtered).payments.length,
  );
  for (const row of await history.rows.all()) {
    await expect(row.getByTestId('history-row-status')).toHaveText(
      text('ru', 'payment_status_success'),
    );
    await expect(row.getByTestId('history-row-amount')).toHaveText(/^\+/);
  }

  // Custom dates, then a reload: the same filters come back from the address.
  await history.period('payment_history_period_custom').check();
  await history.root.getByTestId('history-date-from').fill('2024-01-01');
  await history.root.getByTestId('history-date-to').fill('2030-12-31');
  await expect.poll(() => query(page).get('to')).toBe('2030-12-31');
  await page.reload();
  await expect(history.heading).toBeVisible(FIRST_LOAD);
  await expect(history.type).toHaveValue('deposit');
  await expect(history.status).toHaveValue('success');
  await expect(history.archive).toBeChecked();
  await expect(history.period('payment_history_period_custom')).toBeChecked();
  await expect(history.root.getByTestId('history-date-from')).toHaveValue('2024-01-01');
  await expect
    .poll(() => sent.at(-1)?.filters)
    .toMatchObject({
      date_from: '2024-01-01',
      date_to: '2030-12-31',
    });

  // The dollar account's tab reads the other call, with its id, and keeps the filters.
  await history.root.getByTestId('history-account-USD').click();
  await expect.poll(() => query(page).get('account')).toBe(String(USD_ID));
  await expect.poll(() => sent.at(-1)?.path).toBe('/web-api/gethistorypaymentvirtualaccount');
  expect(sent.at(-1)?.filters).toMatchObject({ account_id: USD_ID, direction: 'deposit' });
  await expect(history.rows.first().getByTestId('history-row-amount')).toContainText('$');
  await expect(history.rows.first().getByRole('link')).toHaveAttribute(
    'href',
    /^\/ru\/office\/paycheck\?id=\d+$/,
  );
});

const VIEWPORTS = {
  desktop: { width: 1280, height: 900 },
  phone: { width: 375, height: 812 },
} as const;

for (const [device, viewport] of Object.entries(VIEWPORTS)) {
  for (const theme of ['dark', 'light'] as const) {
    test(`payment history pictures, ${device}, ${theme}`, async ({ page, context }) => {
      await page.setViewportSize(viewport);
      await presetPreferences(context, { theme, cookieConsentLevel: 3 });
      await answerFromFixedData(page);
      for (const language of ['ru', 'ar', 'en'] as Language[]) {
        const path = `/${language}/office/payments?period=30d`;
        const history = await openHistory(page, path, language);
        await expect(history.rows).toHaveCount(50, FIRST_LOAD);
        // The page stays inside the screen, in either reading direction.
        const box = await history.root.boundingBox();
        expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
        expect((box?.x ?? 0) + (box?.width ?? Infinity)).toBeLessThanOrEqual(viewport.width);
        const overflow = await history.root.evaluate((root) => root.scrollWidth - root.clientWidth);
        expect(overflow).toBeLessThanOrEqual(0);
        await page.screenshot({
          path: `${shots}payment-history-${language}-${theme}-${device}.png`,
          fullPage: device === 'phone',
        });
      }
      const empty = '/ru/office/payments?type=withdrawal&status=refunded&period=today';
      await expect((await openHistory(page, empty, 'ru')).empty).toBeVisible(FIRST_LOAD);
      await page.screenshot({ path: `${shots}payment-history-empty-ru-${theme}-${device}.png` });
    });
  }
}
