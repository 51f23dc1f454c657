import { feedSuccess } from '@arenabet/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FeedPhase } from '../game-phase.ts';
import type { FeedService } from '../service.ts';
import { AnswerCache } from './answer-cache.ts';
import type { FeedCallSpec } from './call-specs.ts';
import { type FeedRequest, parseFeedRequest, type RawQuery, requestKey } from './feed-request.ts';
import { sendAnswer, sendFailure } from './http-answer.ts';

/** The envelope of a success, split around its `Value` so a ready value is only concatenated. */
const [ENVELOPE_HEAD, ENVELOPE_TAIL] = JSON.stringify(feedSuccess('\u0000')).split('"\\u0000"') as [
  string,
  string,
];

/** Distinct URLs whose reading is remembered; tools repeat the same few URLs all day. */
const MAX_REMEMBERED_URLS = 10_000;

function successJson(valueJson: string): string {
  return `${ENVELOPE_HEAD}${valueJson}${ENVELOPE_TAIL}`;
}

/**
 * Answers feed calls from the cache, building an answer only when the part of the snapshot it
 * depends on changed since it was last built.
 */
export class FeedAnswerer {
  private readonly cache = new AnswerCache();
  private readonly byUrl = new Map<string, { feedRequest: FeedRequest; key: string }>();

  constructor(
    private readonly feed: FeedService,
    /** Tests check every answer built against its contract. */
    private readonly validate: () => boolean,
  ) {}

  async answer(
    request: FastifyRequest,
    reply: FastifyReply,
    path: string,
    phase: FeedPhase,
    spec: FeedCallSpec,
  ): Promise<FastifyReply> {
    const { feedRequest, key } = this.parsed(request, path, phase, spec);
    if (!this.feed.isReady) await this.feed.ensureStarted();
    const selection = { snapshot: this.feed.snapshot, phase, request: feedRequest };
    const version = selection.snapshot.versionOf(spec.dependency(selection));
    let answer = this.cache.get(key, version);
    if (!answer) {
      const value = spec.value(selection);
      if (value === undefined) return sendFailure(reply, 404, 'Not found in the feed');
      const json = successJson(value);
      if (this.validate()) assertAnswer(spec, path, json);
      answer = this.cache.put(key, version, json);
    }
    return sendAnswer(request, reply, answer);
  }

  /** The request read once per distinct URL (a refused one is read again each time). */
  private parsed(request: FastifyRequest, path: string, phase: FeedPhase, spec: FeedCallSpec) {
    let parsed = this.byUrl.get(request.url);
    if (!parsed) {
      const feedRequest = parseFeedRequest(request.query as RawQuery, phase);
      spec.check?.(feedRequest);
      parsed = { feedRequest, key: `${path}?${requestKey(feedRequest)}` };
      if (this.byUrl.size >= MAX_REMEMBERED_URLS) this.byUrl.clear();
      this.byUrl.set(request.url, parsed);
    }
    return parsed;
  }
}

function assertAnswer(spec: FeedCallSpec, path: string, json: string): void {
  const parsed = spec.answer.safeParse(JSON.parse(json));
  if (!parsed.success) {
    throw new Error(`Answer of ${path} breaks its contract: ${parsed.error.message}`);
  }
}
