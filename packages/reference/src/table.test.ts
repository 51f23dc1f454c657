import { describe, expect, it } from 'vitest';
import { isOneOf, isValueOf } from './table.ts';

describe('table guards', () => {
  it('checks list membership by identity', () => {
    const list = ['a', 1] as const;
    expect(isOneOf(list, 'a')).toBe(true);
    expect(isOneOf(list, 1)).toBe(true);
    expect(isOneOf(list, '1')).toBe(false);
  });

  it('checks values, not keys', () => {
    const table = { one: 1, two: 2 } as const;
    expect(isValueOf(table, 2)).toBe(true);
    expect(isValueOf(table, 'one')).toBe(false);
  });
});
