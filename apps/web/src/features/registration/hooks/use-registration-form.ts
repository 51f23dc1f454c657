import type { RegistrationFieldSet } from '@arenabet/contracts/registration-form';
import { type ValidationFailure, validateFieldFailures } from '@arenabet/domain';
import {
  type FormRuleContext,
  formRules,
  initialValues,
  visibleFieldIds,
} from '@arenabet/domain/registration/index';
import { useMemo, useState } from 'react';

export type FieldFailures = Record<string, ValidationFailure>;

/**
 * The values, shown fields and errors of one tab's form. The rules are the server's
 * (packages/domain), so what passes here passes there; the server's own `validation_errors`
 * (an e-mail already registered, a wrong code) land on their fields the same way.
 */
export function useRegistrationForm(fieldSet: RegistrationFieldSet) {
  const [values, setValues] = useState<Record<string, string>>(() => initialValues(fieldSet));
  const [errors, setErrors] = useState<FieldFailures>({});
  const visible = useMemo(() => visibleFieldIds(fieldSet, values), [fieldSet, values]);

  const setValue = (id: string, value: string) => {
    setValues((current) => ({ ...current, [id]: value }));
    setErrors((current) => {
      if (!(id in current)) return current;
      const { [id]: _, ...rest } = current;
      return rest;
    });
  };

  const check = (context: FormRuleContext, ids?: readonly string[]): boolean => {
    const rules = formRules(fieldSet, values, context);
    const chosen = ids
      ? Object.fromEntries(ids.flatMap((id) => (rules[id] ? [[id, rules[id]]] : [])))
      : rules;
    const failures = validateFieldFailures(values, chosen);
    setErrors((current) => (ids ? { ...current, ...failures } : failures));
    return Object.keys(failures).length === 0;
  };

  /** Checks one field when the player leaves it, so mistakes show before submitting. */
  const checkField = (id: string, context: FormRuleContext) => {
    if (values[id]) check(context, [id]);
  };

  const showServerErrors = (validationErrors: Record<string, string[]>) => {
    const failures: FieldFailures = {};
    for (const [field, keys] of Object.entries(validationErrors)) {
      if (keys[0]) failures[field] = { key: keys[0] };
    }
    setErrors((current) => ({ ...current, ...failures }));
  };

  return { values, setValue, visible, errors, check, checkField, showServerErrors };
}
