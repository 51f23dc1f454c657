import { oddsText } from '@arenabet/contracts';
import type { SourceOutcome } from '../feed/source.ts';

/*
 * From fair probabilities to a book's odds: the margin is spread over the outcomes in
 * proportion to their probability (implied probability = p * (1 + margin)), then odds are rounded
 * the way a book writes them. A market whose outcome would fall outside the odds a book offers
 * is not offered at all, so every offered market keeps its margin.
 */

/** The book's margin: the implied probabilities of a market sum to 1 + margin. */
export const BOOK_MARGIN = 0.06;
export const MIN_ODDS = 1.01;
export const MAX_ODDS = 500;

export interface Pricing {
  margin: number;
  /** Every outcome priced in this pass is locked (a dangerous moment). */
  locked: boolean;
}

/** Two decimals below 10, one below 100, whole numbers above: as oddsText writes them. */
export function roundOdds(odds: number): number {
  if (odds >= 100) return Math.round(odds);
  if (odds >= 10) return Math.round(odds * 10) / 10;
  return Math.round(odds * 100) / 100;
}

export function fairToOdds(probability: number, margin: number): number {
  return roundOdds(1 / (probability * (1 + margin)));
}

function offerable(probability: number, margin: number): boolean {
  if (!(probability > 0)) return false;
  const odds = 1 / (probability * (1 + margin));
  return odds >= MIN_ODDS && odds <= MAX_ODDS;
}

export interface FairOutcome {
  type: number;
  probability: number;
  line?: number;
}

export function outcome(
  group: number,
  type: number,
  odds: number,
  locked: boolean,
  line?: number,
): SourceOutcome {
  return {
    group,
    type,
    odds,
    oddsText: oddsText(odds),
    ...(line === undefined ? {} : { line }),
    locked,
  };
}

/**
 * A whole market (its probabilities sum to 1), or nothing when an outcome is out of range.
 * Appends to `into` so callers build one flat list per game.
 */
export function addMarket(
  into: SourceOutcome[],
  pricing: Pricing,
  group: number,
  outcomes: readonly FairOutcome[],
): boolean {
  if (!outcomes.every((o) => offerable(o.probability, pricing.margin))) return false;
  for (const o of outcomes) {
    into.push(
      outcome(group, o.type, fairToOdds(o.probability, pricing.margin), pricing.locked, o.line),
    );
  }
  return true;
}

/**
 * A market whose listed outcomes do not cover every case (correct score lists the likely
 * scores only): each listed outcome is priced on its own, those out of range are left out.
 */
export function addPartialMarket(
  into: SourceOutcome[],
  pricing: Pricing,
  group: number,
  outcomes: readonly FairOutcome[],
): void {
  for (const o of outcomes) {
    if (!offerable(o.probability, pricing.margin)) continue;
    into.push(
      outcome(group, o.type, fairToOdds(o.probability, pricing.margin), pricing.locked, o.line),
    );
  }
}

/** Over/under pairs: for each line, the probability of going over; unbalanced lines dropped. */
export function addLineMarkets(
  into: SourceOutcome[],
  pricing: Pricing,
  group: number,
  types: readonly [number, number],
  lines: readonly { line: number; probability: number; otherLine?: number }[],
): void {
  for (const { line, probability, otherLine } of lines) {
    if (probability < 0.04 || probability > 0.96) continue;
    addMarket(into, pricing, group, [
      { type: types[0], probability, line },
      { type: types[1], probability: 1 - probability, line: otherLine ?? line },
    ]);
  }
}

/** Half lines around an expectation: `count` each side, not below `min`. */
export function halfLinesAround(expected: number, count: number, min = 0.5): number[] {
  const centre = Math.floor(expected) + 0.5;
  const lines: number[] = [];
  for (let offset = -count; offset <= count; offset += 1) {
    const line = centre + offset;
    if (line >= min) lines.push(line);
  }
  return lines;
}

/** Standard normal cumulative distribution (Abramowitz-Stegun 7.1.26, error < 1.5e-7). */
export function normalCdf(x: number): number {
  const t = 1 / (1 + 0.3275911 * (Math.abs(x) / Math.SQRT2));
  const poly =
    t *
    (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  const erf = 1 - poly * Math.exp(-(x * x) / 2);
  return x >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}

export function logistic(x: number): number {
  return 1 / (1 + Math.exp(-x));
}

/** The odds of a three-way market (1X2), or undefined when a book would not offer it. */
export function threeWayOdds(
  home: number,
  draw: number,
  away: number,
  margin: number,
): Record<number, number> | undefined {
  if (![home, draw, away].every((p) => offerable(p, margin))) return undefined;
  return { 1: fairToOdds(home, margin), 2: fairToOdds(draw, margin), 3: fairToOdds(away, margin) };
}

/** The odds of a two-way market (winner: types 1 and 3), or undefined out of range. */
export function twoWayOdds(home: number, margin: number): Record<number, number> | undefined {
  if (!offerable(home, margin) || !offerable(1 - home, margin)) return undefined;
  return { 1: fairToOdds(home, margin), 3: fairToOdds(1 - home, margin) };
}
