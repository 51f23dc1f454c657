import type { AmountLimits } from '@arenabet/domain';
import { useState } from 'react';
import {
  type AmountProblem,
  amountProblem,
  finalAmount,
  showsWhileTyping,
  typedAmount,
} from '../lib/amount.ts';

export interface AmountField {
  value: string;
  /** True when the amount may be sent as it is. */
  valid: boolean;
  /** The problem to show now, if any (some wait until the field is left). */
  problem: AmountProblem | null;
  change(raw: string): void;
  /** Sets a whole amount (a preset, 'all'). */
  set(amount: string): void;
  leave(): void;
  /** Completes the typed amount; answers it when it may be sent, else shows why not. */
  submit(): string | null;
}

/**
 * The amount a player types on a payment form, kept to the numeric-input rules as they type
 * and checked against the method's limits (and, for a withdrawal, the balance) as they go.
 */
export function useAmountField(
  precision: number,
  limits: AmountLimits,
  available?: string,
): AmountField {
  const [value, setValue] = useState('');
  const [left, setLeft] = useState(false);
  const problem = amountProblem(value, precision, limits, available);
  return {
    value,
    valid: problem === null,
    problem: problem && (left || showsWhileTyping(problem)) ? problem : null,
    change: (raw) => setValue(typedAmount(raw, precision)),
    set: (amount) => setValue(finalAmount(amount, precision)),
    leave: () => {
      setValue((current) => finalAmount(current, precision));
      setLeft(true);
    },
    submit: () => {
      const amount = finalAmount(value, precision);
      setValue(amount);
      setLeft(true);
      return problem === null ? amount : null;
    },
  };
}
