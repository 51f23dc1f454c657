import { OPERATOR_TOKEN_COOKIE, operatorCalls } from '@arenabet/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Clock } from '../../platform/clock.ts';
import { unauthorized } from '../../platform/http/errors.ts';
import { registerCall } from '../../platform/http/route.ts';
import { RateLimiter } from '../../platform/rate-limiter.ts';
import type { OperatorService, SignedInOperator } from './service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    operator?: SignedInOperator;
  }
}

/**
 * Sign-in attempts in 15 minutes: per address and login (enough for typos, too few for
 * guessing) and per address over all logins, checked before any password hashing is done.
 */
const SIGN_IN_WINDOW_MS = 15 * 60_000;
const SIGN_IN_ATTEMPTS_PER_LOGIN = 10;
const SIGN_IN_ATTEMPTS_PER_ADDRESS = 30;

export function operatorRoutes(
  app: FastifyInstance,
  operators: OperatorService,
  clock: Clock,
): void {
  const perLogin = new RateLimiter(SIGN_IN_ATTEMPTS_PER_LOGIN, SIGN_IN_WINDOW_MS, clock);
  const perAddress = new RateLimiter(SIGN_IN_ATTEMPTS_PER_ADDRESS, SIGN_IN_WINDOW_MS, clock);

  app.accessGuards.operator = async (request) => {
    const token = operatorToken(request);
    const operator = token ? await operators.authenticate(token) : null;
    if (!operator) throw unauthorized();
    request.operator = operator;
  };

  registerCall(app, operatorCalls.login, async ({ body, request, reply }) => {
    const { login, password, bearer } = body.data.attributes;
    const attemptKey = `${request.ip}:${login.toLowerCase()}`;
    perAddress.hit(request.ip);
    perLogin.hit(attemptKey);
    const { token, operator } = await operators.signIn(login, password, {
      ip: request.ip,
      userAgent: request.headers['user-agent'],
    });
    perLogin.reset(attemptKey);
    reply.setCookie(OPERATOR_TOKEN_COOKIE, token, {
      path: '/',
      httpOnly: true,
      sameSite: 'strict',
      secure: isSecureRequest(request),
      expires: operator.expiresAt,
    });
    return sessionResource(operator, bearer ? token : undefined);
  });

  registerCall(app, operatorCalls.logout, async ({ request, reply }) => {
    await operators.signOut(signedIn(request).sessionId);
    reply.clearCookie(OPERATOR_TOKEN_COOKIE, { path: '/' });
    return {
      data: {
        type: 'operator-logout',
        id: signedIn(request).sessionId,
        attributes: { closed: true },
      },
    };
  });

  registerCall(app, operatorCalls.me, async ({ request }) => sessionResource(signedIn(request)));
}

export function signedIn(request: FastifyRequest): SignedInOperator {
  if (!request.operator) throw unauthorized();
  return request.operator;
}

function sessionResource(operator: SignedInOperator, token?: string) {
  return {
    data: {
      type: 'operator-session' as const,
      id: operator.sessionId,
      attributes: {
        login: operator.login,
        role: operator.role,
        expiresAt: operator.expiresAt.toISOString(),
        ...(token ? { token } : {}),
      },
    },
  };
}

function operatorToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice('Bearer '.length).trim();
  return request.cookies[OPERATOR_TOKEN_COOKIE];
}

/** Cookies are Secure everywhere but plain-HTTP localhost, where browsers would drop them. */
function isSecureRequest(request: FastifyRequest): boolean {
  return (
    request.protocol === 'https' || !/^(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/.test(request.host)
  );
}
