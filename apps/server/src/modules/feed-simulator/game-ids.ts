import { DUEL_FIRST_ID } from '../feed/duels/duel-ids.ts';

/*
 * Game ids. A game's id names its champ, the edition it belongs to (a season, a tournament's
 * week, a card, a meeting) and its place in it, so it never depends on when the world is looked
 * at, and never comes round again for decades. Every id stays below 2^28 and every sub-game id
 * (id + 2^28 × (index + 1), index under 7) below 2^31, for clients that read ids as 32-bit ints.
 *
 *   editions   champ ordinal × 2^19 + edition × capacity + place       (2^19 ids a champ)
 *   continuous 2^27 + block × 2^22 + game number                        (2^22 ids a champ)
 *
 * A season a year lasts centuries; the busiest short format (a game every 4 minutes) lasts
 * until the mid-2050s.
 */

/** Game ids stay below this; sub-game ids are built above it. */
export const GAME_ID_LIMIT = 2 ** 28;
const ORDINAL_BITS = 19;
const CONTINUOUS_BASE = 2 ** 27;
const CONTINUOUS_BITS = 22;
export const CONTINUOUS_BLOCKS = CONTINUOUS_BASE / 2 ** CONTINUOUS_BITS;

/** How many editions of `capacity` games a champ's ids hold. */
export function editionsHeld(capacity: number): number {
  return Math.floor(2 ** ORDINAL_BITS / capacity);
}

/** The id of the game at `place` of `edition` (0-based, counted from the schedule's epoch). */
export function editionGameId(
  ordinal: number,
  capacity: number,
  edition: number,
  place: number,
): number {
  if (place < 0 || place >= capacity) throw new Error(`game place ${place} outside ${capacity}`);
  if (edition < 0 || edition >= editionsHeld(capacity))
    throw new Error(`edition ${edition} of champ ${ordinal} has no ids left`);
  return ordinal * 2 ** ORDINAL_BITS + edition * capacity + place;
}

/** The block whose ids the feed gives its duels (feed/schema.ts): no champ may take it. */
export const DUEL_ID_BLOCK = (DUEL_FIRST_ID - CONTINUOUS_BASE) / 2 ** CONTINUOUS_BITS;

/** Games a continuous champ plays before its ids would come round again. */
export const CONTINUOUS_GAMES_HELD = 2 ** CONTINUOUS_BITS;

/** The id of a continuous champ's `number`th game since the schedule's epoch. */
export function continuousGameId(block: number, number: number): number {
  if (block < 0 || block >= CONTINUOUS_BLOCKS) throw new Error(`continuous block ${block}`);
  if (block === DUEL_ID_BLOCK) throw new Error(`continuous block ${block} holds the duels' ids`);
  if (number < 0 || number >= CONTINUOUS_GAMES_HELD)
    throw new Error(`continuous champ ${block} has no ids left`);
  return CONTINUOUS_BASE + block * CONTINUOUS_GAMES_HELD + number;
}

/** The id of a game's sub-game (a period's markets). */
export function subGameId(gameId: number, index: number): number {
  return gameId + GAME_ID_LIMIT * (index + 1);
}

/** Sub-games beyond this index would pass 2^31; periods past it offer no sub-game. */
export const LAST_SUB_GAME_INDEX = 6;
