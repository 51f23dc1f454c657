import type { Account, UserBalance } from '@arenabet/contracts/accounts';
import type { PaymentSources } from '@arenabet/contracts/payments';
import { describe, expect, it } from 'vitest';
import { historyTabs, mainAccountId, selectedTab } from './history-tabs.ts';

const currency = (id: number, iso: string, symbol: string) => ({
  id,
  iso,
  symbol,
  name: iso,
  precision: 2,
});
const RUB = currency(1, 'RUB', '₽');
const USD = currency(10, 'USD', '$');
const EUR = currency(12, 'EUR', '€');

const account = (id: number, type: Account['type'], iso: string, currencyId: number): Account => ({
  id,
  idBonus: null,
  type,
  money: 0,
  name: iso,
  iso,
  symbol: iso,
  isActive: type === 'main',
  currencyId,
  amountOfUnplacedBets: 0,
  points: 0,
  isBonusAccount: false,
  isPointsTypeBalance: false,
  labels: { symbol: iso, iso },
});

const balance: UserBalance = {
  accounts: [account(5, 'main', 'RUB', 1), account(6, 'currency', 'EUR', 12)],
  activeAccountId: 5,
};
const sources: PaymentSources['accounts'] = [
  { id: 5, currency: RUB, main: true },
  { id: 8, currency: USD, main: false },
];

describe('historyTabs', () => {
  it('lists the main account first, then the currency accounts with payments', () => {
    expect(historyTabs(sources, balance, null)).toEqual([
      { accountId: null, currency: RUB, main: true },
      { accountId: 8, currency: USD, main: false },
    ]);
  });

  it("takes the main account's currency from the balance before its first payment", () => {
    expect(historyTabs([], balance, null)).toEqual([
      { accountId: null, currency: { id: 1, iso: 'RUB', symbol: 'RUB' }, main: true },
    ]);
    expect(historyTabs(undefined, undefined, null)).toEqual([
      { accountId: null, currency: null, main: true },
    ]);
  });

  it('adds the currency account the address names even without payments', () => {
    const tabs = historyTabs(sources, balance, 6);
    expect(tabs.at(-1)).toEqual({
      accountId: 6,
      currency: { id: EUR.id, iso: 'EUR', symbol: 'EUR' },
      main: false,
    });
    expect(selectedTab(tabs, 6)?.currency?.iso).toBe('EUR');
    // An account that is not the player's gets no tab.
    expect(historyTabs(sources, balance, 99)).toHaveLength(2);
    expect(selectedTab(historyTabs(sources, balance, 99), 99)).toBeUndefined();
  });
});

describe('mainAccountId', () => {
  it('reads it from the history, else from the balance', () => {
    expect(mainAccountId(sources, undefined)).toBe(5);
    expect(mainAccountId([], balance)).toBe(5);
    expect(mainAccountId(undefined, undefined)).toBeNull();
  });
});
