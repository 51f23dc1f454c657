import { authCalls, USER_TOKEN_COOKIE } from '@arenabet/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppServices, ModuleDeps } from '../../module-deps.ts';
import { bearerToken, setUserTokenCookie } from '../../platform/http/cookies.ts';
import { forbidden, notFound, unauthorized } from '../../platform/http/errors.ts';
import { registerCall } from '../../platform/http/route.ts';
import { SignInLimits } from '../../platform/sign-in-limits.ts';
import type { SignedInPlayer } from './service.ts';
import { describeUserAgent } from './user-agent.ts';

declare module 'fastify' {
  interface FastifyRequest {
    player?: SignedInPlayer;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function authRoutes(app: FastifyInstance, services: AppServices, deps: ModuleDeps): void {
  const { auth, players } = services;
  app.accessGuards.player = async (request) => {
    const fromHeader = bearerToken(request, 'authorization', 'x-auth');
    const token = fromHeader ?? request.cookies[USER_TOKEN_COOKIE];
    const player = token ? await auth.authenticate(token) : null;
    if (!player) throw unauthorized();
    if (!fromHeader) refuseCrossSite(request);
    request.player = player;
  };

  const limits = new SignInLimits(deps.clock);
  for (const call of [authCalls.signIn, authCalls.officeLogin]) {
    registerCall(app, call, async ({ body, request, reply }) => {
      const { login, password, bearer } = body.data.attributes;
      limits.attempt(request.ip, login);
      const meta = { ip: request.ip, userAgent: request.headers['user-agent'] ?? '' };
      const { signedIn, token, previousSignInAt } = await auth.signIn(login, password, meta);
      limits.succeeded(request.ip, login);
      setUserTokenCookie(request, reply, token, signedIn.expiresAt);
      const attributes = {
        userId: signedIn.playerId,
        expireDate: signedIn.expiresAt.toISOString(),
        previousSignInAt: previousSignInAt?.toISOString() ?? null,
        ...(bearer ? { userToken: token } : {}),
      };
      return { data: { type: 'user-session' as const, id: signedIn.sessionId, attributes } };
    });
  }

  registerCall(app, authCalls.signOut, async ({ request, reply }) => {
    const { playerId, sessionId } = currentPlayer(request);
    await auth.closeSession(playerId, sessionId);
    reply.clearCookie(USER_TOKEN_COOKIE, { path: '/' });
    return {
      data: { type: 'user-disconnect' as const, id: sessionId, attributes: { closed: true } },
    };
  });

  registerCall(app, authCalls.userConfig, async ({ request }) => {
    const { playerId, expiresAt } = currentPlayer(request);
    const player = await players.byId(playerId);
    if (!player) throw unauthorized();
    const attributes = {
      userId: player.id,
      email: player.email,
      phone: player.phone,
      countryId: player.countryId,
      currencyId: player.currencyId,
      sessionExpireDate: expiresAt.toISOString(),
    };
    return { data: { type: 'user-config' as const, id: String(player.id), attributes } };
  });

  registerCall(app, authCalls.token, async ({ request }) => ({
    data: { data: { token: await auth.tokenFor(currentPlayer(request)) } },
  }));

  registerCall(app, authCalls.sessions, async ({ request }) => {
    const { playerId, sessionId } = currentPlayer(request);
    const sessions = (await auth.openSessions(playerId)).map((session) => ({
      id: session.id,
      ...describeUserAgent(session.userAgent),
      ip: session.ip,
      createdAt: session.createdAt.toISOString(),
      lastSeenAt: session.lastSeenAt.toISOString(),
      current: session.id === sessionId,
    }));
    return {
      data: { type: 'user-sessions' as const, id: String(playerId), attributes: { sessions } },
    };
  });

  registerCall(app, authCalls.closeSession, async ({ body, request }) => {
    const { playerId } = currentPlayer(request);
    const sessionId = body.data.attributes.session_id;
    if (!(await auth.closeSession(playerId, sessionId))) throw notFound('session_not_found');
    return {
      data: { type: 'user-session-closed' as const, id: sessionId, attributes: { closed: true } },
    };
  });

  registerCall(app, authCalls.closeOthers, async ({ request }) => {
    const { playerId, sessionId } = currentPlayer(request);
    const closed = await auth.closeOtherSessions(playerId, sessionId);
    return {
      data: { type: 'user-sessions-closed' as const, id: sessionId, attributes: { closed } },
    };
  });
}

export function currentPlayer(request: FastifyRequest): SignedInPlayer {
  if (!request.player) throw unauthorized();
  return request.player;
}

/**
 * A cookie travels with requests other sites start; a change made with one must come from a
 * page of this site. Browsers send Origin with every such request.
 */
function refuseCrossSite(request: FastifyRequest): void {
  if (SAFE_METHODS.has(request.method)) return;
  const origin = request.headers.origin;
  if (origin === undefined) return;
  let host: string | undefined;
  try {
    host = new URL(origin).host;
  } catch {
    host = undefined;
  }
  if (host !== request.host) throw forbidden('csrf_rejected');
}
