import { USER_TOKEN_COOKIE } from '@arenabet/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Cookies are Secure everywhere but plain-HTTP localhost, where browsers would drop them. */
export function isSecureRequest(request: FastifyRequest): boolean {
  return (
    request.protocol === 'https' || !/^(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/.test(request.host)
  );
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
  reply.setCookie(USER_TOKEN_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: isSecureRequest(request),
    expires,
  });
}

/**
 * The site's origin for links sent to players: the configured public address, else the one
 * this request used (development and tests).
 */
export function siteOrigin(request: FastifyRequest, publicUrl: string | undefined): string {
  return publicUrl ?? `${request.protocol}://${request.host}`;
}
