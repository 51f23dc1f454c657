import { createHash } from 'node:crypto';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_PATTERN } from '@arenabet/contracts/payments';
import { badRequest } from '../../platform/http/errors.ts';

/** The Idempotency-Key header of a money-moving request; without a usable one, a 400. */
export function idempotencyKeyOf(headers: Record<string, string | string[] | undefined>): string {
  const value = headers[IDEMPOTENCY_KEY_HEADER];
  const key = Array.isArray(value) ? value[0] : value;
  if (key === undefined || key === '') {
    throw badRequest('validation_failed', { idempotency_key: ['required'] });
  }
  if (!IDEMPOTENCY_KEY_PATTERN.test(key)) {
    throw badRequest('validation_failed', { idempotency_key: ['validation_invalid_format'] });
  }
  return key;
}

/** What a request asked for, so a retry can be told from another request under the same key. */
export function requestFingerprint(request: Record<string, string | number>): string {
  // Code-point order: a fingerprint must not change with the server's locale.
  const canonical = JSON.stringify(
    Object.entries(request).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
  );
  return createHash('sha256').update(canonical).digest('hex');
}
