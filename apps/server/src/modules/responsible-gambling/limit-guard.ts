import type { RatedCurrency } from '@arenabet/domain';
import { fromMinorUnits, safeMinorUnits } from '@arenabet/domain';
import {
  currentWindow,
  kindsOf,
  type LimitRefusal,
  limitRefusal,
} from '@arenabet/domain/responsible/limits';
import { type PlaySpan, playMinutesWithin } from '@arenabet/domain/responsible/play-time';
import { currencyById } from '@arenabet/reference/currencies';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/client.ts';
import { type Transaction, withTransaction } from '../../platform/db/transaction.ts';
import { AppError } from '../../platform/http/errors.ts';
import { limitsNow, lockLimits } from './limit-book.ts';
import {
  converted,
  isCounted,
  type KeptLimit,
  rateOf,
  recordUsage,
  type UsageEntry,
  usageOf,
} from './limit-usage.ts';

/** Money in that counts against limits: a deposit started, or a stake (a bet, a round). */
export type GuardedAttempt = Omit<UsageEntry, 'playerId' | 'counter'> & {
  counter: 'deposit' | 'stake';
};

/**
 * A refusal by the player's own limit: 403 `limit_<kind>_<period>` keyed by the amount, with
 * the limit, what is left of it and when it resets in the error's `meta`.
 */
export class LimitRefused extends AppError {
  constructor(
    readonly refusal: LimitRefusal,
    /** The money limit's currency; null for a session-time limit, counted in minutes. */
    currencyId: number | null,
  ) {
    const key = `limit_${refusal.kind}_${refusal.period}`;
    const currency = currencyId === null ? undefined : currencyById(currencyId);
    const money = (minor: number) =>
      currencyId === null
        ? String(minor)
        : fromMinorUnits(safeMinorUnits(minor), currency?.precision ?? 2);
    super(
      403,
      key,
      { amount: [key] },
      {
        limit: {
          kind: refusal.kind,
          period: refusal.period,
          value: money(refusal.value),
          left: money(refusal.left),
          currency: currency?.code ?? null,
          resetsAt: refusal.resetsAt.toISOString(),
        },
      },
    );
  }
}

/**
 * A player's limits, made ready before the transaction of the money they guard (reading the
 * site's rates may take a connection of its own, and PGlite has one). `reserve` checks and
 * counts the attempt in that transaction, under the player's limits lock: of any number of
 * attempts at once, exactly those that fit pass. A break (or an unverified identity) refuses in `reserve` too, so a step
 * that moves no money (a repeat, a blackjack stand) goes on during one.
 */
export class LimitGuard {
  constructor(
    readonly playerId: number,
    private readonly state: {
      /**
       * The refusal of all money in: a break that holds, or an identity not verified where the
       * jurisdiction asks it before play.
       */
      refusal: AppError | undefined;
      /** False when the player had no limit: nothing to check or count. */
      watched: boolean;
      rates: readonly RatedCurrency[];
      /** The player's time signed in this last month, read where a session-time limit is kept. */
      playSpans: readonly PlaySpan[];
    },
    private readonly clock: Clock,
  ) {}

  /** `reserve` in a transaction of its own, for money written by a statement of its own. */
  reserveAlone(db: Database, attempt: GuardedAttempt): Promise<boolean> {
    if (attempt.amount <= 0 || (!this.state.refusal && !this.state.watched)) {
      return Promise.resolve(false);
    }
    return withTransaction(db, (tx) => this.reserve(tx, attempt));
  }

  /** Checks and counts the attempt; answers whether it was counted now (not before, not at all). */
  async reserve(tx: Transaction, attempt: GuardedAttempt): Promise<boolean> {
    if (attempt.amount <= 0) return false;
    if (this.state.refusal) throw this.state.refusal;
    if (!this.state.watched) return false;
    await lockLimits(tx, this.playerId);
    // A repeat of money already counted (a bet's GUID sent again) is not counted twice.
    if (await isCounted(tx, attempt.ref)) return false;
    const now = this.clock.now();
    const kinds = kindsOf(attempt.counter);
    const held = await limitsNow(tx, this.playerId, now);
    if (attempt.counter === 'stake') this.refuseIfPlayedOut(held, now);
    const limits = held.filter((limit) => kinds.includes(limit.kind) && limit.currencyId !== null);
    if (limits.length > 0) await this.refuseIfPassed(tx, limits, attempt, now);
    await recordUsage(tx, [{ ...attempt, playerId: this.playerId }], now, 'count-again');
    return true;
  }

  /** A stake needs a minute of play left under every session-time limit. */
  private refuseIfPlayedOut(held: readonly KeptLimit[], now: Date): void {
    const spans = this.state.playSpans;
    const refusal = limitRefusal(
      held.filter((limit) => limit.kind === 'session_time'),
      { kind: 'play_time', amount: 1 },
      now,
      (_limit, window) => playMinutesWithin(spans, window),
    );
    if (refusal) throw new LimitRefused(refusal, null);
  }

  /**
   * Every limit of the attempt's kinds is checked; of those it would pass, the one with the
   * least left is named (the lowest binds). A player's money limits share the currency of the
   * main account, so one conversion of the attempt serves them all.
   */
  private async refuseIfPassed(
    tx: Transaction,
    limits: readonly KeptLimit[],
    attempt: GuardedAttempt,
    now: Date,
  ): Promise<void> {
    const windows = limits.map((limit) => ({ limit, window: currentWindow(limit, now) }));
    const used = await usageOf(tx, this.playerId, windows, this.state.rates);
    for (const currencyId of new Set(limits.map((limit) => limit.currencyId as number))) {
      const amount = converted(
        attempt.amount,
        rateOf(this.state.rates, attempt.currencyId),
        rateOf(this.state.rates, currencyId),
      );
      const inCurrency = limits.filter((limit) => limit.currencyId === currencyId);
      const refusal = limitRefusal(
        inCurrency,
        { kind: attempt.counter, amount },
        now,
        (limit) => used.get(limit as KeptLimit) ?? 0,
      );
      if (refusal) throw new LimitRefused(refusal, currencyId);
    }
  }
}
