import { Rng } from './random.ts';

/**
 * `count` instants between 2025 and 2040 (unix seconds), the same for the same seed: calendar
 * tests look at the world around each, so a test holds on any date, not only on today's.
 */
export function seededInstants(count: number, seed: number): number[] {
  const rng = new Rng(seed);
  return Array.from({ length: count }, () =>
    Math.floor(rng.range(Date.UTC(2025, 0, 1) / 1000, Date.UTC(2040, 11, 31) / 1000)),
  );
}
