import {
  type CallContract,
  type FeedEnvelope,
  feedFailure,
  feedSuccess,
  toRoutePattern,
} from '@arenabet/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { z } from 'zod';
import { INTERNAL_ERROR_MESSAGE } from '../../platform/http/errors.ts';
import { badParam, StatisticsError } from './statistics-error.ts';

type QueryOf<C extends CallContract> = z.output<NonNullable<C['query']>>;
type ValueOf<C extends CallContract> =
  z.input<C['response']> extends { Value: infer V } ? NonNullable<V> : never;

/**
 * Registers a statistics GET call answering in the feed envelope: a bad parameter is a 400 and
 * an unknown id a 404, each with `Success: false`, never the site's JSON:API error shape.
 */
export function registerStatisticsCall(app: FastifyInstance) {
  return <C extends CallContract>(
    contract: C,
    maxAgeSeconds: number,
    handler: (query: QueryOf<C>) => Promise<ValueOf<C>>,
  ): void => {
    app.calls.push(contract);
    app.get(toRoutePattern(contract.path), async (request, reply) => {
      reply.type('application/json');
      const parsed = contract.query?.safeParse(request.query ?? {});
      if (parsed && !parsed.success) {
        return refuse(reply, badQuery(parsed.error, request.query));
      }
      try {
        const body = feedSuccess(await handler(parsed?.data as QueryOf<C>));
        if (app.validateResponses) assertAnswer(contract, body);
        reply.header('cache-control', `public, max-age=${maxAgeSeconds}`);
        return body;
      } catch (error) {
        if (error instanceof StatisticsError) return refuse(reply, error);
        // A failing feed or database: the envelope still, and never its cause.
        request.log.error({ err: error }, 'statistics call failed');
        reply.code(500).header('cache-control', 'no-store');
        return feedFailure(INTERNAL_ERROR_MESSAGE, 500);
      }
    });
  };
}

function refuse(reply: FastifyReply, error: StatisticsError): FeedEnvelope<never> {
  reply.code(error.status).header('cache-control', 'no-store');
  return feedFailure(error.message, error.status);
}

/** The first refused parameter, with the value as sent. */
function badQuery(error: z.core.$ZodError, query: unknown): StatisticsError {
  const name = String(error.issues[0]?.path[0] ?? 'query');
  const sent = typeof query === 'object' && query !== null ? Reflect.get(query, name) : undefined;
  return badParam(name, sent);
}

function assertAnswer(contract: CallContract, body: unknown): void {
  const parsed = contract.response.safeParse(body);
  if (!parsed.success) {
    throw new Error(`Answer of ${contract.path} breaks its contract: ${parsed.error.message}`);
  }
}
