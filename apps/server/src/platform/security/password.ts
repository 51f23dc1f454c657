import { hash, verify } from '@node-rs/argon2';

/** argon2id with OWASP's recommended minimum cost (19 MiB, 2 passes). */
const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let nobodysHash: Promise<string> | undefined;

/**
 * Spends the time of one verification and answers false: used when no account matches a
 * login, so that timing does not tell which logins exist.
 */
export async function verifyForNobody(password: string): Promise<false> {
  nobodysHash ??= hashPassword('no account has this password');
  await verifyPassword(await nobodysHash, password);
  return false;
}
