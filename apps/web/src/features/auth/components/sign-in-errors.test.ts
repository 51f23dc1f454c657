import { describe, expect, it } from 'vitest';
import { httpErrorFor } from '../../../shared/api/errors.ts';
import { formatDateTime } from '../../../shared/i18n/format.ts';
import type { Translate } from '../../../shared/i18n/texts.ts';
import { signInErrors } from './sign-in-errors.ts';

const texts: Record<string, string> = {
  auth_wrong_credentials: 'Wrong login or password',
  too_many_requests_wait: 'Wait {{wait}}',
  max_symbols_limit: 'Too many characters',
  account_time_out_until: 'On a break until {{date}}',
};
const t = ((key: string, values?: Record<string, string>) =>
  (texts[key] ?? key)
    .replace('{{wait}}', values?.wait ?? '')
    .replace('{{date}}', values?.date ?? '')) as unknown as Translate;
const translator = { t, exists: (key: string) => key in texts, language: 'en' };

describe('signInErrors', () => {
  it('shows a 401 as a message for the whole form', () => {
    const error = httpErrorFor({ status: 401, message: 'auth_wrong_credentials' });
    expect(signInErrors(error, translator)).toEqual({
      fields: {},
      form: 'Wrong login or password',
    });
  });

  it('tells a player on a time-out when it ends', () => {
    const endsAt = '2031-03-04T05:06:00.000Z';
    const error = httpErrorFor({
      status: 403,
      message: 'account_time_out',
      meta: { break: { kind: 'time_out', endsAt } },
    });
    expect(signInErrors(error, translator).form).toBe(
      `On a break until ${formatDateTime(endsAt, 'en')}`,
    );
  });

  it('tells how long to wait after too many attempts', () => {
    const error = httpErrorFor({
      status: 429,
      message: 'too_many_requests',
      retryAfterSeconds: 90,
    });
    expect(signInErrors(error, translator).form).toBe('Wait 2 minutes');
  });

  it('puts validation errors on their fields', () => {
    const error = httpErrorFor({
      status: 400,
      message: 'validation_failed',
      validationErrors: { login: ['max_symbols_limit'] },
    });
    expect(signInErrors(error, translator)).toEqual({
      fields: { login: 'Too many characters' },
      form: null,
    });
  });
});
