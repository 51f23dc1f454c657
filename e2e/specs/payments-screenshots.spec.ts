import type { Page, Route } from '@playwright/test';
import type { Language } from '../support/dictionaries.ts';
import { type Look, pictureCover } from '../support/picture-cover.ts';
import { presetPreferences } from '../support/preferences.ts';
import { expect, test } from '../support/test.ts';

/*
 * Pictures of the money screens for a person to review, in both themes, two widths and two
 * languages (one right to left). A real player is signed in; the payment calls answer fixed
 * data, so every picture shows the same methods, balances and receipts.
 */
const dir = new URL('../screenshots/', import.meta.url).pathname;

// Registration's proof of work, the provider's page and its asynchronous webhook, on a machine
// that may be busy: the fixtures and hooks alone can take longer than the default 20 s.
test.describe.configure({ timeout: 300_000 });

const RUB = { id: 1, iso: 'RUB', symbol: '₽', name: 'Russian ruble', precision: 2 };

const method = (id: string, kind: string, min: string, max: string, presets: string[]) => ({
  id,
  kind,
  minAmount: min,
  maxAmount: max,
  presets,
});

const RECHARGE = {
  accountId: 1,
  currency: RUB,
  methods: [
    method('card', 'card', '90.91', '454545.45', ['909.09', '4545.45', '9090.90', '45454.54']),
    method('bank_transfer', 'bank_transfer', '1818.19', '1818181.81', ['9090.90', '45454.54']),
    method('e_wallet', 'e_wallet', '454.55', '272727.27', ['1818.18', '4545.45']),
  ],
  blockedReason: null,
};

const DEDUCE = {
  accountId: 1,
  currency: RUB,
  available: '12500.00',
  pending: '1000.00',
  methods: [method('card', 'card', '909.10', '454545.45', [])],
  blockedReason: null,
};

const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000).toISOString();

const payment = (id: number, fields: object) => ({
  id,
  reference: `PAY-2K7Q-${id}`,
  direction: 'deposit',
  status: 'success',
  methodId: 'card',
  methodKind: 'card',
  accountId: 1,
  currency: RUB,
  amount: '5000.00',
  details: null,
  reason: null,
  createdAt: at(3),
  updatedAt: at(2),
  archived: false,
  ...fields,
});

const PAYMENTS: Record<number, object> = {
  101: payment(101, {}),
  102: payment(102, {
    direction: 'withdrawal',
    status: 'pending',
    amount: '1000.00',
    details: '•••• 4242',
    updatedAt: at(3),
  }),
  103: payment(103, { status: 'failed', reason: 'payment_declined_by_provider' }),
};

const json = (type: string, attributes: object) => ({
  json: { data: { type, id: '1', attributes } },
});

/** The fixed data, for the player's own account: the real answer names it. */
async function withOwnAccount(route: Route, type: string, data: object): Promise<void> {
  const real = await route.fetch();
  const accountId = real.ok() ? (await real.json()).data.attributes.accountId : 1;
  await route.fulfill(json(type, { ...data, accountId }));
}

async function answerPaymentCalls(page: Page, deduce: object = DEDUCE): Promise<void> {
  await page.route('**/web-api/getrechargedata*', (route) =>
    withOwnAccount(route, 'recharge-data', RECHARGE),
  );
  await page.route('**/web-api/getdeducedata*', (route) =>
    withOwnAccount(route, 'deduce-data', deduce),
  );
  await page.route(/\/web-api\/payments\/\d+$/, (route) => {
    const id = Number(new URL(route.request().url()).pathname.split('/').pop());
    const found = PAYMENTS[id];
    return found
      ? route.fulfill(json('payment', found))
      : route.fulfill({ status: 404, json: { success: false, message: 'payment_not_found' } });
  });
}

const SHOTS: Look[] = [
  ...pictureCover('en', 'ar'),
  { theme: 'light', device: 'desktop', width: 1280, language: 'ru' },
];

for (const { theme, device, width, language } of SHOTS) {
  test(`money screens in ${language}, ${theme}, ${device}`, async ({
    page,
    context,
    site,
    signIn,
    player,
  }) => {
    await page.setViewportSize({ width, height: device === 'phone' ? 812 : 800 });
    await presetPreferences(context, { theme, cookieConsentLevel: 3 });
    await site.openHome('ru');
    await signIn.signIn(player.userId, player.password);
    await answerPaymentCalls(page);
    const shot = (name: string) =>
      page.screenshot({
        path: `${dir}payments-${name}-${language}-${theme}-${device}.png`,
        fullPage: true,
      });
    const lang = language as Language;

    await page.goto(`/${lang}/office/recharge`);
    await expect(page.getByTestId('payment-method-card')).toBeVisible({ timeout: 30_000 });
    await shot('recharge');

    await page.getByTestId('payment-method-card').click();
    const amount = page.getByTestId('payment-amount');
    await amount.fill('50');
    await amount.blur();
    await expect(page.getByTestId('error-amount')).toBeVisible({ timeout: 30_000 });
    await shot('recharge-form-error');
    await page.getByTestId('payment-preset').nth(1).click();
    await shot('recharge-form');

    await page.goto(`/${lang}/office/withdrawal`);
    await expect(page.getByTestId('deduce-available')).toBeVisible({ timeout: 30_000 });
    await shot('deduce');

    await page.getByTestId('payment-method-card').click();
    await page.getByTestId('payment-amount').fill('1000');
    await page.getByTestId('payout-details').fill('4242 4242 4242 4242');
    await shot('deduce-form');
    await page.getByTestId('deduce-continue').click();
    await expect(page.getByTestId('deduce-confirm')).toBeVisible({ timeout: 30_000 });
    await shot('deduce-confirm');

    for (const id of [101, 102, 103]) {
      await page.goto(`/${lang}/office/paycheck?id=${id}&payment=PAY-2K7Q-${id}`);
      await expect(page.getByTestId('paycheck-outcome')).toBeVisible({ timeout: 30_000 });
      await shot(`paycheck-${id}`);
    }

    await page.unroute('**/web-api/getdeducedata*');
    await answerPaymentCalls(page, { ...DEDUCE, available: '0.00', pending: '0.00', methods: [] });
    await page.goto(`/${lang}/office/withdrawal`);
    await expect(page.getByTestId('deduce-empty')).toBeVisible({ timeout: 30_000 });
    await shot('deduce-empty');
  });
}
