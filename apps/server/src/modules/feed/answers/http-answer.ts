import { feedFailure } from '@arenabet/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { encodingToSend } from '../../../platform/http/encoded-body.ts';
import { type CachedAnswer, MIN_COMPRESSED_BYTES } from './answer-cache.ts';

/*
 * Writing feed answers: the ready bytes in the encoding the client accepts, an ETag the client
 * revalidates with (304 when nothing changed), and no-cache, since a live answer is stale after
 * a second but checking costs the client only an empty 304.
 */

const JSON_TYPE = 'application/json; charset=utf-8';

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
  const encoding = encodingToSend(answer, request.headers['accept-encoding'], MIN_COMPRESSED_BYTES);
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
