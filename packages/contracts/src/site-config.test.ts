import fc from 'fast-check';
import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  SITE_CONFIG_SECTION_NAMES,
  type SiteConfigSections,
  type SiteConfigSectionsPatch,
  siteConfigResponse,
  siteConfigSections,
  siteConfigSectionsPatch,
  siteConfigUpdateBody,
} from './site-config.ts';

function minimalSections(): Record<string, Record<string, unknown>> {
  const sections: Record<string, Record<string, unknown>> = {};
  for (const name of SITE_CONFIG_SECTION_NAMES) sections[name] = {};
  sections.config = { brand_name: 'Arenabet' };
  sections.mainLanguage = { default_language: 'ru', available_languages: ['ru', 'en', 'ar'] };
  return sections;
}

describe('siteConfigSections', () => {
  it('has the 31 sections of the spec', () => {
    expect(SITE_CONFIG_SECTION_NAMES).toHaveLength(31);
    expect(SITE_CONFIG_SECTION_NAMES).toContain('bannerWidgets');
    expect(SITE_CONFIG_SECTION_NAMES).toContain('boolean');
  });

  it('accepts a minimal configuration and needs every section', () => {
    expect(siteConfigSections.safeParse(minimalSections()).success).toBe(true);
    const { promo: _promo, ...withoutPromo } = minimalSections();
    expect(siteConfigSections.safeParse(withoutPromo).success).toBe(false);
  });

  it('passes unknown and Ui keys through', () => {
    const sections = minimalSections();
    sections.header = { UiSticky: true, operator_note: 'x', items: [] };
    const parsed = siteConfigSections.parse(sections);
    expect(parsed.header).toEqual({ UiSticky: true, operator_note: 'x', items: [] });
  });

  it('accepts values that arrive as strings', () => {
    const sections = minimalSections();
    sections.config = { brand_name: 'Arenabet', min_age: '18' };
    sections.coupon = { history_days: '7', coupon_sale: '1', power_bet: 0 };
    sections.betting = { taxes: { taxType: '1', betTaxPercent: '5', hasReturnTax: 'true' } };
    expect(siteConfigSections.safeParse(sections).success).toBe(true);
  });

  it('refuses wrong types on known keys', () => {
    const cases: [string, Record<string, unknown>][] = [
      ['captcha', { type: 'recaptcha' }],
      ['betting', { taxes: { betTaxPercent: 5 } }],
      ['coupon', { coupon_sale: 'yes' }],
      ['footer', { information_links: [{ slug: 'unknown-page', dict_key: 'x' }] }],
      ['header', { items: [{ key: 'live', route: '', dict_key: 'header_live' }] }],
      ['registration', { social_reg_types: ['myspace'] }],
      ['currency', { geo: [{ id: 'USD', code: 'USD', symbol: '$', name: 'US dollar' }] }],
      ['support', { consultant_id: { en: 'desk' } }],
    ];
    for (const [name, section] of cases) {
      const sections = { ...minimalSections(), [name]: section };
      expect(siteConfigSections.safeParse(sections).success, name).toBe(false);
    }
  });

  it('accepts any JSON in open sections', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.jsonValue()), (other) => {
        const sections = { ...minimalSections(), other, licence: other };
        expect(siteConfigSections.safeParse(sections).success).toBe(true);
      }),
    );
  });
});

describe('siteConfigSectionsPatch and the update body', () => {
  it('accepts any subset of sections, each partial', () => {
    const patch = siteConfigSectionsPatch.parse({ config: { min_age: '21' }, mainLanguage: {} });
    expect(patch).toEqual({ config: { min_age: '21' }, mainLanguage: {} });
    expect(siteConfigSectionsPatch.parse({})).toEqual({});
  });

  it('refuses unknown section names and wrong types', () => {
    expect(siteConfigSectionsPatch.safeParse({ conifg: {} }).success).toBe(false);
    expect(siteConfigSectionsPatch.safeParse({ captcha: { type: 'nope' } }).success).toBe(false);
  });

  it('is typed as a deep partial', () => {
    expectTypeOf<{ config: { min_age: string } }>().toExtend<SiteConfigSectionsPatch>();
    expectTypeOf<SiteConfigSections>().toExtend<SiteConfigSectionsPatch>();
  });

  it('wraps brand, country, language and sections in data.attributes', () => {
    const body = {
      data: {
        attributes: {
          brandId: 1,
          countryId: null,
          language: 'en',
          sections: { coupon: { history_days: '14' } },
        },
      },
    };
    expect(siteConfigUpdateBody.safeParse(body).success).toBe(true);
    const noBrand = { data: { attributes: { ...body.data.attributes, brandId: 'one' } } };
    expect(siteConfigUpdateBody.safeParse(noBrand).success).toBe(false);
  });
});

describe('siteConfigResponse', () => {
  it('is a site-config resource with version and sections', () => {
    const response = {
      data: {
        type: 'site-config',
        id: '1',
        attributes: {
          brandId: 1,
          countryId: null,
          language: 'ru',
          version: 3,
          sections: minimalSections(),
        },
      },
    };
    expect(siteConfigResponse.safeParse(response).success).toBe(true);
    expect(
      siteConfigResponse.safeParse({ data: { ...response.data, type: 'config' } }).success,
    ).toBe(false);
  });
});
