import { createHmac, timingSafeEqual } from 'node:crypto';

/** The claims of a player token: who, which session, and until when (seconds since 1970). */
export interface TokenClaims {
  sub: string;
  sid: string;
  iat: number;
  exp: number;
}

const HEADER = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));

/** A compact JWT signed with HMAC-SHA256 (RFC 7519 / 7515). */
export function signToken(claims: TokenClaims, key: string): string {
  const payload = `${HEADER}.${base64url(JSON.stringify(claims))}`;
  return `${payload}.${signature(payload, key)}`;
}

/**
 * The claims of a token signed with `key` and not expired at `now`; null otherwise. Only
 * HS256 is accepted, so a token cannot choose a weaker algorithm for itself.
 */
export function verifyToken(token: string, key: string, now: Date): TokenClaims | null {
  const [header, body, mac, ...rest] = token.split('.');
  if (header !== HEADER || !body || !mac || rest.length > 0) return null;
  const expected = Buffer.from(signature(`${header}.${body}`, key));
  const given = Buffer.from(mac);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  const claims = parseClaims(body);
  if (!claims || claims.exp * 1000 <= now.getTime()) return null;
  return claims;
}

function parseClaims(body: string): TokenClaims | null {
  try {
    const value = JSON.parse(
      Buffer.from(body, 'base64url').toString('utf8'),
    ) as Partial<TokenClaims>;
    const valid =
      typeof value.sub === 'string' &&
      typeof value.sid === 'string' &&
      Number.isFinite(value.iat) &&
      Number.isFinite(value.exp);
    return valid ? (value as TokenClaims) : null;
  } catch {
    return null;
  }
}

function signature(payload: string, key: string): string {
  return createHmac('sha256', key).update(payload).digest('base64url');
}

function base64url(text: string): string {
  return Buffer.from(text).toString('base64url');
}
