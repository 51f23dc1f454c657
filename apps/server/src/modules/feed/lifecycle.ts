import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { FeedService } from './service.ts';

/**
 * The feed's life inside the app: with background work on, a loop ticks it every `tickMs` from
 * the moment the app is ready (which also starts it); whatever started it, it stops on close,
 * before the database closes, freeing the source lock for another instance.
 */
export function runFeed(
  app: FastifyInstance,
  feed: FeedService,
  options: { background: boolean; tickMs: number },
): void {
  let stopLoop: (() => Promise<void>) | undefined;
  if (options.background) {
    app.addHook('onReady', async () => {
      stopLoop = startFeedLoop(feed, options.tickMs, app.log);
    });
  }
  app.addHook('onClose', async () => {
    await stopLoop?.();
    await feed.stop();
  });
}

/** Ticks one after another, never overlapping: a slow tick delays the next one. */
export function startFeedLoop(
  feed: Pick<FeedService, 'tick'>,
  tickMs: number,
  log: Pick<FastifyBaseLogger, 'error'>,
): () => Promise<void> {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const schedule = (delay: number) => {
    timer = setTimeout(() => {
      const startedAt = Date.now();
      running = feed
        .tick()
        .catch((error: unknown) => log.error({ err: error }, 'feed: tick failed'))
        .then(() => {
          if (!stopped) schedule(Math.max(0, tickMs - (Date.now() - startedAt)));
        });
    }, delay);
    // The loop alone must not keep a process (a test, a script) alive.
    timer.unref();
  };
  schedule(0);
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
  };
}
