import { feedFailure } from '@arenabet/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type CachedAnswer, type ContentEncoding, MIN_COMPRESSED_BYTES } from './answer-cache.ts';

/*
 * Writing feed answers: the ready bytes in the encoding the client accepts, an ETag the client
 * revalidates with (304 when nothing changed), and no-cache, since a live answer is stale after
 * a second but checking costs the client only an empty 304.
 */

const JSON_TYPE = 'application/json; charset=utf-8';
const ENCODINGS: readonly ContentEncoding[] = ['br', 'gzip'];
/** Clients send few distinct Accept-Encoding headers; each is read once. */
const MAX_REMEMBERED_HEADERS = 256;
const encodingByHeader = new Map<string, ContentEncoding | null>();

export function preferredEncoding(header: string | undefined): ContentEncoding | undefined {
  if (!header) return undefined;
  let encoding = encodingByHeader.get(header);
  if (encoding === undefined) {
    encoding = readAcceptEncoding(header);
    if (encodingByHeader.size < MAX_REMEMBERED_HEADERS) encodingByHeader.set(header, encoding);
  }
  return encoding ?? undefined;
}

/** Brotli when allowed, else gzip; `q=0` refuses an encoding, `*` stands for the unnamed. */
function readAcceptEncoding(header: string): ContentEncoding | null {
  const weights = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim());
    const q = params.find((param) => param.startsWith('q='));
    weights.set(name, q ? Number(q.slice(2)) : 1);
  }
  const any = weights.get('*');
  return ENCODINGS.find((encoding) => (weights.get(encoding) ?? any ?? 0) > 0) ?? null;
}

export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const opaque = etag.replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === opaque);
}

export async function sendAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: CachedAnswer,
): Promise<FastifyReply> {
  reply
    .header('etag', answer.etag)
    .header('cache-control', 'no-cache')
    .header('vary', 'accept-encoding');
  if (etagMatches(request.headers['if-none-match'], answer.etag)) return reply.code(304).send();
  reply.code(200).type(JSON_TYPE);
  const encoding =
    answer.body.length >= MIN_COMPRESSED_BYTES
      ? preferredEncoding(request.headers['accept-encoding'])
      : undefined;
  if (!encoding) return reply.send(answer.body);
  const body = answer.ready(encoding) ?? (await answer.encodedAs(encoding));
  return reply.header('content-encoding', encoding).send(body);
}

/** A refused call: the feed's envelope with Success false, never the site's JSON:API error. */
export function sendFailure(reply: FastifyReply, status: 400 | 404 | 405 | 500, error: string) {
  return reply
    .code(status)
    .type(JSON_TYPE)
    .header('cache-control', 'no-store')
    .send(JSON.stringify(feedFailure(error, status)));
}
