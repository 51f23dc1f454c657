import { useCallback } from 'react';
import { useFormatMoney } from '../../../shared/i18n/use-format-money.ts';
import { useSiteSettings } from '../../../shared/site-config/use-site-settings.ts';

/** Writes the session's sums in its currency: the site's symbol for it, else its ISO code. */
export function useSessionMoney(currencyCode: string | null) {
  const format = useFormatMoney();
  const currency = useSiteSettings().currencies.find((entry) => entry.code === currencyCode);
  const symbol = currency?.symbol ?? currencyCode ?? '';
  const precision = currency?.precision ?? 2;
  return useCallback(
    (amount: string, signed = false) => {
      const text = format(amount, { symbol, precision });
      return signed && Number(amount) > 0 ? `+${text}` : text;
    },
    [format, symbol, precision],
  );
}
