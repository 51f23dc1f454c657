/*
 * The rules of a registration form, from the field set's data: the form runs them on input and
 * on submit, the server before it writes, so both answer the same `validation_errors` keys.
 * Only visible fields are checked: a hidden dependent field is neither required nor stored.
 */
import type {
  FieldValidationRule,
  RegistrationField,
  RegistrationFieldSet,
} from '@arenabet/contracts/registration-form';
import { dateRule } from '../validation/date-rules.ts';
import { validateEmail } from '../validation/email.ts';
import {
  isBlank,
  matchRule,
  maxLengthRule,
  maxValueRule,
  minLengthRule,
  minValueRule,
  requiredRule,
} from '../validation/field-rules.ts';
import { validateName } from '../validation/name.ts';
import { type PhoneRuleOptions, phoneRule } from '../validation/phone-length.ts';
import { failure, type Rule } from '../validation/rule.ts';
import { smsCodeRule } from '../validation/sms-code.ts';
import {
  compareRule,
  type FieldRule,
  type FieldRules,
  type FieldValues,
  type ValidateFieldsOptions,
  validateFields,
} from '../validation/validate-fields.ts';
import { visibleFieldIds } from './relations.ts';

export interface FormRuleContext {
  /** Bounds, mask and site rules of the phone country picked; without it 6 to 20 digits. */
  readonly phone?: PhoneRuleOptions;
  /** The latest allowed birthday for the chosen country (its minimum age). */
  readonly birthdayMax?: string;
}

const CHECKED = ['true', '1', 'on'];
const BOOLEAN_VALUES = ['', 'true', 'false', '1', '0', 'on', 'off'];

export function isChecked(value: string | undefined): boolean {
  return CHECKED.includes(value ?? '');
}

const checkedRule: Rule<string> = (value) => (isChecked(value) ? null : failure('required'));
const booleanRule: Rule<string> = (value) =>
  BOOLEAN_VALUES.includes(value) ? null : failure('validation_invalid_value');

const USER_FUNCTIONS: Readonly<Record<string, Rule<string>>> = { name: validateName };

function compileSafely(source: string): RegExp | null {
  try {
    return new RegExp(source, 'u');
  } catch {
    return null;
  }
}

function isCheckbox(field: RegistrationField): boolean {
  return field.inputType === 'checkbox';
}

function isDateField(field: RegistrationField): boolean {
  return field.type === 'birthday' || field.type === 'datepicker';
}

function dateBoundsRule(field: RegistrationField, context: FormRuleContext): Rule<string> {
  const max = field.type === 'birthday' ? (context.birthdayMax ?? field.dateMax) : field.dateMax;
  return dateRule({
    ...(field.dateMin ? { min: field.dateMin } : {}),
    ...(max ? { max } : {}),
    ...(field.type === 'birthday' ? { maxMessage: 'reg_birthday_min_age' } : {}),
  });
}

function ruleOf(
  rule: FieldValidationRule,
  field: RegistrationField,
  context: FormRuleContext,
): FieldRule | null {
  const bound = Number(rule.value);
  switch (rule.kind) {
    case 'required':
      return isCheckbox(field) ? checkedRule : requiredRule(rule.message);
    case 'minLength':
      return minLengthRule(bound, rule.message);
    case 'maxLength':
      return maxLengthRule(bound, rule.message);
    case 'minValue':
      return isDateField(field) ? null : minValueRule(bound, rule.message);
    case 'maxValue':
      return isDateField(field) ? null : maxValueRule(bound, rule.message);
    case 'email':
      return (value) => (isBlank(value) ? null : validateEmail(value.trim()));
    case 'compare':
      return compareRule(String(rule.value), rule.message);
    case 'match': {
      const pattern = compileSafely(String(rule.value));
      return pattern ? matchRule(pattern, rule.message) : null;
    }
    case 'boolean':
      return booleanRule;
    case 'isDateTime':
      return dateBoundsRule(field, context);
    case 'phone':
      return phoneRule(context.phone ?? { countryId: 0 });
    case 'phoneConfirm': {
      const code = smsCodeRule({ length: bound, pattern: /^\d+$/ });
      return field.required ? code : (value) => (value === '' ? null : code(value));
    }
    case 'userFunction':
      return USER_FUNCTIONS[String(rule.value)] ?? null;
    default:
      return null;
  }
}

/** A select with fixed options takes only one of them. */
function optionRule(field: RegistrationField): FieldRule | null {
  if (field.options.length === 0 || isCheckbox(field)) return null;
  const ids = new Set(field.options.map((option) => String(option.id)));
  return (value) => (value === '' || ids.has(value) ? null : failure('validation_invalid_value'));
}

export function fieldRules(field: RegistrationField, context: FormRuleContext = {}): FieldRule[] {
  const rules = field.validation
    .map((rule) => ruleOf(rule, field, context))
    .filter((rule): rule is FieldRule => rule !== null);
  const options = optionRule(field);
  return options ? [...rules, options] : rules;
}

function phoneCodeOf(field: RegistrationField | undefined, id: string): string | undefined {
  return field?.options.find((option) => String(option.id) === id)?.phone_code;
}

/**
 * A phone's code must be the chosen country's (United Kingdom with +7 is refused). Codes, not
 * ids, are compared: Russia and Kazakhstan share +7, so either code fits either country.
 */
export function phoneCountryRule(fieldSet: RegistrationFieldSet): FieldRule | null {
  const country = fieldSet.fields.find((field) => field.id === 'country_id');
  const phoneCode = fieldSet.fields.find((field) => field.id === 'tel_code');
  if (!country || !phoneCode) return null;
  return (value, values) => {
    if (isBlank(values.phone ?? '')) return null;
    const chosen = phoneCodeOf(country, values.country_id ?? '');
    const typed = phoneCodeOf(phoneCode, value);
    return chosen && typed && chosen !== typed ? failure('reg_phone_country_mismatch') : null;
  };
}

/** The rules of the fields shown for these values. */
export function formRules(
  fieldSet: RegistrationFieldSet,
  values: FieldValues,
  context: FormRuleContext = {},
): FieldRules {
  const visible = visibleFieldIds(fieldSet, values);
  const mismatch = visible.has('country_id') ? phoneCountryRule(fieldSet) : null;
  return Object.fromEntries(
    fieldSet.fields
      .filter((f) => visible.has(f.id))
      .map((f) => {
        const rules = fieldRules(f, context);
        return [f.id, f.id === 'tel_code' && mismatch ? [...rules, mismatch] : rules];
      }),
  );
}

/** `validation_errors` of a registration form, as the server answers them. */
export function validateRegistrationForm(
  fieldSet: RegistrationFieldSet,
  values: FieldValues,
  context: FormRuleContext = {},
  options: ValidateFieldsOptions = {},
): Record<string, string[]> {
  return validateFields(values, formRules(fieldSet, values, context), options);
}

/**
 * The starting values (spec 000 section 4): a select takes its selected option, else its first;
 * a checkbox its `checked` default; with no country field the phone code is the first option's.
 */
export function initialValues(fieldSet: RegistrationFieldSet): Record<string, string> {
  const values: Record<string, string> = {};
  for (const field of fieldSet.fields) {
    if (isCheckbox(field)) {
      values[field.id] = field.checked ? 'true' : '';
    } else if (field.options.length > 0 && field.type !== 'list') {
      const chosen = field.options.find((o) => o.selected) ?? field.options[0];
      values[field.id] = chosen ? String(chosen.id) : '';
    } else {
      values[field.id] = '';
    }
  }
  return values;
}

/**
 * The form is valid when every visible required field has a value and no rule fails (spec 000
 * section 4).
 */
export function isFormValid(
  fieldSet: RegistrationFieldSet,
  values: FieldValues,
  context: FormRuleContext = {},
): boolean {
  return Object.keys(validateRegistrationForm(fieldSet, values, context)).length === 0;
}
