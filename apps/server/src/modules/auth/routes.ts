import { authCalls, CAPTCHA_HEADER, USER_TOKEN_COOKIE } from '@arenabet/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppServices, ModuleDeps } from '../../module-deps.ts';
import {
  bearerToken,
  clearUserTokenCookie,
  setUserTokenCookie,
} from '../../platform/http/cookies.ts';
import { notFound, unauthorized } from '../../platform/http/errors.ts';
import { registerCall } from '../../platform/http/route.ts';
import type {
  AttemptMeta,
  FirstFactorResult,
  OpenedSession,
  PlayerSession,
  SignedInPlayer,
} from './service.ts';
import { describeUserAgent } from './user-agent.ts';

declare module 'fastify' {
  interface FastifyRequest {
    player?: SignedInPlayer;
  }
}

export function authRoutes(app: FastifyInstance, services: AppServices, deps: ModuleDeps): void {
  const { auth, players } = services;
  app.accessGuards.player = async (request) => {
    const fromHeader = bearerToken(request, 'authorization', 'x-auth');
    const token = fromHeader ?? request.cookies[USER_TOKEN_COOKIE];
    const player = token ? await auth.authenticate(token) : null;
    if (!player) throw unauthorized();
    request.player = player;
    return fromHeader ? 'bearer' : 'cookie';
  };

  for (const call of [authCalls.signIn, authCalls.officeLogin]) {
    registerCall(app, call, async ({ body, request, reply }) => {
      const { login, password, bearer } = body.data.attributes;
      const result = await auth.signIn(login, password, attemptMeta(request));
      return signInAnswer(request, reply, result, bearer);
    });
  }

  // The spec names a second step for social sign-in too; its token is the same kind.
  for (const call of [authCalls.secondStep, authCalls.socialSecondStep]) {
    registerCall(app, call, async ({ body, request, reply }) => {
      const { token, code, bearer } = body.data.attributes;
      const opened = await auth.completeSecondStep(token, code, attemptMeta(request));
      return sessionAnswer(request, reply, opened, bearer);
    });
  }

  registerCall(app, authCalls.smsSendCode, async ({ body, request }) => {
    const { phone } = body.data.attributes;
    const sent = await auth.sendSmsCode(phone, attemptMeta(request));
    const attributes = { code_length: sent.codeLength, resend_after: sent.resendAfterSeconds };
    return { data: { type: 'sms-code-sent' as const, id: 'sms-auth', attributes } };
  });

  registerCall(app, authCalls.smsCheckCode, async ({ body, request, reply }) => {
    const { phone, code, bearer } = body.data.attributes;
    const result = await auth.signInBySms(phone, code, attemptMeta(request));
    return signInAnswer(request, reply, result, bearer);
  });

  registerCall(app, authCalls.mobileToken, async ({ body, request, reply }) => {
    const { login, password } = body.data.attributes;
    const result = await auth.signIn(login, password, attemptMeta(request));
    if (result.kind === 'second-step') {
      const { twoFactorToken, method } = result;
      const attributes = { twoFactorRequired: true as const, twoFactorToken, method };
      return mobileTokenAnswer(reply, deps.clock.now(), 'second-step', attributes);
    }
    return mobileTokenAnswer(reply, deps.clock.now(), result.signedIn.sessionId, {
      userToken: result.token,
      expireDate: result.signedIn.expiresAt.toISOString(),
    });
  });

  registerCall(app, authCalls.mobileTokenOfSession, async ({ request, reply }) => {
    const signedIn = currentPlayer(request);
    return mobileTokenAnswer(reply, deps.clock.now(), signedIn.sessionId, {
      userToken: await auth.tokenFor(signedIn),
      expireDate: signedIn.expiresAt.toISOString(),
    });
  });

  registerCall(app, authCalls.mobileTokenRefresh, async ({ request, reply }) => {
    const { signedIn, token } = await auth.refreshSession(currentPlayer(request));
    if (!bearerToken(request, 'authorization', 'x-auth')) {
      setUserTokenCookie(request, reply, token, signedIn.expiresAt);
    }
    return mobileTokenAnswer(reply, deps.clock.now(), signedIn.sessionId, {
      userToken: token,
      expireDate: signedIn.expiresAt.toISOString(),
    });
  });

  registerCall(app, authCalls.sessionHistory, async ({ request }) => {
    const { playerId, sessionId } = currentPlayer(request);
    const now = deps.clock.now();
    const sessions = (await auth.sessionHistory(playerId)).map((session) => ({
      id: session.id,
      ...describeUserAgent(session.userAgent),
      ip: session.ip,
      createdAt: session.createdAt.toISOString(),
      lastSeenAt: session.lastSeenAt.toISOString(),
      closedAt: session.closedAt?.toISOString() ?? null,
      status: sessionStatus(session, now),
      current: session.id === sessionId,
    }));
    return {
      data: {
        type: 'user-session-history' as const,
        id: String(playerId),
        attributes: { sessions },
      },
    };
  });

  registerCall(app, authCalls.signOut, async ({ request, reply }) => {
    const { playerId, sessionId } = currentPlayer(request);
    await auth.closeSession(playerId, sessionId);
    clearUserTokenCookie(reply);
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
      autoLogoffMinutes: await auth.autoLogoffMinutes(),
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

export function attemptMeta(request: FastifyRequest): AttemptMeta {
  const captcha = request.headers[CAPTCHA_HEADER];
  return {
    ip: request.ip,
    userAgent: request.headers['user-agent'] ?? '',
    ...(typeof captcha === 'string' && captcha !== '' ? { captchaToken: captcha } : {}),
  };
}

/** A session (cookie set, token in the answer when asked) or the second-step challenge. */
function signInAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  result: FirstFactorResult,
  bearer: boolean | undefined,
) {
  if (result.kind === 'signed-in') return sessionAnswer(request, reply, result, bearer);
  const { twoFactorToken, method } = result;
  return {
    data: {
      type: 'user-second-step' as const,
      id: method,
      attributes: { twoFactorRequired: true as const, twoFactorToken, method },
    },
  };
}

function sessionAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  { signedIn, token, previousSignInAt }: OpenedSession,
  bearer: boolean | undefined,
) {
  setUserTokenCookie(request, reply, token, signedIn.expiresAt);
  const attributes = {
    userId: signedIn.playerId,
    expireDate: signedIn.expiresAt.toISOString(),
    previousSignInAt: previousSignInAt?.toISOString() ?? null,
    ...(bearer ? { userToken: token } : {}),
  };
  return { data: { type: 'user-session' as const, id: signedIn.sessionId, attributes } };
}

/** Spec 001: `data.data.attributes`, and a Date header the app corrects its clock by. */
function mobileTokenAnswer<A>(reply: FastifyReply, now: Date, id: string, attributes: A) {
  reply.header('date', now.toUTCString());
  return { data: { data: { type: 'mobile-token' as const, id, attributes } } };
}

function sessionStatus(session: PlayerSession, now: Date): 'active' | 'closed' | 'expired' {
  if (session.closedAt) return 'closed';
  return session.expiresAt.getTime() <= now.getTime() ? 'expired' : 'active';
}
