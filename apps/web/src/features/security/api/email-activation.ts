import { registrationActivationCalls as calls } from '@arenabet/contracts/registration-activation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/call-api.ts';
import { SECURITY_KEY } from './security-overview.ts';

/** The letter's link: user and code from its query, no sign-in needed. */
export function useActivateByLink() {
  return useMutation({
    mutationFn: async ({ user, code }: { user: number; code: string }) =>
      callApi(calls.activate, { body: { data: { attributes: { user, code } } } }),
  });
}

/** The letter's six-digit code, typed by the signed-in player. */
export function useActivateByCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (code: string) =>
      callApi(calls.activateFast, { body: { data: { attributes: { code } } } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SECURITY_KEY }),
  });
}

export function useResendActivation() {
  return useMutation({
    mutationFn: async (language: string) =>
      (await callApi(calls.sendActivationMail, { query: { lng: language } })).data.attributes,
  });
}
