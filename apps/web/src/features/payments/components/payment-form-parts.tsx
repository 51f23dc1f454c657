import { errorText } from '../../../shared/api/error-text.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { FormError } from '../../../shared/ui/form/form-error.tsx';
import { isGeneralFailure, type PaymentServerErrors } from '../lib/server-errors.ts';

export const NO_SERVER_ERRORS: PaymentServerErrors = { fields: {}, form: [] };

/**
 * A refusal not about the form's fields: the account or the method the server named, or the
 * general text of the failure (network, a conflict, a server error).
 */
export function PaymentFormAlert({
  error,
  serverErrors,
}: {
  error: unknown;
  serverErrors: PaymentServerErrors;
}) {
  const { t, i18n } = useTranslation();
  if (!error) return null;
  if (isGeneralFailure(error)) {
    return <FormError testId="payment-form-error">{errorText(error, t, i18n.exists)}</FormError>;
  }
  if (serverErrors.form.length === 0) return null;
  return (
    <FormError testId="payment-form-error">
      {serverErrors.form
        .map((key) => t(key, { defaultValue: t('validation_invalid_value') }))
        .join(' ')}
    </FormError>
  );
}
