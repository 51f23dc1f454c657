import type { Account } from '@arenabet/contracts/accounts';
import { formatAmount, type GeoCurrency } from '@arenabet/domain';
import { intlLocale } from '../../../shared/i18n/format.ts';

const DEFAULT_PRECISION = 2;

/**
 * An account's balance as the visitor reads numbers ("0,00" in Russian, "0.00" in English), with
 * the currency's own decimals, put into the site's amount template (value then currency).
 */
export function formatBalance(
  account: Pick<Account, 'money' | 'symbol' | 'currencyId'>,
  currencies: readonly GeoCurrency[],
  template: string,
  language: string,
): string {
  const precision =
    currencies.find((currency) => currency.id === account.currencyId)?.precision ??
    DEFAULT_PRECISION;
  const value = new Intl.NumberFormat(intlLocale(language), {
    minimumFractionDigits: precision,
    maximumFractionDigits: precision,
  }).format(account.money);
  return formatAmount(value, account.symbol, template);
}

/** Only an empty currency account may be closed; the main one stays (the server says so too). */
export function isClosable(account: Pick<Account, 'type' | 'money'>): boolean {
  return account.type !== 'main' && account.money === 0;
}

/** The account the player plays from; the first one until the server names one. */
export function activeAccountOf(
  accounts: readonly Account[],
  activeId: number | null,
): Account | undefined {
  return accounts.find((account) => account.id === activeId) ?? accounts[0];
}
