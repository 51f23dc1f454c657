import { describe, expect, it } from 'vitest';
import { accountIdOf, accountSearch, paycheckSearch, paymentIdOf } from './paycheck-link.ts';

describe('paycheck links', () => {
  it('carry the id and the reference', () => {
    const search = paycheckSearch({ id: 42, reference: 'DEP-7 A' });
    expect(search).toBe('?id=42&payment=DEP-7+A');
    expect(paymentIdOf(new URLSearchParams(search))).toBe(42);
  });

  it('find no id in a reference or a malformed number', () => {
    for (const id of ['', 'DEP-1', '0', '-3', '1.5', '01', '9'.repeat(16)]) {
      expect(paymentIdOf(new URLSearchParams({ id }))).toBeNull();
    }
    expect(paymentIdOf(new URLSearchParams({ payment: 'DEP-1' }))).toBeNull();
  });
});

describe('account links', () => {
  it('carry the chosen account to the form and back', () => {
    expect(accountSearch(7)).toBe('?account=7');
    expect(accountSearch(undefined)).toBe('');
    expect(accountIdOf(new URLSearchParams('account=7'))).toBe(7);
    expect(accountIdOf(new URLSearchParams('account=x'))).toBeUndefined();
  });
});
