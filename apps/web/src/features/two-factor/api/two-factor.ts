import { twoFactorCalls } from '@arenabet/contracts/two-factor';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/call-api.ts';
import { PLAYER_SCOPE } from '../../../shared/api/player-scope.ts';

const TWO_FACTOR_KEY = [...PLAYER_SCOPE, 'two-factor'] as const;
const STATUS_KEY = [...TWO_FACTOR_KEY, 'status'] as const;
const QR_KEY = [...TWO_FACTOR_KEY, 'qr-code'] as const;

export function useTwoFactorStatus() {
  return useQuery({
    queryKey: STATUS_KEY,
    queryFn: async ({ signal }) =>
      (await callApi(twoFactorCalls.status, {}, { signal })).data.attributes,
    staleTime: 0,
  });
}

/**
 * The QR code step. Each call makes a new secret, so it is asked once per visit of the screen
 * and never refetched behind the player's back (the secret already scanned would stop working).
 */
export function useTwoFactorQrCode(enabled: boolean) {
  return useQuery({
    queryKey: QR_KEY,
    queryFn: async ({ signal }) =>
      (await callApi(twoFactorCalls.qrCode, {}, { signal })).data.attributes,
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    retry: false,
  });
}

export function useEnableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (attributes: { app_code: string; sms_code?: string }) =>
      (await callApi(twoFactorCalls.enable, { body: { data: { attributes } } })).data.attributes,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: STATUS_KEY }),
  });
}

export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (hash: string) =>
      (await callApi(twoFactorCalls.disable, { body: { data: { attributes: { hash } } } })).data
        .attributes,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TWO_FACTOR_KEY }),
  });
}

export function useSendActivationCode() {
  return useMutation({
    mutationFn: async (channel: 'sms' | 'telegram') =>
      (await callApi(channel === 'sms' ? twoFactorCalls.sendSms : twoFactorCalls.sendTelegram)).data
        .attributes,
  });
}
