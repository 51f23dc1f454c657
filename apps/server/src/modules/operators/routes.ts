import {
  CAPTCHA_HEADER,
  OPERATOR_SIGNED_IN_COOKIE,
  OPERATOR_TOKEN_COOKIE,
  operatorCalls,
} from '@arenabet/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { bearerToken, isSecureRequest } from '../../platform/http/cookies.ts';
import { unauthorized } from '../../platform/http/errors.ts';
import { registerCall } from '../../platform/http/route.ts';
import type { OperatorService, SignedInOperator } from './service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    operator?: SignedInOperator;
  }
}

export function operatorRoutes(app: FastifyInstance, operators: OperatorService): void {
  app.accessGuards.operator = async (request) => {
    const fromHeader = bearerToken(request, 'authorization');
    const token = fromHeader ?? request.cookies[OPERATOR_TOKEN_COOKIE];
    const operator = token ? await operators.authenticate(token) : null;
    if (!operator) throw unauthorized();
    request.operator = operator;
    return fromHeader ? 'bearer' : 'cookie';
  };

  registerCall(app, operatorCalls.login, async ({ body, request, reply }) => {
    const { login, password, bearer } = body.data.attributes;
    const captcha = request.headers[CAPTCHA_HEADER];
    const { token, operator } = await operators.signIn(login, password, {
      ip: request.ip,
      userAgent: request.headers['user-agent'],
      captchaToken: typeof captcha === 'string' && captcha !== '' ? captcha : undefined,
    });
    const cookie = {
      path: '/',
      sameSite: 'strict',
      secure: isSecureRequest(request),
      expires: operator.expiresAt,
    } as const;
    reply.setCookie(OPERATOR_TOKEN_COOKIE, token, { ...cookie, httpOnly: true });
    reply.setCookie(OPERATOR_SIGNED_IN_COOKIE, '1', { ...cookie, httpOnly: false });
    return sessionResource(operator, bearer ? token : undefined);
  });

  registerCall(app, operatorCalls.logout, async ({ request, reply }) => {
    await operators.signOut(signedIn(request).sessionId);
    reply.clearCookie(OPERATOR_TOKEN_COOKIE, { path: '/' });
    reply.clearCookie(OPERATOR_SIGNED_IN_COOKIE, { path: '/' });
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
