import { createHmac, timingSafeEqual } from 'node:crypto';

/*
 * The sandbox signs its webhooks the way Stripe does: an HMAC-SHA256 over "<t>.<raw body>",
 * where t is the unix second the attempt was sent. Signing each attempt afresh lets a late
 * redelivery still verify, while the tolerance stops an old captured request being replayed.
 */

export const SIGNATURE_HEADER = 'x-sandbox-signature';

/** How far a signature's time may be from ours, either way. */
export const SIGNATURE_TOLERANCE_SECONDS = 5 * 60;

const HEX_SHA256 = /^[0-9a-f]{64}$/;

export function signatureHeader(secret: string, rawBody: string, at: Date): string {
  const seconds = Math.floor(at.getTime() / 1000);
  return `t=${seconds},v1=${hmacHex(secret, seconds, rawBody)}`;
}

/** True when one of the header's v1 signatures is ours over this body and its time is fresh. */
export function isValidSignature(
  secret: string,
  header: string | undefined,
  rawBody: string,
  now: Date,
): boolean {
  const parsed = header ? parseSignatureHeader(header) : null;
  if (!parsed) return false;
  const age = Math.abs(Math.floor(now.getTime() / 1000) - parsed.seconds);
  if (age > SIGNATURE_TOLERANCE_SECONDS) return false;
  const expected = Buffer.from(hmacHex(secret, parsed.seconds, rawBody), 'hex');
  // Every candidate is compared, so the time taken does not tell which one matched.
  return parsed.signatures
    .map((candidate) => timingSafeEqual(Buffer.from(candidate, 'hex'), expected))
    .includes(true);
}

interface SignatureParts {
  seconds: number;
  signatures: string[];
}

/** `t=<seconds>,v1=<hex>[,v1=<hex>…]`; several v1 let a sender rotate its key. */
function parseSignatureHeader(header: string): SignatureParts | null {
  let seconds: number | null = null;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const [name, value = ''] = part.trim().split('=', 2);
    if (name === 't' && /^\d{1,12}$/.test(value)) seconds = Number(value);
    if (name === 'v1' && HEX_SHA256.test(value)) signatures.push(value);
  }
  return seconds === null || signatures.length === 0 ? null : { seconds, signatures };
}

function hmacHex(secret: string, seconds: number, rawBody: string): string {
  return createHmac('sha256', secret).update(`${seconds}.${rawBody}`).digest('hex');
}
