import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizeNumericInput as normalize } from './numeric-input.ts';

describe('normalizeNumericInput, final mode', () => {
  it('strips everything except digits, dot, comma and minus', () => {
    expect(normalize('1 2a3$')).toBe('123');
    expect(normalize('abc')).toBe('');
  });

  it('turns a comma into a dot and keeps only the first separator', () => {
    expect(normalize('12,5')).toBe('12.5');
    expect(normalize('1,2.3')).toBe('1.23');
  });

  it('keeps a leading minus only, and none when unsigned', () => {
    expect(normalize('-12')).toBe('-12');
    expect(normalize('1-2')).toBe('12');
    expect(normalize('--5')).toBe('-5');
    expect(normalize('-12', { unsigned: true })).toBe('12');
    expect(normalize('-12', { min: 0 })).toBe('12');
  });

  it('keeps decimals per accuracy, cutting rather than rounding', () => {
    expect(normalize('1.239', { accuracy: 2 })).toBe('1.23');
    expect(normalize('1.9', { accuracy: 0 })).toBe('1');
    expect(normalize('1.23456')).toBe('1.23456');
  });

  it('removes leading zeros and supplies a skipped zero', () => {
    expect(normalize('007')).toBe('7');
    expect(normalize('000.5')).toBe('0.5');
    expect(normalize('.5')).toBe('0.5');
    expect(normalize('0')).toBe('0');
    expect(normalize('-007')).toBe('-7');
  });

  it('resolves partial input into a complete number', () => {
    expect(normalize('-')).toBe('');
    expect(normalize('12.')).toBe('12');
    expect(normalize('0.')).toBe('0');
    expect(normalize('-0')).toBe('0');
    expect(normalize('-0.00')).toBe('0.00');
  });

  it('clamps to min and max', () => {
    expect(normalize('150', { max: 100 })).toBe('100');
    expect(normalize('5', { min: 10 })).toBe('10');
    expect(normalize('-50', { min: -10 })).toBe('-10');
    expect(normalize('9'.repeat(30), { max: 1e21 })).toBe('1000000000000000000000');
  });

  it('cuts to the maximum length', () => {
    expect(normalize('123456', { maxLength: 4 })).toBe('1234');
    expect(normalize('123.45', { maxLength: 4 })).toBe('123');
  });
});

describe('normalizeNumericInput, typing mode', () => {
  const typing = (raw: string, extra = {}) => normalize(raw, { mode: 'typing', ...extra });

  it('keeps partial forms while the player types', () => {
    expect(typing('-')).toBe('-');
    expect(typing('0.')).toBe('0.');
    expect(typing('12.')).toBe('12.');
    expect(typing('-0')).toBe('-0');
    expect(typing('.')).toBe('0.');
  });

  it('drops the dot at once for integers', () => {
    expect(typing('12.', { accuracy: 0 })).toBe('12');
  });

  it('lets a value below a positive min grow into range', () => {
    expect(typing('1', { min: 10, max: 100 })).toBe('1');
    expect(typing('15', { min: 10, max: 100 })).toBe('15');
    expect(typing('150', { min: 10, max: 100 })).toBe('100');
  });

  it('clamps a negative value that can only move further out', () => {
    expect(typing('-50', { min: -10 })).toBe('-10');
    expect(typing('-1', { max: -5 })).toBe('-1');
  });
});

describe('numeric input properties', () => {
  const bounds = fc
    .tuple(fc.integer({ min: -10_000, max: 10_000 }), fc.integer({ min: 0, max: 20_000 }))
    .map(([min, span]) => ({ min, max: min + span }));
  const accuracy = fc.option(fc.integer({ min: 0, max: 4 }), { nil: undefined });

  it('final output is empty or a plain number', () => {
    fc.assert(
      fc.property(fc.string(), accuracy, (raw, acc) => {
        expect(normalize(raw, { accuracy: acc })).toMatch(/^(-?\d+(\.\d+)?)?$/);
      }),
    );
  });

  it('final output is within bounds', () => {
    fc.assert(
      fc.property(fc.string(), bounds, accuracy, (raw, { min, max }, acc) => {
        const out = normalize(raw, { min, max, accuracy: acc });
        if (out === '') return;
        expect(Number(out)).toBeGreaterThanOrEqual(min);
        expect(Number(out)).toBeLessThanOrEqual(max);
      }),
    );
  });

  it('final mode is idempotent', () => {
    fc.assert(
      fc.property(fc.string(), bounds, accuracy, fc.boolean(), (raw, b, acc, unsigned) => {
        const options = { ...b, accuracy: acc, unsigned };
        const once = normalize(raw, options);
        expect(normalize(once, options)).toBe(once);
      }),
    );
  });

  it('never exceeds the maximum length or the accuracy, and unsigned has no minus', () => {
    const numericText = fc.stringMatching(/^[-\d.,a ]{0,30}$/);
    fc.assert(
      fc.property(numericText, fc.nat({ max: 12 }), accuracy, (raw, maxLength, acc) => {
        const mode = maxLength % 2 === 0 ? 'typing' : 'final';
        const out = normalize(raw, { maxLength, accuracy: acc, unsigned: true, mode });
        expect(out.length).toBeLessThanOrEqual(maxLength);
        expect(out).not.toContain('-');
        const decimals = out.split('.')[1] ?? '';
        if (acc !== undefined) expect(decimals.length).toBeLessThanOrEqual(acc);
      }),
    );
  });
});
