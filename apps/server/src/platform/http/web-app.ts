import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isApiPath } from '@arenabet/contracts';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** Answers a page of the web app; null when the request is not one, or no build exists. */
    webAppFallback: ((request: FastifyRequest, reply: FastifyReply) => FastifyReply | null) | null;
  }
}

/** Only our own scripts and styles; connections to this origin and its WebSocket. */
const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "connect-src 'self'",
  "frame-ancestors 'self'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

/**
 * Serves the built web app: hashed assets cached for a year, and index.html for every other
 * path outside the API so that the app's router answers it.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string): Promise<void> {
  const indexFile = join(distDir, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn({ distDir }, 'no web build found: serving the API only (run npm run build)');
    return;
  }
  const indexHtml = readFileSync(indexFile, 'utf8');
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    index: false,
    // Our own cache headers below: hashed assets for a year, everything else revalidated.
    cacheControl: false,
    setHeaders: (res, path) => {
      const immutable = path.includes('/assets/');
      res.setHeader(
        'cache-control',
        immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
      if (path.endsWith('.html')) res.setHeader('content-security-policy', CONTENT_SECURITY_POLICY);
    },
  });
  app.webAppFallback = (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (!['GET', 'HEAD'].includes(request.method) || isApiPath(path) || isFilePath(path)) {
      return null;
    }
    return reply
      .code(200)
      .header('cache-control', 'no-cache')
      .header('content-security-policy', CONTENT_SECURITY_POLICY)
      .header('x-frame-options', 'SAMEORIGIN')
      .type('text/html; charset=utf-8')
      .send(indexHtml);
  };
}

/**
 * A missing file (an old chunk after a deploy, a typo in an asset name) must be a 404, not the
 * app's HTML, which a browser would try to run as a script.
 */
function isFilePath(path: string): boolean {
  if (path === '/index.html') return false;
  return path.startsWith('/assets/') || /\.[a-z0-9]{1,8}$/i.test(path);
}
