import type { Account } from '@arenabet/contracts/accounts';
import { useCallback } from 'react';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { useSiteSettings } from '../../../shared/site-config/use-site-settings.ts';
import { formatBalance } from './account-money.ts';

/** Formats balances with the site's amount template and currencies, in the page's language. */
export function useFormatBalance() {
  const settings = useSiteSettings();
  const language = useLanguage();
  return useCallback(
    (account: Account) =>
      formatBalance(account, settings.currencies, settings.display.amountTemplate, language),
    [settings, language],
  );
}
