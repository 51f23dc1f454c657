import { useCallback } from 'react';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { useSiteSettings } from '../../../shared/site-config/use-site-settings.ts';
import { formatMoney, type MoneyCurrency } from './money.ts';

/** Formats amounts with the site's amount template, in the page's language. */
export function useMoneyFormat() {
  const settings = useSiteSettings();
  const language = useLanguage();
  return useCallback(
    (amount: string, currency: MoneyCurrency, signed = false) =>
      formatMoney(amount, currency, settings.display.amountTemplate, language, signed),
    [settings, language],
  );
}
