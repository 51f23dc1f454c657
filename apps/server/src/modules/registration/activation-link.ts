/*
 * The long token of the e-mail activation link. The letter carries one six-digit code (kept by
 * the confirmation codes as a keyed hash); the link token is that code and the player id sealed
 * with AES-256-GCM under a key of the site. Opening the link unseals it and checks the code, so
 * link and code are one confirmation with one attempt counter, and the token cannot be forged
 * or read without the key.
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const IV_BYTES = 12;
const TAG_BYTES = 16;
const KEY_INFO = 'arenabet email activation link v1';

function keyFrom(secret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, '', KEY_INFO, 32));
}

export function sealActivationCode(secret: string, playerId: number, code: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', keyFrom(secret), iv);
  const sealed = Buffer.concat([cipher.update(`${playerId}:${code}`, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, sealed, cipher.getAuthTag()]).toString('base64url');
}

/** The code sealed in the token for this player, or null for a forged or foreign token. */
export function unsealActivationCode(
  secret: string,
  playerId: number,
  token: string,
): string | null {
  const raw = Buffer.from(token, 'base64url');
  if (raw.length <= IV_BYTES + TAG_BYTES) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyFrom(secret), raw.subarray(0, IV_BYTES));
    decipher.setAuthTag(raw.subarray(raw.length - TAG_BYTES));
    const text = Buffer.concat([
      decipher.update(raw.subarray(IV_BYTES, raw.length - TAG_BYTES)),
      decipher.final(),
    ]).toString('utf8');
    const [owner, code] = text.split(':');
    return owner === String(playerId) && code ? code : null;
  } catch {
    return null;
  }
}
