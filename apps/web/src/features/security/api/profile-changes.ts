import { encodePassword } from '@arenabet/contracts/password';
import { profileCalls } from '@arenabet/contracts/profile';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/call-api.ts';
import { useInvalidateSecurity } from './security-overview.ts';

export function useChangeLogin() {
  const invalidate = useInvalidateSecurity();
  return useMutation({
    mutationFn: async (login: string) =>
      (await callApi(profileCalls.changeLogin, { body: { data: { attributes: { login } } } })).data
        .attributes,
    onSuccess: invalidate,
  });
}

export function useChangeEmail() {
  const invalidate = useInvalidateSecurity();
  return useMutation({
    mutationFn: async (change: { email: string; password: string; language: string }) => {
      const attributes = { ...change, password: encodePassword(change.password) };
      return (await callApi(profileCalls.changeEmail, { body: { data: { attributes } } })).data
        .attributes;
    },
    onSuccess: invalidate,
  });
}

export function useSetAuthByEmail() {
  const invalidate = useInvalidateSecurity();
  return useMutation({
    mutationFn: async (on: boolean) => {
      const body = { data: { attributes: { auth_by_email: on } } };
      return (await callApi(profileCalls.authByEmail, { body })).data.attributes;
    },
    onSettled: invalidate,
  });
}
