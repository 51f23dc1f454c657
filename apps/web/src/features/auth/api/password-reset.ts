import { CAPTCHA_HEADER, encodePassword, passwordCalls } from '@arenabet/contracts';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/call-api.ts';
import { requestCaptchaToken } from '../../../shared/captcha/request-captcha-token.ts';

export interface PasswordResetFinish {
  login: string;
  code: string;
  password: string;
  password_confirmation: string;
}

/** Sends a reset code to the e-mail or phone; the site always asks for a captcha first. */
export function useSendResetCode() {
  return useMutation({
    mutationFn: async (login: string) => {
      const captcha = await requestCaptchaToken();
      const answer = await callApi(
        passwordCalls.resetSend,
        { body: { data: { attributes: { login: login.trim() } } } },
        captcha ? { headers: { [CAPTCHA_HEADER]: captcha } } : {},
      );
      return answer.data.attributes;
    },
  });
}

/** Sets the new password with the code; every session of the account is closed. */
export function useFinishReset() {
  return useMutation({
    mutationFn: async (reset: PasswordResetFinish) => {
      const attributes = {
        login: reset.login.trim(),
        code: reset.code.trim(),
        password: encodePassword(reset.password),
        password_confirmation: encodePassword(reset.password_confirmation),
      };
      await callApi(passwordCalls.resetFinish, { body: { data: { attributes } } });
    },
  });
}
