import { describe, expect, it } from 'vitest';
import { httpErrorFor } from '../../../shared/api/errors.ts';
import { errorFromAnswer } from '../../../shared/api/read-failure.ts';
import { enableErrorPlacement } from './enable-errors.ts';

const answer = (errorCode: number, field: string, key: string) =>
  errorFromAnswer(400, {
    success: false,
    message: key,
    errors: [{ status: '400', code: 'BadRequest', title: 'BadRequest', detail: key }],
    validation_errors: { [field]: [key] },
    error_code: errorCode,
  });

describe('enableErrorPlacement', () => {
  it('puts error_code 2 on the SMS field', () => {
    expect(enableErrorPlacement(answer(2, 'sms_code', 'auth_incorrect_code'))).toEqual({
      field: 'sms_code',
      key: 'auth_incorrect_code',
    });
  });

  it('puts any other error on the app code field', () => {
    expect(enableErrorPlacement(answer(1, 'app_code', 'two_factor_wrong_code'))).toEqual({
      field: 'app_code',
      key: 'two_factor_wrong_code',
    });
    const conflict = httpErrorFor({ status: 409, message: 'two_factor_already_enabled' });
    expect(enableErrorPlacement(conflict)).toEqual({
      field: 'app_code',
      key: 'two_factor_already_enabled',
    });
    expect(enableErrorPlacement(new Error('boom')).field).toBe('app_code');
  });
});
