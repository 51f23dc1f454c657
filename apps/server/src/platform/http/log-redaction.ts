import type { FastifyRequest } from 'fastify';

/** Query parameters that carry codes, answers or tokens: never written to a log. */
const SECRET_PARAMS = new Set([
  'code',
  'confirm_code',
  'user_answer',
  'token',
  'twoauth',
  'state',
  'password',
]);

/** The request URL as logs may keep it: secret query values replaced. */
export function redactedUrl(url: string): string {
  const queryAt = url.indexOf('?');
  if (queryAt < 0) return url;
  const params = new URLSearchParams(url.slice(queryAt + 1));
  let redacted = false;
  for (const name of params.keys()) {
    if (SECRET_PARAMS.has(name.toLowerCase())) {
      params.set(name, '***');
      redacted = true;
    }
  }
  return redacted ? `${url.slice(0, queryAt)}?${params}` : url;
}

/** Fastify's request serializer with the URL redacted. */
export function requestLogSerializer(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactedUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
  };
}
