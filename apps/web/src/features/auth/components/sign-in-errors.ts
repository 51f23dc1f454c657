import { CAPTCHA_REQUIRED } from '@arenabet/contracts';
import { errorText } from '../../../shared/api/error-text.ts';
import { HTTPError } from '../../../shared/api/errors.ts';
import { formatDateTime, formatWait } from '../../../shared/i18n/format.ts';
import { i18nKey } from '../../../shared/i18n/i18n-key.ts';
import type { Translate } from '../../../shared/i18n/texts.ts';

export type SignInField = 'login' | 'password' | 'password_confirmation' | 'phone' | 'code';

export interface SignInErrors {
  fields: Partial<Record<SignInField, string>>;
  form: string | null;
}

interface Translator {
  t: Translate;
  exists(key: string): boolean;
  language: string;
}

const FIELDS: readonly SignInField[] = [
  'login',
  'password',
  'password_confirmation',
  'phone',
  'code',
];

const text = ({ t, exists }: Translator, key: string) => (exists(key) ? t(key) : key);

/** Empty fields are caught here, before the server is asked (and before a limit is spent). */
export function checkRequired<F extends SignInField>(
  values: Record<F, string>,
  t: Translate,
): SignInErrors {
  const fields: SignInErrors['fields'] = {};
  for (const [field, value] of Object.entries(values) as [F, string][]) {
    if (!value.trim()) fields[field] = t(i18nKey('required'));
  }
  return { fields, form: null };
}

export function checkSignIn(values: { login: string; password: string }, t: Translate) {
  return checkRequired(values, t);
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
    const key =
      error.message === 'sign_in_locked' ? 'sign_in_locked_wait' : 'too_many_requests_wait';
    return { fields: {}, form: t(i18nKey(key), { wait }) };
  }
  const breakEnd = timeOutEnd(error);
  if (breakEnd) {
    const date = formatDateTime(breakEnd, language);
    return { fields: {}, form: t(i18nKey('account_time_out_until'), { date }) };
  }
  const fields: SignInErrors['fields'] = {};
  for (const field of FIELDS) {
    const first = error.validationErrors[field]?.[0];
    if (first) fields[field] = text(translator, first);
  }
  const hasFieldErrors = Object.keys(fields).length > 0;
  return { fields, form: hasFieldErrors ? null : errorText(error, t, exists) };
}

/** When the time-out that refused the sign-in ends (the error's `meta.break`), if it says. */
function timeOutEnd(error: HTTPError): string | undefined {
  if (error.message !== 'account_time_out') return undefined;
  const ends = (error.meta.break as { endsAt?: unknown } | undefined)?.endsAt;
  return typeof ends === 'string' ? ends : undefined;
}

/** The server says the next try needs a captcha (after failures) or this one did. */
export function asksForCaptcha(error: unknown): boolean {
  return (
    error instanceof HTTPError &&
    (error.message === CAPTCHA_REQUIRED ||
      error.validationErrors.captcha?.includes(CAPTCHA_REQUIRED) === true)
  );
}

/** Seconds the sign-in is locked for, from a 429's Retry-After. */
export function lockedForSeconds(error: unknown): number | null {
  return error instanceof HTTPError && error.status === 429
    ? (error.retryAfterSeconds ?? null)
    : null;
}
