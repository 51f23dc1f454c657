import type { Account } from '@arenabet/contracts/accounts';
import { DEFAULT_AMOUNT_TEMPLATE, type GeoCurrency, safeMinorUnits } from '@arenabet/domain';
import { describe, expect, it } from 'vitest';
import { activeAccountOf, formatBalance, isClosable } from './account-money.ts';

const currency = (id: number, precision: number): GeoCurrency => ({
  id,
  code: `C${id}`,
  symbol: '¤',
  name: `Currency ${id}`,
  coefConvert: 1,
  minSumBet: safeMinorUnits(0),
  precision,
  isCrypto: false,
});

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

describe('formatBalance', () => {
  const currencies = [currency(1, 2), currency(270, 4)];

  it('writes the value as the language reads numbers, then the currency', () => {
    expect(formatBalance(account({}), currencies, DEFAULT_AMOUNT_TEMPLATE, 'ru')).toBe('0,00 ₽');
    expect(formatBalance(account({ money: 12.5 }), currencies, DEFAULT_AMOUNT_TEMPLATE, 'en')).toBe(
      '12.50 ₽',
    );
  });

  it("uses the currency's own decimals, and two for a currency the settings lack", () => {
    const crypto = account({ currencyId: 270, symbol: 'USDT', money: 1.23456 });
    expect(formatBalance(crypto, currencies, DEFAULT_AMOUNT_TEMPLATE, 'en')).toBe('1.2346 USDT');
    const unknown = account({ currencyId: 999, symbol: 'X', money: 3 });
    expect(formatBalance(unknown, currencies, DEFAULT_AMOUNT_TEMPLATE, 'en')).toBe('3.00 X');
  });

  it("follows the site's amount template", () => {
    expect(formatBalance(account({ money: 5 }), currencies, '{currency}{value}', 'en')).toBe(
      '₽5.00',
    );
  });
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
