import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatOdds,
  fromAmerican,
  fromFractional,
  fromHongKong,
  fromIndonesian,
  fromMalay,
  ODDS_FORMAT,
  oddsFormatOf,
  toAmerican,
  toFractional,
  toHongKong,
  toIndonesian,
  toMalay,
} from './odds-format.ts';

/** Odds as the feed prices them: three decimals, above 1. */
const odds = fc.integer({ min: 1_001, max: 1_000_000 }).map((x) => x / 1000);
const oddsPair = fc.tuple(odds, odds).map(([a, b]): [number, number] => (a <= b ? [a, b] : [b, a]));

describe('coefficient formats', () => {
  it('writes the examples bookmakers print', () => {
    expect(formatOdds(1.85, ODDS_FORMAT.decimal)).toBe('1.85');
    expect(formatOdds(12.5, ODDS_FORMAT.decimal)).toBe('12.5');
    expect(formatOdds(1.85, ODDS_FORMAT.fractional)).toBe('17/20');
    expect(formatOdds(1.91, ODDS_FORMAT.fractional)).toBe('10/11');
    expect(formatOdds(2.5, ODDS_FORMAT.fractional)).toBe('3/2');
    expect(formatOdds(1.85, ODDS_FORMAT.american)).toBe('-118');
    expect(formatOdds(2.5, ODDS_FORMAT.american)).toBe('+150');
    expect(formatOdds(2, ODDS_FORMAT.american)).toBe('+100');
    expect(formatOdds(1.85, ODDS_FORMAT.hongKong)).toBe('0.85');
    expect(formatOdds(1.5, ODDS_FORMAT.indonesian)).toBe('-2.00');
    expect(formatOdds(3, ODDS_FORMAT.indonesian)).toBe('2.00');
    expect(formatOdds(1.5, ODDS_FORMAT.malay)).toBe('0.50');
    expect(formatOdds(3, ODDS_FORMAT.malay)).toBe('-0.50');
  });

  it('shows a dash for odds that pay nothing and decimal for an unknown setting', () => {
    expect(formatOdds(1, ODDS_FORMAT.american)).toBe('—');
    expect(formatOdds(Number.NaN, ODDS_FORMAT.decimal)).toBe('—');
    expect(formatOdds(1.85, 42)).toBe('1.85');
    expect(oddsFormatOf('2')).toBe(ODDS_FORMAT.decimal);
    expect(oddsFormatOf(5)).toBe(ODDS_FORMAT.malay);
  });

  it('goes back to the same decimal odds from Hong Kong, Indonesian and Malay', () => {
    fc.assert(
      fc.property(odds, (d) => {
        expect(fromHongKong(toHongKong(d))).toBeCloseTo(d, 9);
        expect(fromIndonesian(toIndonesian(d))).toBeCloseTo(d, 9);
        expect(fromMalay(toMalay(d))).toBeCloseTo(d, 9);
      }),
    );
  });

  it('loses no more than the moneyline rounding on the way through American', () => {
    fc.assert(
      fc.property(odds, (d) => {
        const back = fromAmerican(toAmerican(d));
        // One unit of the moneyline is 0.01 above even money and (d-1)^2/100 below it.
        const step = d >= 2 ? 0.01 : ((d - 1) ** 2 / 100) * 1.01 + 1e-9;
        expect(Math.abs(back - d)).toBeLessThanOrEqual(step / 2 + 1e-9);
      }),
    );
  });

  it('picks a fraction within the tolerance and in lowest terms', () => {
    fc.assert(
      fc.property(odds, (d) => {
        const fraction = toFractional(d);
        expect(Math.abs(fromFractional(fraction) - d)).toBeLessThan(0.0015);
        expect(Number.isInteger(fraction.numerator) && fraction.numerator > 0).toBe(true);
        expect(Number.isInteger(fraction.denominator) && fraction.denominator > 0).toBe(true);
      }),
    );
  });

  it('keeps the order of prices in every format but Malay, which flips sign at even money', () => {
    fc.assert(
      fc.property(oddsPair, ([low, high]) => {
        expect(toHongKong(low)).toBeLessThanOrEqual(toHongKong(high));
        expect(toIndonesian(low)).toBeLessThanOrEqual(toIndonesian(high));
        expect(toAmerican(low)).toBeLessThanOrEqual(toAmerican(high));
        const sameSide = low <= 2 === high <= 2;
        if (sameSide) expect(toMalay(low)).toBeLessThanOrEqual(toMalay(high));
      }),
    );
  });

  it('puts Malay odds in -1..1 and Indonesian odds outside -1..1', () => {
    fc.assert(
      fc.property(odds, (d) => {
        expect(Math.abs(toMalay(d))).toBeLessThanOrEqual(1);
        expect(Math.abs(toIndonesian(d))).toBeGreaterThanOrEqual(1 - 1e-12);
      }),
    );
  });
});
