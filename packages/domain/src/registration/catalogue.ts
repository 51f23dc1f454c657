/*
 * What each registration field id of the spec (000 section 3) is: its type, input type, group,
 * length and rules. The server builds a tab's field set from the configured sort list with this
 * catalogue; an id the catalogue does not know becomes a plain optional text input, so an
 * operator's new field still shows and is stored (in the player's details).
 * Texts are dictionary keys: `reg_field_<id>` for the title (and the checkbox label).
 */
import type {
  FieldValidationRule,
  RegistrationFieldType,
} from '@arenabet/contracts/registration-form';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../validation/password.ts';

export interface FieldTemplate {
  readonly type: RegistrationFieldType;
  readonly group: string;
  readonly inputType: string;
  readonly required: boolean;
  readonly maxLength: number | null;
  readonly validation: readonly FieldValidationRule[];
  /** Where the options come from; the field set builder fills them. */
  readonly options?: 'countries' | 'currencies' | 'phoneCountries' | 'documentTypes' | 'genders';
  /** Hidden unless something makes it useful (bonus choices without bonuses). */
  readonly hidden?: boolean;
}

export const PHONE_CODE_LENGTH = 6;
export const TEXT_FIELD_MAX_LENGTH = 100;
export const EARLIEST_BIRTHDAY = '1900-01-01';

const text = (maxLength = TEXT_FIELD_MAX_LENGTH, extra: Partial<FieldTemplate> = {}) =>
  ({
    type: 'input',
    group: 'personal',
    inputType: 'text',
    required: false,
    maxLength,
    validation: [{ kind: 'maxLength', value: maxLength }],
    ...extra,
  }) satisfies FieldTemplate;

const select = (
  options: FieldTemplate['options'],
  group: string,
  required = false,
): FieldTemplate => ({
  type: 'select',
  group,
  inputType: 'select',
  required,
  maxLength: null,
  validation: required ? [{ kind: 'required' }] : [],
  ...(options ? { options } : {}),
});

const checkbox = (required = false): FieldTemplate => ({
  type: 'checkbox',
  group: 'consent',
  inputType: 'checkbox',
  required,
  maxLength: null,
  validation: required ? [{ kind: 'required' }, { kind: 'boolean' }] : [{ kind: 'boolean' }],
});

const name = text(64, {
  validation: [
    { kind: 'maxLength', value: 64 },
    { kind: 'userFunction', value: 'name' },
  ],
});

const date = (required: boolean, group: string, type: RegistrationFieldType): FieldTemplate => ({
  type,
  group,
  inputType: 'date',
  required,
  maxLength: 10,
  validation: [...(required ? [{ kind: 'required' as const }] : []), { kind: 'isDateTime' }],
});

const password: FieldTemplate = {
  type: 'password',
  group: 'credentials',
  inputType: 'password',
  required: true,
  maxLength: PASSWORD_MAX_LENGTH,
  validation: [
    { kind: 'required' },
    { kind: 'minLength', value: PASSWORD_MIN_LENGTH },
    { kind: 'maxLength', value: PASSWORD_MAX_LENGTH },
  ],
};

export const FIELD_CATALOGUE: Readonly<Record<string, FieldTemplate>> = {
  country_id: select('countries', 'location', true),
  country_code_id: select('countries', 'location'),
  region_id: select(undefined, 'location'),
  city_id: select(undefined, 'location'),
  citizenship_id: select('countries', 'personal'),
  currency_id: select('currencies', 'account', true),
  ref_code: text(64, { group: 'account' }),
  name,
  surname: name,
  password,
  password_again: {
    ...password,
    validation: [
      { kind: 'required' },
      { kind: 'compare', value: 'password', message: 'password_confirmation_mismatch' },
    ],
  },
  email: {
    type: 'email',
    group: 'credentials',
    inputType: 'email',
    required: true,
    maxLength: 254,
    validation: [{ kind: 'required' }, { kind: 'maxLength', value: 254 }, { kind: 'email' }],
  },
  passport: text(32, { group: 'document' }),
  passport_series: text(16, { group: 'document' }),
  passport_number: text(32, { group: 'document' }),
  passport_who: text(TEXT_FIELD_MAX_LENGTH, { group: 'document' }),
  document_type_id: select('documentTypes', 'document'),
  passport_date: date(false, 'document', 'datepicker'),
  passport_end_date: date(false, 'document', 'datepicker'),
  tel_code: {
    ...select('phoneCountries', 'phone', true),
    type: 'phone_country',
  },
  phone: {
    type: 'phone',
    group: 'phone',
    inputType: 'tel',
    required: true,
    maxLength: 20,
    validation: [{ kind: 'required' }, { kind: 'phone' }],
  },
  phone_confirmation: {
    type: 'input',
    group: 'phone',
    inputType: 'text',
    required: true,
    maxLength: PHONE_CODE_LENGTH,
    validation: [{ kind: 'phoneConfirm', value: PHONE_CODE_LENGTH }],
  },
  'agree-policy': checkbox(true),
  checkbox_pep: checkbox(),
  receive_news: checkbox(),
  receive_res: checkbox(),
  remember_auth: checkbox(),
  date_birthday: date(true, 'personal', 'birthday'),
  birthday: date(true, 'personal', 'birthday'),
  birthplace: text(),
  gender: select('genders', 'personal'),
  address: text(200),
  postal_code: text(16),
  inn: text(20),
  cpf: text(14),
  registration_number: text(32),
  bank: text(),
  bank_account: text(34),
  bank_account_owner: text(),
  partner_account: text(32, { group: 'partner' }),
  partner_nickname: text(64, { group: 'partner' }),
  partner_phone: text(20, { group: 'partner' }),
  partner_email: text(254, { group: 'partner' }),
  social_types_id: {
    type: 'social_types',
    group: 'social',
    inputType: 'hidden',
    required: false,
    maxLength: null,
    validation: [],
  },
  bonus_choice: { ...select(undefined, 'bonus'), type: 'list', hidden: true },
  first_deposit_bonus_choice: { ...select(undefined, 'bonus'), type: 'list', hidden: true },
  freebet_choice: { ...select(undefined, 'bonus'), type: 'list', hidden: true },
  short_reg: { ...text(10), inputType: 'hidden', hidden: true },
};

/** Document types offered in the document_type_id field; 1 (passport) shows its dates. */
export const DOCUMENT_TYPES = [
  { id: 1, name: 'reg_document_passport' },
  { id: 2, name: 'reg_document_id_card' },
  { id: 3, name: 'reg_document_driving_licence' },
] as const;
export const DOCUMENT_TYPES_WITH_DATES: readonly string[] = ['1'];

export const GENDERS = [
  { id: 'male', name: 'reg_gender_male' },
  { id: 'female', name: 'reg_gender_female' },
] as const;

/** Countries whose forms ask for the document type and serial (spec 000 section 4, full_reg). */
export const DOCUMENT_COUNTRIES = [
  'UA',
  'RU',
  'BY',
  'AZ',
  'AM',
  'KZ',
  'KG',
  'MD',
  'TM',
  'TJ',
  'UZ',
  'GH',
  'GE',
  'RS',
] as const;

export function templateFor(id: string): FieldTemplate {
  return Object.hasOwn(FIELD_CATALOGUE, id) ? (FIELD_CATALOGUE[id] as FieldTemplate) : text();
}

/** The fields a tab shows when the configuration has no sort list for it. */
export const DEFAULT_SORTS = {
  fast_reg: ['country_id', 'currency_id', 'ref_code', 'agree-policy'],
  phone_reg: [
    'tel_code',
    'phone',
    'phone_confirmation',
    'currency_id',
    'password',
    'password_again',
    'agree-policy',
  ],
  full_reg: [
    'country_id',
    'currency_id',
    'email',
    'password',
    'password_again',
    'date_birthday',
    'agree-policy',
  ],
  short_reg: ['email', 'password', 'currency_id', 'agree-policy'],
  soc_reg: ['social_types_id', 'country_id', 'currency_id', 'agree-policy'],
} as const;
