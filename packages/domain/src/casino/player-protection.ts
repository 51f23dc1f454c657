/*
 * Player protection in casino games, per jurisdiction, with the UK Gambling Commission's rules
 * (RTS 14, in force since January 2025 for slots) as the defaults: a slot spin takes at least
 * 2.5 s and a round of any other game at least 5 s; no autoplay, turbo, quick spin or slam stop;
 * and no celebration, by sound or animation, of a "win" that returns no more than the stake.
 */

export interface CasinoProtection {
  /** The shortest time from the start of one slot spin to the start of the next. */
  minSlotCycleMs: number;
  /** The same for every other game. */
  minCycleMs: number;
  autoplayAllowed: boolean;
  turboAllowed: boolean;
}

export const UK_CASINO_PROTECTION: CasinoProtection = {
  minSlotCycleMs: 2_500,
  minCycleMs: 5_000,
  autoplayAllowed: false,
  turboAllowed: false,
};

/**
 * A round left open (a blackjack hand) is closed this long after it was dealt, by the game's
 * cautious moves (`closingAction`): its stake is not held forever, and the player is not kept
 * from other games by a hand they forgot. Regulators ask that an interrupted game be resolved;
 * a day leaves a player who lost the connection ample time to come back to it.
 */
export const ABANDONED_ROUND_MS = 24 * 60 * 60_000;

/** Slots are the games with the slot's cycle; every other game takes the general one. */
const SLOT_GAMES: ReadonlySet<string> = new Set(['gem-mine']);

export function minCycleMsOf(slug: string, rules: CasinoProtection = UK_CASINO_PROTECTION): number {
  return SLOT_GAMES.has(slug) ? rules.minSlotCycleMs : rules.minCycleMs;
}

/** A round is celebrated only when it pays back more than was staked. */
export function isCelebrated(stake: number, win: number): boolean {
  return win > stake;
}
