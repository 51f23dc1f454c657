import { PAYOUT_DETAILS_LABEL, type PaymentMethodKind } from '@arenabet/domain';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { TextField } from '../../../shared/ui/form/text-field.tsx';
import { payoutInputHints } from '../lib/payout-details.ts';

interface PayoutDetailsInputProps {
  kind: PaymentMethodKind;
  value: string;
  /** Our check's key, once the player has left the field. */
  problem: string | null;
  serverError?: string | undefined;
  onChange(value: string): void;
  onBlur(): void;
}

/** Where the money goes: a card number, an IBAN, a wallet or an address, by the method's kind. */
export function PayoutDetailsInput({
  kind,
  value,
  problem,
  serverError,
  onChange,
  onBlur,
}: PayoutDetailsInputProps) {
  const { t } = useTranslation();
  const label = PAYOUT_DETAILS_LABEL[kind];
  const error = problem ?? serverError;
  return (
    <TextField
      name="details"
      label={t(label)}
      placeholder={t(`${label}_placeholder`)}
      value={value}
      dir="ltr"
      spellCheck={false}
      autoCapitalize="off"
      autoCorrect="off"
      maxLength={128}
      error={error ? t(error, { defaultValue: t('validation_invalid_value') }) : undefined}
      errorTestId="error-details"
      hint={t('payout_details_hint')}
      data-testid="payout-details"
      onChange={(event) => onChange(event.target.value)}
      onBlur={onBlur}
      {...payoutInputHints(kind)}
    />
  );
}
