import { SOCAUTH_RESULT_PARAMS, sameSitePath, socialCalls } from '@arenabet/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppServices, ModuleDeps } from '../../module-deps.ts';
import { isSecureRequest, setUserTokenCookie } from '../../platform/http/cookies.ts';
import { registerCall } from '../../platform/http/route.ts';
import { injectFetch } from './dev-provider/inject-fetch.ts';
import { DevOidcProvider } from './dev-provider/provider.ts';
import { mountDevProvider, requestOrigin } from './dev-provider/routes.ts';
import type { SocialOutcome, SocialStartInput } from './service.ts';
import { shownSettings } from './settings.ts';

/** Holds the started sign-in's state in the browser that started it, only for the callback. */
const STATE_COOKIE = 'socauth_state';
const CALLBACK_PATH = '/web-api/socauth/callback';
/** A code, a state, an error and Apple's `user` JSON fit many times over. */
const FORM_BODY_LIMIT = 16 * 1024;

export function socialRoutes(app: FastifyInstance, services: AppServices, deps: ModuleDeps): void {
  const { social } = services;
  if (deps.config.SOCIAL_DEV_PROVIDER) {
    const dev = new DevOidcProvider(
      () => deps.secret('oidc-dev-provider-key'),
      `${CALLBACK_PATH}/dev`,
    );
    mountDevProvider(app, dev);
    social.useDevProvider(dev, injectFetch(app));
  }

  registerCall(app, socialCalls.providers, async () => ({
    data: {
      type: 'socauth-providers' as const,
      id: String(deps.brandId),
      attributes: { providers: await social.providers() },
    },
  }));

  const start = async (
    provider: Parameters<typeof social.start>[0],
    input: SocialStartInput,
    request: FastifyRequest,
    reply: FastifyReply,
  ) => {
    const started = await social.start(provider, input, requestOrigin(request), request.ip);
    if (started.kind !== 'to-provider') return reply.redirect(resultUrl(started), 302);
    reply.setCookie(STATE_COOKIE, started.state, {
      path: `${CALLBACK_PATH}/${provider}`,
      httpOnly: true,
      // Lax: the provider's redirect back is a top-level GET from another site.
      sameSite: 'lax',
      secure: isSecureRequest(request),
      expires: started.expiresAt,
    });
    return reply.redirect(started.url, 302);
  };
  registerCall(app, socialCalls.start, ({ params, query, request, reply }) =>
    start(params.provider, query, request, reply),
  );
  registerCall(app, socialCalls.socauthAuth, ({ query: { provider, ...input }, request, reply }) =>
    start(provider, input, request, reply),
  );

  registerCall(app, socialCalls.callback, async ({ params, query, request, reply }) => {
    const meta = { ip: request.ip, userAgent: request.headers['user-agent'] ?? '' };
    const cookieState = request.cookies[STATE_COOKIE];
    const outcome = await social.finish(params.provider, cookieState, query, meta);
    reply.clearCookie(STATE_COOKIE, { path: `${CALLBACK_PATH}/${params.provider}` });
    if (outcome.kind === 'signed-in') {
      setUserTokenCookie(request, reply, outcome.token, outcome.expiresAt);
    }
    return reply.redirect(resultUrl(outcome), 302);
  });

  app.register(async (scope) => acceptFormPostCallback(scope));

  registerCall(app, socialCalls.settingsList, async () => ({
    data: {
      type: 'socauth-provider-settings' as const,
      id: String(deps.brandId),
      attributes: { providers: (await social.settings.list()).map(shownSettings) },
    },
  }));
  registerCall(app, socialCalls.settingsSet, async ({ params, body }) => {
    const row = await social.settings.set(params.provider, body.data.attributes);
    return {
      data: {
        type: 'socauth-provider-setting' as const,
        id: row.provider,
        attributes: shownSettings(row),
      },
    };
  });
  registerCall(app, socialCalls.settingsDelete, async ({ params }) => ({
    data: {
      type: 'socauth-provider-removed' as const,
      id: params.provider,
      attributes: { removed: await social.settings.remove(params.provider) },
    },
  }));
}

/**
 * The provider's answer as a form POST (Apple's form_post), in a scope of its own so that form
 * bodies stay refused (415) everywhere else. The POST cannot see the SameSite=Lax state cookie,
 * so it decides nothing: 303 sends the browser on to the GET callback with the same fields,
 * a top-level GET that carries the cookie and is checked like any other callback.
 */
function acceptFormPostCallback(scope: FastifyInstance): void {
  scope.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  registerCall(scope, socialCalls.callbackForm, ({ params, body, reply }) => {
    const query = new URLSearchParams(body).toString();
    return reply.redirect(`${CALLBACK_PATH}/${params.provider}?${query}`, 303);
  });
}

/** return_to plus the flag the web app reads (see SOCAUTH_RESULT_PARAMS). */
function resultUrl(outcome: SocialOutcome): string {
  const url = new URL(sameSitePath(outcome.returnTo) ?? '/', 'http://site.invalid');
  if (outcome.kind === 'signed-in') url.searchParams.set(SOCAUTH_RESULT_PARAMS.ok, 'ok');
  if (outcome.kind === 'second-step') {
    url.searchParams.set(SOCAUTH_RESULT_PARAMS.twoFactor, outcome.twoFactorToken);
    url.searchParams.set(SOCAUTH_RESULT_PARAMS.twoFactorMethod, outcome.method);
  }
  if (outcome.kind === 'error') url.searchParams.set(SOCAUTH_RESULT_PARAMS.error, outcome.key);
  return `${url.pathname}${url.search}${url.hash}`;
}
