import { useRef } from 'react';
import { fingerprintOf, intentFor, type SubmitIntent } from '../lib/idempotency.ts';

/**
 * The Idempotency-Key of a payment form: made when the player first sends these values and
 * reused when they send the same values again (a lost answer, a second press), so the server
 * moves the money once; other values make a new key.
 */
export function useSubmitIntent() {
  const intent = useRef<SubmitIntent | null>(null);
  return (values: readonly (string | number)[]): string => {
    intent.current = intentFor(intent.current, fingerprintOf(values));
    return intent.current.key;
  };
}
