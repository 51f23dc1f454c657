import type { SiteConfigSections } from '@arenabet/contracts/site-config';

/** Every section present and minimal, so each test states only the keys it is about. */
export function sampleSections(overrides: Partial<SiteConfigSections> = {}): SiteConfigSections {
  return {
    config: { brand_name: 'Arenabet' },
    currency: {},
    mainLanguage: { default_language: 'ru', available_languages: ['ru', 'en', 'ar'] },
    country: {},
    global: {},
    betting: {},
    cyber: {},
    support: {},
    coupon: {},
    application: {},
    modules: {},
    iframe: {},
    toto: {},
    information: {},
    footer: {},
    header: {},
    promo: {},
    auth: {},
    office: {},
    thirdparty: {},
    bringfriend: {},
    registration: {},
    globalEvent: {},
    bannerWidgets: {},
    dictionary: {},
    customize: {},
    captcha: {},
    responsible: {},
    licence: {},
    other: {},
    boolean: {},
    ...overrides,
  };
}
