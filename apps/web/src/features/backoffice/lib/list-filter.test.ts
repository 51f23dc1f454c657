import { describe, expect, it } from 'vitest';
import { parsePlayerId, readListFilter, statusOf, writeListFilter } from './list-filter.ts';

describe('parsePlayerId', () => {
  it('reads an account number', () => {
    expect(parsePlayerId(' 42 ')).toBe(42);
    expect(parsePlayerId('2147483647')).toBe(2147483647);
  });

  it('refuses what is not one', () => {
    for (const text of ['', '0', '-1', '1.5', '1e3', 'abc', '2147483648', null, undefined]) {
      expect(parsePlayerId(text)).toBeNull();
    }
  });
});

describe('readListFilter', () => {
  it("takes the list's default status when the address has none or a wrong one", () => {
    expect(readListFilter(new URLSearchParams(''), 'pending')).toEqual({
      status: 'pending',
      playerId: null,
    });
    expect(readListFilter(new URLSearchParams('status=paid'), 'pending').status).toBe('pending');
  });

  it('reads the status and the player', () => {
    expect(readListFilter(new URLSearchParams('status=all&player=7'), 'pending')).toEqual({
      status: 'all',
      playerId: 7,
    });
  });
});

describe('writeListFilter', () => {
  it('leaves the default status out and round-trips the rest', () => {
    expect(writeListFilter({ status: 'pending', playerId: null }, 'pending').toString()).toBe('');
    const params = writeListFilter({ status: 'success', playerId: 12 }, 'pending');
    expect(params.toString()).toBe('status=success&player=12');
    expect(readListFilter(params, 'pending')).toEqual({ status: 'success', playerId: 12 });
  });
});

describe('statusOf', () => {
  it("sends no status for 'all'", () => {
    expect(statusOf('all')).toBeNull();
    expect(statusOf('refunded')).toBe('refunded');
  });
});
