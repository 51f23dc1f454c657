import { useIsMutating } from '@tanstack/react-query';
import { queryClient } from '../../../shared/api/query-client.ts';
import type { AccountLockState } from '../../../shared/routes/route-meta.ts';
import { type UserConfig, userConfigQuery, useUserConfig } from '../api/get-user-config.ts';
import { SIGN_OUT_KEY } from '../api/sign-out.ts';

export interface AuthState {
  loggedIn: boolean;
  /** True until the first answer of getuserconfig: guards wait rather than deny. */
  pending: boolean;
  userId: number | null;
  lockStates: readonly AccountLockState[];
}

function stateOf(config: UserConfig | null | undefined, signingOut = false): AuthState {
  return {
    loggedIn: Boolean(config),
    pending: config === undefined || signingOut,
    userId: config?.userId ?? null,
    // The server names no lock states yet; they arrive with the account and limits issues.
    lockStates: [],
  };
}

/**
 * Who is visiting, from getuserconfig (a 401 there means anonymous). Pending while a sign-out is
 * on its way: a sign-in started then could be undone by the sign-out's answer.
 */
export function useAuth(): AuthState {
  const { data, isError } = useUserConfig();
  const signingOut = useIsMutating({ mutationKey: SIGN_OUT_KEY }) > 0;
  // A failed check (server down) is treated as anonymous rather than leaving guards waiting.
  return stateOf(isError ? null : data, signingOut);
}

/** The same state outside React (route loaders): whatever the last answer said. */
export function getAuthSnapshot(): AuthState {
  return stateOf(queryClient.getQueryData(userConfigQuery.queryKey) ?? null);
}

/** Loaders call this so the first page already knows who is visiting; never fails. */
export async function loadAuth(): Promise<AuthState> {
  const config = await queryClient.ensureQueryData(userConfigQuery).catch(() => null);
  return stateOf(config);
}
