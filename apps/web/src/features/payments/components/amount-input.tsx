import type { PaymentCurrency, PaymentMethod } from '@arenabet/contracts/payments';
import { useFormatMoney } from '../../../shared/i18n/use-format-money.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { TextField } from '../../../shared/ui/form/text-field.tsx';
import type { AmountField } from '../hooks/use-amount-field.ts';
import { useAmountText } from '../hooks/use-amount-text.ts';
import { presetValue } from '../lib/amount.ts';
import paymentForm from './payment-form.module.css';

interface AmountInputProps {
  field: AmountField;
  currency: PaymentCurrency;
  method: PaymentMethod;
  /** The server's key for the amount, shown until the player changes it. */
  serverError?: string | undefined;
  /** A withdrawal's "all": the whole balance, within the method's maximum. */
  all?: { amount: string; label: string } | undefined;
  disabled?: boolean;
}

/** The amount, with its limits under it and one-tap amounts beside it. */
export function AmountInput({
  field,
  currency,
  method,
  serverError,
  all,
  disabled,
}: AmountInputProps) {
  const { t } = useTranslation();
  const format = useFormatMoney();
  const text = useAmountText(currency, method);
  const presets = method.presets.map((preset) => presetValue(preset, currency.precision));
  return (
    <div className={paymentForm.amount}>
      <TextField
        name="amount"
        label={t('payment_amount_label')}
        value={field.value}
        inputMode={currency.precision > 0 ? 'decimal' : 'numeric'}
        autoComplete="off"
        dir="ltr"
        placeholder={t('payment_amount_placeholder')}
        className={paymentForm.amountInput}
        error={text.message(field.problem ?? serverError)}
        errorTestId="error-amount"
        hint={text.limits}
        disabled={disabled}
        data-testid="payment-amount"
        onChange={(event) => field.change(event.target.value)}
        onBlur={field.leave}
        addon={
          <span className={paymentForm.amountCurrency} aria-hidden="true">
            {currency.symbol}
          </span>
        }
      />
      {(presets.length > 0 || all) && (
        <fieldset className={paymentForm.presets} aria-label={t('payment_presets_label')}>
          {presets.map((preset) => (
            <button
              key={preset}
              type="button"
              className={paymentForm.preset}
              aria-pressed={field.value === preset}
              disabled={disabled}
              data-testid="payment-preset"
              onClick={() => field.set(preset)}
            >
              <span dir="ltr">{format(preset, currency)}</span>
            </button>
          ))}
          {all && (
            <button
              type="button"
              className={`${paymentForm.preset} ${paymentForm.presetAll}`}
              aria-pressed={
                field.value !== '' && field.value === presetValue(all.amount, currency.precision)
              }
              disabled={disabled}
              data-testid="payment-amount-all"
              onClick={() => field.set(all.amount)}
            >
              {all.label}
            </button>
          )}
        </fieldset>
      )}
    </div>
  );
}
