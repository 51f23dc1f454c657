import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let dist: string;
const INDEX_HTML = `<!doctype html><div id="root"></div>${'<!-- padding -->'.repeat(100)}`;
const CHUNK = `export const words = ${JSON.stringify('a phone on a slow link '.repeat(200))};`;
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'arenabet-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), INDEX_HTML);
  writeFileSync(join(dist, 'assets', 'app-1234.js'), 'console.log(1)');
  // As the build leaves them: a brotli and a gzip copy beside each text file.
  for (const file of ['index.html', 'assets/chunk-5678.js']) {
    const content = file === 'index.html' ? INDEX_HTML : CHUNK;
    writeFileSync(join(dist, file), content);
    writeFileSync(join(dist, `${file}.br`), brotliCompressSync(content));
    writeFileSync(join(dist, `${file}.gz`), gzipSync(content));
  }
  t = await createTestApp({ WEB_DIST_DIR: dist, SEED_DEMO_CONTENT: 'false' });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('the web app', () => {
  it('answers any page path with index.html and a strict content security policy', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/ar/information/rules?x=1' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.body).toContain('id="root"');
  });

  it('serves hashed assets as immutable', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/app-1234.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('keeps API paths out of the fallback', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/service-api/NoSuchService/Nothing',
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().errors[0].code).toBe('NotFound');
  });

  it('answers a missing asset with 404, never with the app', async () => {
    for (const url of ['/assets/old-chunk-999.js', '/favicon-missing.ico']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
    }
  });

  it("sends a browser asking for /favicon.ico to the site's icon", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/favicon.ico' });
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/favicon.svg');
  });

  it('sends the content security policy with index.html too', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/index.html' });
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
  });

  describe('in the encoding the request accepts, from the copies the build made', () => {
    const cases = [
      { path: '/assets/chunk-5678.js', content: CHUNK, type: 'javascript' },
      { path: '/en/live', content: INDEX_HTML, type: 'text/html' },
      { path: '/index.html', content: INDEX_HTML, type: 'text/html' },
    ];

    it('sends brotli to a browser that accepts it, the same bytes once decoded', async () => {
      for (const { path, content, type } of cases) {
        const response = await t.app.inject({
          method: 'GET',
          url: path,
          headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
        });
        expect(response.statusCode, path).toBe(200);
        expect(response.headers['content-encoding'], path).toBe('br');
        expect(response.headers.vary, path).toContain('accept-encoding');
        expect(response.headers['content-type'], path).toContain(type);
        expect(brotliDecompressSync(response.rawPayload).toString(), path).toBe(content);
      }
    });

    it('sends gzip when brotli is not accepted', async () => {
      for (const { path, content } of cases) {
        const response = await t.app.inject({
          method: 'GET',
          url: path,
          headers: { 'accept-encoding': 'gzip, br;q=0' },
        });
        expect(response.headers['content-encoding'], path).toBe('gzip');
        expect(gunzipSync(response.rawPayload).toString(), path).toBe(content);
      }
    });

    it('sends the file as it is without an Accept-Encoding', async () => {
      for (const { path, content } of cases) {
        const response = await t.app.inject({ method: 'GET', url: path });
        expect(response.headers['content-encoding'], path).toBeUndefined();
        expect(response.headers.vary, path).toContain('accept-encoding');
        expect(response.body, path).toBe(content);
      }
    });

    it('keeps the page policy and caching on an encoded index.html', async () => {
      const response = await t.app.inject({
        method: 'GET',
        url: '/index.html',
        headers: { 'accept-encoding': 'br' },
      });
      expect(response.headers['content-security-policy']).toContain("default-src 'self'");
      expect(response.headers['cache-control']).toBe('no-cache');
    });
  });
});
