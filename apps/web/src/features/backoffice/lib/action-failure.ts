import { HTTPError } from '../../../shared/api/errors.ts';
import { i18nKey } from '../../../shared/i18n/i18n-key.ts';

/**
 * Why an operator's action failed, as the back office explains it. The server's codes:
 * 409 payment_not_pending (another operator decided first), 409 payment_not_refundable,
 * 400 account_insufficient_funds (the player spent the deposit), 400 on the reason field.
 */
export type ActionFailure =
  | { kind: 'decided-elsewhere'; messageKey: string }
  | { kind: 'insufficient-funds'; messageKey: string }
  | { kind: 'reason'; messageKey: string }
  | { kind: 'other' };

const mentions = (error: HTTPError, key: string) =>
  error.message === key ||
  error.code === key ||
  Object.values(error.validationErrors).some((keys) => keys.includes(key));

export function actionFailureOf(error: unknown): ActionFailure {
  if (!(error instanceof HTTPError)) return { kind: 'other' };
  if (error.status === 409 && mentions(error, 'payment_not_refundable')) {
    return { kind: 'decided-elsewhere', messageKey: i18nKey('backoffice_not_refundable') };
  }
  if (error.status === 409) {
    return { kind: 'decided-elsewhere', messageKey: i18nKey('backoffice_decided_elsewhere') };
  }
  if (mentions(error, 'account_insufficient_funds')) {
    return { kind: 'insufficient-funds', messageKey: i18nKey('backoffice_refund_no_funds') };
  }
  const reasonKey = error.validationErrors.reason?.[0];
  if (error.status === 400 && reasonKey) return { kind: 'reason', messageKey: reasonKey };
  return { kind: 'other' };
}
