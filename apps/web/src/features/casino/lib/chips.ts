/*
 * The table's chips, in minor units. Their values follow the currency's smallest bet (the site's
 * `minSumBet`): 0.20, 1, 2, 5, 10 and 20 euros, or 10, 50, 100, 250, 500 and 1 000 roubles, so a
 * rack suits every currency without a table per currency.
 */

const CHIP_MULTIPLES = [1, 5, 10, 25, 50, 100] as const;

/** The rack of chips for a smallest bet of `unit` minor units (at least one). */
export function chipValues(unit: number): number[] {
  const base = Number.isSafeInteger(unit) && unit > 0 ? unit : 1;
  return CHIP_MULTIPLES.map((multiple) => base * multiple);
}

/** The smallest bet in minor units: the currency's own, else one whole unit of it. */
export function chipUnit(minSumBet: number | undefined, precision: number): number {
  return minSumBet !== undefined && Number.isSafeInteger(minSumBet) && minSumBet > 0
    ? minSumBet
    : 10 ** precision;
}

const trimmed = (value: number) => String(Number(value.toFixed(2)));

/**
 * What a chip says on its face, short enough for a round chip: 0.2, 5, 250, 1K, 2.5K, 1M. Digits
 * as on any casino's chips, whatever the page's language.
 */
export function chipLabel(value: number, precision: number): string {
  const major = value / 10 ** precision;
  if (major >= 1_000_000) return `${trimmed(major / 1_000_000)}M`;
  if (major >= 1_000) return `${trimmed(major / 1_000)}K`;
  return trimmed(major);
}

/** The chip drawn for a stake on the table: the largest of the rack that it reaches. */
export function chipTier(stake: number, rack: readonly number[]): number {
  let tier = 0;
  rack.forEach((value, index) => {
    if (stake >= value) tier = index;
  });
  return tier;
}
