import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('phone reference calls', () => {
  it('lists phone countries with lower-case codes and calling codes', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/web-api/getphonecountries?lng=en',
    });
    const { countries } = response.json();
    expect(countries.length).toBeGreaterThan(200);
    expect(countries).toContainEqual(
      expect.objectContaining({ id: 1, country_code: 'ru', tel_code: '7' }),
    );
  });

  it('lists phone masks with their digit bounds', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/web-api/api/user/phonemasks' });
    const masks = response.json() as {
      CountryId: number;
      Mask: string;
      Max: number;
      Min: number;
    }[];
    const russia = masks.find((mask) => mask.CountryId === 1);
    expect(russia?.Mask.replace(/\D/g, '').length).toBe(10);
    for (const mask of masks) expect(mask.Min).toBeLessThanOrEqual(mask.Max);
  });
});
