import type { PaymentCurrency, PaymentMethod } from '@arenabet/contracts/payments';
import { useFormatMoney } from '../../../shared/i18n/use-format-money.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';

/**
 * Translates an amount message (ours or the server's) with the method's limits written in the
 * account's currency, so "below the minimum" always says what the minimum is.
 */
export function useAmountText(currency: PaymentCurrency, method: PaymentMethod) {
  const { t } = useTranslation();
  const format = useFormatMoney();
  const values = {
    min: format(method.minAmount, currency),
    max: format(method.maxAmount, currency),
    precision: currency.precision,
  };
  return {
    limits: t('payment_amount_limits', values),
    message: (key: string | undefined) =>
      key ? t(key, { ...values, defaultValue: t('validation_invalid_value') }) : undefined,
  };
}
