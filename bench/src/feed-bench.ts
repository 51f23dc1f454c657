import { gzipSync } from 'node:zlib';
import { feedPath } from '@arenabet/contracts';
import type { FastifyInstance } from 'fastify';
import { startFeedLoop } from '../../apps/server/src/modules/feed/lifecycle.ts';
import type { FeedWorld } from './feed-world.ts';
import { type LoadResult, listen, loadUrl, minimalApp } from './http-load.ts';
import { median } from './timed-run.ts';

/**
 * Issue 5: `Get1x2_VZip` requests per second and p99 latency beside a minimal Fastify route
 * measured in the same run, rounds alternating, medians. Feed answers are meant to cost close
 * to a static answer: pre-serialised and pre-compressed per snapshot version.
 */
export interface FeedBenchOptions {
  rounds: number;
  seconds: number;
  connections: number;
  /** Load generator threads (0: beside the server, on its event loop). */
  workers: number;
}

interface FeedTarget {
  name: string;
  url: string;
  /** The feed ticks (live games move, answers are rebuilt) while this target is measured. */
  ticking?: boolean;
  runs: LoadResult[];
}

/** What a browser asks for; gzip is the encoding every client and proxy accepts. */
const BROWSER_HEADERS = { 'accept-encoding': 'gzip' };

export async function runFeedBench(world: FeedWorld, options: FeedBenchOptions): Promise<void> {
  const urls = feedUrls(world.origin);
  const baselineApp = minimalApp();
  await serveStaticCopy(baselineApp, urls.line);
  const baseline = await listen(baselineApp);
  try {
    const targets = feedTargets(urls, baseline);
    const sizes = await answerSizes(targets);
    for (let round = 1; round <= options.rounds; round++) {
      for (const target of targets) target.runs.push(await measureTarget(world, target, options));
    }
    printFeedRates(world, targets, sizes, options);
  } finally {
    await baselineApp.close();
  }
}

function feedUrls(origin: string) {
  return {
    line: `${origin}${feedPath('line', 'Get1x2_VZip')}?count=50&lng=en`,
    live: `${origin}${feedPath('live', 'Get1x2_VZip')}?count=50&lng=en`,
  };
}

const STATIC_COPY_PATH = '/line-copy';

/**
 * The line answer's gzip bytes from a plain route: what the call would cost if it were a static
 * file, so the size of the answer and the cost of the feed's own work can be told apart.
 */
async function serveStaticCopy(app: FastifyInstance, lineUrl: string): Promise<void> {
  const response = await fetch(lineUrl);
  if (!response.ok) throw new Error(`${lineUrl} answered ${response.status}`);
  const gzipped = gzipSync(await response.text());
  app.get(STATIC_COPY_PATH, (_request, reply) =>
    reply.type('application/json; charset=utf-8').header('content-encoding', 'gzip').send(gzipped),
  );
}

function feedTargets({ line, live }: ReturnType<typeof feedUrls>, baseline: string): FeedTarget[] {
  return [
    { name: 'baseline: minimal Fastify route', url: `${baseline}/hello`, runs: [] },
    { name: 'static copy of the line answer', url: `${baseline}${STATIC_COPY_PATH}`, runs: [] },
    { name: 'LineFeed/Get1x2_VZip count=50', url: line, runs: [] },
    { name: 'LiveFeed/Get1x2_VZip count=50', url: live, runs: [] },
    { name: 'LiveFeed, feed ticking each second', url: live, ticking: true, runs: [] },
  ];
}

/** Bytes on the wire of each answer, gzip as asked; the first request also warms the cache. */
async function answerSizes(targets: readonly FeedTarget[]): Promise<Map<string, number>> {
  const sizes = new Map<string, number>();
  for (const { url } of targets) {
    const response = await fetch(url, { headers: BROWSER_HEADERS });
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    await response.arrayBuffer();
    sizes.set(url, Number(response.headers.get('content-length') ?? 0));
  }
  return sizes;
}

async function measureTarget(
  world: FeedWorld,
  target: FeedTarget,
  options: FeedBenchOptions,
): Promise<LoadResult> {
  const stopTicking = target.ticking
    ? startFeedLoop({ tick: () => world.tick() }, world.config.FEED_TICK_MS, console)
    : undefined;
  try {
    return await loadUrl({ url: target.url, headers: BROWSER_HEADERS, ...options });
  } finally {
    await stopTicking?.();
  }
}

function printFeedRates(
  world: FeedWorld,
  targets: readonly FeedTarget[],
  sizes: ReadonlyMap<string, number>,
  options: FeedBenchOptions,
): void {
  const games = world.gameCounts();
  const generator =
    options.workers > 0 ? `${options.workers} worker thread(s)` : 'the server thread';
  console.log(
    `\nfeed calls: full simulator world (${games.line} line, ${games.live} live games), database ` +
      `${world.databaseKind}, Accept-Encoding: gzip; ${options.connections} connections from ` +
      `${generator}, ${options.seconds}s x ${options.rounds} rounds alternating (median)`,
  );
  console.log(
    'target'.padEnd(36),
    'req/s'.padStart(7),
    'ratio'.padStart(6),
    'p99 ms'.padStart(7),
    'server CPU us/answer'.padStart(21),
    'CPU ratio'.padStart(10),
    'bytes'.padStart(6),
  );
  const [baseline, ...rest] = targets.map(summarize);
  if (!baseline) return;
  for (const target of [baseline, ...rest]) {
    console.log(
      target.name.padEnd(36),
      target.rate.toFixed(0).padStart(7),
      (target.rate / baseline.rate).toFixed(2).padStart(6),
      // autocannon keeps whole milliseconds.
      (target.p99 < 1 ? '<1' : target.p99.toFixed(0)).padStart(7),
      target.cpu.toFixed(1).padStart(21),
      (baseline.cpu / target.cpu).toFixed(2).padStart(10),
      String(sizes.get(target.url) ?? '').padStart(6),
    );
  }
  console.log(
    "(CPU ratio: the baseline's server CPU per answer over the target's, the rate ratio the " +
      'server alone on a core would show; the rates swing with whatever else runs on the machine)',
  );
}

function summarize({ name, url, runs }: FeedTarget) {
  return {
    name,
    url,
    rate: median(runs.map((run) => run.perSecond)),
    p99: median(runs.map((run) => run.p99Ms)),
    cpu: median(runs.map((run) => run.serverCpuMicros ?? Number.NaN)),
  };
}
