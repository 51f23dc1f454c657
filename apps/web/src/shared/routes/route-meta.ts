/**
 * States in which an account is locked out of parts of the site. The spec says routes can be
 * "hidden in certain locked states" without naming them; these are the ones a regulated book has.
 */
export type AccountLockState = 'blocked' | 'self-excluded' | 'unverified';

/** The spec's route meta flags. A route without meta is open to everyone. */
export interface RouteMeta {
  hiddenWhenLoggedIn?: boolean;
  hiddenWhenLoggedOut?: boolean;
  /** The route exists only in these interface languages. */
  languages?: readonly string[];
  hiddenInLockedStates?: readonly AccountLockState[];
}

export interface RouteDefinition {
  /** Path below the language prefix, React Router pattern syntax (`:name` parameters). */
  path: string;
  meta?: RouteMeta;
}

/** Every office screen needs an account, and a locked account sees none of the money screens. */
export const OFFICE: RouteMeta = { hiddenWhenLoggedOut: true };
export const OFFICE_MONEY: RouteMeta = {
  hiddenWhenLoggedOut: true,
  hiddenInLockedStates: ['blocked', 'self-excluded'],
};
export const GUESTS_ONLY: RouteMeta = { hiddenWhenLoggedIn: true };
