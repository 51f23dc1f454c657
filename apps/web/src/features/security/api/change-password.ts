import { encodePassword, passwordCalls } from '@arenabet/contracts/password';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/call-api.ts';
import { useInvalidateSecurity } from './security-overview.ts';

export interface PasswordChange {
  old_password: string;
  password: string;
  password_confirmation: string;
  end_other_sessions: boolean;
}

/** PUT /api/web/user/v1/password; the passwords travel base64-encoded, as the contract says. */
export function useChangePassword() {
  const invalidate = useInvalidateSecurity();
  return useMutation({
    mutationFn: async (change: PasswordChange) => {
      const attributes = {
        old_password: encodePassword(change.old_password),
        password: encodePassword(change.password),
        password_confirmation: encodePassword(change.password_confirmation),
        end_other_sessions: change.end_other_sessions,
      };
      return (await callApi(passwordCalls.change, { body: { data: { attributes } } })).data
        .attributes;
    },
    onSuccess: invalidate,
  });
}
