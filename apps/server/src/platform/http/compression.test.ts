import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { COMPRESS_FROM_BYTES } from './compression.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// A dictionary: one of the largest answers a first page load asks for.
const DICTIONARY = '/translation-api/by-lang/en';
const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('API answers', () => {
  it('are compressed when large, by the encoding the request accepts, the same once decoded', async () => {
    const plain = await get(DICTIONARY);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_FROM_BYTES);

    const br = await get(DICTIONARY, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);

    const gzip = await get(DICTIONARY, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
  });

  it('made once per version go out in their smallest form once it is made', async () => {
    const plain = await get(DICTIONARY);
    const smallest = brotliCompressSync(plain.rawPayload, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: plain.rawPayload.length,
      },
    });
    // The first asks for it and is answered at the plugin's fast level meanwhile.
    await vi.waitFor(async () => {
      const br = await get(DICTIONARY, { 'accept-encoding': 'br' });
      expect(br.rawPayload.equals(smallest)).toBe(true);
    });
    const br = await get(DICTIONARY, { 'accept-encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(br.headers['content-type']).toBe(plain.headers['content-type']);
    expect(br.headers.etag).toBe(plain.headers.etag);
    await vi.waitFor(async () => {
      const gzip = await get(DICTIONARY, { 'accept-encoding': 'gzip' });
      expect(gzip.rawPayload.length).toBeLessThan(br.rawPayload.length * 1.5);
      expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    });
  });

  it('go as they are when small: compressing a few bytes costs more than it saves', async () => {
    const health = await get('/web-api/health', { 'accept-encoding': 'br, gzip' });
    expect(health.statusCode).toBe(200);
    expect(health.rawPayload.length).toBeLessThan(COMPRESS_FROM_BYTES);
    expect(health.headers['content-encoding']).toBeUndefined();
  });

  it('keep their caching: a revalidation still answers 304', async () => {
    const first = await get(DICTIONARY, { 'accept-encoding': 'br' });
    const again = await get(DICTIONARY, {
      'accept-encoding': 'br',
      'if-none-match': String(first.headers.etag),
    });
    expect(again.statusCode).toBe(304);
  });
});
