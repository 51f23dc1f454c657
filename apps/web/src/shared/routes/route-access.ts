import type { RouteMeta } from './route-meta.ts';

export interface Visitor {
  loggedIn: boolean;
  lockStates: readonly string[];
  language: string;
}

/** Why a route is closed to a visitor, or `null` when it is open. */
export type AccessDenial = 'sign-in-required' | 'signed-in' | 'language' | 'locked';

/** The spec's route meta flags, checked in one place for guards and for links alike. */
export function routeDenial(meta: RouteMeta | undefined, visitor: Visitor): AccessDenial | null {
  if (!meta) return null;
  if (meta.hiddenWhenLoggedOut && !visitor.loggedIn) return 'sign-in-required';
  if (meta.hiddenWhenLoggedIn && visitor.loggedIn) return 'signed-in';
  if (meta.languages && !meta.languages.includes(visitor.language)) return 'language';
  if (meta.hiddenInLockedStates?.some((state) => visitor.lockStates.includes(state)))
    return 'locked';
  return null;
}
