import type { TFunction } from 'i18next';
import { errorText } from '../../../shared/api/error-text.ts';
import { HTTPError } from '../../../shared/api/errors.ts';
import { formatWait } from '../../../shared/i18n/format.ts';
import { i18nKey } from '../../../shared/i18n/i18n-key.ts';

export type SignInField = 'login' | 'password';

export interface SignInErrors {
  fields: Partial<Record<SignInField, string>>;
  form: string | null;
}

interface Translator {
  t: TFunction;
  exists(key: string): boolean;
  language: string;
}

const text = ({ t, exists }: Translator, key: string) => (exists(key) ? t(key) : key);

/** Empty fields are caught here, before the server is asked (and before a limit is spent). */
export function checkSignIn(values: Record<SignInField, string>, t: TFunction): SignInErrors {
  const fields: SignInErrors['fields'] = {};
  if (!values.login.trim()) fields.login = t(i18nKey('required'));
  if (!values.password) fields.password = t(i18nKey('required'));
  return { fields, form: null };
}

/**
 * What a failed sign-in tells the player: field messages from validation_errors, a wait for a
 * 429, and the server's message (a dictionary key) for the rest.
 */
export function signInErrors(error: unknown, translator: Translator): SignInErrors {
  const { t, exists, language } = translator;
  if (!(error instanceof HTTPError)) return { fields: {}, form: errorText(error, t, exists) };
  if (error.status === 429 && error.retryAfterSeconds !== undefined) {
    const wait = formatWait(error.retryAfterSeconds, language);
    return { fields: {}, form: t(i18nKey('too_many_requests_wait'), { wait }) };
  }
  const fields: SignInErrors['fields'] = {};
  for (const field of ['login', 'password'] as const) {
    const first = error.validationErrors[field]?.[0];
    if (first) fields[field] = text(translator, first);
  }
  const hasFieldErrors = Object.keys(fields).length > 0;
  return { fields, form: hasFieldErrors ? null : errorText(error, t, exists) };
}
