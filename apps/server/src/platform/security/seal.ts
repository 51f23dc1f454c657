import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * AES-256-GCM sealing of a small secret at rest (the authenticator secret). The sealed text is
 * `v1.<iv>.<tag>.<ciphertext>` in base64url. `context` (e.g. the owner's id) is bound as
 * additional data, so a sealed value copied to another row does not open there.
 */
const VERSION = 'v1';
const IV_BYTES = 12;

function keyOf(secret: string): Buffer {
  // The site secret is random text; hashing gives exactly the 32 bytes AES-256 needs.
  return createHash('sha256').update(secret).digest();
}

export function seal(plain: string, secret: string, context: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', keyOf(secret), iv);
  cipher.setAAD(Buffer.from(context));
  const ciphertext = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), ciphertext]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

const AUTH_TAG_BYTES = 16;

/** The plain text, or null when the value was not sealed with this key and context. */
export function unseal(sealed: string, secret: string, context: string): string | null {
  const [version, iv, tag, ciphertext, ...rest] = sealed.split('.');
  if (version !== VERSION || !iv || !tag || ciphertext === undefined || rest.length > 0) {
    return null;
  }
  try {
    // A full 16-byte tag only: GCM would otherwise accept a shortened, weaker one.
    const authTag = Buffer.from(tag, 'base64url');
    if (authTag.length !== AUTH_TAG_BYTES) return null;
    const decipher = createDecipheriv('aes-256-gcm', keyOf(secret), Buffer.from(iv, 'base64url'), {
      authTagLength: AUTH_TAG_BYTES,
    });
    decipher.setAAD(Buffer.from(context));
    decipher.setAuthTag(authTag);
    const plain = Buffer.concat([
      decipher.update(Buffer.from(ciphertext, 'base64url')),
      decipher.final(),
    ]);
    return plain.toString('utf8');
  } catch {
    return null;
  }
}
