import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, jsonApi, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const byLang = (lang: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/translation-api/by-lang/${lang}`, headers });

describe('dictionaries', () => {
  it('serves ru, en and ar with the same keys, dictionaryMap as a JSON string', async () => {
    const maps = await Promise.all(
      ['ru', 'en', 'ar'].map(async (lang) => {
        const response = await byLang(lang);
        expect(response.statusCode).toBe(200);
        const attributes = response.json().data.attributes;
        expect(typeof attributes.dictionaryMap).toBe('string');
        return JSON.parse(attributes.dictionaryMap) as Record<string, string>;
      }),
    );
    const [ru, en, ar] = maps.map((map) => Object.keys(map).sort());
    expect(ru?.length).toBeGreaterThan(50);
    expect(en).toEqual(ru);
    expect(ar).toEqual(ru);
  });

  it('is cacheable for 15 minutes and answers 304 for the same version', async () => {
    const first = await byLang('en');
    expect(first.headers['cache-control']).toBe('public, max-age=900');
    const again = await byLang('en', { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
  });

  it('answers the unit call with the same texts as an object', async () => {
    const unit = await t.app.inject({
      method: 'GET',
      url: '/translation-api/api/external/v2/unit/language/en',
    });
    const map = JSON.parse((await byLang('en')).json().data.attributes.dictionaryMap);
    expect(unit.json().data.attributes.units).toEqual(map);
  });

  it('answers 404 for a language the site has no dictionary for', async () => {
    expect((await byLang('zz')).statusCode).toBe(404);
    expect((await byLang('not-a-lang')).statusCode).toBe(404);
  });

  it('lets an operator change a text; the version moves and the old ETag no longer matches', async () => {
    const token = await t.operatorToken();
    const before = await byLang('en');
    const response = await t.app.inject(
      jsonApi(
        'PUT',
        '/web-api/backoffice/translations/en',
        { entries: { header_brand_tagline: 'Bet smart' } },
        token,
      ),
    );
    expect(response.statusCode).toBe(200);
    const after = await byLang('en', { 'if-none-match': String(before.headers.etag) });
    expect(after.statusCode).toBe(200);
    expect(after.json().data.attributes.version).toBe(before.json().data.attributes.version + 1);
    expect(JSON.parse(after.json().data.attributes.dictionaryMap).header_brand_tagline).toBe(
      'Bet smart',
    );
  });

  it('keeps operator texts when the bundled dictionaries are seeded again', async () => {
    await t.app.services.translations.seedBundled();
    const map = JSON.parse((await byLang('en')).json().data.attributes.dictionaryMap);
    expect(map.header_brand_tagline).toBe('Bet smart');
  });
});
