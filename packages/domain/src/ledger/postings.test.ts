import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type CurrencyPosting,
  canonicalMovement,
  isBalanced,
  postingsProblem,
  sumsByCurrency,
} from './postings.ts';

const amount = fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER });

/** A balanced movement: each currency's debits are mirrored by one credit. */
const balancedMovement = fc
  .array(fc.tuple(fc.integer({ min: 1, max: 3 }), amount), { minLength: 1, maxLength: 8 })
  .map((legs) =>
    legs.flatMap(([currencyId, value], index): CurrencyPosting[] => [
      { accountId: index * 2 + 1, currencyId, amount: value },
      { accountId: index * 2 + 2, currencyId, amount: -value },
    ]),
  );

describe('ledger postings', () => {
  it('accepts any movement whose postings cancel out per currency', () => {
    fc.assert(
      fc.property(balancedMovement, (postings) => {
        expect(postingsProblem(postings)).toBeNull();
        for (const sum of sumsByCurrency(postings).values()) expect(sum).toBe(0n);
      }),
    );
  });

  it('refuses a movement changed by any non-zero amount', () => {
    fc.assert(
      fc.property(balancedMovement, fc.integer({ min: 1, max: 1000 }), (postings, extra) => {
        const [first, ...rest] = postings;
        if (!first) return;
        const changed = [{ ...first, amount: first.amount + extra }, ...rest];
        expect(isBalanced(changed)).toBe(false);
      }),
    );
  });

  it('does not let amounts in different currencies cancel each other', () => {
    const postings = [
      { accountId: 1, currencyId: 1, amount: 100 },
      { accountId: 2, currencyId: 2, amount: -100 },
    ];
    expect(postingsProblem(postings)).toBe('ledger_unbalanced');
  });

  it('sums beyond the safe range exactly', () => {
    const max = Number.MAX_SAFE_INTEGER;
    const postings = [
      { accountId: 1, currencyId: 1, amount: max },
      { accountId: 2, currencyId: 1, amount: max },
      { accountId: 3, currencyId: 1, amount: -max },
      { accountId: 4, currencyId: 1, amount: -max + 1 },
    ];
    expect(postingsProblem(postings)).toBe('ledger_unbalanced');
  });

  it('refuses zero, fractional and unsafe amounts, one posting, and an account twice', () => {
    const pair = (a: number, b: number) => [
      { accountId: 1, currencyId: 1, amount: a },
      { accountId: 2, currencyId: 1, amount: b },
    ];
    expect(postingsProblem(pair(0, 0))).toBe('ledger_amount_invalid');
    expect(postingsProblem(pair(0.5, -0.5))).toBe('ledger_amount_invalid');
    expect(postingsProblem(pair(2 ** 53, -(2 ** 53)))).toBe('ledger_amount_invalid');
    expect(postingsProblem([{ accountId: 1, currencyId: 1, amount: 5 }])).toBe(
      'ledger_no_postings',
    );
    const twice = [
      { accountId: 1, currencyId: 1, amount: 5 },
      { accountId: 1, currencyId: 1, amount: -5 },
    ];
    expect(postingsProblem(twice)).toBe('ledger_duplicate_account');
  });

  it('fingerprints a movement the same whatever the order of its postings', () => {
    fc.assert(
      fc.property(balancedMovement, (postings) => {
        const reversed = [...postings].reverse();
        expect(canonicalMovement('bet', reversed)).toBe(canonicalMovement('bet', postings));
        expect(canonicalMovement('win', postings)).not.toBe(canonicalMovement('bet', postings));
      }),
    );
  });
});
