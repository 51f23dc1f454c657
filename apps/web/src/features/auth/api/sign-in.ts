import { authCalls } from '@arenabet/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/call-api.ts';
import { PLAYER_SCOPE, USER_CONFIG_KEY } from '../../../shared/api/player-scope.ts';

export interface SignInInput {
  login: string;
  password: string;
}

/** A login with an @ can only be an e-mail; account numbers and phones are digits. */
const looksLikeEmail = (login: string) => login.includes('@');

const isUserConfig = (key: readonly unknown[]) => key[1] === USER_CONFIG_KEY[1];

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ login, password }: SignInInput) => {
      const attributes = { login: login.trim(), password, auth_by_email: looksLikeEmail(login) };
      const answer = await callApi(authCalls.signIn, { body: { data: { attributes } } });
      return answer.data.attributes;
    },
    onSuccess: async () => {
      // Whatever was cached belonged to nobody or to someone else: the new player starts clean.
      queryClient.removeQueries({
        queryKey: PLAYER_SCOPE,
        predicate: (query) => !isUserConfig(query.queryKey),
      });
      // Awaited, so the form's spinner lasts until the header can show the account.
      await queryClient.invalidateQueries({ queryKey: USER_CONFIG_KEY });
    },
  });
}
