import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlibConstants } from 'node:zlib';
import { isApiPath } from '@arenabet/contracts';
import type { FirstScreenNeeds } from '@arenabet/domain';
import { isLanguageId } from '@arenabet/reference/languages';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { chooseEncoding, type PrecompressedEncoding } from './accept-encoding.ts';
import { contentSecurityPolicy } from './content-security-policy.ts';
import { pageWithFirstCalls, pageWithScreen } from './first-calls.ts';
import { readScreenFiles, type ScreenFilesByModule, screenHead } from './screen-files.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Answers a page of the web app; null when the request is not one, or no build exists. */
    webAppFallback: ((request: FastifyRequest, reply: FastifyReply) => FastifyReply | null) | null;
  }
}

/** What the build wrote beside each text file (apps/web/vite.config.ts, `deliveryPlugin`). */
const ENCODED_SUFFIX: Record<PrecompressedEncoding, string> = { br: '.br', gzip: '.gz' };

export interface WebAppOptions {
  /**
   * The calls a page of a language makes first, preloaded from its head
   * (`@arenabet/contracts/first-calls`); without it every page is index.html as built.
   */
  firstCallUrls?: (language: string) => string[];
  /**
   * What a screen a visitor may land on needs first (`@arenabet/domain/first-screens`), by its
   * path below the language; its files come from the build's list of screens.
   */
  firstScreenNeeds?: (
    path: string,
    search: URLSearchParams,
    language: string,
  ) => FirstScreenNeeds | undefined;
}

/**
 * Serves the built web app: hashed assets cached for a year, and index.html for every other
 * path outside the API so that the app's router answers it. Each file goes in the brotli or gzip
 * copy the build made, by the request's Accept-Encoding (`Vary` says so to caches), so a phone
 * on a slow link gets a third of the bytes. A page of a language also preloads its first calls;
 * it is built and compressed once per language. A page opened at a first screen names that
 * screen's code and calls in its head too, compressed as it is asked (a kilobyte: well under a
 * millisecond).
 */
export async function registerWebApp(
  app: FastifyInstance,
  distDir: string,
  options: WebAppOptions = {},
): Promise<void> {
  const indexFile = join(distDir, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn({ distDir }, 'no web build found: serving the API only (run npm run build)');
    return;
  }
  const indexHtml = readIndexHtml(indexFile);
  // Every page is index.html with links added to its head: one policy fits them all.
  const policy = contentSecurityPolicy(indexHtml.identity.toString('utf8'));
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
        res.setHeader('content-security-policy', policy);
      }
    },
  });
  // Browsers, and the pages of other sites that embed ours, ask for /favicon.ico by default.
  app.get('/favicon.ico', (_request, reply) => reply.redirect('/favicon.svg', 301));
  const pages = new LanguagePages(indexHtml.identity.toString('utf8'), options.firstCallUrls);
  const screens = new ScreenPages(pages, readScreenFiles(distDir), options.firstScreenNeeds);
  app.webAppFallback = (request: FastifyRequest, reply: FastifyReply) => {
    const cut = request.url.indexOf('?');
    const path = cut < 0 ? request.url : request.url.slice(0, cut);
    const query = cut < 0 ? '' : request.url.slice(cut + 1);
    if (!['GET', 'HEAD'].includes(request.method) || isApiPath(path) || isFilePath(path)) {
      return null;
    }
    const encoding = chooseEncoding(request.headers['accept-encoding']);
    const language = path.split('/')[1];
    if (!isLanguageId(language)) return sendPage(reply, indexHtml, encoding, policy);
    const screenPage = screens.page(language, path.slice(language.length + 1), query, encoding);
    return sendPage(reply, screenPage ?? pages.page(language) ?? indexHtml, encoding, policy);
  };
}

/** The page in the request's encoding, revalidated on every visit and never framed elsewhere. */
function sendPage(
  reply: FastifyReply,
  copies: EncodedCopies,
  encoding: PrecompressedEncoding | null,
  policy: string,
): FastifyReply {
  const body = (encoding && copies[encoding]) || copies.identity;
  if (body !== copies.identity && encoding) reply.header('content-encoding', encoding);
  return reply
    .code(200)
    .header('cache-control', 'no-cache')
    .header('vary', 'accept-encoding')
    .header('content-security-policy', policy)
    .header('x-frame-options', 'SAMEORIGIN')
    .type('text/html; charset=utf-8')
    .send(body);
}

type EncodedCopies = Record<'identity', Buffer> & Partial<Record<PrecompressedEncoding, Buffer>>;

/** Each language's page with its first calls, built and compressed on its first visit. */
class LanguagePages {
  private readonly built = new Map<string, EncodedCopies>();
  private readonly texts = new Map<string, string>();

  constructor(
    private readonly template: string,
    private readonly firstCallUrls: ((language: string) => string[]) | undefined,
  ) {}

  page(language: string): EncodedCopies | undefined {
    if (!this.firstCallUrls) return undefined;
    let copies = this.built.get(language);
    if (!copies) {
      copies = compressedCopies(this.html(language));
      this.built.set(language, copies);
    }
    return copies;
  }

  /** The language's page before compression: the template with its language and first calls. */
  html(language: string): string {
    let html = this.texts.get(language);
    if (html === undefined) {
      html = pageWithFirstCalls(this.template, language, this.firstCallUrls?.(language) ?? []);
      this.texts.set(language, html);
    }
    return html;
  }
}

/** A language's page opened at a first screen, with that screen's needs in its head. */
class ScreenPages {
  constructor(
    private readonly pages: LanguagePages,
    private readonly files: ScreenFilesByModule,
    private readonly needsOf: WebAppOptions['firstScreenNeeds'],
  ) {}

  /** The page in the one encoding asked for, compressed quickly: it is built per request. */
  page(
    language: string,
    path: string,
    query: string,
    encoding: PrecompressedEncoding | null,
  ): EncodedCopies | undefined {
    const needs = this.needsOf?.(path || '/', new URLSearchParams(query), language);
    if (!needs) return undefined;
    const html = pageWithScreen(this.pages.html(language), screenHead(needs, this.files));
    const identity = Buffer.from(html, 'utf8');
    if (encoding === 'br') return { identity, br: brotli(identity, 5) };
    if (encoding === 'gzip') return { identity, gzip: gzipSync(identity, { level: 6 }) };
    return { identity };
  }
}

function compressedCopies(html: string): EncodedCopies {
  const identity = Buffer.from(html, 'utf8');
  return {
    identity,
    br: brotli(identity, zlibConstants.BROTLI_MAX_QUALITY),
    gzip: gzipSync(identity, { level: 9 }),
  };
}

function brotli(text: Buffer, quality: number): Buffer {
  return brotliCompressSync(text, {
    params: {
      [zlibConstants.BROTLI_PARAM_QUALITY]: quality,
      [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
    },
  });
}

/** index.html as it is and in each encoding the build wrote (a build without them still serves). */
function readIndexHtml(indexFile: string): EncodedCopies {
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
