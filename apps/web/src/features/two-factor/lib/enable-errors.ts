import { TWO_FACTOR_ERROR } from '@arenabet/contracts/two-factor';
import { HTTPError } from '../../../shared/api/errors.ts';

export type EnableField = 'app_code' | 'sms_code';

/**
 * Spec 000 section 8: error_code 2 means the SMS code is wrong and the message goes on the
 * SMS field; any other message goes on the app code field. The message is the field's first
 * validation error, else the error's own message.
 */
export function enableErrorPlacement(error: unknown): { field: EnableField; key: string } {
  if (!(error instanceof HTTPError)) return { field: 'app_code', key: 'server_error' };
  const field: EnableField = error.errorCode === TWO_FACTOR_ERROR.smsCode ? 'sms_code' : 'app_code';
  const key = error.validationErrors[field]?.[0] ?? error.message;
  return { field, key };
}
