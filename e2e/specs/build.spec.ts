import type { APIRequestContext } from '@playwright/test';
import { text } from '../support/dictionaries.ts';
import { presetPreferences } from '../support/preferences.ts';
import { expect, test } from '../support/test.ts';

test('the production build publishes no source maps', async ({ request }) => {
  const html = await (await request.get('/ru/')).text();
  // The entry and the chunks it preloads; the boot script in public/ is not built.
  const scripts = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map(
    (match) => match[1],
  );
  expect(scripts.length).toBeGreaterThan(1);

  for (const src of scripts) {
    const code = await (await request.get(src ?? '')).text();
    // A boolean, so a failure names the file instead of printing the whole bundle.
    expect(code.includes('sourceMappingURL'), src).toBe(false);
    const map = await request.get(`${src}.map`);
    // The server answers unknown paths with index.html; only a real map lists `sources`.
    expect(map.ok() && (await map.text()).includes('"sources"'), `${src}.map`).toBe(false);
  }
});

test('pages come brotli-compressed, and the home page fetches no other page until one is opened', async ({
  page,
  request,
}) => {
  // The browser's own Accept-Encoding: brotli, the smallest, is what a phone gets.
  for (const path of ['/en/', '/favicon.svg']) {
    const answer = await request.get(path, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(answer.headers()['content-encoding'], path).toBe('br');
    expect(answer.headers().vary, path).toContain('accept-encoding');
  }

  const scripts: string[] = [];
  page.on('request', (sent) => {
    if (sent.resourceType() === 'script') scripts.push(new URL(sent.url()).pathname);
  });
  await page.goto('/en/');
  // The first load of a run meets a server still warming up beside two browsers.
  await expect(page.getByTestId('sign-in-button')).toBeVisible({ timeout: 20_000 });
  const encodings = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.includes('/assets/') && entry.name.endsWith('.js'))
      .map(
        (entry) =>
          (entry as PerformanceResourceTiming).encodedBodySize <
          (entry as PerformanceResourceTiming).decodedBodySize,
      ),
  );
  expect(encodings.length).toBeGreaterThan(0);
  expect(encodings.every(Boolean)).toBe(true);
  // Screens of other routes and the forms of the dialogs load when opened, never with the home.
  expect(scripts.filter((path) => /(page|form|panel)-[\w-]+\.js$/.test(path))).toEqual([]);

  // A dialog's form arrives with its chunk when the dialog opens, with a spinner meanwhile.
  await page.getByTestId('sign-in-button').click();
  // Its code is fetched now: a moment on a phone, longer on a loaded test machine.
  await expect(page.getByTestId('sign-in-dialog').getByRole('textbox').first()).toBeVisible({
    timeout: 20_000,
  });
  expect(scripts.some((path) => /sign-in-form-[\w-]+\.js$/.test(path))).toBe(true);
});

test('a page fetches its dictionary and configuration beside its scripts, each once', async ({
  page,
}) => {
  const asked: string[] = [];
  page.on('request', (sent) => {
    const { pathname } = new URL(sent.url());
    if (pathname.startsWith('/translation-api/') || pathname === '/web-api/site-config') {
      asked.push(pathname);
    }
  });
  await page.goto('/ar/');

  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByTestId('sign-in-button')).toBeVisible({ timeout: 20_000 });
  // Preloaded from the head, and the app's own requests answered by those fetches.
  expect(asked.sort()).toEqual(['/translation-api/by-lang/ar', '/web-api/site-config']);
  expect(await page.locator('link[rel="preload"][as="fetch"]').count()).toBe(2);
});

/** The links a page's head names, of one kind, as served. */
async function headLinks(request: APIRequestContext, path: string, rel: string) {
  const html = await (await request.get(path)).text();
  const head = html.slice(0, html.indexOf('</head>'));
  return [...head.matchAll(new RegExp(`<link rel="${rel}"[^>]* href="([^"]+)"`, 'g'))].map(
    (match) => (match[1] ?? '').replaceAll('&amp;', '&'),
  );
}

test('a betting page opened by its address has its code and first feed call named in its head, each fetched once', async ({
  page,
  request,
}) => {
  const feedCalls: string[] = [];
  const pageCode: string[] = [];
  page.on('request', (sent) => {
    const { pathname } = new URL(sent.url());
    if (/\/(Get1x2_VZip|GetGameZip)$/.test(pathname)) feedCalls.push(pathname);
    if (/\/screen-[\w-]+\.js$/.test(pathname)) {
      pageCode.push(pathname);
    }
  });
  await page.goto('/en/live');
  await expect(page.getByTestId('live-page')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('feed-skeleton')).toHaveCount(0, { timeout: 20_000 });
  expect(feedCalls).toEqual(['/service-api/LiveFeed/Get1x2_VZip']);
  // Opened by its address, the page's head names the screen's code, which comes in one file with
  // its list (scripts/web-build/first-screen-chunks.ts), so it is fetched beside the app's
  // scripts; it was fetched once, so the app used what was fetched.
  const liveCode = await headLinks(request, '/en/live', 'modulepreload');
  expect(liveCode.filter((src) => /\/screen-/.test(src))).toEqual([
    expect.stringMatching(/\/screen-feed-overview-page-[\w-]+\.js$/),
  ]);
  expect(pageCode).toHaveLength(1);
  for (const src of pageCode) expect(liveCode).toContain(src);
  expect(await headLinks(request, '/en/live', 'preload')).toContain(
    '/service-api/LiveFeed/Get1x2_VZip?lng=en&count=10000',
  );

  // A pre-match game far from its start: both feeds are asked for it, each once.
  const answer = await request.get('/service-api/LineFeed/Get1x2_VZip?sports=1&count=50&lng=en');
  const games = (await answer.json()).Value as { I: number; SI: number; LI: number }[];
  const game = games.at(-1);
  expect(game).toBeDefined();
  if (!game) return;
  feedCalls.length = 0;
  const gamePath = `/en/line/${game.SI}/${game.LI}/${game.I}`;
  await page.goto(gamePath);
  await expect(page.getByTestId('game-page')).toBeVisible({ timeout: 20_000 });
  expect(feedCalls.sort()).toEqual([
    '/service-api/LineFeed/GetGameZip',
    '/service-api/LiveFeed/GetGameZip',
  ]);
  expect((await headLinks(request, gamePath, 'modulepreload')).join()).toMatch(
    /\/screen-game-page-/,
  );
  expect(pageCode.filter((src) => src.includes('/screen-game-page-'))).toHaveLength(1);
  expect(
    (await headLinks(request, gamePath, 'preload')).filter((url) => url.includes('GetGameZip')),
  ).toHaveLength(2);
});

test("on a phone, the sports menu's and the coupon's contents load as they are first opened", async ({
  page,
  context,
}) => {
  await presetPreferences(context, { cookieConsentLevel: 3 });
  const asked: string[] = [];
  page.on('request', (sent) => asked.push(new URL(sent.url()).pathname));
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/en/live');
  await expect(page.getByTestId('live-page')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('feed-skeleton')).toHaveCount(0, { timeout: 20_000 });
  // The drawer and the sheet are closed: neither their requests nor their code were needed.
  expect(asked.filter((path) => path === '/service-api/LineFeed/GetSportsShortZip')).toEqual([]);
  expect(asked.filter((path) => /coupon-slip-[\w-]+\.js$/.test(path))).toEqual([]);
  await expect(page.getByTestId('sports-menu')).toHaveCount(0);

  await page.getByRole('button', { name: text('en', 'menu_open') }).click();
  const menu = page.getByTestId('sports-menu');
  await expect(menu).toBeVisible();
  await expect(menu.locator('[data-sport-id]').first()).toBeVisible();
  expect(asked).toContain('/service-api/LineFeed/GetSportsShortZip');
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();

  await page.getByTestId('coupon-bar').click();
  await expect(page.getByTestId('coupon-slip')).toBeVisible({ timeout: 20_000 });
  expect(asked.some((path) => /coupon-slip-[\w-]+\.js$/.test(path))).toBe(true);
});
