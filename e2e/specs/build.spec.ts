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
