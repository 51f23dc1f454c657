import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { UK_CASINO_PROTECTION } from './casino/player-protection.ts';
import { sectionReader } from './config-values.ts';
import { UK_RESPONSIBLE_RULES } from './responsible/rules.ts';
import {
  consultantFor,
  phoneLengthFor,
  readCaptchaType,
  readOffice,
  readPromo,
  readRegistration,
  readResponsible,
  readSupport,
} from './site-settings-office.ts';

describe('support', () => {
  const ids = { default: 'main-desk', ar: 'arabic-desk', en: 'empty', de: '' };

  it('uses the id of the language, else the default one', () => {
    expect(consultantFor(ids, 'ar')).toEqual({ id: 'arabic-desk', available: true });
    expect(consultantFor(ids, 'ru')).toEqual({ id: 'main-desk', available: true });
    expect(consultantFor(ids, 'de')).toEqual({ id: 'main-desk', available: true });
  });

  it("counts 'empty' and a missing id as no consultant", () => {
    expect(consultantFor(ids, 'en')).toEqual({ id: 'empty', available: false });
    expect(consultantFor({}, 'ru')).toEqual({ id: '', available: false });
    // A language code that names an Object.prototype member must not crash or leak it.
    expect(consultantFor({ default: 'main-desk' }, 'constructor')).toEqual({
      id: 'main-desk',
      available: true,
    });
    expect(consultantFor({}, 'toString')).toEqual({ id: '', available: false });
  });

  it('reads API version 3 only when is_new_version_suphelper is on', () => {
    const on = sectionReader({ support: { is_new_version_suphelper: 'true', consultant_id: ids } });
    expect(readSupport(on, 'ar')).toMatchObject({
      apiVersion: 3,
      consultant: { id: 'arabic-desk' },
    });
    expect(readSupport(sectionReader({}), 'ru')).toMatchObject({
      apiVersion: 2,
      consultant: { available: false },
      colorsForConsultant: [],
    });
  });

  it('keeps complete consultant colours', () => {
    const read = sectionReader({
      support: { colors_for_consultant: [{ name: 'a', color: '#fff' }, { name: 'b' }] },
    });
    expect(readSupport(read, 'ru').colorsForConsultant).toEqual([{ name: 'a', color: '#fff' }]);
  });
});

describe('registration', () => {
  it('reads sort lists, phone rules and defaults', () => {
    const read = sectionReader({
      registration: {
        fast_reg_sort: ['country_id', 'currency_id', 'country_id'],
        country_phone_rules: [
          { CountryId: 1, Min: 10, Max: 10 },
          { CountryId: 2, Min: 12, Max: 9 },
          { CountryId: '126', Min: '10', Max: '10' },
        ],
      },
    });
    const registration = readRegistration(read);
    expect(registration.sort.fastReg).toEqual(['country_id', 'currency_id']);
    expect(registration.sort.fullReg).toEqual([]);
    expect(registration.countryPhoneRules).toEqual([
      { countryId: 1, min: 10, max: 10 },
      { countryId: 126, min: 10, max: 10 },
    ]);
    expect(registration).toMatchObject({
      defaultTab: 'full_reg',
      defaultSection: 'main',
      paymentsCount: 15,
    });
    expect(phoneLengthFor(registration, 1)).toEqual({ min: 10, max: 10 });
    expect(phoneLengthFor(registration, 2)).toEqual({ min: 6, max: 20 });
  });

  it('phone lengths are always a sane range', () => {
    const rule = fc.record({ CountryId: fc.jsonValue(), Min: fc.jsonValue(), Max: fc.jsonValue() });
    fc.assert(
      fc.property(fc.array(rule), fc.integer({ min: 1, max: 300 }), (rules, countryId) => {
        const registration = readRegistration(
          sectionReader({ registration: { country_phone_rules: rules } }),
        );
        const { min, max } = phoneLengthFor(registration, countryId);
        expect(min >= 1 && min <= max).toBe(true);
      }),
    );
  });
});

describe('captcha, responsible, office and promo', () => {
  it('reads the captcha type, falling back to the self-hosted one', () => {
    expect(readCaptchaType(sectionReader({ captcha: { type: 'hcaptcha' } }))).toBe('hcaptcha');
    expect(readCaptchaType(sectionReader({ captcha: { type: 'disabled' } }))).toBe('disabled');
    expect(readCaptchaType(sectionReader({ captcha: { type: 'disbled' } }))).toBe('custom');
    expect(readCaptchaType(sectionReader({}))).toBe('custom');
  });

  it('reads auto logoff, 30 minutes by default, off unless enabled', () => {
    expect(readResponsible(sectionReader({})).autoLogoff).toEqual({ enabled: false, minutes: 30 });
    const read = sectionReader({ responsible: { auto_logoff: 1, auto_logoff_minutes: '45' } });
    expect(readResponsible(read).autoLogoff).toEqual({ enabled: true, minutes: 45 });
  });

  it("reads a jurisdiction's casino pacing, the UK's where it sets none", () => {
    expect(readResponsible(sectionReader({})).casino).toEqual(UK_CASINO_PROTECTION);
    const malta = sectionReader({
      responsible: { casino_min_slot_cycle_ms: '0', casino_min_cycle_ms: 3000, casino_turbo: 1 },
    });
    expect(readResponsible(malta).casino).toEqual({
      minSlotCycleMs: 0,
      minCycleMs: 3_000,
      autoplayAllowed: false,
      turboAllowed: true,
    });
    const broken = sectionReader({ responsible: { casino_min_cycle_ms: -5 } });
    expect(readResponsible(broken).casino.minCycleMs).toBe(5_000);
  });

  it("reads a jurisdiction's player-protection rules, the UK's where it sets none", () => {
    expect(readResponsible(sectionReader({})).rules).toEqual(UK_RESPONSIBLE_RULES);
    const elsewhere = sectionReader({
      responsible: {
        limit_increase_delay_hours: '72',
        limit_confirm_increase: 0,
        time_out_max_days: 90,
        verify_before_play: 'false',
        national_register_check: 0,
        reality_check_minutes: ['20', 40, 'x', -5],
      },
    });
    expect(readResponsible(elsewhere).rules).toEqual({
      ...UK_RESPONSIBLE_RULES,
      limitIncreaseDelayMs: 72 * 3_600_000,
      confirmIncreaseAfterDelay: false,
      timeOutMaxMs: 90 * 86_400_000,
      verifyBeforePlay: false,
      consultNationalRegister: false,
      realityCheckMinutes: [20, 40],
    });
    // Nonsense keeps the default, never a looser rule by accident.
    const broken = sectionReader({
      responsible: { limit_increase_delay_hours: -1, self_exclusion_min_months: 'six' },
    });
    expect(readResponsible(broken).rules).toEqual(UK_RESPONSIBLE_RULES);
  });

  it('reads required fields by document type', () => {
    const read = sectionReader({
      office: {
        required_field_by_doc_type: [
          { doc_type: '1', fields: ['passport_number'] },
          { fields: [] },
        ],
      },
    });
    expect(readOffice(read)).toEqual({
      requiredFieldsByDocType: [{ docType: 1, fields: ['passport_number'] }],
    });
  });

  it('reads promo modals and the navigation banner', () => {
    const read = sectionReader({
      promo: {
        promo_modal_config: [{ modal_name: 'welcome' }, { modal_name: 'welcome' }, {}],
        navigation_promo_banner_data: [
          { prop_name: 'title', value: 'promo_title' },
          { prop_name: 'sort', value: 3 },
        ],
      },
    });
    expect(readPromo(read)).toEqual({
      modalNames: ['welcome'],
      navigationBanner: { title: 'promo_title', sort: '3' },
    });
  });
});
