import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { AnswerCache } from './answer-cache.ts';

const json = (n: number) => JSON.stringify({ Value: 'x'.repeat(n) });

describe('the answer cache', () => {
  it('serves an answer only at the version it was built for', () => {
    const cache = new AnswerCache();
    const answer = cache.put('a', 3, json(10));
    expect(cache.get('a', 3)).toBe(answer);
    expect(cache.get('a', 4)).toBeUndefined();
  });

  it('makes each encoding once and gives the same ETag for the same JSON', async () => {
    const cache = new AnswerCache();
    const answer = cache.put('a', 1, json(5000));
    expect(answer.ready('br')).toBeUndefined();
    const [br, again] = await Promise.all([answer.encodedAs('br'), answer.encodedAs('br')]);
    expect(again).toBe(br);
    expect(answer.ready('br')).toBe(br);
    expect(brotliDecompressSync(br).toString()).toBe(json(5000));
    expect(gunzipSync(await answer.encodedAs('gzip')).toString()).toBe(json(5000));
    expect(cache.put('b', 9, json(5000)).etag).toBe(answer.etag);
    expect(cache.put('c', 9, json(4999)).etag).not.toBe(answer.etag);
  });

  it('lets the oldest answers go when its bytes are spent, encodings counted', async () => {
    const cache = new AnswerCache(25_000);
    const first = cache.put('first', 1, json(10_000));
    await first.encodedAs('gzip');
    expect(cache.usedBytes).toBeGreaterThan(10_000);
    cache.put('second', 1, json(10_000));
    expect(cache.get('first', 1)).toBe(first);
    cache.put('third', 1, json(10_000));
    expect(cache.get('first', 1)).toBeUndefined();
    expect(cache.get('second', 1)).toBeDefined();
    expect(cache.usedBytes).toBeLessThanOrEqual(25_000);
  });
});
