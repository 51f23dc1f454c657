import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { EncodedBody, preferredEncoding, SMALLEST } from './encoded-body.ts';

describe('content negotiation', () => {
  it('prefers brotli, then gzip, and honours q=0', () => {
    expect(preferredEncoding('gzip, deflate, br')).toBe('br');
    expect(preferredEncoding('gzip')).toBe('gzip');
    expect(preferredEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(preferredEncoding('identity')).toBeUndefined();
    expect(preferredEncoding('*')).toBe('br');
    expect(preferredEncoding('*, br;q=0')).toBe('gzip');
    expect(preferredEncoding(undefined)).toBeUndefined();
  });
});

describe('an encoded body', () => {
  const json = JSON.stringify({ words: Array.from({ length: 400 }, (_, i) => `word ${i % 37}`) });

  it('makes each form once, the same once decoded, and counts what it holds', async () => {
    const encodedSizes: number[] = [];
    const body = new EncodedBody(json, SMALLEST, (bytes) => encodedSizes.push(bytes));
    expect(body.ready('br')).toBeUndefined();
    const [br, again] = await Promise.all([body.encodedAs('br'), body.encodedAs('br')]);
    expect(again).toBe(br);
    expect(body.ready('br')).toBe(br);
    expect(brotliDecompressSync(br).toString()).toBe(json);
    expect(gunzipSync(await body.encodedAs('gzip')).toString()).toBe(json);
    expect(encodedSizes).toHaveLength(2);
    expect(body.size).toBe(
      Buffer.byteLength(json) + (encodedSizes[0] ?? 0) + (encodedSizes[1] ?? 0),
    );
  });
});
