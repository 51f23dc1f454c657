import { queryClient } from '../../../shared/api/query-client.ts';
import type { AccountLockState } from '../../../shared/routes/route-meta.ts';
import { type UserConfig, userConfigQuery, useUserConfig } from '../api/get-user-config.ts';

export interface AuthState {
  loggedIn: boolean;
  /** True until the first answer of getuserconfig: guards wait rather than deny. */
  pending: boolean;
  userId: number | null;
  lockStates: readonly AccountLockState[];
}

function stateOf(config: UserConfig | null | undefined): AuthState {
  return {
    loggedIn: Boolean(config),
    pending: config === undefined,
    userId: config?.userId ?? null,
    // The server names no lock states yet; they arrive with the account and limits issues.
    lockStates: [],
  };
}

/** Who is visiting, from getuserconfig (a 401 there means anonymous). */
export function useAuth(): AuthState {
  const { data, isError } = useUserConfig();
  // A failed check (server down) is treated as anonymous rather than leaving guards waiting.
  return stateOf(isError ? null : data);
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
