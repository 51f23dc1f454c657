import type { AppServices, ModuleDeps } from '../../module-deps.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { FeedChangeBatch } from '../feed/feed-api.ts';
import { betSettlementAudit } from './schema.ts';
import { type OutcomeResult, Settlement, type SettlementOutcome } from './settlement.ts';

export interface SettlementLog {
  error(details: object, message: string): void;
}

/**
 * When settlement runs: a game the feed finishes is settled on the instance that runs the feed
 * (every instance receives the batch; one settles), games missed while nobody ran are found by
 * a sweep, and operators settle or void by hand. Runs are queued one after another here, and
 * the database's lock keeps instances apart.
 */
export class SettlementRunner {
  readonly settlement: Settlement;
  private work: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly deps: ModuleDeps,
    private readonly services: AppServices,
    private readonly notify: (outcome: SettlementOutcome) => void,
    private readonly log: SettlementLog,
  ) {
    this.settlement = new Settlement(deps, services);
  }

  /**
   * Queues the games that got their result in a batch, and those it finished (a game may end
   * settled at once), on the feed's holder only.
   */
  handleBatch(batch: FeedChangeBatch): void {
    if (!this.services.feed.isHolder) return;
    const finished = batch.changes
      .filter((change) => change.finished && change.parentId === undefined)
      .map((change) => change.gameId);
    for (const gameId of new Set([...batch.resulted, ...finished])) {
      this.enqueue(() => this.settleGame(gameId));
      this.enqueue(() => this.settleDuelsOf(gameId));
    }
  }

  /** A duel settles with the later of its two games: each game's end tries its duels. */
  private async settleDuelsOf(gameId: number): Promise<number> {
    let settled = 0;
    for (const duelId of await this.services.feed.duelsOf(gameId)) {
      settled += (await this.settleGame(duelId)).settledCoupons;
    }
    return settled;
  }

  /** Settles every finished game that still has open legs. */
  sweep(): Promise<number> {
    return this.enqueue(async () => {
      let settled = 0;
      for (const gameId of await this.settlement.finishedGamesWithOpenLegs()) {
        settled += (await this.settleGame(gameId)).settledCoupons;
      }
      return settled;
    });
  }

  async settleGame(gameId: number): Promise<SettlementOutcome> {
    const outcome = await this.settlement.settleFromFeed(gameId, await this.taxes());
    this.notify(outcome);
    return outcome;
  }

  /** An operator's results for a game's outcomes, with the reason, audited (with `audit`). */
  async settleByHand(
    operatorId: number,
    gameId: number,
    results: readonly OutcomeResult[],
    reason: string,
    action: 'settle' | 'void',
    audit: Record<string, unknown> = {},
  ): Promise<SettlementOutcome> {
    const outcome = await this.enqueue(() =>
      this.taxes().then((taxes) =>
        this.settlement.applyResults(gameId, results, 'operator', taxes, reason),
      ),
    );
    await this.deps.db.insert(betSettlementAudit).values({
      operatorId,
      gameId,
      action,
      reason,
      details: { ...audit, results, settledCoupons: outcome.settledCoupons },
      createdAt: this.deps.clock.now(),
    });
    this.notify(outcome);
    return outcome;
  }

  /** Resolves once every queued run is done (shutdown, tests). */
  idle(): Promise<unknown> {
    return this.work;
  }

  private enqueue<T>(run: () => Promise<T>): Promise<T> {
    const result = this.work.then(run);
    this.work = result.catch((error: unknown) =>
      this.log.error({ err: error }, 'settlement failed'),
    );
    return result;
  }

  private async taxes() {
    const settings = await this.deps.siteSettings();
    if (!settings) throw new AppError(503, 'config is absent');
    return settings.taxes;
  }
}

/** How often the holder looks for finished games with open legs that no batch settled. */
export const SETTLEMENT_SWEEP_MS = 5 * 60_000;

/**
 * The safety net under the batches: at start and every `SETTLEMENT_SWEEP_MS`, the feed's holder
 * settles what a lost batch, a restart or a result stored while no instance listened left open.
 */
export function sweepInBackground(
  runner: SettlementRunner,
  isHolder: () => boolean,
  log: SettlementLog,
): () => Promise<void> {
  const sweep = () => {
    if (!isHolder()) return;
    runner.sweep().catch((error: unknown) => log.error({ err: error }, 'settlement sweep failed'));
  };
  sweep();
  const timer = setInterval(sweep, SETTLEMENT_SWEEP_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await runner.idle();
  };
}
