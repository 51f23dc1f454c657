/*
 * The pure rules of a double-entry movement: the accounts service checks them before it writes,
 * and the database checks the balance again at commit (a deferred trigger).
 */

export interface Posting {
  readonly accountId: number;
  /** Signed minor units: positive credits the account, negative debits it. */
  readonly amount: number;
}

export interface CurrencyPosting extends Posting {
  readonly currencyId: number;
}

/** Why a set of postings cannot be one movement; each is a dictionary message key. */
export type PostingsProblem =
  | 'ledger_no_postings'
  | 'ledger_amount_invalid'
  | 'ledger_duplicate_account'
  | 'ledger_unbalanced';

/**
 * The most postings one movement may carry: a bet or a settlement needs a handful; a bound keeps
 * one request from holding many row locks.
 */
export const MAX_POSTINGS = 32;

/** A zero or unsafe amount is a bug in the caller, not a movement. */
export function isPostingAmount(amount: number): boolean {
  return Number.isSafeInteger(amount) && amount !== 0;
}

/** Problems that need no account data: shape, amounts, one posting per account. */
export function postingsShapeProblem(postings: readonly Posting[]): PostingsProblem | null {
  if (postings.length < 2 || postings.length > MAX_POSTINGS) return 'ledger_no_postings';
  if (!postings.every((p) => isPostingAmount(p.amount))) return 'ledger_amount_invalid';
  const accounts = new Set(postings.map((p) => p.accountId));
  if (accounts.size !== postings.length) return 'ledger_duplicate_account';
  return null;
}

/** Sum per currency; BigInt so that many large amounts cannot round. */
export function sumsByCurrency(postings: readonly CurrencyPosting[]): Map<number, bigint> {
  const sums = new Map<number, bigint>();
  for (const { currencyId, amount } of postings) {
    sums.set(currencyId, (sums.get(currencyId) ?? 0n) + BigInt(amount));
  }
  return sums;
}

/** Double entry: in every currency the postings of one movement add up to exactly zero. */
export function isBalanced(postings: readonly CurrencyPosting[]): boolean {
  return [...sumsByCurrency(postings).values()].every((sum) => sum === 0n);
}

export function postingsProblem(postings: readonly CurrencyPosting[]): PostingsProblem | null {
  return postingsShapeProblem(postings) ?? (isBalanced(postings) ? null : 'ledger_unbalanced');
}

/**
 * A stable fingerprint input of a movement: the same kind and postings in any order give the
 * same text, so a retry with the postings reordered is still the same request.
 */
export function canonicalMovement(kind: string, postings: readonly Posting[]): string {
  const sorted = [...postings]
    .sort((a, b) => a.accountId - b.accountId)
    .map((p) => [p.accountId, p.amount]);
  return JSON.stringify([kind, sorted]);
}
