import type { Account } from '@arenabet/contracts/accounts';
import { useCallback } from 'react';
import { useSiteSettings } from '../site-config/use-site-settings.ts';
import { accountCurrency, formatMoney, type MoneyCurrency } from './format-money.ts';
import { useLanguage } from './use-language.ts';

/** Writes sums with the site's amount template, in the page's language. */
export function useFormatMoney() {
  const template = useSiteSettings().display.amountTemplate;
  const language = useLanguage();
  return useCallback(
    (amount: string | number, currency: MoneyCurrency) =>
      formatMoney(amount, currency, template, language),
    [template, language],
  );
}

/** Writes an account's balance: its money with its symbol and its currency's decimals. */
export function useFormatAccountMoney() {
  const format = useFormatMoney();
  const currencies = useSiteSettings().currencies;
  return useCallback(
    (account: Pick<Account, 'money' | 'symbol' | 'currencyId'>) =>
      format(account.money, accountCurrency(account, currencies)),
    [format, currencies],
  );
}
