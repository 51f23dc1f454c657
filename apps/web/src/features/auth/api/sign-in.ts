import { authCalls, CAPTCHA_HEADER, type SignInAnswer } from '@arenabet/contracts';
import { socialCalls } from '@arenabet/contracts/social';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/call-api.ts';
import { PLAYER_SCOPE, USER_CONFIG_KEY } from '../../../shared/api/player-scope.ts';

export interface SignInInput {
  login: string;
  password: string;
  /** A solved captcha, when the server asked for one. */
  captcha?: string | null;
}

/** What a first step ended with: signed in, or the second step to ask for. */
export type SignInOutcome =
  | { kind: 'signed-in'; previousSignInAt: string | null }
  | { kind: 'second-step'; token: string; method: 'app' | 'email' };

/** A login with an @ can only be an e-mail; account numbers and phones are digits. */
const looksLikeEmail = (login: string) => login.includes('@');

const isUserConfig = (key: readonly unknown[]) => key[1] === USER_CONFIG_KEY[1];

const captchaHeaders = (captcha: string | null | undefined) =>
  captcha ? { headers: { [CAPTCHA_HEADER]: captcha } } : {};

function outcomeOf(answer: SignInAnswer): SignInOutcome {
  const { attributes } = answer.data;
  if ('twoFactorRequired' in attributes) {
    return { kind: 'second-step', token: attributes.twoFactorToken, method: attributes.method };
  }
  return { kind: 'signed-in', previousSignInAt: attributes.previousSignInAt };
}

/** After a session opens: whatever was cached belonged to nobody or to someone else. */
function useStartSession() {
  const queryClient = useQueryClient();
  return async (outcome: SignInOutcome) => {
    if (outcome.kind !== 'signed-in') return;
    queryClient.removeQueries({
      queryKey: PLAYER_SCOPE,
      predicate: (query) => !isUserConfig(query.queryKey),
    });
    // Awaited, so the form's spinner lasts until the header can show the account.
    await queryClient.invalidateQueries({ queryKey: USER_CONFIG_KEY });
  };
}

export function useSignIn() {
  const startSession = useStartSession();
  return useMutation({
    mutationFn: async ({ login, password, captcha }: SignInInput) => {
      const attributes = { login: login.trim(), password, auth_by_email: looksLikeEmail(login) };
      const answer = await callApi(
        authCalls.signIn,
        { body: { data: { attributes } } },
        captchaHeaders(captcha),
      );
      return outcomeOf(answer);
    },
    onSuccess: startSession,
  });
}

export function useSecondStep() {
  const startSession = useStartSession();
  return useMutation({
    mutationFn: async ({ token, code }: { token: string; code: string }) => {
      const attributes = { token, code: code.trim() };
      const answer = await callApi(authCalls.secondStep, { body: { data: { attributes } } });
      return {
        kind: 'signed-in',
        previousSignInAt: answer.data.attributes.previousSignInAt,
      } as const;
    },
    onSuccess: startSession,
  });
}

export function useSendSmsCode() {
  return useMutation({
    mutationFn: async ({ phone, captcha }: { phone: string; captcha?: string | null }) => {
      const answer = await callApi(
        authCalls.smsSendCode,
        { body: { data: { attributes: { phone: phone.trim() } } } },
        captchaHeaders(captcha),
      );
      return answer.data.attributes;
    },
  });
}

export function useSmsSignIn() {
  const startSession = useStartSession();
  return useMutation({
    mutationFn: async ({ phone, code }: { phone: string; code: string }) => {
      const attributes = { phone: phone.trim(), code: code.trim() };
      return outcomeOf(await callApi(authCalls.smsCheckCode, { body: { data: { attributes } } }));
    },
    onSuccess: startSession,
  });
}

/** Social providers the brand has configured; none when the call fails. */
export function useSocialProviders() {
  return useQuery({
    queryKey: ['public', 'socauth-providers'],
    queryFn: async ({ signal }) => {
      try {
        const answer = await callApi(socialCalls.providers, {}, { signal });
        return answer.data.attributes.providers;
      } catch {
        return [];
      }
    },
    staleTime: 10 * 60_000,
  });
}

/** Where a social button sends the browser; it comes back to `returnTo` signed in. */
export function socialStartUrl(provider: string, returnTo: string): string {
  const query = new URLSearchParams({ mode: 'signin', return_to: returnTo });
  return `/web-api/socauth/start/${encodeURIComponent(provider)}?${query}`;
}
