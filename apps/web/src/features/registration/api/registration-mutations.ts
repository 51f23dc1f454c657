import { CAPTCHA_HEADER, registrationCalls } from '@arenabet/contracts';
import { registrationActivationCalls } from '@arenabet/contracts/registration-activation';
import { registrationFormCalls } from '@arenabet/contracts/registration-form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/call-api.ts';
import { PLAYER_SCOPE, USER_CONFIG_KEY } from '../../../shared/api/player-scope.ts';
import { requestCaptchaToken } from '../../../shared/captcha/request-captcha-token.ts';

const captchaHeaders = (token: string | null) =>
  token ? { headers: { [CAPTCHA_HEADER]: token } } : {};

export type RegistrationValues = Record<string, string | number | boolean>;

export interface Registered {
  userId: number;
  /** One-click only: shown once. */
  password?: string | undefined;
}

export function useRegister(lng: string, isWidget: boolean) {
  return useMutation({
    mutationFn: async (attributes: RegistrationValues & { type: string }): Promise<Registered> => {
      const token = await requestCaptchaToken();
      const answer = await callApi(
        registrationCalls.register,
        {
          query: { lng, isWidget: isWidget ? '1' : '0' },
          body: { data: { attributes: attributes as never } },
        },
        captchaHeaders(token),
      );
      const result = answer.data.attributes;
      if (!('userId' in result)) throw new Error('registration expected');
      return { userId: result.userId, password: result.password };
    },
  });
}

export function useSendPhoneCode(lng: string) {
  return useMutation({
    mutationFn: async (input: { phone: string; country_id: number }) => {
      const token = await requestCaptchaToken();
      const answer = await callApi(
        registrationFormCalls.phoneSendCode,
        { query: { lng }, body: { data: { attributes: input } } },
        captchaHeaders(token),
      );
      return answer.data.attributes;
    },
  });
}

export function useStoreCredentials(lng: string) {
  return useMutation({
    mutationFn: async (attributes: { email: string; password: string }) => {
      await callApi(registrationActivationCalls.storeCredentials, {
        query: { lng },
        body: { data: { attributes } },
      });
    },
  });
}

export function useActivateByCode() {
  return useMutation({
    mutationFn: async (code: string) => {
      await callApi(registrationActivationCalls.activateFast, {
        body: { data: { attributes: { code: code.trim() } } },
      });
    },
  });
}

/**
 * The new session, made known to the rest of the site once the player leaves the registration
 * screens: doing it at once would let the guests-only registration route move away before the
 * one-click password was saved.
 */
export function useStartSession() {
  const queryClient = useQueryClient();
  return async () => {
    queryClient.removeQueries({
      queryKey: PLAYER_SCOPE,
      predicate: (query) => query.queryKey[1] !== USER_CONFIG_KEY[1],
    });
    await queryClient.invalidateQueries({ queryKey: USER_CONFIG_KEY });
  };
}
