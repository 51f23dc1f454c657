import { isSystemSize } from './coupon-kinds.ts';
import { assertNonNegativeSafeInteger, safeNumberOf } from './exact.ts';

function assertChoice(n: number, k: number): void {
  assertNonNegativeSafeInteger(n, 'n');
  assertNonNegativeSafeInteger(k, 'k');
  if (k > n) throw new RangeError(`Cannot choose ${k} of ${n}`);
}

/** C(n, k) exactly: each step's partial product is itself a binomial, so the division is exact. */
export function combinationCountBig(n: number, k: number): bigint {
  assertChoice(n, k);
  const smaller = Math.min(k, n - k);
  let count = 1n;
  for (let i = 0; i < smaller; i += 1) {
    count = (count * BigInt(n - i)) / BigInt(i + 1);
  }
  return count;
}

/** Throws when the count passes 2^53; C(50, 25) is about 1.3e14, well inside. */
export function combinationCount(n: number, k: number): number {
  return safeNumberOf(combinationCountBig(n, k));
}

/** Moves the index tuple to its lexicographic successor; false after the last one. */
function nextIndices(indices: number[], n: number): boolean {
  const k = indices.length;
  let i = k - 1;
  while (i >= 0 && indices[i] === n - k + i) i -= 1;
  if (i < 0) return false;
  indices[i] = (indices[i] ?? 0) + 1;
  for (let j = i + 1; j < k; j += 1) indices[j] = (indices[j - 1] ?? 0) + 1;
  return true;
}

/** Every k-subset, in lexicographic order of the items' indices. Enumerates: keep n small. */
export function combinations<T>(items: readonly T[], k: number): T[][] {
  assertChoice(items.length, k);
  const indices = Array.from({ length: k }, (_, i) => i);
  const result: T[][] = [];
  do {
    result.push(indices.map((i) => items[i] as T));
  } while (nextIndices(indices, items.length));
  return result;
}

/** How many expresses a system "k of n" is made of. */
export function systemBetCount(n: number, k: number): number {
  if (!isSystemSize(n, k)) throw new RangeError(`Not a system size: ${k} of ${n}`);
  return combinationCount(n, k);
}

/**
 * e_k(values): the sum over every k-subset of the product of its values, by the O(n·k) dynamic
 * programme instead of enumerating C(n, k) subsets (a system 10 of 20 is 184 756 of them).
 * `sums[j]` holds e_j of the values seen so far; going down in j uses each value once.
 */
export function elementarySymmetric(values: readonly bigint[], k: number): bigint {
  assertChoice(values.length, k);
  const sums: bigint[] = [1n, ...Array.from({ length: k }, () => 0n)];
  values.forEach((value, seen) => {
    for (let j = Math.min(seen + 1, k); j >= 1; j -= 1) {
      sums[j] = (sums[j] ?? 0n) + (sums[j - 1] ?? 0n) * value;
    }
  });
  return sums[k] ?? 0n;
}
