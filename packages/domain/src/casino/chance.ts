/*
 * Where a casino outcome's chance comes from. Every game maps 32-bit words to its outcome space
 * through these functions only: in play the words are the provably fair HMAC stream, in the
 * return-to-player simulations a fast seeded generator. Neither ever reads Math.random.
 */

/** A stream of uniform 32-bit words. */
export interface WordSource {
  nextUint32(): number;
}

const WORD_RANGE = 2 ** 32;

/**
 * A uniform integer in [0, n), without modulo bias: a word at or above the largest multiple of n
 * below 2^32 is thrown away and the next one taken (rejection sampling).
 */
export function uniformInt(source: WordSource, n: number): number {
  if (!Number.isInteger(n) || n < 1 || n > WORD_RANGE) {
    throw new RangeError(`uniformInt needs a whole range of 1..2^32, got ${n}`);
  }
  const limit = WORD_RANGE - (WORD_RANGE % n);
  for (;;) {
    const word = source.nextUint32();
    if (word < limit) return word % n;
  }
}

/** `count` distinct numbers of [0, population), in the order drawn (a partial Fisher–Yates). */
export function drawDistinct(source: WordSource, population: number, count: number): number[] {
  if (count > population) throw new RangeError(`cannot draw ${count} of ${population}`);
  const pool = Array.from({ length: population }, (_, i) => i);
  for (let i = 0; i < count; i++) {
    const j = i + uniformInt(source, population - i);
    [pool[i], pool[j]] = [pool[j] as number, pool[i] as number];
  }
  return pool.slice(0, count);
}

/**
 * sfc32 (Chris Doty-Humphrey's small fast counting generator): fast and statistically sound for
 * simulation; predictable, so never for a round played for money.
 */
export class SeededWords implements WordSource {
  private a: number;
  private b: number;
  private c: number;
  private counter = 1;

  constructor(seed: number) {
    this.a = 0x9e3779b9;
    this.b = 0x243f6a88;
    this.c = seed | 0;
    for (let i = 0; i < 15; i++) this.nextUint32();
  }

  nextUint32(): number {
    const t = (((this.a + this.b) | 0) + this.counter) | 0;
    this.counter = (this.counter + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return t >>> 0;
  }
}
