import { phoneActionCalls as calls } from '@arenabet/contracts/phone-actions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/call-api.ts';
import { SECURITY_KEY } from './security-overview.ts';

export type CodeChannel = 'sms' | 'telegram';

/** The code to a phone being bound (v2 create-phone-number, or its Telegram alternative). */
export function useSendBindCode() {
  return useMutation({
    mutationFn: async ({ phone, channel }: { phone: string; channel: CodeChannel }) => {
      const call = channel === 'sms' ? calls.createPhoneNumber : calls.addPhoneByTelegramCode;
      const body = { data: { attributes: { phone_number: phone } } };
      return (await callApi(call, { body })).data.attributes;
    },
  });
}

/** v1 createPhoneNumber/confirm: binds the phone, confirmed. */
export function useConfirmBind() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ phone, code }: { phone: string; code: string }) => {
      const attributes = { phone_number: phone, confirm_code: code, is_send_sms_to_apps: false };
      return (await callApi(calls.createPhoneNumberConfirm, { body: { data: { attributes } } }))
        .data.attributes;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SECURITY_KEY }),
  });
}

/** v2 change: the code to the new phone, behind the security answer when one is set. */
export function useSendChangeCode() {
  return useMutation({
    mutationFn: async (change: { phone: string; answer?: string; channel: CodeChannel }) => {
      const attributes = {
        phone_number: change.phone,
        ...(change.answer ? { user_answer: change.answer } : {}),
      };
      const body = { data: { attributes } };
      const answer =
        change.channel === 'sms'
          ? await callApi(calls.updatePhoneNumber, { body })
          : await callApi(calls.updatePhoneByTelegramCode, { body });
      return answer.data.attributes as { message: string; code_length: number };
    },
  });
}

/** v2 change: the same call with the code binds the new phone. */
export function useConfirmChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ phone, code }: { phone: string; code: string }) => {
      const body = { data: { attributes: { phone_number: phone, confirm_code: code } } };
      // With a code the call answers the bound phone.
      return (await callApi(calls.updatePhoneNumber, { body })).data.attributes as {
        message: string;
        phone: string | null;
      };
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SECURITY_KEY }),
  });
}
