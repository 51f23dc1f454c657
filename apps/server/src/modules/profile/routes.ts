import { profileCalls as calls } from '@arenabet/contracts/profile';
import type { FastifyInstance } from 'fastify';
import type { AppServices, ModuleDeps } from '../../module-deps.ts';
import { siteOrigin } from '../../platform/http/cookies.ts';
import { registerCall } from '../../platform/http/route.ts';
import { attemptMeta, currentPlayer } from '../auth/routes.ts';

// POST /web-api/user/secure is left out: the spec shows neither its payload nor its answer,
// and every security setting it could mean has its own call here.
export function profileRoutes(app: FastifyInstance, services: AppServices, deps: ModuleDeps): void {
  const { profile } = services;

  registerCall(app, calls.overview, async ({ request }) => {
    const { playerId } = currentPlayer(request);
    const attributes = await profile.overview(playerId);
    return { data: { type: 'user-security' as const, id: String(playerId), attributes } };
  });

  registerCall(app, calls.changeLogin, async ({ body, request }) => {
    const { playerId } = currentPlayer(request);
    const login = await profile.changeLogin(playerId, body.data.attributes.login);
    return { data: { type: 'user-login' as const, id: String(playerId), attributes: { login } } };
  });

  registerCall(app, calls.changeEmail, async ({ body, request }) => {
    const { playerId } = currentPlayer(request);
    const origin = siteOrigin(request, deps.config.PUBLIC_URL);
    const email = await profile.changeEmail(
      playerId,
      body.data.attributes,
      origin,
      attemptMeta(request),
    );
    const attributes = { email, email_confirmed: false, message: 'email_activation_sent' };
    return { data: { type: 'user-email' as const, id: String(playerId), attributes } };
  });

  registerCall(app, calls.authByEmail, async ({ body, request }) => {
    const { playerId } = currentPlayer(request);
    const on = await profile.setAuthByEmail(playerId, body.data.attributes.auth_by_email);
    return {
      data: {
        type: 'user-auth-by-email' as const,
        id: String(playerId),
        attributes: { auth_by_email: on },
      },
    };
  });
}
