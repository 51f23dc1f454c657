import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dateRule, normalizeDateTime } from './date-rules.ts';

describe('normalizeDateTime', () => {
  it('reads year-month-day with an optional hour:minute:second', () => {
    expect(normalizeDateTime('2000-02-29')).toBe('2000-02-29 00:00:00');
    expect(normalizeDateTime('2024-12-31 23:59:59')).toBe('2024-12-31 23:59:59');
  });

  it('refuses times that do not exist', () => {
    for (const value of ['2001-02-29', '2024-13-01', '2024-01-01 24:00:00', '24-1-1', 'x']) {
      expect(normalizeDateTime(value)).toBeNull();
    }
  });
});

describe('dateRule', () => {
  const adult = dateRule({
    max: '2006-01-01',
    maxMessage: 'too_young',
    min: '1900-01-01 00:00:00',
    requiredMessage: 'enter_birthday',
  });

  it('answers the min, max and required messages', () => {
    expect(adult('')).toEqual({ key: 'enter_birthday' });
    expect(adult('2010-05-05')).toEqual({
      key: 'too_young',
      params: { max: '2006-01-01 00:00:00' },
    });
    expect(adult('1899-12-31 23:59:59')?.key).toBe('validation_too_small');
    expect(adult('1990-05-05')).toBeNull();
    expect(adult('1990-02-30')?.key).toBe('validation_invalid_format');
    expect(dateRule()('')).toBeNull();
  });

  it('refuses a broken bound when the rule is built', () => {
    expect(() => dateRule({ min: 'yesterday' })).toThrow(RangeError);
  });

  it('orders dates as time does', () => {
    const instant = fc.date({
      min: new Date('1900-01-01T00:00:00Z'),
      max: new Date('2100-01-01T00:00:00Z'),
      noInvalidDate: true,
    });
    const text = (date: Date) => date.toISOString().slice(0, 19).replace('T', ' ');
    fc.assert(
      fc.property(instant, instant, (value, min) => {
        const rule = dateRule({ min: text(min) });
        const secondsOf = (date: Date) => Math.floor(date.getTime() / 1000);
        expect(rule(text(value)) === null).toBe(secondsOf(value) >= secondsOf(min));
      }),
    );
  });
});
