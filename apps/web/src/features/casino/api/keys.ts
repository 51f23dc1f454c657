import { PLAYER_SCOPE } from '../../../shared/api/player-scope.ts';

/** The player's casino reads, inside the player scope: signing out drops them with the rest. */
export const CASINO_PLAYER_KEY = [...PLAYER_SCOPE, 'casino'] as const;
export const SEEDS_KEY = [...CASINO_PLAYER_KEY, 'seeds'] as const;
export const ROUNDS_KEY = [...CASINO_PLAYER_KEY, 'rounds'] as const;
