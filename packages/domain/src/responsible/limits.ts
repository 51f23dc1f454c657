import type { LIMIT_KINDS, LIMIT_PERIODS } from '@arenabet/contracts/limits';
import { DAY_MS, type ResponsibleRules, UK_RESPONSIBLE_RULES } from './rules.ts';

/*
 * A player's own limits. Money limits are counted in the limit's currency, in minor units:
 * deposits gross, wagers as stakes, losses as stakes less wins. Session-time limits are counted
 * in minutes of play. Each runs over a period that starts when the limit was set and renews
 * every period after, so the player always knows the moment it resets.
 */

export type LimitKind = (typeof LIMIT_KINDS)[number];

export type LimitPeriod = (typeof LIMIT_PERIODS)[number];

export interface PlayerLimit {
  kind: LimitKind;
  period: LimitPeriod;
  /** Minor units of the limit's currency, or minutes for session time. */
  value: number;
  /** When the limit's first period began: every later period starts a whole period after. */
  anchoredAt: Date;
}

/** The start of the period `steps` periods after `from`; a month keeps its day, clamped. */
export function periodStart(from: Date, period: LimitPeriod, steps: number): Date {
  if (period === 'day') return new Date(from.getTime() + steps * DAY_MS);
  if (period === 'week') return new Date(from.getTime() + steps * 7 * DAY_MS);
  const year = from.getUTCFullYear();
  const month = from.getUTCMonth() + steps;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const day = Math.min(from.getUTCDate(), lastDay);
  const timeOfDay = from.getTime() - Date.UTC(year, from.getUTCMonth(), from.getUTCDate());
  return new Date(Date.UTC(year, month, day) + timeOfDay);
}

export interface LimitWindow {
  startsAt: Date;
  resetsAt: Date;
}

/** The period of a limit that holds `now`. */
export function currentWindow(
  limit: Pick<PlayerLimit, 'period' | 'anchoredAt'>,
  now: Date,
): LimitWindow {
  const anchor = limit.anchoredAt;
  if (now < anchor) return { startsAt: anchor, resetsAt: periodStart(anchor, limit.period, 1) };
  const approxMs = { day: DAY_MS, week: 7 * DAY_MS, month: 28 * DAY_MS }[limit.period];
  // A month's length varies: start from a guess at or past the right step and walk back.
  let steps = Math.floor((now.getTime() - anchor.getTime()) / approxMs);
  while (steps > 0 && periodStart(anchor, limit.period, steps) > now) steps -= 1;
  while (periodStart(anchor, limit.period, steps + 1) <= now) steps += 1;
  return {
    startsAt: periodStart(anchor, limit.period, steps),
    resetsAt: periodStart(anchor, limit.period, steps + 1),
  };
}

/** What an attempt would add to each kind of limit it falls under. */
export interface LimitAttempt {
  kind: 'deposit' | 'stake' | 'play_time';
  /** Minor units in the limits' currency, or minutes of play. */
  amount: number;
}

/** Which kinds of limit an attempt counts against: a stake is a wager and a possible loss. */
export function kindsOf(attempt: LimitAttempt['kind']): readonly LimitKind[] {
  if (attempt === 'deposit') return ['deposit'];
  if (attempt === 'stake') return ['wager', 'loss'];
  return ['session_time'];
}

export interface LimitRefusal {
  kind: LimitKind;
  period: LimitPeriod;
  value: number;
  used: number;
  /** What is left of the limit in its period, never below zero. */
  left: number;
  resetsAt: Date;
}

/**
 * The limit an attempt would pass, or undefined. Every limit of the attempt's kinds is checked,
 * and of those it would pass, the one with the least left binds and is named: the lowest binds.
 * `used` answers what the player has used of a limit in the given window.
 */
export function limitRefusal(
  limits: readonly PlayerLimit[],
  attempt: LimitAttempt,
  now: Date,
  used: (limit: PlayerLimit, window: LimitWindow) => number,
): LimitRefusal | undefined {
  const kinds = kindsOf(attempt.kind);
  let binding: LimitRefusal | undefined;
  for (const limit of limits) {
    if (!kinds.includes(limit.kind)) continue;
    const window = currentWindow(limit, now);
    const spent = used(limit, window);
    if (spent + attempt.amount <= limit.value) continue;
    const left = Math.max(0, limit.value - spent);
    if (
      !binding ||
      left < binding.left ||
      (left === binding.left && window.resetsAt > binding.resetsAt)
    ) {
      binding = {
        kind: limit.kind,
        period: limit.period,
        value: limit.value,
        used: spent,
        left,
        resetsAt: window.resetsAt,
      };
    }
  }
  return binding;
}

/** How a requested change to a limit goes in. */
export type LimitChangePlan =
  | { effect: 'now' }
  | { effect: 'pending'; appliesAt: Date; needsConfirmation: boolean };

/**
 * A new limit or a lower one applies at once; a higher one or a removal (`requested` undefined)
 * only after the jurisdiction's delay and, where it asks, the player's confirmation after it.
 */
export function planLimitChange(
  current: number | undefined,
  requested: number | undefined,
  now: Date,
  rules: ResponsibleRules = UK_RESPONSIBLE_RULES,
): LimitChangePlan {
  const tightens = requested !== undefined && (current === undefined || requested <= current);
  if (tightens) return { effect: 'now' };
  return {
    effect: 'pending',
    appliesAt: new Date(now.getTime() + rules.limitIncreaseDelayMs),
    needsConfirmation: rules.confirmIncreaseAfterDelay,
  };
}

/** A pending change can go in once its time has come, confirmed where that is asked. */
export function pendingChangeApplies(
  pending: { appliesAt: Date; needsConfirmation: boolean; confirmedAt?: Date | undefined },
  now: Date,
): boolean {
  if (now < pending.appliesAt) return false;
  if (!pending.needsConfirmation) return true;
  return pending.confirmedAt !== undefined && pending.confirmedAt >= pending.appliesAt;
}

/** The moment a player should be asked to review the limits set or last reviewed at `since`. */
export function limitReviewDue(since: Date, rules: ResponsibleRules = UK_RESPONSIBLE_RULES): Date {
  return periodStart(since, 'month', rules.limitReviewMonths);
}
