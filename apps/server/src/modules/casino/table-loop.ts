import { SHARED_TABLE_GAMES, type SharedTableGame } from '@arenabet/domain/casino/shared-tables';
import type { SharedTables } from './shared-tables.ts';

/** The longest the loop sleeps: a new holder picks the tables up within this. */
export const TABLE_LOOP_MAX_SLEEP_MS = 1_000;

export interface TableLoopLog {
  error(details: object, message: string): void;
}

/**
 * Runs every shared table on the feed's holder (one instance): each table's next step as soon
 * as it is due. Returns the stop, which waits for steps under way.
 */
export function runTablesInBackground(
  tables: Pick<SharedTables, 'advance'>,
  isHolder: () => boolean,
  log: TableLoopLog,
): () => Promise<void> {
  let stopped = false;
  const timers = new Map<SharedTableGame, NodeJS.Timeout>();
  const running = new Map<SharedTableGame, Promise<void>>();
  const schedule = (game: SharedTableGame, ms: number) => {
    const timer = setTimeout(() => running.set(game, step(game)), ms);
    timer.unref();
    timers.set(game, timer);
  };
  const step = async (game: SharedTableGame) => {
    let wait = TABLE_LOOP_MAX_SLEEP_MS;
    if (isHolder()) {
      try {
        wait = await tables.advance(game);
      } catch (error) {
        log.error({ err: error }, `casino table ${game}: step failed`);
      }
    }
    if (!stopped) schedule(game, Math.min(Math.max(0, wait), TABLE_LOOP_MAX_SLEEP_MS));
  };
  for (const game of SHARED_TABLE_GAMES) schedule(game, 0);
  return async () => {
    stopped = true;
    for (const timer of timers.values()) clearTimeout(timer);
    await Promise.all(running.values());
  };
}
