import { sha256, toHex, utf8 } from '../crypto/sha256.ts';

/*
 * The published hash chain of a shared table (crash, the live roulette wheel), as the open
 * crash games run it. The server draws a secret seed once and hashes it over and over: g0 is the
 * seed, g(i+1) the SHA-256 of g(i)'s hex text, up to g(L), the chain's commitment, published
 * before the first round. The round at position p plays g(L - p): the chain is used backwards,
 * so each revealed hash hashes forward to the round before it and, p times, to the commitment.
 * No round can have been chosen after the commitment was out.
 */

/** The hash of the round before: the SHA-256 of a hash's hex text's bytes. */
export function previousHash(hash: string): string {
  return toHex(sha256(utf8(hash)));
}

/**
 * Whether a revealed hash belongs to the chain whose commitment was published: hashing it
 * forward `distance` times (its round's position) gives the commitment.
 */
export function isOnChain(hash: string, commitment: string, distance: number): boolean {
  let current = hash;
  for (let i = 0; i < distance; i++) current = previousHash(current);
  return current === commitment;
}

/** The hash the round at `position` plays, from the chain's seed (tests; the server caches). */
export function chainHashAt(seed: string, length: number, position: number): string {
  if (!Number.isInteger(position) || position < 1 || position > length) {
    throw new RangeError(`position ${position} is not on a chain of ${length}`);
  }
  let hash = seed;
  for (let i = 0; i < length - position; i++) hash = previousHash(hash);
  return hash;
}
