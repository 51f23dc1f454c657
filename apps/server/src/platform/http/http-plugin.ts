import { JSON_API_MEDIA_TYPE } from '@arenabet/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { postgresCode } from '../db/transaction.ts';
import { TooManyRequests } from '../rate-limiter.ts';
import { isHttpsSite } from './cookies.ts';
import { AppError, errorBody, INTERNAL_ERROR_MESSAGE } from './errors.ts';

/** Fastify's own request errors, told to the client as dictionary keys. */
const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupported_media_type',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'empty_body',
  FST_ERR_CTP_INVALID_JSON_BODY: 'invalid_json',
  FST_ERR_CTP_BODY_TOO_LARGE: 'body_too_large',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'invalid_content_length',
  FST_ERR_RATE_LIMIT: 'too_many_requests',
};

/** Two years, the length browsers' preload lists ask for. */
const STRICT_TRANSPORT_SECURITY = 'max-age=63072000; includeSubDomains';

export interface HttpOptions {
  /** PUBLIC_URL's origin: the site's own origin for the cross-site guard when set. */
  publicUrl?: string | undefined;
}

/**
 * The HTTP conventions of the spec for every module: JSON:API bodies accepted, one error shape,
 * 404 and 405 in the same shape, and nothing internal in a 5xx.
 */
export const httpPlugin = fp(async (app: FastifyInstance, options: HttpOptions) => {
  app.decorate('publicUrl', options.publicUrl);
  app.decorate('calls', []);
  app.decorate('accessGuards', {});
  app.decorate('validateResponses', false);
  app.decorate('webAppFallback', null);

  // Calls take JSON (plain or JSON:API); plain text is refused with 415 rather than half-parsed.
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser(
    JSON_API_MEDIA_TYPE,
    { parseAs: 'string' },
    app.getDefaultJsonParser('error', 'error'),
  );

  const routes: { method: string; pattern: RegExp }[] = [];
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) routes.push({ method, pattern: routeRegExp(route.url) });
  });

  // A site served over https tells browsers to use nothing else, for its subdomains too.
  const hsts = isHttpsSite(options.publicUrl);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    if (hsts) reply.header('strict-transport-security', STRICT_TRANSPORT_SECURITY);
  });

  app.setNotFoundHandler((request, reply) => {
    const page = app.webAppFallback?.(request, reply);
    if (page) return page;
    const path = request.url.split('?')[0] ?? '/';
    const allowed = routes.filter((r) => r.method !== request.method && r.pattern.test(path));
    if (allowed.length > 0 && request.method !== 'HEAD') {
      reply.header('allow', [...new Set(allowed.map((r) => r.method))].join(', '));
      return sendError(reply, 405, 'method_not_allowed');
    }
    return sendError(reply, 404, 'not_found');
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error instanceof TooManyRequests) reply.header('retry-after', error.retryAfterSeconds);
      return sendError(reply, error.status, error.message, error.validationErrors, error.meta);
    }
    const databaseError = databaseErrorAnswer(error);
    if (databaseError) return sendError(reply, databaseError.status, databaseError.message);
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return sendError(reply, status === 503 ? 503 : 500, INTERNAL_ERROR_MESSAGE);
    }
    return sendError(reply, status, frameworkMessage(error, request));
  });
});

/**
 * Errors Fastify raises before routing (a malformed URL, a bad header): same error shape.
 * Passed to Fastify as its `frameworkErrors` option.
 */
export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
  request.log.info({ code: error.code }, 'request refused before routing');
  void sendError(reply, status, 'bad_request');
}

/**
 * The database as the last line of defence: a value it cannot store (class 22) is the
 * client's mistake, a unique violation is a conflict. Neither is a server failure.
 */
function databaseErrorAnswer(error: unknown): { status: number; message: string } | null {
  const code = postgresCode(error);
  if (!code) return null;
  if (code.startsWith('22')) return { status: 400, message: 'validation_invalid_value' };
  if (code === '23505') return { status: 409, message: 'conflict' };
  return null;
}

function frameworkMessage(error: FastifyError, request: FastifyRequest): string {
  if (error.code && FRAMEWORK_MESSAGES[error.code]) return FRAMEWORK_MESSAGES[error.code] ?? '';
  if (error instanceof SyntaxError) return 'invalid_json';
  request.log.warn({ err: error }, 'client error without a known message');
  return 'bad_request';
}

function sendError(
  reply: FastifyReply,
  status: number,
  message: string,
  validationErrors?: Record<string, string[]>,
  meta?: Record<string, unknown>,
) {
  return reply
    .code(status)
    .type(JSON_API_MEDIA_TYPE)
    .send(errorBody(status, message, validationErrors, meta));
}

function routeRegExp(url: string): RegExp {
  const escaped = url
    .split('/')
    .map((segment) => {
      if (segment.startsWith(':')) return '[^/]+';
      if (segment === '*') return '.*';
      return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('/');
  return new RegExp(`^${escaped}/?$`);
}
