/*
 * The statistics the casino's fairness tests use. Every test draws from a fixed seed, so a run
 * is the same on any machine and date; the bounds are the 99 % ones the issue asks for.
 */

/** The standard normal quantile at 99.5 %: a two-sided 99 % bound. */
export const Z_99_TWO_SIDED = 2.5758293035489;
/** The standard normal quantile at 99 %: a one-sided 99 % bound. */
const Z_99_ONE_SIDED = 2.3263478740408;

/** Pearson's statistic of observed counts against expected counts. */
export function chiSquare(observed: readonly number[], expected: readonly number[]): number {
  return observed.reduce((sum, count, i) => {
    const e = expected[i] as number;
    return sum + (count - e) ** 2 / e;
  }, 0);
}

/**
 * The chi-square distribution's 99th percentile for `df` degrees of freedom, by Wilson and
 * Hilferty's cube-root approximation (within 0.5 % of the tables from df = 3 up).
 */
export function chiSquare99(df: number): number {
  const v = 2 / (9 * df);
  return df * (1 - v + Z_99_ONE_SIDED * Math.sqrt(v)) ** 3;
}

/** Mean and variance of a payout per unit staked, from its exact distribution. */
export function momentsOf(distribution: Iterable<{ probability: number; value: number }>) {
  let mean = 0;
  let square = 0;
  for (const { probability, value } of distribution) {
    mean += probability * value;
    square += probability * value * value;
  }
  return { mean, variance: square - mean * mean };
}

/** Half the width of the 99 % interval of a mean of `rounds` draws of the given variance. */
export function meanBound99(variance: number, rounds: number): number {
  return Z_99_TWO_SIDED * Math.sqrt(variance / rounds);
}
