import type { Account } from '@arenabet/contracts/accounts';
import { describe, expect, it } from 'vitest';
import { activeAccountOf, isClosable } from './account-money.ts';

const account = (fields: Partial<Account>): Account => ({
  id: 1,
  idBonus: null,
  type: 'main',
  money: 0,
  name: 'Russian ruble',
  iso: 'RUB',
  symbol: '₽',
  isActive: true,
  currencyId: 1,
  amountOfUnplacedBets: 0,
  points: 0,
  isBonusAccount: false,
  isPointsTypeBalance: false,
  labels: { symbol: 'Russian ruble (₽)', iso: 'Russian ruble (RUB)' },
  ...fields,
});

describe('isClosable', () => {
  it('closes only an empty currency account', () => {
    expect(isClosable(account({ type: 'currency', money: 0 }))).toBe(true);
    expect(isClosable(account({ type: 'currency', money: 0.01 }))).toBe(false);
    expect(isClosable(account({ type: 'main', money: 0 }))).toBe(false);
  });
});

describe('activeAccountOf', () => {
  const accounts = [account({ id: 1 }), account({ id: 2, type: 'currency' })];

  it('finds the active account, or the first before the server names one', () => {
    expect(activeAccountOf(accounts, 2)?.id).toBe(2);
    expect(activeAccountOf(accounts, null)?.id).toBe(1);
    expect(activeAccountOf([], null)).toBeUndefined();
  });
});
