/*
 * Asian lines: a handicap or total whose line is a quarter (x.25, x.75) splits the stake in two
 * halves on the two neighbouring lines (Over 2.25 is half on Over 2, half on Over 2.5), and a
 * whole line (Over 2) gives the stake back when the score lands on it. The book quotes such a
 * side as the probability that makes its odds fair, so a market of two sides still sums to one
 * and carries the margin exactly as a half line does.
 */

/** A quarter line: 2.25, 2.75, -0.25, -1.75. */
export function isQuarterLine(line: number): boolean {
  return Math.abs((line * 4) % 2) === 1;
}

/** The lines a stake on `line` is placed on: its two neighbours for a quarter line, else itself. */
export function halfStakes(line: number): number[] {
  return isQuarterLine(line) ? [line - 0.25, line + 0.25] : [line];
}

/** What one side needs of the distribution at a stake's line: its chances to beat it or land on it. */
export interface StakeChances {
  /** The side wins this stake: over the line, or ahead once the handicap is added. */
  beats(stake: number): number;
  /** The stake is returned: the score lands exactly on the line. */
  lands(stake: number): number;
}

/**
 * The fair probability to quote for one side of `line`: odds o are fair when o times the share
 * of the stake expected to win, plus the share expected back, is the stake (o·W + R = 1), so the
 * quoted probability is W / (1 - R). Undefined when the stake always comes back.
 */
export function asianProbability(line: number, side: StakeChances): number | undefined {
  const stakes = halfStakes(line);
  const won = stakes.reduce((sum, stake) => sum + side.beats(stake), 0) / stakes.length;
  // Only a whole line can be landed on; skipping the others keeps half lines as cheap as before.
  const back =
    stakes.reduce((sum, stake) => sum + (Number.isInteger(stake) ? side.lands(stake) : 0), 0) /
    stakes.length;
  return back < 1 ? won / (1 - back) : undefined;
}

/**
 * The quarter lines either side of the balanced half line (2.25 and 2.75 beside 2.5), not below
 * `min`: one or two quarter lines keep the list short while offering the Asian line players
 * look for where the match is most even.
 */
export function quarterLinesBeside(
  halfLines: readonly { line: number; probability: number }[],
  min: number,
): number[] {
  const balanced = halfLines.reduce<{ line: number; probability: number } | undefined>(
    (best, candidate) =>
      !best || Math.abs(candidate.probability - 0.5) < Math.abs(best.probability - 0.5)
        ? candidate
        : best,
    undefined,
  );
  if (!balanced) return [];
  return [balanced.line - 0.25, balanced.line + 0.25].filter((line) => line >= min);
}
