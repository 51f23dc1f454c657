import {
  type IdentityProvider,
  type ProviderSessionView,
  verificationCalls,
} from '@arenabet/contracts/verification';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/call-api.ts';
import { PLAYER_SCOPE } from '../../../shared/api/player-scope.ts';
import { VERIFICATION_KEY } from './verification-state.ts';

/** The providers answer in seconds; the session is asked this often while it runs. */
export const PROVIDER_POLL_MS = 2_000;

export interface ProviderStart {
  provider: IdentityProvider;
  personalCode: string;
  country: string;
  /** Mobile-ID only. */
  phone?: string;
}

const sessionKey = (session: Pick<ProviderSessionView, 'provider' | 'sessionId'>) =>
  [...PLAYER_SCOPE, 'provider-session', session.provider, session.sessionId] as const;

/** Starts a Smart-ID or Mobile-ID authentication; the answer holds the code to compare. */
export function useStartProviderSession() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ provider, personalCode, country, phone }: ProviderStart) =>
      (
        await callApi(verificationCalls.startProviderSession, {
          params: { provider },
          body: {
            data: {
              attributes: { personal_code: personalCode, country, ...(phone ? { phone } : {}) },
            },
          },
        })
      ).data.attributes,
    onSuccess: (session) => client.setQueryData(sessionKey(session), session),
  });
}

/**
 * The session, asked every two seconds until it completes. A result of ok verified the
 * identity on the server: the verification is read again.
 */
export function useProviderSession(started: ProviderSessionView | undefined) {
  const client = useQueryClient();
  return useQuery({
    queryKey: started ? sessionKey(started) : [...PLAYER_SCOPE, 'provider-session', 'none'],
    enabled: started !== undefined,
    queryFn: async ({ signal }) => {
      if (!started) throw new Error('No provider session');
      const session = (
        await callApi(
          verificationCalls.providerSession,
          { params: { provider: started.provider, sessionId: started.sessionId } },
          { signal },
        )
      ).data.attributes;
      if (session.state === 'complete') {
        await client.invalidateQueries({ queryKey: VERIFICATION_KEY });
      }
      return session;
    },
    ...(started ? { initialData: started } : {}),
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.state === 'complete' ? false : PROVIDER_POLL_MS),
    // A poll that stops while the tab is hidden would leave the code on screen after the
    // player confirmed on the phone: it goes on in the background.
    refetchIntervalInBackground: true,
  });
}
