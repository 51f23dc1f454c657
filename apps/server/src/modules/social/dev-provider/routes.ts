import { validateEmail } from '@arenabet/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { badRequest } from '../../../platform/http/errors.ts';
import { interactionPage } from './interaction-page.ts';
import { DEV_OIDC_PATH, DEV_OIDC_SCOPE, type DevOidcProvider } from './provider.ts';

/** The site's origin as the caller saw it: the issuer and redirect URIs are built from it. */
export function requestOrigin(request: FastifyRequest): string {
  // Through URL, so that a default port is dropped the same way openid-client drops it.
  return new URL(`${request.protocol}://${request.host}`).origin;
}

/**
 * Mounts the local OpenID provider at /dev-oidc: its interaction page, and every other path
 * handed to the provider with the raw request, the way Express mounts it (url without the
 * prefix, originalUrl with it, which the provider uses to build its own links).
 */
export function mountDevProvider(app: FastifyInstance, dev: DevOidcProvider): void {
  app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, body, done) => done(null, new URLSearchParams(String(body))),
    );
    scope.get(`${DEV_OIDC_PATH}/interaction/:uid`, (request, reply) =>
      showInteraction(dev, request, reply),
    );
    scope.post(`${DEV_OIDC_PATH}/interaction/:uid`, (request, reply) =>
      finishInteraction(dev, request, reply),
    );
  });
  app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    // The provider reads bodies itself; leave the stream unread.
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
    const handler = async (request: FastifyRequest, reply: FastifyReply) => {
      const provider = await dev.forOrigin(requestOrigin(request));
      const raw = request.raw as typeof request.raw & { originalUrl?: string };
      raw.originalUrl = raw.url;
      raw.url = (raw.url ?? '/').slice(DEV_OIDC_PATH.length) || '/';
      reply.hijack();
      provider.callback()(raw, reply.raw);
    };
    scope.all(DEV_OIDC_PATH, handler);
    scope.all(`${DEV_OIDC_PATH}/*`, handler);
  });
}

async function showInteraction(dev: DevOidcProvider, request: FastifyRequest, reply: FastifyReply) {
  const provider = await dev.forOrigin(requestOrigin(request));
  const details = await provider.interactionDetails(request.raw, reply.raw);
  const clientId = String(details.params.client_id ?? '');
  return reply
    .type('text/html; charset=utf-8')
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
    .send(interactionPage(details.uid, clientId));
}

async function finishInteraction(
  dev: DevOidcProvider,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const provider = await dev.forOrigin(requestOrigin(request));
  const details = await provider.interactionDetails(request.raw, reply.raw);
  const form = request.body instanceof URLSearchParams ? request.body : new URLSearchParams();
  if (form.get('consent') !== 'yes') {
    const denied = { error: 'access_denied', error_description: 'The person said no' };
    return reply.redirect(await provider.interactionResult(request.raw, reply.raw, denied), 303);
  }
  const email = (form.get('email') ?? '').trim().toLowerCase();
  const emailError = validateEmail(email);
  if (emailError) throw badRequest('validation_failed', { email: [emailError.key] });
  const accountId = dev.remember({
    email,
    name: (form.get('name') ?? '').trim().slice(0, 100),
    emailVerified: form.get('email_verified') === 'true',
  });
  const grant = new provider.Grant({ accountId, clientId: String(details.params.client_id) });
  grant.addOIDCScope(DEV_OIDC_SCOPE);
  const grantId = await grant.save();
  const result = { login: { accountId }, consent: { grantId } };
  return reply.redirect(await provider.interactionResult(request.raw, reply.raw, result), 303);
}
