import {
  BET_BUILDER_FEED,
  FEED_BARE_ROOTS,
  FEED_CALLS,
  FEED_ROOTS,
  feedQuery,
  MAIN_FEED_CALLS,
  MAIN_FEED_ROOTS,
  SPORT_SECTION_CALLS,
} from '@arenabet/contracts';
import type { FastifyError, FastifyInstance } from 'fastify';
import {
  BUILDER_EVENTS_SPEC,
  FEED_CALL_SPECS,
  type FeedCallSpec,
  MAIN_FEED_SPECS,
  SPORT_SECTION_SPECS,
} from './answers/call-specs.ts';
import { FeedAnswerer } from './answers/feed-answerer.ts';
import { FeedRequestError } from './answers/feed-request.ts';
import { sendFailure } from './answers/http-answer.ts';
import type { FeedPhase } from './game-phase.ts';
import type { FeedService } from './service.ts';

/** Calls of one root: the path after the root, and what the call answers. */
type RootCalls = readonly (readonly [string, FeedCallSpec])[];

const FEED_ROOT_CALLS: RootCalls = FEED_CALLS.map((call) => [call, FEED_CALL_SPECS[call]]);
const MAIN_FEED_ROOT_CALLS: RootCalls = [
  ...SPORT_SECTION_CALLS.map(
    (call) => [`sportSection/${call}`, SPORT_SECTION_SPECS[call]] as const,
  ),
  ...MAIN_FEED_CALLS.map((call) => [call, MAIN_FEED_SPECS[call]] as const),
];

/** Where a root's calls are served, and the root their answers are cached under. */
interface Root {
  prefix: string;
  /** The bare roots share the /service-api roots' cache entries: the same call, the same bytes. */
  cachedAs: string;
  phase: FeedPhase;
}

/**
 * The line and live feed calls under /service-api/LineFeed and /service-api/LiveFeed (and again
 * under the bare /LineFeed and /LiveFeed older clients use), and the main feeds' calls under
 * /main-line-feed and /main-live-feed, and the bet builder's outcomes under their betbuilder/v2
 * roots. Each root is a scope of its own whose errors and unknown
 * paths answer in the feed's envelope, not the site's JSON:API shape.
 */
export function feedRoutes(app: FastifyInstance, feed: FeedService): void {
  const answerer = new FeedAnswerer(feed, () => app.validateResponses);
  for (const phase of ['line', 'live'] as const) {
    const cachedAs = FEED_ROOTS[phase];
    for (const prefix of [FEED_ROOTS[phase], FEED_BARE_ROOTS[phase]]) {
      registerRoot(app, { prefix, cachedAs, phase }, FEED_ROOT_CALLS, answerer);
    }
    const main = MAIN_FEED_ROOTS[phase];
    registerRoot(app, { prefix: main, cachedAs: main, phase }, MAIN_FEED_ROOT_CALLS, answerer);
    const builder = BET_BUILDER_FEED[phase];
    registerRoot(
      app,
      { prefix: builder.root, cachedAs: builder.root, phase },
      [[builder.call, BUILDER_EVENTS_SPEC]],
      answerer,
    );
  }
}

function registerRoot(
  app: FastifyInstance,
  { prefix, cachedAs, phase }: Root,
  calls: RootCalls,
  answerer: FeedAnswerer,
): void {
  const paths = new Set(calls.map(([path]) => `${prefix}/${path}`));
  const bare = prefix === cachedAs ? '' : ', the bare path older clients use';
  for (const [path, spec] of calls) {
    app.calls.push({
      method: 'GET',
      path: `${prefix}/${path}`,
      summary: `${path} (${phase === 'line' ? 'pre-match' : 'in play'}${bare})`,
      tag: 'Line and live feed',
      access: 'public',
      query: feedQuery,
      response: spec.answer,
      mediaType: 'application/json',
    });
  }
  app.register(
    async (scope) => {
      scope.setErrorHandler((error: FastifyError, request, reply) => {
        if (error instanceof FeedRequestError) return sendFailure(reply, 400, error.message);
        if (error.statusCode !== undefined && error.statusCode < 500) {
          return sendFailure(reply, 400, 'Bad request');
        }
        request.log.error({ err: error }, 'feed call failed');
        return sendFailure(reply, 500, 'The feed could not answer');
      });
      scope.setNotFoundHandler((request, reply) => {
        const path = request.url.split('?')[0] ?? '';
        if (!paths.has(path)) return sendFailure(reply, 404, 'Unknown feed call');
        reply.header('allow', 'GET, HEAD');
        return sendFailure(reply, 405, 'Feed calls are read with GET');
      });
      for (const [path, spec] of calls) {
        scope.get(`/${path}`, (request, reply) =>
          answerer.answer(request, reply, `${cachedAs}/${path}`, phase, spec),
        );
      }
    },
    { prefix },
  );
}
