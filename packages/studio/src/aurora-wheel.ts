/*
 * Aurora Wheel: 25 equal segments, each a multiplier of the stake in tenths. The studio's
 * published return is the mean multiplier: 240 / 250 = 96 %.
 */
export const AURORA_SEGMENTS: readonly number[] = [
  0, 15, 0, 20, 0, 15, 0, 30, 0, 15, 0, 20, 0, 15, 0, 40, 0, 15, 0, 20, 0, 15, 20, 0, 0,
];

export const AURORA_RETURN =
  AURORA_SEGMENTS.reduce((sum, tenths) => sum + tenths, 0) / (10 * AURORA_SEGMENTS.length);

/** The win of a stake (minor units) on a segment, rounded down to the minor unit. */
export function auroraWin(stake: number, segment: number): number {
  return Math.floor((stake * (AURORA_SEGMENTS[segment] ?? 0)) / 10);
}
