import {
  CAPTCHA_HEADER,
  CAPTCHA_REQUIRED,
  type CallResponse,
  OPERATOR_SIGNED_IN_COOKIE,
  operatorCalls,
} from '@arenabet/contracts';
import {
  type QueryClient,
  type QueryFunctionContext,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { callApi } from '../../../shared/api/call-api.ts';
import { HTTPError, Unauthorized } from '../../../shared/api/errors.ts';
import { forgetCookie, hasCookie } from '../../../shared/api/readable-cookie.ts';
import { requestCaptchaToken } from '../../../shared/captcha/request-captcha-token.ts';
import { livePush } from '../../../shared/feed/index.ts';

/**
 * Every back office query starts its key with this. It is not inside the player's scope: an
 * operator's session lives in its own cookie and outlasts a player signing in or out.
 */
export const BACKOFFICE_SCOPE = ['backoffice'] as const;
export const OPERATOR_SESSION_KEY = [...BACKOFFICE_SCOPE, 'session'] as const;

export type OperatorSessionData = CallResponse<typeof operatorCalls.me>['data']['attributes'];

/** The operator's session, or null when nobody is signed in (me answers 401). */
export const operatorSessionQuery = queryOptions({
  queryKey: OPERATOR_SESSION_KEY,
  queryFn: async ({ signal }): Promise<OperatorSessionData | null> => {
    // Without the mark nobody is signed in: asking would only log a 401.
    if (!hasCookie(document.cookie, OPERATOR_SIGNED_IN_COOKIE)) return null;
    try {
      return (await callApi(operatorCalls.me, {}, { signal })).data.attributes;
    } catch (error) {
      // Being signed out is an answer, not a failure: the screen offers the sign-in.
      if (!(error instanceof Unauthorized)) throw error;
      forgetCookie(OPERATOR_SIGNED_IN_COOKIE);
      return null;
    }
  },
  staleTime: 5 * 60_000,
});

export function useOperatorSession() {
  return useQuery(operatorSessionQuery);
}

/** Drops everything read under the old session and records the new one (or none). */
function startOperatorSession(client: QueryClient, session: OperatorSessionData | null): void {
  // An open push connection knows its operator from the cookie it was opened with.
  livePush.reconnect();
  client.removeQueries({
    queryKey: BACKOFFICE_SCOPE,
    predicate: (query) => query.queryKey[1] !== OPERATOR_SESSION_KEY[1],
  });
  client.setQueryData(OPERATOR_SESSION_KEY, session);
}

/**
 * A back office call that answers 401 means the operator's session ended (expired, closed on
 * another tab): the screens fall back to the sign-in at once instead of showing an error.
 */
export function endSessionOnUnauthorized(client: QueryClient, error: unknown): void {
  if (error instanceof Unauthorized) client.setQueryData(OPERATOR_SESSION_KEY, null);
}

/** Wraps a back office query function with the 401 rule above. */
export function operatorQueryFn<T, K extends readonly unknown[]>(
  read: (context: QueryFunctionContext<K>) => Promise<T>,
) {
  return async (context: QueryFunctionContext<K>): Promise<T> => {
    try {
      return await read(context);
    } catch (error) {
      endSessionOnUnauthorized(context.client, error);
      throw error;
    }
  };
}

export interface OperatorCredentials {
  login: string;
  password: string;
}

async function operatorSignIn({ login, password }: OperatorCredentials, captcha: string | null) {
  const headers = captcha ? { headers: { [CAPTCHA_HEADER]: captcha } } : {};
  const body = { data: { attributes: { login, password } } };
  return (await callApi(operatorCalls.login, { body }, headers)).data.attributes;
}

/**
 * After many failed sign-ins (from this address, or against this login from anywhere) the
 * server asks for a captcha: it is solved and the same attempt sent once more.
 */
export async function withCaptchaWhenAsked<T>(
  attempt: (captcha: string | null) => Promise<T>,
  solve: () => Promise<string | null>,
): Promise<T> {
  try {
    return await attempt(null);
  } catch (error) {
    if (!(error instanceof HTTPError && error.message === CAPTCHA_REQUIRED)) throw error;
    return attempt(await solve());
  }
}

export function useOperatorSignIn() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (credentials: OperatorCredentials) =>
      withCaptchaWhenAsked((captcha) => operatorSignIn(credentials, captcha), requestCaptchaToken),
    onSuccess: (session) => startOperatorSession(client, session),
  });
}

export function useOperatorSignOut() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(operatorCalls.logout),
    // A 401 means the session was already gone: signed out either way.
    onSettled: (_answer, error) => {
      if (!error || error instanceof Unauthorized) startOperatorSession(client, null);
    },
  });
}
