import type { MinorUnits } from '../game.ts';

/*
 * What every in-house game asks of a stake. Bets reach a game as parsed JSON, so a stake may be
 * a fraction, negative or past 2^53 even when the type says MinorUnits.
 */

/** A whole, positive number of minor units. */
export function isStake(stake: MinorUnits): boolean {
  return Number.isSafeInteger(stake) && stake > 0;
}

/**
 * A stake whose largest win, stake × multiplier (ten-thousandths) as winOf computes it, is still
 * a whole number a double holds exactly: past 2^53 the product would round before the floor.
 */
export function stakeFits(stake: MinorUnits, largestMultiplier: number): boolean {
  return isStake(stake) && Number.isSafeInteger(stake * largestMultiplier);
}
