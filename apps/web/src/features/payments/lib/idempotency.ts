/*
 * An Idempotency-Key names one intent to move money. A repeat of the same intent (the answer was
 * lost, the player presses again) reuses it, so the server answers the first result instead of
 * paying twice; a changed form is a new intent and gets a new key.
 */

export interface SubmitIntent {
  key: string;
  /** The form's values the key was made for. */
  fingerprint: string;
}

/** The intent for a submission: the previous one when nothing changed, else a new key. */
export function intentFor(
  previous: SubmitIntent | null,
  fingerprint: string,
  newKey: () => string = () => crypto.randomUUID(),
): SubmitIntent {
  return previous?.fingerprint === fingerprint ? previous : { key: newKey(), fingerprint };
}

/** The values that make an intent, in a fixed order. */
export function fingerprintOf(values: readonly (string | number)[]): string {
  return JSON.stringify(values);
}
