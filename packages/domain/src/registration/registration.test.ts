import type { RegistrationFieldSet } from '@arenabet/contracts/registration-form';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DOCUMENT_COUNTRIES } from './catalogue.ts';
import { buildFieldSet, type FieldSetInput, fieldIdsFor } from './field-set.ts';
import { initialValues, validateRegistrationForm } from './form-rules.ts';
import { birthdayMax, minAgeFor } from './min-age.ts';
import { visibleFieldIds } from './relations.ts';

const countries = [
  { id: 1, name: 'Russia', code: 'RU', phoneCode: '7' },
  { id: 77, name: 'United Kingdom', code: 'GB', phoneCode: '44' },
  { id: 230, name: 'Ukraine', code: 'UA', phoneCode: '380' },
  { id: 999, name: 'World', code: 'XW' },
];
const input = (overrides: Partial<FieldSetInput> = {}): FieldSetInput => ({
  type: 'full_reg',
  sort: [],
  countryId: 1,
  countries,
  currencies: [{ id: 1, name: 'Ruble', code: 'RUB', symbol: '₽' }],
  countriesWithRegions: [1],
  socialNetworks: ['google'],
  minAge: 18,
  today: '2026-11-22',
  ...overrides,
});

const fullSort = [
  'country_id',
  'region_id',
  'city_id',
  'document_type_id',
  'passport_series',
  'passport_date',
  'email',
  'password',
  'password_again',
  'date_birthday',
  'agree-policy',
];

describe('field set', () => {
  it('keeps the configured order and appends what a tab cannot do without', () => {
    expect(fieldIdsFor('full_reg', ['country_id', 'email'])).toEqual([
      'country_id',
      'email',
      'password',
      'currency_id',
    ]);
    expect(fieldIdsFor('phone_reg', ['phone'])).toContain('phone_confirmation');
  });

  it('gives every field all the spec attributes and preselects the visitor country', () => {
    const set = buildFieldSet(input({ sort: fullSort }));
    const country = set.fields.find((f) => f.id === 'country_id');
    expect(country?.options.find((o) => o.selected)?.Alpha2).toBe('RU');
    expect(country?.options[0]).toMatchObject({ id: 1, phone_code: '+7', code: 'ru' });
    const birthday = set.fields.find((f) => f.id === 'date_birthday');
    expect(birthday).toMatchObject({
      dateMin: '1900-01-01',
      dateMax: '2008-11-22',
      type: 'birthday',
    });
  });

  it('phone codes list only countries with a calling code', () => {
    const set = buildFieldSet(input({ type: 'phone_reg', sort: ['tel_code', 'phone'] }));
    const codes = set.fields.find((f) => f.id === 'tel_code')?.options ?? [];
    expect(codes.map((o) => o.Alpha2)).toEqual(['RU', 'GB', 'UA']);
  });

  it('shows document fields only for the document countries, and dates only for a passport', () => {
    const set = buildFieldSet(input({ sort: fullSort }));
    const ru = visibleFieldIds(set, { country_id: '1', document_type_id: '1' });
    expect(ru.has('document_type_id') && ru.has('passport_series') && ru.has('passport_date')).toBe(
      true,
    );
    const gb = visibleFieldIds(set, { country_id: '77', document_type_id: '1' });
    expect(gb.has('document_type_id') || gb.has('passport_date') || gb.has('region_id')).toBe(
      false,
    );
    const idCard = visibleFieldIds(set, { country_id: '230', document_type_id: '2' });
    expect(idCard.has('passport_series') && !idCard.has('passport_date')).toBe(true);
  });

  it('never shows a dependent field whose parent value matches no case (property)', () => {
    const set = buildFieldSet(input({ sort: fullSort }));
    fc.assert(
      fc.property(fc.string(), fc.string(), (country, documentType) => {
        const visible = visibleFieldIds(set, {
          country_id: country,
          document_type_id: documentType,
        });
        const documentCountry = ['1', '230'].includes(country);
        expect(visible.has('passport_series')).toBe(documentCountry);
        expect(visible.has('passport_date')).toBe(documentCountry && documentType === '1');
        expect(visible.has('region_id')).toBe(country === '1');
        expect(visible.has('email')).toBe(true);
      }),
    );
  });

  it('every catalogue and unknown id builds a well-formed field (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.constantFrom(...fullSort, 'phone', 'gender'), fc.string()), {
          maxLength: 8,
        }),
        (sort) => {
          const set = buildFieldSet(input({ sort }));
          const ids = set.fields.map((f) => f.id);
          expect(new Set(ids).size).toBe(ids.length);
          for (const relation of set.relation_fields) {
            expect(ids).toContain(relation.parent);
            for (const c of relation.cases) for (const f of c.fields) expect(ids).toContain(f);
          }
        },
      ),
    );
  });

  it('lists the fourteen document countries of the spec', () => {
    expect(DOCUMENT_COUNTRIES).toHaveLength(14);
  });
});

describe('form rules', () => {
  const set: RegistrationFieldSet = buildFieldSet(input({ sort: fullSort }));
  const good = {
    ...initialValues(set),
    email: 'player@example.com',
    password: 'long-enough-1',
    password_again: 'long-enough-1',
    date_birthday: '1990-05-01',
    'agree-policy': 'true',
  };

  it('passes a good form and starts selects at their selected option', () => {
    expect(initialValues(set).country_id).toBe('1');
    expect(validateRegistrationForm(set, good)).toEqual({});
  });

  it('answers keys per field id', () => {
    const errors = validateRegistrationForm(set, {
      ...good,
      email: 'player@',
      password_again: 'other',
      date_birthday: '2015-01-01',
      'agree-policy': '',
      country_id: '424242',
    });
    expect(errors).toEqual({
      email: ['validation_email_domain_name'],
      password_again: ['password_confirmation_mismatch'],
      date_birthday: ['reg_birthday_min_age'],
      'agree-policy': ['required'],
      country_id: ['validation_invalid_value'],
    });
  });

  it('refuses a phone whose code is not the chosen country’s (United Kingdom with +7)', () => {
    const withPhone = buildFieldSet(input({ sort: [...fullSort, 'tel_code', 'phone'] }));
    const values = { ...initialValues(withPhone), ...good, phone: '7911234567' };
    const uk = { ...values, country_id: '77', tel_code: '1' };
    expect(validateRegistrationForm(withPhone, uk)).toMatchObject({
      tel_code: ['reg_phone_country_mismatch'],
    });
    expect(validateRegistrationForm(withPhone, { ...uk, tel_code: '77' })).toEqual({});
    // No phone typed: nothing to match.
    expect(validateRegistrationForm(withPhone, { ...uk, phone: '' }).tel_code).toBeUndefined();
  });

  it('does not check hidden fields', () => {
    const errors = validateRegistrationForm(set, { ...good, country_id: '77', passport_date: 'x' });
    expect(errors).toEqual({});
    const shown = validateRegistrationForm(set, {
      ...good,
      document_type_id: '1',
      passport_date: 'x',
    });
    expect(shown).toEqual({ passport_date: ['validation_invalid_format'] });
  });

  it('a birthday is accepted exactly from the minimum age on (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 40 }),
        fc.date({ min: new Date('1950-01-01'), max: new Date('2026-01-01'), noInvalidDate: true }),
        (age, born) => {
          const max = birthdayMax('2026-11-22', age);
          const birthday = born.toISOString().slice(0, 10);
          const errors = validateRegistrationForm(
            set,
            { ...good, date_birthday: birthday },
            { birthdayMax: max },
          );
          expect(errors.date_birthday === undefined).toBe(birthday <= max);
        },
      ),
    );
  });
});

describe('minimum age', () => {
  it('reads the country override, else the default, and clamps 29 February', () => {
    expect(minAgeFor(126, { '126': 21 })).toBe(21);
    expect(minAgeFor(1, { '126': 21 })).toBe(18);
    expect(minAgeFor(undefined, {}, 20)).toBe(20);
    expect(birthdayMax('2028-02-29', 18)).toBe('2010-02-28');
  });
});
