import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { httpErrorFor } from '../../../shared/api/errors.ts';
import {
  endSessionOnUnauthorized,
  OPERATOR_SESSION_KEY,
  withCaptchaWhenAsked,
} from './operator-session.ts';

const session = { login: 'admin', role: 'operator' as const, expiresAt: '2030-01-01T00:00:00Z' };

function signedIn(): QueryClient {
  const client = new QueryClient();
  client.setQueryData(OPERATOR_SESSION_KEY, session);
  return client;
}

describe('endSessionOnUnauthorized', () => {
  it('signs the operator out when a back office call answers 401', () => {
    const client = signedIn();
    endSessionOnUnauthorized(client, httpErrorFor({ status: 401, message: 'auth_required' }));
    expect(client.getQueryData(OPERATOR_SESSION_KEY)).toBeNull();
  });

  it('keeps the session through any other failure', () => {
    const client = signedIn();
    endSessionOnUnauthorized(client, httpErrorFor({ status: 409, message: 'payment_not_pending' }));
    endSessionOnUnauthorized(client, httpErrorFor({ status: 500, message: 'server_error' }));
    endSessionOnUnauthorized(client, new Error('network'));
    expect(client.getQueryData(OPERATOR_SESSION_KEY)).toEqual(session);
  });
});

describe('withCaptchaWhenAsked', () => {
  const captchaRequired = httpErrorFor({ status: 400, message: 'captcha_required' });

  it('signs in without a captcha while none is asked', async () => {
    const sent: (string | null)[] = [];
    const answer = await withCaptchaWhenAsked(
      async (captcha) => {
        sent.push(captcha);
        return 'signed in';
      },
      async () => 'solved',
    );
    expect(answer).toBe('signed in');
    expect(sent).toEqual([null]);
  });

  it('solves the captcha the server asks for and sends the sign-in once more', async () => {
    const sent: (string | null)[] = [];
    const answer = await withCaptchaWhenAsked(
      async (captcha) => {
        sent.push(captcha);
        if (captcha === null) throw captchaRequired;
        return 'signed in';
      },
      async () => 'solved',
    );
    expect(answer).toBe('signed in');
    expect(sent).toEqual([null, 'solved']);
  });

  it('passes every other failure on, a wrong password or a lock', async () => {
    const locked = httpErrorFor({ status: 429, message: 'sign_in_locked', retryAfterSeconds: 30 });
    let solved = 0;
    const attempt = withCaptchaWhenAsked(
      async () => {
        throw locked;
      },
      async () => {
        solved += 1;
        return 'solved';
      },
    );
    await expect(attempt).rejects.toBe(locked);
    expect(solved).toBe(0);
  });
});
