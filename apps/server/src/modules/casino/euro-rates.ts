import type { GeoCurrency } from '@arenabet/domain/site-settings-types';

/** The euro's id in the reference: the casino's limits and jackpot terms are set in euros. */
export const EUR = 12;

/**
 * Units of a currency per euro at the site's rates: 1 for the euro, undefined where the site
 * has no usable rate for the currency or for the euro (a limit is then not guessed).
 */
export function unitsPerEuro(
  currencyId: number,
  rates: readonly GeoCurrency[],
): number | undefined {
  if (currencyId === EUR) return 1;
  const own = rates.find((currency) => currency.id === currencyId)?.coefConvert;
  const euro = rates.find((currency) => currency.id === EUR)?.coefConvert;
  if (!own || !euro || !(own > 0) || !(euro > 0)) return undefined;
  return own / euro;
}
