import { MAX_DECIMAL_ODDS } from '@arenabet/contracts/bets';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CHECK_CF,
  type CheckCf,
  isCheckCf,
  isOdds,
  MAX_ODDS,
  MIN_ODDS,
  ODDS_SCALE,
  oddsAcceptable,
  oddsChange,
  oddsFromDecimal,
  oddsToDecimalText,
} from './odds.ts';
import { anyOdds } from './test-arbitraries.ts';

describe('oddsFromDecimal', () => {
  it('parses numbers and text exactly', () => {
    expect(oddsFromDecimal(1.85)).toBe(1850);
    expect(oddsFromDecimal('1.85')).toBe(1850);
    expect(oddsFromDecimal(' 2.5 ')).toBe(2500);
    expect(oddsFromDecimal(1.15)).toBe(1150);
    expect(oddsFromDecimal(4.35)).toBe(4350);
    expect(oddsFromDecimal('1.8500')).toBe(1850);
    expect(oddsFromDecimal('1.001')).toBe(MIN_ODDS);
    expect(oddsFromDecimal(1000)).toBe(MAX_ODDS);
    expect(oddsFromDecimal('12')).toBe(12_000);
  });

  it('refuses more than three decimals, the out of range and the malformed', () => {
    for (const value of [
      '1.0005',
      1.0005,
      '1',
      1,
      '1000.001',
      '0.5',
      '-1.5',
      '1e3',
      '',
      '.',
      'x',
    ]) {
      expect(oddsFromDecimal(value)).toBeUndefined();
    }
    expect(oddsFromDecimal(Number.NaN)).toBeUndefined();
    expect(oddsFromDecimal(Number.POSITIVE_INFINITY)).toBeUndefined();
    expect(oddsFromDecimal(1e21)).toBeUndefined();
  });

  it('reads back every odds it prints', () => {
    fc.assert(
      fc.property(anyOdds, (odds) => {
        expect(oddsFromDecimal(oddsToDecimalText(odds))).toBe(odds);
      }),
    );
  });

  it('agrees with the float for every three-decimal value', () => {
    fc.assert(
      fc.property(anyOdds, (odds) => {
        expect(oddsFromDecimal(odds / 1000)).toBe(odds);
      }),
    );
  });
});

describe('oddsToDecimalText', () => {
  it('shows two decimals at least, three when the third is not zero', () => {
    expect(oddsToDecimalText(1850)).toBe('1.85');
    expect(oddsToDecimalText(2500)).toBe('2.50');
    expect(oddsToDecimalText(1125)).toBe('1.125');
    expect(oddsToDecimalText(12_000)).toBe('12.00');
    expect(oddsToDecimalText(1001)).toBe('1.001');
    expect(oddsToDecimalText(MAX_ODDS)).toBe('1000.00');
    expect(() => oddsToDecimalText(1.5)).toThrow(RangeError);
  });
});

describe('odds changes and the checkCf policy', () => {
  it('names the direction', () => {
    expect(oddsChange(1850, 1900)).toBe('up');
    expect(oddsChange(1850, 1800)).toBe('down');
    expect(oddsChange(1850, 1850)).toBe('none');
  });

  it('accepts only what the policy allows', () => {
    const policy = fc.constantFrom<CheckCf>(0, 1, 2);
    fc.assert(
      fc.property(policy, anyOdds, anyOdds, (checkCf, seen, current) => {
        const change = oddsChange(seen, current);
        const expected =
          checkCf === CHECK_CF.acceptAny ||
          change === 'none' ||
          (checkCf === CHECK_CF.acceptHigher && change === 'up');
        expect(oddsAcceptable(checkCf, seen, current)).toBe(expected);
      }),
    );
    expect(oddsAcceptable(CHECK_CF.confirmEvery, 1850, 1851)).toBe(false);
    expect(oddsAcceptable(CHECK_CF.acceptHigher, 1850, 1849)).toBe(false);
    expect(oddsAcceptable(CHECK_CF.acceptAny, 1850, 1001)).toBe(true);
  });

  it('knows its values', () => {
    expect([0, 1, 2].every(isCheckCf)).toBe(true);
    expect([3, -1, '1', undefined].some(isCheckCf)).toBe(false);
    expect(isOdds(1000)).toBe(false);
    expect(isOdds(1850.5)).toBe(false);
    expect(isOdds(MAX_ODDS + 1)).toBe(false);
  });
});

describe('the odds the contracts take', () => {
  it('end where the book does', () => {
    expect(MAX_DECIMAL_ODDS * ODDS_SCALE).toBe(MAX_ODDS);
  });
});
