import type { OddsGraph } from '@arenabet/contracts';

/*
 * The odds graph's geometry, apart from React so it can be tested: odds change in steps (a
 * price holds until the book moves it), so each line is drawn as a staircase.
 */

export interface ChartBox {
  width: number;
  height: number;
  /** Room for the axis labels: start (the odds), end, top, bottom (the times). */
  inset: { start: number; end: number; top: number; bottom: number };
}

export interface ChartLine {
  type: number;
  name: string;
  path: string;
  /** Where the line ends, and where its label goes (moved apart when lines end close). */
  last: { x: number; y: number; odds: number; labelY: number };
}

export interface ChartGeometry {
  lines: ChartLine[];
  oddsTicks: { y: number; odds: number }[];
  timeTicks: { x: number; at: number }[];
}

/** Round steps of 1, 2 or 5 times a power of ten, so tick labels read as round numbers. */
export function niceStep(span: number, count: number): number {
  const rough = span / Math.max(1, count);
  if (!(rough > 0)) return 1;
  const power = 10 ** Math.floor(Math.log10(rough));
  const factor = [1, 2, 5, 10].find((f) => f * power >= rough) ?? 10;
  return factor * power;
}

/** Clock-friendly steps for the time axis, seconds: a minute to a day. */
const TIME_STEPS = [60, 300, 600, 900, 1800, 3600, 7200, 10800, 21600, 43200, 86400];

function ticksBetween(min: number, max: number, step: number, offset = 0): number[] {
  const ticks: number[] = [];
  const first = Math.ceil((min + offset) / step) * step - offset;
  for (let value = first; value <= max + step / 1e6; value += step) {
    ticks.push(Number(value.toFixed(6)));
  }
  return ticks;
}

/** Ticks on whole minutes or hours of the viewer's clock (`zoneOffset` seconds from UTC). */
export function timeTicks(first: number, last: number, count: number, zoneOffset: number) {
  const rough = (last - first) / Math.max(1, count);
  const step = TIME_STEPS.find((s) => s >= rough) ?? 86400 * Math.ceil(rough / 86400);
  return ticksBetween(first, last, step, zoneOffset);
}

/** Labels of lines ending close together are pushed apart, keeping their order. */
export const LABEL_GAP = 14;

function spreadLabels(ys: readonly number[]): number[] {
  const order = ys.map((y, index) => ({ y, index })).sort((a, b) => a.y - b.y);
  const placed: number[] = [];
  for (const [rank, item] of order.entries()) {
    const previous = placed[rank - 1];
    placed.push(previous === undefined ? item.y : Math.max(item.y, previous + LABEL_GAP));
  }
  const result = new Array<number>(ys.length);
  for (const [rank, item] of order.entries()) result[item.index] = placed[rank] as number;
  return result;
}

function extent(values: readonly number[]): [number, number] {
  return [Math.min(...values), Math.max(...values)];
}

function round(value: number): number {
  return Math.round(value * 10) / 10;
}

export function oddsChartGeometry(
  series: OddsGraph['series'],
  box: ChartBox,
  zoneOffset = 0,
): ChartGeometry {
  const points = series.flatMap((line) => line.points);
  if (points.length === 0) return { lines: [], oddsTicks: [], timeTicks: [] };
  const [firstAt, lastAt] = extent(points.map((p) => p.at));
  const [low, high] = extent(points.map((p) => p.odds));
  // A flat market still gets some height, and no line sits on the frame's edge.
  const pad = Math.max((high - low) * 0.08, 0.05);
  const [minOdds, maxOdds] = [Math.max(1, low - pad), high + pad];
  const plotWidth = box.width - box.inset.start - box.inset.end;
  const plotHeight = box.height - box.inset.top - box.inset.bottom;
  const x = (at: number) =>
    round(
      box.inset.start +
        (lastAt === firstAt ? plotWidth : ((at - firstAt) / (lastAt - firstAt)) * plotWidth),
    );
  const y = (odds: number) =>
    round(box.inset.top + plotHeight - ((odds - minOdds) / (maxOdds - minOdds)) * plotHeight);

  const drawn = series
    .filter((line) => line.points.length > 0)
    .map((line) => {
      const [first, ...rest] = line.points;
      const start = first as (typeof line.points)[number];
      let path = `M${x(start.at)} ${y(start.odds)}`;
      for (const point of rest) path += `H${x(point.at)}V${y(point.odds)}`;
      const end = line.points.at(-1) ?? start;
      return { line, path, end: { x: x(end.at), y: y(end.odds), odds: end.odds } };
    });
  const labels = spreadLabels(drawn.map((d) => d.end.y));
  return {
    lines: drawn.map(({ line, path, end }, index) => ({
      type: line.type,
      name: line.name,
      path,
      last: { ...end, labelY: labels[index] ?? end.y },
    })),
    oddsTicks: ticksBetween(minOdds, maxOdds, niceStep(maxOdds - minOdds, 5)).map((odds) => ({
      y: y(odds),
      odds,
    })),
    timeTicks:
      lastAt === firstAt
        ? [{ x: x(firstAt), at: firstAt }]
        : timeTicks(firstAt, lastAt, 4, zoneOffset).map((at) => ({ x: x(at), at })),
  };
}
