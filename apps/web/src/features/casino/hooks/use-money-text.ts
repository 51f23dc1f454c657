import { fromMinorUnits, safeMinorUnits } from '@arenabet/domain';
import { useCallback } from 'react';
import { useFormatMoney } from '../../../shared/i18n/use-format-money.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { useSiteSettings } from '../../../shared/site-config/use-site-settings.ts';
import { DEMO_CURRENCY } from '../lib/demo-table.ts';
import type { TableMoney } from './use-casino-table.ts';

/**
 * Writes minor units of the table's money as the site writes sums: the account's currency, or
 * the demo's play money under its own name, so demo sums never read as real ones.
 */
export function useMoneyText(money: Pick<TableMoney, 'precision' | 'symbol'>) {
  const { t } = useTranslation();
  const format = useFormatMoney();
  const symbol = money.symbol ?? t('casino_demo_currency');
  const { precision } = money;
  return useCallback(
    (minor: number) =>
      format(fromMinorUnits(safeMinorUnits(minor), precision), { symbol, precision }),
    [format, symbol, precision],
  );
}

/**
 * A round's sum in its own currency, for the history: the currency's symbol where the site
 * lists it (else its ISO code), or the demo's word.
 */
export function useRoundMoneyText() {
  const { t } = useTranslation();
  const format = useFormatMoney();
  const { currencies } = useSiteSettings();
  return useCallback(
    (minor: number, round: { currencyIso: string; precision: number }) => {
      const listed = currencies.find((currency) => currency.code === round.currencyIso);
      const symbol =
        round.currencyIso === DEMO_CURRENCY
          ? t('casino_demo_currency')
          : (listed?.symbol ?? round.currencyIso);
      return format(fromMinorUnits(safeMinorUnits(minor), round.precision), {
        symbol,
        precision: round.precision,
      });
    },
    [format, t, currencies],
  );
}
