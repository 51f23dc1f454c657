/*
 * A 5-reel, 3-row video slot's rules as data, so the published game and the tests' small
 * machines run the same code, and how a line and the scatters pay under them.
 */

export const SLOT_REELS = 5;
export const SLOT_ROWS = 3;

export interface SlotRules {
  /** Symbols are numbered 0 … symbolCount − 1. */
  symbolCount: number;
  /** Stands in for every line symbol, and pays its own line too; never for the scatter. */
  wild: number;
  /** Pays anywhere on the screen and breaks any line it lands on. */
  scatter: number;
  /** One strip per reel. A reel stopped at s shows strip[s], strip[s + 1], strip[s + 2] from the
   * top, wrapping round the strip's end. */
  reels: readonly (readonly number[])[];
  /** Each payline: the row (0 top, 2 bottom) it crosses on each reel. */
  paylines: readonly (readonly number[])[];
  /** Line pays in line stakes, by symbol, indexed by how many in a row from the left (0-5). */
  linePays: readonly (readonly number[])[];
  /** Scatter pays in total stakes, by scatters anywhere; the last entry pays that many or more. */
  scatterPays: readonly number[];
  /** How many scatters anywhere win free spins, how many, and what their wins are multiplied by.
   * Free spins won in free spins are added to those left (a retrigger). */
  freeSpins: { scatters: number; spins: number; multiplier: number };
}

export interface LineAward {
  symbol: number;
  count: number;
  /** In line stakes. */
  pay: number;
}

/**
 * What one line's five symbols pay, read from the left: the better of the leading wilds' own
 * line and the line of the first other symbol with the wilds standing in for it (on a tie the
 * symbol's line). So wild-wild-wild-ruby-jack pays four rubies when they pay more than three wilds.
 */
export function lineAward(rules: SlotRules, symbols: readonly number[]): LineAward | undefined {
  const { wild, scatter, linePays } = rules;
  let wilds = 0;
  while (wilds < SLOT_REELS && symbols[wilds] === wild) wilds += 1;
  const wildPay = linePays[wild]?.[wilds] ?? 0;
  const first = symbols[wilds];
  let count = 0;
  let symbolPay = 0;
  if (first !== undefined && first !== scatter) {
    count = wilds + 1;
    while (count < SLOT_REELS && (symbols[count] === first || symbols[count] === wild)) count += 1;
    symbolPay = linePays[first]?.[count] ?? 0;
  }
  if (symbolPay === 0 && wildPay === 0) return undefined;
  if (first !== undefined && symbolPay >= wildPay) return { symbol: first, count, pay: symbolPay };
  return { symbol: wild, count: wilds, pay: wildPay };
}

/** The scatter pay, in total stakes, of `scatters` anywhere. */
export function scatterPay(rules: SlotRules, scatters: number): number {
  const { scatterPays } = rules;
  return scatterPays[Math.min(scatters, scatterPays.length - 1)] ?? 0;
}

/** Throws on rules the machine cannot spin. */
export function checkRules(rules: SlotRules): void {
  const { symbolCount, reels, paylines, linePays, freeSpins } = rules;
  const known = (symbol: number) => Number.isInteger(symbol) && symbol >= 0 && symbol < symbolCount;
  if (reels.length !== SLOT_REELS || !reels.every((strip) => strip.length >= SLOT_ROWS)) {
    throw new RangeError(`a slot needs ${SLOT_REELS} strips of ${SLOT_ROWS} or more`);
  }
  if (!reels.every((strip) => strip.every(known)) || !known(rules.wild) || !known(rules.scatter)) {
    throw new RangeError('a strip holds an unknown symbol');
  }
  const onScreen = (row: number) => Number.isInteger(row) && row >= 0 && row < SLOT_ROWS;
  if (!paylines.every((line) => line.length === SLOT_REELS && line.every(onScreen))) {
    throw new RangeError('a payline leaves the screen');
  }
  if (linePays.length !== symbolCount || !linePays.every((pays) => pays.length === 6)) {
    throw new RangeError('line pays need counts 0-5 for every symbol');
  }
  if (freeSpins.spins < 1 || !Number.isInteger(freeSpins.multiplier)) {
    throw new RangeError('free spins need a whole count and multiplier');
  }
}
