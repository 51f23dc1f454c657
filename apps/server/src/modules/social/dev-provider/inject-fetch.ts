import type { FastifyInstance } from 'fastify';
import type { CustomFetch } from 'openid-client';

/**
 * The site asks its own local provider through app.inject: no socket, so the same code runs
 * under app.inject tests and behind a real listener, whatever address the browser used.
 */
export function injectFetch(app: FastifyInstance): CustomFetch {
  return async (url, options) => {
    const target = new URL(url);
    const response = await app.inject({
      method: options.method as 'GET' | 'POST',
      url: `${target.pathname}${target.search}`,
      headers: { ...options.headers, host: target.host },
      ...(options.body !== undefined && options.body !== null
        ? { payload: String(options.body) }
        : {}),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      if (value !== undefined) headers.set(name, String(value));
    }
    return new Response(new Uint8Array(response.rawPayload), {
      status: response.statusCode,
      headers,
    });
  };
}
