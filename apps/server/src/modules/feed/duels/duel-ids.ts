/**
 * Duel ids: a range the feed keeps for itself. A source's game ids must not fall in it (the
 * feed drops such a game, logged), and sub-game ids are built at 2^28 and above, so a duel never
 * shares an id with a game or a sub-game. It is the simulator's continuous id block 30
 * (game-ids.ts), which no champ of it may take: 4 194 304 duels.
 */
export const DUEL_FIRST_ID = 2 ** 27 + 30 * 2 ** 22;
export const DUEL_LAST_ID = DUEL_FIRST_ID + 2 ** 22 - 1;

/** A duel's id is never a game's or a sub-game's. */
export function isDuelId(id: number): boolean {
  return id >= DUEL_FIRST_ID && id <= DUEL_LAST_ID;
}
