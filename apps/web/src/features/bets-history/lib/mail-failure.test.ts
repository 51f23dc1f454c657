import { describe, expect, it } from 'vitest';
import { HTTPError } from '../../../shared/api/errors.ts';
import { isEmailNotConfirmed } from './mail-failure.ts';

describe('isEmailNotConfirmed', () => {
  it('knows the 409 by its code or its message', () => {
    const byCode = new HTTPError({ status: 409, message: 'x', code: 'email_not_confirmed' });
    const byMessage = new HTTPError({ status: 409, message: 'email_not_confirmed' });
    expect(isEmailNotConfirmed(byCode)).toBe(true);
    expect(isEmailNotConfirmed(byMessage)).toBe(true);
  });

  it('leaves every other failure to the general text', () => {
    expect(isEmailNotConfirmed(new HTTPError({ status: 409, message: 'bet_guid_reused' }))).toBe(
      false,
    );
    expect(
      isEmailNotConfirmed(new HTTPError({ status: 400, message: 'email_not_confirmed' })),
    ).toBe(false);
    expect(isEmailNotConfirmed(new Error('email_not_confirmed'))).toBe(false);
  });
});
