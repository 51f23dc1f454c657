import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { firstCallUrls } from '@arenabet/contracts/first-calls';
import { firstScreenNeeds, SCREENS_MANIFEST } from '@arenabet/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let dist: string;
const BOOT_SCRIPT = "document.documentElement.dataset.theme = 'dark';";
const INDEX_HTML = `<!doctype html><html lang="ru" dir="ltr"><head><script>${BOOT_SCRIPT}</script></head><body><div id="root"></div>${'<!-- padding -->'.repeat(100)}</body></html>`;
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
  // As the build lists them: the live overview's chunks, and its virtualiser's.
  mkdirSync(join(dist, '.vite'));
  writeFileSync(
    join(dist, SCREENS_MANIFEST),
    JSON.stringify({
      'features/line/components/feed-overview-page.tsx': {
        scripts: ['/assets/feed-overview-page-1.js', '/assets/line.module-2.js'],
        styles: ['/assets/line-3.css'],
      },
      'shared/feed/components/windowed-list.tsx': {
        scripts: ['/assets/windowed-list-4.js'],
        styles: [],
      },
    }),
  );
  t = await createTestApp({ WEB_DIST_DIR: dist });
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

  it("lets the page's own inline script run by its hash, on every page and on index.html", async () => {
    const hash = `'sha256-${createHash('sha256').update(BOOT_SCRIPT).digest('base64')}'`;
    for (const url of ['/en/', '/en/live', '/index.html', '/no-language']) {
      const response = await t.app.inject({ method: 'GET', url });
      const policy = String(response.headers['content-security-policy']);
      expect(policy, url).toContain(`script-src 'self' ${hash};`);
    }
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
      { path: '/information/rules', content: INDEX_HTML, type: 'text/html' },
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

  describe('a page of a language', () => {
    const fetchPreloads = (body: string) =>
      [...body.matchAll(/<link rel="preload" as="fetch" crossorigin href="([^"]+)">/g)].map(
        (match) => (match[1] ?? '').replaceAll('&amp;', '&'),
      );

    it('preloads its first calls from the head, as the app will make them', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/en/information/rules' });
      const preloads = fetchPreloads(response.body);

      expect(preloads).toEqual(firstCallUrls('en'));
      expect(response.body.indexOf('<link rel="preload"')).toBeLessThan(
        response.body.indexOf('</head>'),
      );
      for (const url of preloads) {
        const asked = await t.app.inject({ method: 'GET', url: url ?? '' });
        expect(asked.statusCode, url).toBe(200);
      }
    });

    it("opened at a first screen, names the screen's code, styles and first calls too", async () => {
      const response = await t.app.inject({
        method: 'GET',
        url: '/en/live?sport=1',
        headers: { 'accept-encoding': 'br' },
      });
      expect(response.headers['content-encoding']).toBe('br');
      const body = brotliDecompressSync(response.rawPayload).toString();
      const modules = [
        ...body.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g),
      ].map((match) => match[1]);

      expect(modules).toEqual([
        '/assets/feed-overview-page-1.js',
        '/assets/line.module-2.js',
        '/assets/windowed-list-4.js',
      ]);
      expect(body).toContain(
        '<link rel="preload" as="style" crossorigin href="/assets/line-3.css">',
      );
      const calls = firstScreenNeeds('/live', new URLSearchParams('sport=1'), 'en')?.calls ?? [];
      expect(calls).toEqual(['/service-api/LiveFeed/Get1x2_VZip?lng=en&sports=1&count=10000']);
      expect(fetchPreloads(body)).toEqual([...firstCallUrls('en'), ...calls]);
      for (const url of calls) {
        const asked = await t.app.inject({ method: 'GET', url });
        expect(asked.statusCode, url).toBe(200);
      }
      const gzipped = await t.app.inject({
        method: 'GET',
        url: '/en/live?sport=1',
        headers: { 'accept-encoding': 'gzip' },
      });
      expect(gzipped.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gzipped.rawPayload).toString()).toBe(body);
      const plain = await t.app.inject({ method: 'GET', url: '/en/live?sport=1' });
      expect(plain.body).toBe(body);
    });

    it('opened at another screen names only the first calls', async () => {
      for (const url of ['/en/office', '/en/line/1/2/3/4', '/en/results']) {
        const response = await t.app.inject({ method: 'GET', url });
        expect(response.statusCode, url).toBe(200);
        expect(response.body, url).not.toContain('modulepreload');
        expect(fetchPreloads(response.body), url).toEqual(firstCallUrls('en'));
      }
    });

    it('speaks its language and direction before any script runs', async () => {
      const arabic = await t.app.inject({ method: 'GET', url: '/ar/' });
      expect(arabic.body).toContain('<html lang="ar" dir="rtl">');
      const english = await t.app.inject({
        method: 'GET',
        url: '/en',
        headers: { 'accept-encoding': 'br' },
      });
      expect(english.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(english.rawPayload).toString()).toContain(
        '<html lang="en" dir="ltr">',
      );
    });

    it('leaves a page without a language as built', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/information/rules' });
      expect(response.body).toBe(INDEX_HTML);
    });
  });
});
