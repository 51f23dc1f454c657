import type { CasinoService } from './service.ts';

export interface ClosingLog {
  error(details: object, message: string): void;
}

/** How often the holder looks for rounds left open past ABANDONED_ROUND_MS. */
export const ABANDONED_SWEEP_MS = 10 * 60_000;

/**
 * At start and every ABANDONED_SWEEP_MS, the feed's holder (one instance) closes the rounds
 * players left open. Returns the stop, which waits for a sweep under way.
 */
export function closeAbandonedInBackground(
  casino: Pick<CasinoService, 'closeAbandoned'>,
  isHolder: () => boolean,
  log: ClosingLog,
): () => Promise<void> {
  let running: Promise<unknown> = Promise.resolve();
  const sweep = () => {
    if (!isHolder()) return;
    running = running
      .then(() => casino.closeAbandoned())
      .catch((error: unknown) =>
        log.error({ err: error }, 'closing abandoned casino rounds failed'),
      );
  };
  sweep();
  const timer = setInterval(sweep, ABANDONED_SWEEP_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
