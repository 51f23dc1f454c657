import type { PaymentMethod } from '@arenabet/contracts/payments';
import {
  type AmountLimits,
  checkPaymentAmount,
  fromMinorUnits,
  type MinorUnits,
  type NumericInputOptions,
  normalizeNumericInput,
  type PaymentAmountProblem,
  safeMinorUnits,
  toMinorUnits,
} from '@arenabet/domain';

/*
 * The amount field of the recharge and deduce forms: the spec's numeric input (section 5) with
 * the currency's decimals, no sign, and a length cap; then the same limit check the server makes
 * (checkPaymentAmount), so the player sees the server's verdict before sending.
 */

/** Enough for any limit with its decimals; anything longer is a slip of the finger. */
export const AMOUNT_MAX_LENGTH = 16;

function amountInputOptions(precision: number, mode: 'typing' | 'final'): NumericInputOptions {
  return { accuracy: precision, unsigned: true, maxLength: AMOUNT_MAX_LENGTH, mode };
}

/** On every keystroke: partial forms such as '12.' survive until the player goes on typing. */
export function typedAmount(raw: string, precision: number): string {
  return normalizeNumericInput(raw, amountInputOptions(precision, 'typing'));
}

/** On blur and submit: '' or a complete number ('12.' becomes '12'). */
export function finalAmount(raw: string, precision: number): string {
  return normalizeNumericInput(raw, amountInputOptions(precision, 'final'));
}

/** The method's limits in minor units; the server already gave them in the account's currency. */
export function limitsOfMethod(
  method: Pick<PaymentMethod, 'minAmount' | 'maxAmount'>,
  precision: number,
): AmountLimits {
  return {
    min: toMinorUnits(method.minAmount, precision, 'toward-zero'),
    max: toMinorUnits(method.maxAmount, precision, 'toward-zero'),
  };
}

export type AmountProblem = PaymentAmountProblem | 'account_insufficient_funds';

/**
 * Why the typed amount cannot be sent, or null. `available` (a withdrawal's balance, decimal
 * text) adds the check the ledger makes: no more than the account holds.
 */
export function amountProblem(
  typed: string,
  precision: number,
  limits: AmountLimits,
  available?: string,
): AmountProblem | null {
  const check = checkPaymentAmount(finalAmount(typed, precision), precision, limits);
  if (!check.ok) return check.problem;
  if (available !== undefined && check.amount > toMinorUnits(available, precision, 'toward-zero')) {
    return 'account_insufficient_funds';
  }
  return null;
}

/**
 * Problems a player is still typing through ('1' on the way to '15' is below a minimum of 10)
 * wait for the field to be left; the rest are wrong whatever comes next and show at once.
 */
export function showsWhileTyping(problem: AmountProblem): boolean {
  return problem !== 'required' && problem !== 'payment_amount_below_min';
}

/** The 'all' button of a withdrawal: what the account holds, but no more than the method takes. */
export function allAvailable(available: string, limits: AmountLimits, precision: number): string {
  const held = toMinorUnits(available, precision, 'toward-zero');
  const amount: MinorUnits = safeMinorUnits(Math.max(0, Math.min(held, limits.max)));
  return fromMinorUnits(amount, precision);
}

/** One-tap amounts the server offers, as the field holds them. */
export function presetValue(preset: string, precision: number): string {
  return finalAmount(preset, precision);
}
