/*
 * Round figures for amounts converted from the base currency, where the operator configured
 * none of the currency's own. A player expects "1 € – 4 600 €" and quick amounts of 10, 50, 100,
 * not 0.93 € – 4 629.62 € and 9.25 (docs/decisions.md, "Payment amounts in round figures"):
 * - a minimum rounds up, and a quick amount to the nearest, figure of the 1-2-5 series
 *   (…, 1, 2, 5, 10, 20, 50, …), the steps of banknotes;
 * - a maximum rounds down to two significant digits (4 629.62 -> 4 600), since the 1-2-5 series
 *   would cut up to half of the range the operator allowed.
 * The minimum only ever rises and the maximum only ever falls, so a rounded limit never lets
 * through an amount the operator's base limit would refuse.
 */

const SERIES = [1, 2, 5, 10];

/** Drops float noise (0.30000000000000004) before comparing or printing. */
function clean(value: number): number {
  return Number(value.toPrecision(12));
}

function decade(value: number): number {
  return 10 ** Math.floor(Math.log10(value));
}

/** The 1-2-5 figures around a positive value: the largest at or below it and the next. */
function seriesAround(value: number): [number, number] {
  const scale = decade(value);
  const figures = SERIES.map((step) => clean(step * scale));
  const below = figures.filter((figure) => figure <= value).at(-1) ?? figures[0] ?? value;
  const above = figures.find((figure) => figure >= value) ?? below;
  return [below, above];
}

/** The smallest 1-2-5 figure at or above the value. */
export function roundFigureUp(value: number): number {
  if (!(value > 0)) return value;
  return seriesAround(clean(value))[1];
}

/** The 1-2-5 figure nearest the value on a log scale (9.25 -> 10, 46.29 -> 50). */
export function roundFigureNearest(value: number): number {
  if (!(value > 0)) return value;
  const [below, above] = seriesAround(clean(value));
  return value / below <= above / value ? below : above;
}

/** The value cut down to two significant digits (4 629.62 -> 4 600). */
export function roundFigureDown(value: number): number {
  if (!(value > 0)) return value;
  const step = decade(clean(value)) / 10;
  return clean(Math.floor(clean(value / step)) * step);
}
