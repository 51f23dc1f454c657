import { intlLocale } from '../../../shared/i18n/format.ts';

/**
 * A return to player as the paytable publishes it, two decimals of a percent: "97.30 %", or its
 * range where the game's bets differ ("94.59–95.62 %").
 */
export function returnText(low: number, high: number, language: string): string {
  const format = percentFormat(language);
  // Two figures that print the same are one return.
  const [from, to] = [format.format(low), format.format(high)];
  return from === to ? from : format.formatRange(low, high);
}

const percentFormat = (language: string) =>
  new Intl.NumberFormat(intlLocale(language), {
    style: 'percent',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });

/** A chance as the page writes it: 0.495 -> "49.50 %" in the page's language. */
export function percentText(fraction: number, language: string): string {
  return percentFormat(language).format(fraction);
}
