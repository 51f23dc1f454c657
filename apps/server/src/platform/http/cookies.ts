import { SIGNED_IN_COOKIE, USER_TOKEN_COOKIE } from '@arenabet/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Cookies are Secure everywhere but plain-HTTP localhost, where browsers would drop them, and
 * always when the site's public address is https: behind a proxy that ends TLS the request
 * itself may look like plain HTTP to localhost.
 */
export function isSecureRequest(request: FastifyRequest): boolean {
  return (
    isHttpsSite(request.server.publicUrl) ||
    request.protocol === 'https' ||
    !/^(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/.test(request.host)
  );
}

/** Whether the configured public address is https (then every cookie is Secure, and HSTS). */
export function isHttpsSite(publicUrl: string | undefined): boolean {
  return publicUrl?.startsWith('https://') === true;
}

/** A bearer token from `Authorization` or the spec's extended `x-auth` header. */
export function bearerToken(request: FastifyRequest, ...headers: string[]): string | undefined {
  for (const name of headers) {
    const value = request.headers[name];
    if (typeof value === 'string' && value.startsWith('Bearer ')) {
      return value.slice('Bearer '.length).trim() || undefined;
    }
  }
  return undefined;
}

/** The player's token cookie: HttpOnly, SameSite=Lax (cross-site links still arrive signed in). */
export function setUserTokenCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  expires: Date,
): void {
  const options = {
    path: '/',
    sameSite: 'lax',
    secure: isSecureRequest(request),
    expires,
  } as const;
  reply.setCookie(USER_TOKEN_COOKIE, token, { ...options, httpOnly: true });
  reply.setCookie(SIGNED_IN_COOKIE, '1', { ...options, httpOnly: false });
}

/** Signing out: the token and its readable companion go together. */
export function clearUserTokenCookie(reply: FastifyReply): void {
  reply.clearCookie(USER_TOKEN_COOKIE, { path: '/' });
  reply.clearCookie(SIGNED_IN_COOKIE, { path: '/' });
}

/**
 * The site's origin for links sent to players: the configured public address, else the one
 * this request used (development and tests).
 */
export function siteOrigin(request: FastifyRequest, publicUrl: string | undefined): string {
  return publicUrl ?? `${request.protocol}://${request.host}`;
}
