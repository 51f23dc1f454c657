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
