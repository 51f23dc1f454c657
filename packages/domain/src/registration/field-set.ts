/*
 * Builds a registration tab's field set (spec 000 sections 3 and 4): the configured sort list in
 * order, each id turned into a field with every attribute the spec lists, options filled, the
 * birthday bounded by the minimum age of the country, and the dependent fields (region and city
 * where known, document type and serial for DOCUMENT_COUNTRIES, document dates for a passport).
 * Pure: the server answers it, the form and the server validate against the same set.
 */
import type {
  FieldOption,
  RegistrationField,
  RegistrationFieldSet,
  RegistrationFormType,
  RelationField,
} from '@arenabet/contracts/registration-form';
import {
  DEFAULT_SORTS,
  DOCUMENT_COUNTRIES,
  DOCUMENT_TYPES,
  DOCUMENT_TYPES_WITH_DATES,
  EARLIEST_BIRTHDAY,
  type FieldTemplate,
  GENDERS,
  templateFor,
} from './catalogue.ts';
import { birthdayMax } from './min-age.ts';

/** Fields required only on these tabs: an e-mail form may ask for a phone without needing it. */
const REQUIRED_ONLY_ON: Readonly<Record<string, readonly RegistrationFormType[]>> = {
  tel_code: ['phone_reg'],
  phone: ['phone_reg'],
  phone_confirmation: ['phone_reg'],
};

function requiredOn(id: string, type: RegistrationFormType, template: FieldTemplate): boolean {
  const only = REQUIRED_ONLY_ON[id];
  return template.required && (only === undefined || only.includes(type));
}

/** The fields a tab cannot do without, whatever the sort list says. */
const ESSENTIAL_FIELDS: Readonly<Record<RegistrationFormType, readonly string[]>> = {
  fast_reg: ['currency_id'],
  phone_reg: ['tel_code', 'phone', 'phone_confirmation', 'password', 'currency_id'],
  full_reg: ['email', 'password', 'currency_id'],
  short_reg: ['email', 'password', 'currency_id'],
  soc_reg: ['currency_id'],
};

export interface CountryChoice {
  readonly id: number;
  readonly name: string;
  /** Alpha-2, capital letters. */
  readonly code: string;
  /** Calling code digits, when the phone library knows the country. */
  readonly phoneCode?: string;
}

export interface CurrencyChoice {
  readonly id: number;
  readonly name: string;
  readonly code: string;
  readonly symbol: string;
}

export interface FieldSetInput {
  readonly type: RegistrationFormType;
  /** The configured sort list of the tab; empty means the defaults. */
  readonly sort: readonly string[];
  /** The visitor's country: preselected in the country and phone-code fields. */
  readonly countryId: number;
  readonly countries: readonly CountryChoice[];
  readonly currencies: readonly CurrencyChoice[];
  /** The currency preselected; the first one when absent or not offered. */
  readonly currencyId?: number | null;
  /** Countries with known regions: only these show region and city. */
  readonly countriesWithRegions: readonly number[];
  readonly socialNetworks: readonly string[];
  /** Minimum age in the visitor's country. */
  readonly minAge: number;
  /** 'YYYY-MM-DD', today where the visitor is (the server's date). */
  readonly today: string;
}

/** The sort list with the essentials appended and duplicates dropped, in configured order. */
export function fieldIdsFor(type: RegistrationFormType, sort: readonly string[]): string[] {
  const configured = sort.length > 0 ? sort : DEFAULT_SORTS[type];
  return [...new Set([...configured, ...ESSENTIAL_FIELDS[type]])];
}

function countryOptions(input: FieldSetInput, phone: boolean): FieldOption[] {
  const countries = phone ? input.countries.filter((c) => c.phoneCode) : input.countries;
  return countries.map((country) => ({
    id: country.id,
    name: country.name,
    Alpha2: country.code,
    code: country.code.toLowerCase(),
    countryId: country.id,
    ...(country.phoneCode ? { phone_code: `+${country.phoneCode}` } : {}),
    selected: country.id === input.countryId,
  }));
}

function optionsFor(template: FieldTemplate, input: FieldSetInput): FieldOption[] {
  switch (template.options) {
    case 'countries':
      return countryOptions(input, false);
    case 'phoneCountries':
      return countryOptions(input, true);
    case 'currencies': {
      const offered = input.currencies.some((currency) => currency.id === input.currencyId);
      const preselected = offered ? input.currencyId : input.currencies[0]?.id;
      return input.currencies.map((currency) => ({
        id: currency.id,
        name: currency.name,
        code: currency.code,
        symbol: currency.symbol,
        selected: currency.id === preselected,
      }));
    }
    case 'documentTypes':
      return DOCUMENT_TYPES.map((type) => ({ id: type.id, name: type.name }));
    case 'genders':
      return GENDERS.map((gender) => ({ id: gender.id, name: gender.name }));
    default:
      return [];
  }
}

function isBirthday(template: FieldTemplate): boolean {
  return template.type === 'birthday';
}

function toField(id: string, input: FieldSetInput): RegistrationField {
  const base = templateFor(id);
  const required = requiredOn(id, input.type, base);
  const template: FieldTemplate = {
    ...base,
    required,
    validation: required ? base.validation : base.validation.filter((r) => r.kind !== 'required'),
  };
  const birthday = isBirthday(template);
  const socialNetworks = template.type === 'social_types' ? [...input.socialNetworks] : [];
  return {
    id,
    name: id,
    type: template.type,
    group: template.group,
    visible: !template.hidden && !(template.type === 'social_types' && socialNetworks.length === 0),
    title: fieldTextKey(id),
    placeholder: template.type === 'phone_country' ? 'xxx' : '',
    required,
    disabled: false,
    inputType: template.inputType,
    maxLength: template.maxLength,
    validation: [...template.validation],
    tooltip: '',
    options: optionsFor(template, input),
    label: template.type === 'checkbox' ? fieldTextKey(id) : '',
    checked: false,
    socialNetworks,
    dateMin: birthday ? EARLIEST_BIRTHDAY : null,
    dateMax: birthday ? birthdayMax(input.today, input.minAge) : null,
  };
}

function documentCountryIds(input: FieldSetInput): string[] {
  const codes: readonly string[] = DOCUMENT_COUNTRIES;
  return input.countries.filter((c) => codes.includes(c.code)).map((c) => String(c.id));
}

/** Keeps a relation only for the fields the tab has; drops it when its parent is absent. */
function presentRelation(relation: RelationField, ids: ReadonlySet<string>): RelationField[] {
  if (!ids.has(relation.parent)) return [];
  const cases = relation.cases
    .map((c) => ({ values: c.values, fields: c.fields.filter((f) => ids.has(f)) }))
    .filter((c) => c.fields.length > 0);
  const fallback = relation.default.filter((f) => ids.has(f));
  return cases.length > 0 || fallback.length > 0
    ? [{ parent: relation.parent, cases, default: fallback }]
    : [];
}

function relationsFor(input: FieldSetInput, ids: ReadonlySet<string>): RelationField[] {
  const relations: RelationField[] = [
    {
      parent: 'country_id',
      cases: [{ values: input.countriesWithRegions.map(String), fields: ['region_id', 'city_id'] }],
      default: [],
    },
    {
      parent: 'country_id',
      cases: [
        { values: documentCountryIds(input), fields: ['document_type_id', 'passport_series'] },
      ],
      default: [],
    },
    {
      parent: 'document_type_id',
      cases: [
        { values: [...DOCUMENT_TYPES_WITH_DATES], fields: ['passport_date', 'passport_end_date'] },
      ],
      default: [],
    },
  ];
  return relations.flatMap((relation) => presentRelation(relation, ids));
}

export function buildFieldSet(input: FieldSetInput): RegistrationFieldSet {
  const ids = fieldIdsFor(input.type, input.sort);
  const fields = ids.map((id) => toField(id, input));
  return { fields, relation_fields: relationsFor(input, new Set(ids)) };
}

/** Whether the document number reads as a CIS-style passport number for this country code. */
export function isDocumentCountry(code: string): boolean {
  return (DOCUMENT_COUNTRIES as readonly string[]).includes(code.toUpperCase());
}

/** The dictionary key of a field's title; the spec's ids may hold hyphens (`agree-policy`). */
export function fieldTextKey(id: string): string {
  return `reg_field_${id.replaceAll('-', '_')}`;
}
