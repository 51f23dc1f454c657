import type { FastifyRequest } from 'fastify';
import { forbidden } from './errors.ts';

/**
 * How an access guard found the caller: a cookie the browser attaches to any request, whoever
 * starts it, or a bearer header that only the client holding the token can send.
 */
export type Credential = 'cookie' | 'bearer';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The site's own origin (scheme, host, port): the configured public address, else the one
 * this request came to (through the trusted proxy's X-Forwarded-Proto and -Host).
 */
export function ownOrigin(request: FastifyRequest, publicUrl: string | undefined): string | null {
  if (publicUrl) return publicUrl;
  try {
    // Through URL, so that a default port and upper case are dropped as browsers drop them.
    return new URL(`${request.protocol}://${request.host}`).origin;
  } catch {
    return null;
  }
}

/**
 * The one guard against cross-site requests: a change made with a session cookie (player or
 * operator) must come from a page of this site. The browser says where a request comes from
 * in Origin, exactly the site's origin, or, where it sends no Origin, in Sec-Fetch-Site.
 * `Origin: null` (sandboxed frames, data: pages), another host, a look-alike, another scheme
 * or port, or a request that says nothing are refused. A read started by another site is
 * refused too: some of the spec's GETs spend attempts (check-user-answer).
 */
export function refuseForeignOrigin(request: FastifyRequest, publicUrl: string | undefined): void {
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite === 'cross-site') throw csrfRejected();
  if (!STATE_CHANGING.has(request.method)) return;
  const origin = request.headers.origin;
  if (origin !== undefined) {
    if (origin !== ownOrigin(request, publicUrl)) throw csrfRejected();
    return;
  }
  if (fetchSite !== 'same-origin') throw csrfRejected();
}

const csrfRejected = () => forbidden('csrf_rejected');
