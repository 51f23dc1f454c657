import { useTranslation } from '../i18n/use-translation.ts';
import { errorText } from './error-text.ts';
import { HTTPError } from './errors.ts';

/** The first message key the server gave for one field (validation_errors), if any. */
export function fieldErrorKey(error: unknown, field: string): string | undefined {
  return error instanceof HTTPError ? error.validationErrors[field]?.[0] : undefined;
}

/**
 * A failed call in the player's words: the field's message when the server named one
 * (account_balance_not_zero), else the general text (network, 429, server error).
 */
export function useFailureText() {
  const { t, i18n } = useTranslation();
  return (error: unknown, field: string): string => {
    const key = fieldErrorKey(error, field);
    return key
      ? t(key, { defaultValue: t('validation_invalid_value') })
      : errorText(error, t, i18n.exists);
  };
}
