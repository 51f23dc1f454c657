import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresCode } from '../../platform/db/transaction.ts';
import { AppError } from '../../platform/http/errors.ts';
import { type AccountsHarness, openAccountsHarness } from './accounts-harness.ts';

const RUB = 1;
const USD = 10;
const EUR = 12;
const UNKNOWN_CURRENCY = 999_999;

let h: AccountsHarness;
beforeAll(async () => {
  h = await openAccountsHarness();
});
afterAll(() => h.close());

/** The status and message key (and field errors) a refused call threw. */
async function refusal(work: Promise<unknown>) {
  const error = await work.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof AppError)) throw new Error(`expected an AppError, got ${String(error)}`);
  return { status: error.status, message: error.message, fields: error.validationErrors };
}

const pay = (key: string, from: number, to: number, amount: number, kind = 'test_move') =>
  h.accounts.transfer({
    idempotencyKey: key,
    kind,
    postings: [
      { accountId: from, amount: -amount },
      { accountId: to, amount },
    ],
  });

describe('player accounts', () => {
  it('opens one main account, active, in the spec’s Account shape; again returns it', async () => {
    const playerId = h.newPlayerId();
    const main = await h.accounts.openMainAccount(playerId, EUR);
    expect(main).toEqual({
      id: main.id,
      idBonus: null,
      type: 'main',
      money: 0,
      name: 'Euro',
      iso: 'EUR',
      symbol: '€',
      isActive: true,
      currencyId: EUR,
      amountOfUnplacedBets: 0,
      points: 0,
      isBonusAccount: false,
      isPointsTypeBalance: false,
      labels: { symbol: 'Euro (€)', iso: 'Euro (EUR)' },
    });
    expect(await h.accounts.openMainAccount(playerId, EUR)).toEqual(main);
    expect(await h.accounts.accountsOf(playerId)).toEqual([main]);
  });

  it('opens one currency account per currency, inactive, and refuses unknown currencies', async () => {
    const playerId = h.newPlayerId();
    await h.accounts.openMainAccount(playerId, EUR);
    const usd = await h.accounts.createCurrencyAccount(playerId, USD);
    expect(usd).toMatchObject({ type: 'currency', iso: 'USD', isActive: false, money: 0 });
    for (const currency of [USD, EUR]) {
      expect(await refusal(h.accounts.createCurrencyAccount(playerId, currency))).toEqual({
        status: 400,
        message: 'validation_failed',
        fields: { currency_id: ['account_currency_exists'] },
      });
    }
    expect(await refusal(h.accounts.createCurrencyAccount(playerId, UNKNOWN_CURRENCY))).toEqual({
      status: 400,
      message: 'validation_failed',
      fields: { currency_id: ['currency_unknown'] },
    });
    expect((await h.accounts.accountsOf(playerId)).map((a) => a.iso)).toEqual(['EUR', 'USD']);
  });

  it('switches the active account only to the player’s own open accounts', async () => {
    const playerId = h.newPlayerId();
    const main = await h.accounts.openMainAccount(playerId, EUR);
    const usd = await h.accounts.createCurrencyAccount(playerId, USD);
    await h.accounts.setActiveAccount(playerId, usd.id);
    const balance = await h.accounts.balanceOf(playerId);
    expect(balance.activeAccountId).toBe(usd.id);
    expect(balance.accounts.filter((a) => a.isActive)).toHaveLength(1);

    const stranger = await h.accounts.openMainAccount(h.newPlayerId(), EUR);
    for (const accountId of [stranger.id, 2_000_000_000]) {
      expect((await refusal(h.accounts.setActiveAccount(playerId, accountId))).fields).toEqual({
        account_id: ['account_not_found'],
      });
    }
    expect((await h.accounts.balanceOf(playerId)).activeAccountId).toBe(usd.id);
    await h.accounts.setActiveAccount(playerId, main.id);
    expect((await h.accounts.balanceOf(playerId)).activeAccountId).toBe(main.id);
  });

  it('closes only an empty currency account, never the main one, and reactivates main', async () => {
    const { playerId, accountId: mainId } = await h.fundedPlayer(EUR, 500);
    const usd = await h.accounts.createCurrencyAccount(playerId, USD);
    await h.accounts.setActiveAccount(playerId, usd.id);
    expect((await refusal(h.accounts.deleteCurrencyAccount(playerId, mainId))).fields).toEqual({
      account_id: ['account_main_not_deletable'],
    });

    const cash = await h.accounts.houseAccount('house_cash', USD);
    await pay(`close-${playerId}-in`, cash, usd.id, 100);
    expect((await refusal(h.accounts.deleteCurrencyAccount(playerId, usd.id))).fields).toEqual({
      account_id: ['account_balance_not_zero'],
    });
    await pay(`close-${playerId}-out`, usd.id, cash, 100);
    await h.accounts.deleteCurrencyAccount(playerId, usd.id);

    const balance = await h.accounts.balanceOf(playerId);
    expect(balance.accounts.map((a) => a.id)).toEqual([mainId]);
    expect(balance.activeAccountId).toBe(mainId);
    expect((await refusal(h.accounts.deleteCurrencyAccount(playerId, usd.id))).fields).toEqual({
      account_id: ['account_not_found'],
    });
    // A closed account takes no money, and the currency can be opened again.
    expect((await refusal(pay(`close-${playerId}-late`, cash, usd.id, 1))).message).toBe(
      'account_closed',
    );
    await h.accounts.createCurrencyAccount(playerId, USD);
  });
});

describe('ledger transfers', () => {
  it('moves money between a player and a house account; the house balance is its postings', async () => {
    const cash = await h.accounts.houseAccount('house_cash', RUB);
    const before = await h.accounts.houseBalance('house_cash', RUB);
    const { playerId, accountId } = await h.fundedPlayer(RUB, 12_345);
    const [main] = await h.accounts.accountsOf(playerId);
    expect(main?.money).toBe(123.45);
    expect(await h.accounts.houseBalance('house_cash', RUB)).toBe(before - 12_345);
    expect(await h.accounts.houseAccount('house_cash', RUB)).toBe(cash);
    expect(accountId).toBe(main?.id);
  });

  it('moves money once for the same key, and refuses the key with other data', async () => {
    const { playerId, accountId } = await h.fundedPlayer(EUR, 1_000);
    const bets = await h.accounts.houseAccount('house_bets', EUR);
    const key = `bet-${playerId}`;
    const first = await pay(key, accountId, bets, 300, 'bet');
    const again = await pay(key, accountId, bets, 300, 'bet');
    expect(again).toEqual({ ...first, replayed: true });
    expect(first.replayed).toBe(false);
    expect((await h.accounts.accountsOf(playerId))[0]?.money).toBe(7);

    for (const changed of [
      () => pay(key, accountId, bets, 301, 'bet'),
      () => pay(key, accountId, bets, 300, 'win'),
    ]) {
      expect(await refusal(changed())).toMatchObject({
        status: 409,
        message: 'ledger_idempotency_key_reused',
      });
    }
    expect(await h.count('ledger_transactions', `idempotency_key = '${key}'`)).toBe(1);
    expect((await h.accounts.accountsOf(playerId))[0]?.money).toBe(7);
  });

  it('refuses a debit below zero and writes nothing', async () => {
    const { playerId, accountId } = await h.fundedPlayer(EUR, 100);
    const bets = await h.accounts.houseAccount('house_bets', EUR);
    const houseBefore = await h.accounts.houseBalance('house_bets', EUR);
    expect(await refusal(pay(`overdraft-${playerId}`, accountId, bets, 101))).toMatchObject({
      status: 400,
      message: 'account_insufficient_funds',
    });
    expect(await h.count('ledger_transactions', `idempotency_key = 'overdraft-${playerId}'`)).toBe(
      0,
    );
    expect((await h.accounts.accountsOf(playerId))[0]?.money).toBe(1);
    expect(await h.accounts.houseBalance('house_bets', EUR)).toBe(houseBefore);
    // The key was not spent: the same key with an amount that fits goes through.
    expect((await pay(`overdraft-${playerId}`, accountId, bets, 100)).replayed).toBe(false);
  });

  it('refuses movements that do not balance, mix currencies or are malformed', async () => {
    const { accountId } = await h.fundedPlayer(EUR, 1_000);
    const eurCash = await h.accounts.houseAccount('house_cash', EUR);
    const usdCash = await h.accounts.houseAccount('house_cash', USD);
    const postingsBefore = await h.count('ledger_postings');
    const cases: [Parameters<typeof h.accounts.transfer>[0], string][] = [
      [
        {
          idempotencyKey: 'u1',
          kind: 'x',
          postings: [
            { accountId, amount: -5 },
            { accountId: eurCash, amount: 4 },
          ],
        },
        'ledger_unbalanced',
      ],
      [
        {
          idempotencyKey: 'u2',
          kind: 'x',
          postings: [
            { accountId, amount: -5 },
            { accountId: usdCash, amount: 5 },
          ],
        },
        'ledger_unbalanced',
      ],
      [
        { idempotencyKey: 'u3', kind: 'x', postings: [{ accountId, amount: -5 }] },
        'ledger_no_postings',
      ],
      [
        {
          idempotencyKey: 'u4',
          kind: 'x',
          postings: [
            { accountId, amount: -0.5 },
            { accountId: eurCash, amount: 0.5 },
          ],
        },
        'ledger_amount_invalid',
      ],
      [
        {
          idempotencyKey: 'u5',
          kind: 'x',
          postings: [
            { accountId, amount: -5 },
            { accountId, amount: 5 },
          ],
        },
        'ledger_duplicate_account',
      ],
      [
        {
          idempotencyKey: 'u6',
          kind: 'x',
          postings: [
            { accountId, amount: -5 },
            { accountId: 2_000_000_000, amount: 5 },
          ],
        },
        'account_not_found',
      ],
      [
        {
          idempotencyKey: '',
          kind: 'x',
          postings: [
            { accountId, amount: -5 },
            { accountId: eurCash, amount: 5 },
          ],
        },
        'ledger_idempotency_key_invalid',
      ],
      [
        {
          idempotencyKey: 'u7',
          kind: 'Not A Kind',
          postings: [
            { accountId, amount: -5 },
            { accountId: eurCash, amount: 5 },
          ],
        },
        'ledger_kind_invalid',
      ],
    ];
    for (const [request, message] of cases) {
      expect(await refusal(h.accounts.transfer(request)), message).toMatchObject({
        status: 400,
        message,
      });
    }
    expect(await h.count('ledger_postings')).toBe(postingsBefore);
  });

  it('refuses a credit that would leave a balance beyond a safe integer', async () => {
    const { accountId } = await h.fundedPlayer(EUR, Number.MAX_SAFE_INTEGER);
    const cash = await h.accounts.houseAccount('house_cash', EUR);
    expect((await refusal(pay('too-rich', cash, accountId, 1))).message).toBe(
      'account_balance_limit',
    );
    await pay('too-rich-back', accountId, cash, Number.MAX_SAFE_INTEGER);
  });
});

describe('the database defends the ledger by itself', () => {
  /** The SQLSTATE a statement failed with, and whether the balance trigger said so. */
  async function databaseRefusal(work: Promise<unknown>) {
    const error = await work.then(
      () => undefined,
      (e: unknown) => e,
    );
    if (!error) throw new Error('the database accepted it');
    const text = String((error as Error).cause ?? error);
    return { code: postgresCode(error), balanced: text.includes('does not balance') };
  }

  it('refuses postings of a movement that do not sum to zero (the balance trigger)', async () => {
    const write = h.database.db.transaction(async (tx) => {
      const cash = await h.accounts.houseAccount('house_cash', EUR);
      await tx.execute(
        `insert into ledger_transactions (idempotency_key, kind, fingerprint) values ('raw-unbalanced', 'raw', 'x')`,
      );
      await tx.execute(
        `insert into ledger_postings (transaction_id, account_id, currency_id, amount)
         select id, ${cash}, 12, 5 from ledger_transactions where idempotency_key = 'raw-unbalanced'`,
      );
    });
    expect(await databaseRefusal(write)).toEqual({ code: '23514', balanced: true });
    expect(await h.count('ledger_transactions', `idempotency_key = 'raw-unbalanced'`)).toBe(0);
  });

  it('keeps postings append-only and player balances not below zero', async () => {
    const { accountId } = await h.fundedPlayer(EUR, 10);
    for (const statement of [
      'update ledger_postings set amount = 1',
      'delete from ledger_postings',
      `update accounts set balance = -1 where id = ${accountId}`,
    ]) {
      expect((await databaseRefusal(h.database.db.execute(statement))).code, statement).toBe(
        '23514',
      );
    }
    const report = await h.accounts.consistencyCheck();
    expect(report.consistent).toBe(true);
  });

  it('reports a stored balance that differs from its postings', async () => {
    const { accountId } = await h.fundedPlayer(USD, 10);
    await h.database.db.execute(`update accounts set balance = 11 where id = ${accountId}`);
    const report = await h.accounts.consistencyCheck();
    expect(report.consistent).toBe(false);
    expect(report.accountDifferences).toEqual([
      { accountId, currencyId: USD, balance: 11, fromPostings: 10 },
    ]);
    expect(report.currencySums).toEqual([{ currencyId: USD, sum: 1 }]);
    await h.database.db.execute(`update accounts set balance = 10 where id = ${accountId}`);
    expect((await h.accounts.consistencyCheck()).consistent).toBe(true);
  });
});
