import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import {
  bareFeedPath,
  FEED_CALLS,
  feedPath,
  MAIN_FEED_CALLS,
  mainFeedPath,
  SPORT_SECTION_CALLS,
  sportSectionPath,
} from '@arenabet/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.services.feed.tick();
});
afterAll(() => t.close());

const LINE_LIST = `${feedPath('line', 'Get1x2_VZip')}?count=50&lng=en`;
const LIVE_LIST = `${feedPath('live', 'Get1x2_VZip')}?count=1000&getEmpty=true`;
const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('feed answers over HTTP', () => {
  it('come gzip or brotli compressed as the client accepts, the same JSON inside', async () => {
    const plain = await get(LINE_LIST);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const gzipped = await get(LINE_LIST, { 'accept-encoding': 'gzip, deflate' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(plain.body);
    const brotli = await get(LINE_LIST, { 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body);
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    for (const answer of [plain, gzipped, brotli]) {
      expect(answer.headers.vary).toBe('accept-encoding');
      expect(answer.headers['cache-control']).toBe('no-cache');
    }
  });

  it('carry an ETag and answer 304 with no body while nothing changed', async () => {
    const first = await get(LINE_LIST, { 'accept-encoding': 'gzip' });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await get(LINE_LIST, { 'if-none-match': etag, 'accept-encoding': 'gzip' });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    // The same answer however the parameters are spelled and ordered.
    const reordered = await get(
      `${feedPath('line', 'Get1x2_VZip')}?partner=3&sports=&lng=en-GB&count=50`,
    );
    expect(reordered.headers.etag).toBe(etag);
  });

  it('change the live ETag once the live games moved on', async () => {
    const before = await get(LIVE_LIST);
    t.clock.advance(30_000);
    await t.app.services.feed.tick();
    const after = await get(LIVE_LIST, { 'if-none-match': before.headers.etag as string });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });
});

describe('the feed calls', () => {
  it('are in the OpenAPI document, under both feeds and their bare roots', async () => {
    const document = (await get('/web-api/docs/openapi.json')).json();
    for (const root of ['line', 'live'] as const) {
      const paths = [
        ...FEED_CALLS.map((call) => feedPath(root, call)),
        ...FEED_CALLS.map((call) => bareFeedPath(root, call)),
        ...SPORT_SECTION_CALLS.map((call) => sportSectionPath(root, call)),
        ...MAIN_FEED_CALLS.map((call) => mainFeedPath(root, call)),
      ];
      for (const path of paths) expect(document.paths[path]?.get).toBeDefined();
    }
  });
});
