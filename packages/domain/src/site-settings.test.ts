import type { SiteConfigSections } from '@arenabet/contracts/site-config';
import { SITE_CONFIG_SECTION_NAMES } from '@arenabet/contracts/site-config';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EXPRESS_BOOST_TABLE } from './betting/express-extras.ts';
import {
  headerItemsFor,
  languagesFor,
  readCouponHistoryDays,
  readMinimumAge,
  readSiteSettings,
} from './site-settings.ts';
import type { FeatureSwitches } from './site-settings-types.ts';
import { sampleSections } from './testing/site-config-sample.ts';

describe('readSiteSettings', () => {
  it("throws 'config is absent' without a configuration", () => {
    expect(() => readSiteSettings(undefined)).toThrow(new Error('config is absent'));
    expect(() => readSiteSettings(null)).toThrow('config is absent');
  });

  it('reads a minimal configuration with the spec defaults', () => {
    const settings = readSiteSettings(sampleSections());
    expect(settings.brand).toEqual({ id: 1, name: 'Arenabet', partner: 1 });
    expect(settings.languages.default).toBe('ru');
    expect(settings.minimumAge).toBe(18);
    expect(settings.couponHistoryDays).toBe(7);
    expect(settings.coupon).toMatchObject({
      maxBets: 50,
      maxSystemBets: 20,
      vipBetGeography: [],
      liveDelaySeconds: 5,
      lineDelaySeconds: 0,
    });
    expect(settings.coupon.cashOut).toEqual({ marginPercent: 5, quoteSeconds: 10 });
    expect(settings.coupon.limits).toEqual({
      maxStake: 10_000,
      maxPayout: 250_000,
      maxOutcomePayout: 100_000,
      maxPlayerOpenPayout: 1_000_000,
      outcomeSuspendLiability: 50_000,
    });
    expect(settings.captcha.type).toBe('custom');
    expect(settings.responsible.autoLogoff).toEqual({ enabled: false, minutes: 30 });
    expect(settings.registration.paymentsCount).toBe(15);
    expect(settings.betting).toEqual({
      coefficientFormat: 0,
      cfView: 0,
      checkCf: 0,
      multiEvent: 0,
      allowedViews: [0],
    });
    expect(settings.display).toMatchObject({
      dashboardGamesLimit: 20,
      overAmount: 4_000_000,
      amountTemplate: '{value} {currency}',
      statisticsMode: 'window',
    });
    expect(Object.values(settings.features).every((on) => on === false)).toBe(true);
  });

  it("reads the cash-out's margin and quote life, keeping sane bounds", () => {
    const cashOut = (coupon: Record<string, unknown>) =>
      readSiteSettings(sampleSections({ coupon })).coupon.cashOut;
    expect(cashOut({ sale_margin_percent: '3.5', sale_quote_seconds: 6 })).toEqual({
      marginPercent: 3.5,
      quoteSeconds: 6,
    });
    expect(cashOut({ sale_margin_percent: 0, sale_quote_seconds: 60 })).toEqual({
      marginPercent: 0,
      quoteSeconds: 60,
    });
    for (const [margin, seconds] of [
      [-1, 0],
      [50, 61],
      ['x', 'y'],
    ]) {
      expect(cashOut({ sale_margin_percent: margin, sale_quote_seconds: seconds })).toEqual({
        marginPercent: 5,
        quoteSeconds: 10,
      });
    }
  });

  it("reads the bet builder's margin and most legs, the default where either is unsound", () => {
    const builder = (coupon: Record<string, unknown>) =>
      readSiteSettings(sampleSections({ coupon })).coupon.builder;
    expect(builder({})).toEqual({ margin: 0.08, maxLegs: 6 });
    expect(builder({ builder_margin_percent: '12.5', builder_max_legs: 0 })).toEqual({
      margin: 0.125,
      maxLegs: 0,
    });
    expect(builder({ builder_margin_percent: 50, builder_max_legs: 2.5 })).toEqual({
      margin: 0.08,
      maxLegs: 6,
    });
  });

  it("reads the insurance's margin, the default where it is unsound", () => {
    const margin = (coupon: Record<string, unknown>) =>
      readSiteSettings(sampleSections({ coupon })).coupon.insuranceMarginPercent;
    expect(margin({})).toBe(10);
    expect(margin({ insurance_margin_percent: '7.5' })).toBe(7.5);
    expect(margin({ insurance_margin_percent: -1 })).toBe(10);
  });

  it('reads the advance: off without countries, its share the default where unsound', () => {
    const advance = (coupon: Record<string, unknown>) =>
      readSiteSettings(sampleSections({ coupon })).coupon.advance;
    expect(advance({})).toEqual({ countries: [], percent: 50 });
    expect(advance({ advance_bet_geography: [1, 3], advance_percent: '30' })).toEqual({
      countries: [1, 3],
      percent: 30,
    });
    expect(advance({ advance_percent: 0 }).percent).toBe(50);
    expect(advance({ advance_percent: 101 }).percent).toBe(50);
    expect(advance({ advance_percent: 12.5 }).percent).toBe(50);
  });

  it("reads the express boost's table and minimum leg price, the default where either is unsound", () => {
    const boost = (coupon: Record<string, unknown>) =>
      readSiteSettings(sampleSections({ coupon })).coupon.expressBoost;
    expect(boost({})).toEqual({ table: EXPRESS_BOOST_TABLE, minLegOdds: 1200 });
    expect(
      boost({ express_boost_table: { '2': '1', '4': 6 }, express_boost_min_leg_odds: '1.35' }),
    ).toEqual({ table: { '2': 1, '4': 6 }, minLegOdds: 1350 });
    // A table paying less for more legs would let a void leg raise the boost: refused.
    for (const table of [
      { '3': 10, '5': 2 },
      { '1': 5 },
      { '3': 'x' },
      { '3': 150 },
      { '3': 2.5 },
      [],
    ]) {
      expect(boost({ express_boost_table: table }).table).toEqual(EXPRESS_BOOST_TABLE);
    }
    expect(boost({ express_boost_min_leg_odds: 0.5 }).minLegOdds).toBe(1200);
  });

  it('reads every feature switch the spec lists', () => {
    const settings = readSiteSettings(
      sampleSections({
        coupon: {
          coupon_sale: true,
          coupon_deletion: '1',
          coupon_printing: 1,
          insurance: 'true',
          promocode: true,
          coupon_save_load: true,
          extra_odds: true,
          one_click_bet: true,
          vip_bet_by_geography: true,
          vip_bet_geography: [1, 126],
          power_bet: true,
        },
        office: { recharge: true, deposit: true, account_closing: true, admin_request: true },
        responsible: { self_block: true },
        boolean: { identification_bonus: true, hide_bonus_header_for_anonymous: true },
        toto: { enabled: true },
        bringfriend: { enabled: true },
      }),
    );
    const features: FeatureSwitches = settings.features;
    expect(Object.entries(features).filter(([, on]) => !on)).toEqual([]);
    expect(settings.coupon.vipBetGeography).toEqual([1, 126]);
  });

  it('reads coupon maxima and an operator minimum age', () => {
    const settings = readSiteSettings(
      sampleSections({
        config: { brand_name: 'Arenabet', min_age: '21' },
        coupon: { max_bets_in_coupon: '30', max_bets_in_system: 12, history_days: '14' },
      }),
    );
    expect(settings.minimumAge).toBe(21);
    expect(settings.coupon).toMatchObject({ maxBets: 30, maxSystemBets: 12 });
    expect(settings.couponHistoryDays).toBe(14);
  });

  it('reads the support consultant in the language asked for', () => {
    const sections = sampleSections({
      support: { consultant_id: { default: 'desk', en: 'empty' } },
    });
    expect(readSiteSettings(sections).support.consultant).toEqual({ id: 'desk', available: true });
    expect(readSiteSettings(sections, 'en').support.consultant.available).toBe(false);
  });

  it('ignores a bad amount template and an unknown statistics mode', () => {
    const sections = sampleSections({
      config: { brand_name: 'A', amount_template: '{currency}' },
      iframe: { statistics_mode: 'modal' },
    });
    const { display } = readSiteSettings(sections);
    expect(display.amountTemplate).toBe('{value} {currency}');
    expect(display.statisticsMode).toBe('modal');
  });
});

describe('readMinimumAge and readCouponHistoryDays', () => {
  it('reads the age as a number, 0 when not numeric, 18 when absent', () => {
    expect(readMinimumAge(undefined)).toBe(18);
    expect(readMinimumAge('21')).toBe(21);
    expect(readMinimumAge(19)).toBe(19);
    expect(readMinimumAge('n/a')).toBe(0);
    expect(readMinimumAge('')).toBe(0);
    expect(readMinimumAge(-3)).toBe(0);
  });

  it('reads history days, 7 when not numeric', () => {
    expect(readCouponHistoryDays('30')).toBe(30);
    expect(readCouponHistoryDays('x')).toBe(7);
    expect(readCouponHistoryDays(undefined)).toBe(7);
    expect(readCouponHistoryDays(0)).toBe(7);
  });
});

describe('header and languages for a visitor', () => {
  const items = Array.from({ length: 11 }, (_, i) => ({
    key: `k${i}`,
    route: 'bettingHome',
    dict_key: `d${i}`,
    sort: i,
    hide_for_anonymous: i < 3,
  }));
  const settings = readSiteSettings(
    sampleSections({
      header: { items },
      mainLanguage: {
        default_language: 'ru',
        available_languages: ['ru', 'en', 'ar'],
        hidden_for_anonymous: ['ar'],
      },
    }),
  );

  it('shows everything to an authorised visitor, 9 at most in the bar', () => {
    const { visible, overflow } = headerItemsFor(settings, true);
    expect(visible.map((i) => i.key)).toEqual([
      'k0',
      'k1',
      'k2',
      'k3',
      'k4',
      'k5',
      'k6',
      'k7',
      'k8',
    ]);
    expect(overflow.map((i) => i.key)).toEqual(['k9', 'k10']);
  });

  it('hides hideForAnonymous items from an anonymous visitor and refills the bar', () => {
    const { visible, overflow } = headerItemsFor(settings, false);
    expect(visible.map((i) => i.key)).toEqual(['k3', 'k4', 'k5', 'k6', 'k7', 'k8', 'k9', 'k10']);
    expect(overflow).toEqual([]);
  });

  it('hides languages from anonymous visitors only', () => {
    expect(languagesFor(settings, true)).toEqual(['ru', 'en', 'ar']);
    expect(languagesFor(settings, false)).toEqual(['ru', 'en']);
  });
});

describe('readSiteSettings properties', () => {
  const anySections = fc
    .dictionary(fc.constantFrom(...SITE_CONFIG_SECTION_NAMES), fc.jsonValue())
    .map((value) => value as unknown as SiteConfigSections);
  const anySectionsWithObjects = fc
    .dictionary(
      fc.constantFrom(...SITE_CONFIG_SECTION_NAMES),
      fc.dictionary(fc.string(), fc.jsonValue()),
    )
    .map((value) => value as unknown as SiteConfigSections);

  it('never throws on arbitrary JSON-ish section values', () => {
    fc.assert(
      fc.property(fc.oneof(anySections, anySectionsWithObjects), fc.string(), (sections, lang) => {
        readSiteSettings(sections, lang);
      }),
    );
  });

  it('minimum age is always a finite integer >= 0, history days >= 1', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.jsonValue(), (minAge, days) => {
        const settings = readSiteSettings(
          sampleSections({
            config: { brand_name: 'A', min_age: minAge as string },
            coupon: { history_days: days as string },
          }),
        );
        expect(Number.isInteger(settings.minimumAge) && settings.minimumAge >= 0).toBe(true);
        expect(
          Number.isInteger(settings.couponHistoryDays) && settings.couponHistoryDays >= 1,
        ).toBe(true);
      }),
    );
  });

  it('the default language is always available, the header never shows more than 9', () => {
    fc.assert(
      fc.property(anySectionsWithObjects, (sections) => {
        const settings = readSiteSettings(sections);
        expect(settings.languages.available).toContain(settings.languages.default);
        expect(settings.languages.hiddenForAnonymous).not.toContain(settings.languages.default);
        expect(headerItemsFor(settings, false).visible.length).toBeLessThanOrEqual(9);
      }),
    );
  });
});
