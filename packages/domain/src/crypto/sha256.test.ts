import { createHash, createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hmacSha256, sha256Hex, toHex, utf8 } from './sha256.ts';

const nodeSha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

describe('sha256Hex', () => {
  it('gives the published digests of FIPS 180-4', () => {
    expect(sha256Hex('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(sha256Hex('abc')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
    expect(sha256Hex('abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq')).toBe(
      '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1',
    );
  });

  it('agrees with the server’s hash at every length around the block edges', () => {
    for (let length = 0; length <= 130; length++) {
      const text = 'x'.repeat(length);
      expect(sha256Hex(text), `length ${length}`).toBe(nodeSha256(text));
    }
  });

  it('agrees with the server’s hash for any text, a salt and a number as the puzzle makes them', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 200 }), (text) => {
        expect(sha256Hex(text)).toBe(nodeSha256(text));
      }),
    );
  });
});

describe('hmacSha256', () => {
  const nodeHmac = (key: Uint8Array, message: Uint8Array) =>
    createHmac('sha256', key).update(message).digest('hex');

  it('gives the RFC 4231 test vectors 1 and 6 (a key longer than a block)', () => {
    const key1 = new Uint8Array(20).fill(0x0b);
    expect(toHex(hmacSha256(key1, utf8('Hi There')))).toBe(
      'b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7',
    );
    const key6 = new Uint8Array(131).fill(0xaa);
    const message6 = utf8('Test Using Larger Than Block-Size Key - Hash Key First');
    expect(toHex(hmacSha256(key6, message6))).toBe(
      '60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54',
    );
  });

  it('agrees with node:crypto for any key and message', () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ maxLength: 150 }),
        fc.uint8Array({ maxLength: 300 }),
        (key, message) => {
          expect(toHex(hmacSha256(key, message))).toBe(nodeHmac(key, message));
        },
      ),
    );
  });
});
