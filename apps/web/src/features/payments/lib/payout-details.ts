import {
  normalisePayoutDetails,
  type PaymentMethodKind,
  type PayoutDetailsProblem,
  payoutDetailsProblem,
} from '@arenabet/domain';

/** The typed details checked by the server's rule (spaces and dashes do not count). */
export function payoutProblem(kind: PaymentMethodKind, typed: string): PayoutDetailsProblem | null {
  return payoutDetailsProblem(kind, normalisePayoutDetails(kind, typed));
}

/** What the phone's keyboard and the browser's autofill should offer for the details. */
export function payoutInputHints(kind: PaymentMethodKind): {
  inputMode: 'numeric' | 'text';
  autoComplete: string;
} {
  if (kind === 'card') return { inputMode: 'numeric', autoComplete: 'cc-number' };
  return { inputMode: 'text', autoComplete: 'off' };
}
