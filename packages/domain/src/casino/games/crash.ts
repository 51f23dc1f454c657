import { hmacSha256, utf8 } from '../../crypto/sha256.ts';

/*
 * Crash, as the best-known open crash games run it. The server makes a chain of game hashes
 * once: a secret seed hashed over and over, each round's hash the SHA-256 of the next round's,
 * and publishes the chain's last hash before the first round. Rounds use the chain backwards,
 * so each revealed hash hashes forward to the one before it and, in the end, to the published
 * commitment: no round can have been chosen after the commitment.
 *
 * A round's crash point comes from HMAC-SHA256(key = the round's hash, the chain's public salt):
 * its first 52 bits are a whole number r, uniform over 2^52 values (a power of two, so no bias),
 * and the multiplier rises until floor(99 / (1 - r / 2^52)) / 100, never below 1.00. A cash-out
 * target of m then survives with chance 0.99 / m: the return is 99 % at any target.
 */

export const CRASH_HOUSE_EDGE = 0.01;
const BITS = 52;
const RANGE = 2 ** BITS;

/**
 * The crash point in hundredths (250 is 2.50×) of a round's hash under the chain's salt.
 */
export function crashPointOf(gameHash: string, salt: string): number {
  const mac = hmacSha256(utf8(gameHash), utf8(salt));
  const r = uniform52(mac);
  return crashPointFromUniform(r);
}

/** The first 52 bits of the bytes, big-endian, as a whole number. */
export function uniform52(bytes: Uint8Array): number {
  let r = 0;
  for (let i = 0; i < 6; i++) r = r * 256 + (bytes[i] as number);
  // 48 bits read; the high nibble of the seventh byte makes 52.
  return r * 16 + ((bytes[6] as number) >> 4);
}

const BIG_RANGE = BigInt(RANGE);

/**
 * 99 / (1 - r / 2^52) in hundredths, rounded down, in whole numbers: the published formula in
 * floating point could round a quotient just under a whole number up to it.
 */
export function crashPointFromUniform(r: number): number {
  const point = (99n * BIG_RANGE) / (BIG_RANGE - BigInt(r));
  return Math.max(100, Number(point));
}

/** The chance a round reaches a cash-out target in hundredths (the multiplier at least it). */
export function survivalChance(target: number): number {
  if (target <= 100) return 1;
  // Rounds with floor(99 * 2^52 / (2^52 - r)) >= target: r >= 2^52 (1 - 99 / target).
  const least = Math.ceil(RANGE * (1 - 99 / target));
  return (RANGE - least) / RANGE;
}

/** The return of cashing out at a target: the target times its chance. */
export function crashReturnOf(target: number): number {
  return (target / 100) * survivalChance(target);
}

/** The multiplier in hundredths after `ms` of flight: e^(0.00006 ms), as the open games grow. */
export function multiplierAt(ms: number): number {
  return Math.floor(100 * Math.exp(0.000_06 * Math.max(0, ms)));
}

/** The flight's length in ms until the multiplier reaches a point (the crash, in hundredths). */
export function flightMsOf(point: number): number {
  return Math.ceil(Math.log(point / 100) / 0.000_06);
}
