import { hmacSha256, sha256Hex, utf8 } from '../crypto/sha256.ts';
import type { WordSource } from './chance.ts';

/*
 * Provably fair rounds, the scheme the best-known crypto casinos publish:
 * - the server draws a secret server seed and publishes only its SHA-256 (the commitment);
 * - the player sets a client seed, and each round counts a nonce;
 * - a round's words are HMAC-SHA256(key = server seed, `${clientSeed}:${nonce}:${cursor}`),
 *   32 bytes per cursor, read as big-endian 32-bit words, the cursor counting up as a round
 *   needs more;
 * - after the player rotates the seed, the server seed is revealed and anyone can recompute
 *   every round and check it against the commitment.
 * The outcome is drawn from the secret seed, never from the published hash: a public casino
 * once derived rounds from the commitment itself, and every round was predictable.
 */

export interface RoundSeeds {
  serverSeed: string;
  clientSeed: string;
  nonce: number;
}

/** HMAC-SHA256 of the message keyed by the seed's text: node:crypto on the server, pure here. */
export type SeedHmac = (serverSeed: string, message: string) => Uint8Array;

export const pureSeedHmac: SeedHmac = (serverSeed, message) =>
  hmacSha256(utf8(serverSeed), utf8(message));

/** What is published before play: the server seed's SHA-256, hex. */
export function commitmentOf(serverSeed: string): string {
  return sha256Hex(serverSeed);
}

export function commitmentHolds(serverSeed: string, commitment: string): boolean {
  return commitmentOf(serverSeed) === commitment.toLowerCase();
}

const WORDS_PER_BLOCK = 8;

/** The words of one round, block after block. */
export class FairWords implements WordSource {
  private cursor = 0;
  private block: DataView | undefined;
  private word = WORDS_PER_BLOCK;

  constructor(
    private readonly seeds: RoundSeeds,
    private readonly hmac: SeedHmac = pureSeedHmac,
  ) {}

  nextUint32(): number {
    if (this.word === WORDS_PER_BLOCK) {
      const { serverSeed, clientSeed, nonce } = this.seeds;
      const bytes = this.hmac(serverSeed, `${clientSeed}:${nonce}:${this.cursor}`);
      this.block = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      this.cursor += 1;
      this.word = 0;
    }
    const value = (this.block as DataView).getUint32(this.word * 4);
    this.word += 1;
    return value;
  }

  /** How many HMAC blocks the round has read: shown on the verification page. */
  get blocksRead(): number {
    return this.cursor;
  }
}
