import type { AccountLockState } from '../../../shared/routes/route-meta.ts';

export interface AuthState {
  loggedIn: boolean;
  lockStates: readonly AccountLockState[];
}

const ANONYMOUS: AuthState = { loggedIn: false, lockStates: [] };

/**
 * Who is visiting. Sign-in does not exist yet, so every visitor is anonymous; the sign-in
 * issue replaces the body with the session query and keeps this shape.
 */
export function useAuth(): AuthState {
  return ANONYMOUS;
}

/** The same state outside React (route loaders). */
export function getAuthSnapshot(): AuthState {
  return ANONYMOUS;
}
