import { describe, expect, it } from 'vitest';
import { redactedUrl } from './log-redaction.ts';

describe('redactedUrl', () => {
  it('hides codes, answers and tokens in the query and keeps the rest', () => {
    expect(
      redactedUrl('/web-api/api/internal/v1/user/passwordreset?login=a%40b.c&code=123456'),
    ).toBe('/web-api/api/internal/v1/user/passwordreset?login=a%40b.c&code=***');
    expect(redactedUrl('/x?user_answer=rex&confirm_code=1&lng=ru')).toBe(
      '/x?user_answer=***&confirm_code=***&lng=ru',
    );
  });

  it('leaves URLs without secrets as they are', () => {
    expect(redactedUrl('/web-api/site-config?lng=en')).toBe('/web-api/site-config?lng=en');
    expect(redactedUrl('/web-api/health')).toBe('/web-api/health');
  });
});
