import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isApiPath } from '@arenabet/contracts';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { chooseEncoding, type PrecompressedEncoding } from './accept-encoding.ts';

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

/** What the build wrote beside each text file (apps/web/vite.config.ts, `deliveryPlugin`). */
const ENCODED_SUFFIX: Record<PrecompressedEncoding, string> = { br: '.br', gzip: '.gz' };

/**
 * Serves the built web app: hashed assets cached for a year, and index.html for every other
 * path outside the API so that the app's router answers it. Each file goes in the brotli or gzip
 * copy the build made, by the request's Accept-Encoding (`Vary` says so to caches), so a phone
 * on a slow link gets a third of the bytes and the server does no compressing for it.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string): Promise<void> {
  const indexFile = join(distDir, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn({ distDir }, 'no web build found: serving the API only (run npm run build)');
    return;
  }
  const indexHtml = readIndexHtml(indexFile);
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    index: false,
    // `x.js.br` or `x.js.gz` beside `x.js` when the request accepts it, else `x.js`.
    preCompressed: true,
    // Our own cache headers below: hashed assets for a year, everything else revalidated.
    cacheControl: false,
    setHeaders: (res, path) => {
      const immutable = path.includes('/assets/');
      res.setHeader(
        'cache-control',
        immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
      res.setHeader('vary', 'accept-encoding');
      if (/\.html(?:\.br|\.gz)?$/.test(path)) {
        res.setHeader('content-security-policy', CONTENT_SECURITY_POLICY);
      }
    },
  });
  // Browsers, and the pages of other sites that embed ours, ask for /favicon.ico by default.
  app.get('/favicon.ico', (_request, reply) => reply.redirect('/favicon.svg', 301));
  app.webAppFallback = (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (!['GET', 'HEAD'].includes(request.method) || isApiPath(path) || isFilePath(path)) {
      return null;
    }
    const encoding = chooseEncoding(request.headers['accept-encoding']);
    const body = (encoding && indexHtml[encoding]) || indexHtml.identity;
    if (body !== indexHtml.identity && encoding) reply.header('content-encoding', encoding);
    return reply
      .code(200)
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding')
      .header('content-security-policy', CONTENT_SECURITY_POLICY)
      .header('x-frame-options', 'SAMEORIGIN')
      .type('text/html; charset=utf-8')
      .send(body);
  };
}

/** index.html as it is and in each encoding the build wrote (a build without them still serves). */
function readIndexHtml(
  indexFile: string,
): Record<'identity', Buffer> & Partial<Record<PrecompressedEncoding, Buffer>> {
  const copies: Partial<Record<PrecompressedEncoding, Buffer>> = {};
  for (const [encoding, suffix] of Object.entries(ENCODED_SUFFIX) as [
    PrecompressedEncoding,
    string,
  ][]) {
    if (existsSync(indexFile + suffix)) copies[encoding] = readFileSync(indexFile + suffix);
  }
  return { identity: readFileSync(indexFile), ...copies };
}

/**
 * A missing file (an old chunk after a deploy, a typo in an asset name) must be a 404, not the
 * app's HTML, which a browser would try to run as a script.
 */
function isFilePath(path: string): boolean {
  if (path === '/index.html') return false;
  return path.startsWith('/assets/') || /\.[a-z0-9]{1,8}$/i.test(path);
}
