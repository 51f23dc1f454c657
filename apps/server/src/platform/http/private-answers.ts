import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/**
 * `Cache-Control: no-store` on every answer that may carry personal data, so no browser cache,
 * shared proxy or back button keeps a balance, a token or a player's details:
 * - every answer to a request an access guard signed in (player or operator), errors included;
 * - every answer that sets a cookie (sign-in, social callbacks, sign-out);
 * - every answer to a change (POST, PUT, PATCH, DELETE) that did not choose its own caching:
 *   sign-in, registration and the mobile token hand tokens out in their bodies.
 * Public reads keep their own caching (feed, dictionaries, configuration, the web app's files).
 */

const signedIn = new WeakSet<FastifyRequest>();
const READS = new Set(['GET', 'HEAD']);

/** Called by the access step once a guard has found the caller. */
export function markSignedIn(request: FastifyRequest): void {
  signedIn.add(request);
}

/** Registered after @fastify/cookie: its onSend hook writes Set-Cookie, which this one reads. */
export const privateAnswers = fp(async (app: FastifyInstance) => {
  app.addHook('onSend', async (request, reply) => {
    const personal = signedIn.has(request) || reply.hasHeader('set-cookie');
    const unchosenChange = !READS.has(request.method) && !reply.hasHeader('cache-control');
    if (personal || unchosenChange) reply.header('cache-control', 'no-store');
  });
});
