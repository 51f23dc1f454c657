import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let dist: string;
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'arenabet-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(dist, 'assets', 'app-1234.js'), 'console.log(1)');
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

  it('sends the content security policy with index.html too', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/index.html' });
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
  });
});
