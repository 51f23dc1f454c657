import { readSiteSettings } from '@arenabet/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, jsonApi, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.operatorToken();
});
afterAll(() => t.close());

const getConfig = (query = '') =>
  t.app.inject({ method: 'GET', url: `/web-api/site-config${query}` });
const update = (attributes: unknown) =>
  t.app.inject(jsonApi('PUT', '/web-api/backoffice/site-config', attributes, token));

describe('site configuration', () => {
  it('serves the seeded brand, readable by the one settings reader', async () => {
    const response = await getConfig();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/vnd.api+json');
    const attributes = response.json().data.attributes;
    expect(attributes).toMatchObject({ brandId: 1, countryId: null, language: 'ru' });
    const settings = readSiteSettings(attributes.sections);
    expect(settings.languages.default).toBe('ru');
    expect(settings.brand.partner).toBe(1);
    expect(settings.header.visible.length).toBeLessThanOrEqual(9);
  });

  it('answers 304 to a client that has the current version', async () => {
    const first = await getConfig('?lng=en');
    const again = await t.app.inject({
      method: 'GET',
      url: '/web-api/site-config?lng=en',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('reflects an operator change at once, most specific override winning', async () => {
    const brandWide = await update({
      brandId: 1,
      countryId: null,
      language: null,
      sections: { config: { min_age: '21' } },
    });
    expect(brandWide.statusCode).toBe(200);
    await update({
      brandId: 1,
      countryId: 2,
      language: null,
      sections: { config: { min_age: '19' } },
    });
    await update({
      brandId: 1,
      countryId: 2,
      language: 'en',
      sections: { config: { min_age: 'n/a' } },
    });

    const age = async (query: string) =>
      readSiteSettings((await getConfig(query)).json().data.attributes.sections).minimumAge;
    expect(await age('')).toBe(21);
    expect(await age('?country=2')).toBe(19);
    expect(await age('?country=2&lng=ru')).toBe(19);
    // Not numeric reads as 0 (the spec's rule), and the country+language row is the most specific.
    expect(await age('?country=2&lng=en')).toBe(0);
  });

  it('keeps the rest of a section when one key changes', async () => {
    const before = (await getConfig()).json().data.attributes.sections;
    await update({
      brandId: 1,
      countryId: null,
      language: null,
      sections: { coupon: { history_days: 'x' } },
    });
    const after = (await getConfig()).json().data.attributes.sections;
    expect(Object.keys(after.coupon).length).toBe(
      Object.keys(before.coupon).length + (before.coupon.history_days === undefined ? 1 : 0),
    );
    expect(readSiteSettings(after).couponHistoryDays).toBe(7);
    const rows = await t.app.inject({
      method: 'GET',
      url: '/web-api/backoffice/site-config',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(rows.json().data.attributes.rows.length).toBeGreaterThanOrEqual(3);
  });

  it('rejects a bad change with validation_errors and changes nothing', async () => {
    const before = (await getConfig()).json().data.attributes;
    const response = await update({
      brandId: 'one',
      countryId: null,
      language: null,
      sections: {},
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().validation_errors).toHaveProperty('brandId');
    expect((await getConfig()).json().data.attributes.version).toBe(before.version);
  });

  it("answers 'config is absent' for a brand without configuration", async () => {
    const other = await createTestApp({ SITE_BRAND_ID: '7', SEED_DEMO_CONTENT: 'false' });
    try {
      const response = await other.app.inject({ method: 'GET', url: '/web-api/site-config' });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('config is absent');
    } finally {
      await other.close();
    }
  });

  it('validates its query', async () => {
    const response = await getConfig('?country=abc&lng=english');
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().validation_errors).sort()).toEqual(['country', 'lng']);
  });

  it('creates one row when many first writes of a scope arrive together', async () => {
    const responses = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        update({
          brandId: 1,
          countryId: 44,
          language: 'en',
          sections: { config: { min_age: String(18 + i) } },
        }),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(12).fill(200));
    const rows = await t.app.inject({
      method: 'GET',
      url: '/web-api/backoffice/site-config',
      headers: { authorization: `Bearer ${token}` },
    });
    const scoped = rows
      .json()
      .data.attributes.rows.filter(
        (row: { countryId: number | null; language: string | null }) =>
          row.countryId === 44 && row.language === 'en',
      );
    expect(scoped).toHaveLength(1);
  });

  it('refuses a change that would leave the site without a usable configuration', async () => {
    const before = (await getConfig()).json().data.attributes.version;
    const unknownLanguage = await update({
      brandId: 1,
      countryId: null,
      language: null,
      sections: { mainLanguage: { default_language: 'xx' } },
    });
    expect(unknownLanguage.statusCode).toBe(400);
    expect(unknownLanguage.json().validation_errors).toHaveProperty(['sections.mainLanguage']);
    const badScope = await update({
      brandId: 1,
      countryId: 2_147_483_648,
      language: 'EN_gb',
      sections: {},
    });
    expect(badScope.statusCode).toBe(400);
    expect(Object.keys(badScope.json().validation_errors).sort()).toEqual([
      'countryId',
      'language',
    ]);
    const unknownSection = await update({
      brandId: 1,
      countryId: null,
      language: null,
      sections: { casinoo: {} },
    });
    expect(unknownSection.statusCode).toBe(400);
    expect((await getConfig()).json().data.attributes.version).toBe(before);
  });

  it('applies the default language overrides when no language is asked for', async () => {
    await update({
      brandId: 1,
      countryId: null,
      language: 'ru',
      sections: { config: { min_age: '25' } },
    });
    const attributes = (await getConfig()).json().data.attributes;
    expect(attributes.language).toBe('ru');
    expect(readSiteSettings(attributes.sections).minimumAge).toBe(25);
  });

  it('answers 400 when the database refuses a value (NUL inside JSON), and stores nothing', async () => {
    const before = (await getConfig()).json().data.attributes.version;
    const response = await update({
      brandId: 1,
      countryId: null,
      language: null,
      sections: { other: { note: 'a\u0000b' } },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('validation_invalid_value');
    expect((await getConfig()).json().data.attributes.version).toBe(before);
  });
});
