import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { commitmentHolds, commitmentOf, FairWords, type SeedHmac } from './provably-fair.ts';

const nodeHmac: SeedHmac = (serverSeed, message) =>
  new Uint8Array(createHmac('sha256', serverSeed).update(message).digest());

const seeds = { serverSeed: 'a'.repeat(64), clientSeed: 'lucky', nonce: 3 };

describe('FairWords', () => {
  it('reads HMAC-SHA256(server seed, "client:nonce:cursor") as big-endian words', () => {
    const block0 = createHmac('sha256', seeds.serverSeed).update('lucky:3:0').digest();
    const block1 = createHmac('sha256', seeds.serverSeed).update('lucky:3:1').digest();
    const words = new FairWords(seeds);
    const read = Array.from({ length: 9 }, () => words.nextUint32());
    expect(read.slice(0, 8)).toEqual(
      [0, 4, 8, 12, 16, 20, 24, 28].map((i) => block0.readUInt32BE(i)),
    );
    expect(read[8]).toBe(block1.readUInt32BE(0));
    expect(words.blocksRead).toBe(2);
  });

  it('gives the same words from the pure HMAC as from node:crypto', () => {
    const pure = new FairWords(seeds);
    const node = new FairWords(seeds, nodeHmac);
    for (let i = 0; i < 20; i++) expect(pure.nextUint32()).toBe(node.nextUint32());
  });

  it('draws differently for the next nonce and for another client seed', () => {
    const first = new FairWords(seeds).nextUint32();
    expect(new FairWords({ ...seeds, nonce: 4 }).nextUint32()).not.toBe(first);
    expect(new FairWords({ ...seeds, clientSeed: 'other' }).nextUint32()).not.toBe(first);
  });
});

describe('commitment', () => {
  it('is the SHA-256 of the server seed, and holds only for that seed', () => {
    const commitment = commitmentOf(seeds.serverSeed);
    expect(commitment).toMatch(/^[0-9a-f]{64}$/);
    expect(commitmentHolds(seeds.serverSeed, commitment.toUpperCase())).toBe(true);
    expect(commitmentHolds(`${seeds.serverSeed}b`, commitment)).toBe(false);
  });
});
