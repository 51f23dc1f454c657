import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { httpErrorFor } from '../../../shared/api/errors.ts';
import { endSessionOnUnauthorized, OPERATOR_SESSION_KEY } from './operator-session.ts';

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
