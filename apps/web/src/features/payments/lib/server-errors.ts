import { HTTPError } from '../../../shared/api/errors.ts';

/** The fields of the payment forms the player can fix; the rest are about the whole form. */
export type PaymentField = 'amount' | 'details';

export interface PaymentServerErrors {
  /** Dictionary keys by field the player can fix. */
  fields: Partial<Record<PaymentField, string>>;
  /** Keys about things the form does not show as fields (the account, the method). */
  form: string[];
}

const FORM_FIELDS: readonly string[] = ['amount', 'details'];

/** A refused payment's validation_errors, split between the form's fields and the form itself. */
export function paymentServerErrors(error: unknown): PaymentServerErrors {
  const result: PaymentServerErrors = { fields: {}, form: [] };
  if (!(error instanceof HTTPError)) return result;
  for (const [field, keys] of Object.entries(error.validationErrors)) {
    const [key] = keys;
    if (!key) continue;
    if (FORM_FIELDS.includes(field)) result.fields[field as PaymentField] = key;
    else if (!result.form.includes(key)) result.form.push(key);
  }
  return result;
}

/** True when the failure named no field: the general text (network, 409, 5xx) is shown. */
export function isGeneralFailure(error: unknown): boolean {
  const { fields, form } = paymentServerErrors(error);
  return Object.keys(fields).length === 0 && form.length === 0;
}
