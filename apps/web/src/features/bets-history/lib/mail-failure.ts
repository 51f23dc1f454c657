import { HTTPError } from '../../../shared/api/errors.ts';

/** 409 email_not_confirmed: the list cannot be sent until the player confirms an e-mail. */
export function isEmailNotConfirmed(error: unknown): boolean {
  return (
    error instanceof HTTPError &&
    error.status === 409 &&
    (error.code === 'email_not_confirmed' || error.message === 'email_not_confirmed')
  );
}
