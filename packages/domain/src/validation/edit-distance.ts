/**
 * Optimal string alignment distance: Levenshtein plus the swap of two neighbours as one edit,
 * because the commonest typing slip ('gmial') is a swap, which plain Levenshtein counts as two.
 */
export function editDistance(a: string, b: string): number {
  // Three rolling rows (two back, one back, current) keep this O(min) in memory.
  let twoBack: number[] = [];
  let oneBack = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(
        (oneBack[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
        (oneBack[j - 1] ?? 0) + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, (twoBack[j - 2] ?? 0) + 1);
      }
      current.push(best);
    }
    twoBack = oneBack;
    oneBack = current;
  }
  return oneBack[b.length] ?? 0;
}
