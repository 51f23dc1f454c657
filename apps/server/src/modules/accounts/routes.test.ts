import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, jsonApi, type TestApp } from '../../testing/test-app.ts';
import { makePlayer } from '../password/security-test-kit.ts';
import { payer, startDeposit } from '../payments/payments-test-kit.ts';

const EUR = 12;
const USD = 10;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A signed-in player with a EUR main account. */
async function player() {
  const made = await makePlayer(t);
  const main = await t.app.services.accounts.openMainAccount(made.id, EUR);
  return { ...made, main };
}

const post = (url: string, attributes: unknown, token?: string) =>
  t.app.inject(jsonApi('POST', url, attributes, token));
const getBalance = (token: string) =>
  t.app.inject({
    method: 'GET',
    url: '/account-api/user/balance',
    headers: { authorization: `Bearer ${token}` },
  });

describe('balance calls', () => {
  it('answer the player’s accounts by GET and POST, and need a signed-in player', async () => {
    const p = await player();
    const byGet = await getBalance(p.token);
    expect(byGet.statusCode).toBe(200);
    expect(byGet.json().data).toEqual({
      type: 'user-balance',
      id: String(p.id),
      attributes: { accounts: [p.main], activeAccountId: p.main.id },
    });
    const byPost = await post('/web-api/user/balance', {}, p.token);
    expect(byPost.json()).toEqual(byGet.json());
    expect((await post('/web-api/user/balance', {})).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: '/account-api/user/balance' })).statusCode,
    ).toBe(401);
  });
});

describe('currency accounts', () => {
  it('opens, activates and closes a currency account', async () => {
    const p = await player();
    const created = await post('/web-api/createCurrencyAccount', { currency_id: USD }, p.token);
    expect(created.statusCode).toBe(200);
    const usd = created.json().data.attributes.accounts[1];
    expect(usd).toMatchObject({ type: 'currency', iso: 'USD', isActive: false });

    const active = await post('/web-api/user/setactiveaccount', { account_id: usd.id }, p.token);
    expect(active.json().data.attributes.activeAccountId).toBe(usd.id);

    const deleted = await post('/web-api/deleteCurrencyAccount', { account_id: usd.id }, p.token);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().data.attributes).toEqual({
      accounts: [{ ...p.main, isActive: true }],
      activeAccountId: p.main.id,
    });
  });

  it('answers bad input with 400 validation_errors and changes nothing', async () => {
    const p = await player();
    const other = await player();
    const cases: [string, unknown, Record<string, string[]>][] = [
      ['/web-api/createCurrencyAccount', {}, { currency_id: ['required'] }],
      [
        '/web-api/createCurrencyAccount',
        { currency_id: 'USD' },
        { currency_id: ['validation_invalid_type'] },
      ],
      ['/web-api/createCurrencyAccount', { currency_id: -1 }, { currency_id: expect.any(Array) }],
      ['/web-api/createCurrencyAccount', { currency_id: 1.5 }, { currency_id: expect.any(Array) }],
      [
        '/web-api/createCurrencyAccount',
        { currency_id: 2 ** 40 },
        { currency_id: expect.any(Array) },
      ],
      [
        '/web-api/createCurrencyAccount',
        { currency_id: 999_999 },
        { currency_id: ['currency_unknown'] },
      ],
      [
        '/web-api/createCurrencyAccount',
        { currency_id: EUR },
        { currency_id: ['account_currency_exists'] },
      ],
      ['/web-api/user/setactiveaccount', {}, { account_id: ['required'] }],
      [
        '/web-api/user/setactiveaccount',
        { account_id: other.main.id },
        { account_id: ['account_not_found'] },
      ],
      [
        '/web-api/deleteCurrencyAccount',
        { account_id: other.main.id },
        { account_id: ['account_not_found'] },
      ],
      [
        '/web-api/deleteCurrencyAccount',
        { account_id: p.main.id },
        { account_id: ['account_main_not_deletable'] },
      ],
      [
        '/web-api/deleteCurrencyAccount',
        { account_id: 'x' },
        { account_id: ['validation_invalid_type'] },
      ],
    ];
    for (const [url, attributes, fields] of cases) {
      const response = await post(url, attributes, p.token);
      const label = `${url} ${JSON.stringify(attributes)}`;
      expect(response.statusCode, label).toBe(400);
      expect(response.json().validation_errors, label).toEqual(fields);
    }
    expect((await getBalance(p.token)).json().data.attributes).toEqual({
      accounts: [p.main],
      activeAccountId: p.main.id,
    });
    expect((await getBalance(other.token)).json().data.attributes.accounts).toEqual([other.main]);
  });

  it("answers another player's account exactly as a missing one, before any other check", async () => {
    const p = await player();
    // Another player's account with a deposit being paid: its pending payment must not show.
    const other = await payer(t);
    await startDeposit(t, other, '10');
    const foreign = await post(
      '/web-api/deleteCurrencyAccount',
      { account_id: other.account.id },
      p.token,
    );
    const missing = await post(
      '/web-api/deleteCurrencyAccount',
      { account_id: 999_999_999 },
      p.token,
    );
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toEqual(missing.json());
    expect(foreign.json().validation_errors).toEqual({ account_id: ['account_not_found'] });
  });

  it('refuses to close a currency account that holds money', async () => {
    const p = await player();
    const usd = await t.app.services.accounts.createCurrencyAccount(p.id, USD);
    const cash = await t.app.services.accounts.houseAccount('house_cash', USD);
    await t.app.services.accounts.transfer({
      idempotencyKey: `route-deposit-${p.id}`,
      kind: 'deposit',
      postings: [
        { accountId: usd.id, amount: 250 },
        { accountId: cash, amount: -250 },
      ],
    });
    const response = await post('/web-api/deleteCurrencyAccount', { account_id: usd.id }, p.token);
    expect(response.statusCode).toBe(400);
    expect(response.json().validation_errors).toEqual({ account_id: ['account_balance_not_zero'] });
    const accounts = (await getBalance(p.token)).json().data.attributes.accounts;
    expect(accounts[1]).toMatchObject({ id: usd.id, money: 2.5 });
  });
});

describe('ledger consistency (back office)', () => {
  it('is open to operators only and reports a consistent ledger', async () => {
    const p = await player();
    const url = '/web-api/backoffice/ledger/consistency';
    const asPlayer = await t.app.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${p.token}` },
    });
    expect(asPlayer.statusCode).toBeGreaterThanOrEqual(401);
    expect(asPlayer.statusCode).toBeLessThanOrEqual(403);
    const token = await t.operatorToken();
    const response = await t.app.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.attributes).toEqual({
      consistent: true,
      accountDifferences: [],
      currencySums: [],
      unbalancedTransactions: [],
    });
  });
});
