/**
 * Every query that reads the signed-in player's data starts its key with this, so signing in or
 * out drops all of them at once and one player never sees another's cached data.
 */
export const PLAYER_SCOPE = ['player'] as const;

/** The sign-in state itself (getuserconfig), inside the scope. */
export const USER_CONFIG_KEY = [...PLAYER_SCOPE, 'config'] as const;

/**
 * The player's accounts and balances. Any feature that moves money (a payment settling, a bet)
 * invalidates it, and the header's account switcher shows the new balances.
 */
export const BALANCE_KEY = [...PLAYER_SCOPE, 'balance'] as const;

/**
 * The player's bets history (the office's list and every page of it start their keys with
 * this): a placed or settled bet invalidates it.
 */
export const BETS_HISTORY_KEY = [...PLAYER_SCOPE, 'bets-history'] as const;
