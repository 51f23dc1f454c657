import type {
  BreakSource,
  SELF_EXCLUSION_CHOICES,
  TIME_OUT_CHOICES,
} from '@arenabet/contracts/limits';
import { periodStart } from './limits.ts';
import { DAY_MS, type ResponsibleRules, UK_RESPONSIBLE_RULES } from './rules.ts';

/*
 * A player's breaks from gambling. A time-out (take a break) runs from a day to six weeks; a
 * self-exclusion runs for at least six months, or for good. Both start at once and neither can
 * be lifted before its end: the point of a break is that the player of a weak moment cannot
 * undo the choice of a strong one.
 */

export type TimeOutChoice = (typeof TIME_OUT_CHOICES)[number];

/** The end of a time-out taken at `now`; `days` gives a custom length within the rules. */
export function timeOutEnd(
  choice: TimeOutChoice | { days: number },
  now: Date,
  rules: ResponsibleRules = UK_RESPONSIBLE_RULES,
): Date | undefined {
  const end =
    typeof choice === 'object'
      ? new Date(now.getTime() + choice.days * DAY_MS)
      : choice === 'month'
        ? periodStart(now, 'month', 1)
        : new Date(now.getTime() + { day: 1, week: 7, six_weeks: 42 }[choice] * DAY_MS);
  const length = end.getTime() - now.getTime();
  if (!Number.isFinite(length) || length < rules.timeOutMinMs || length > rules.timeOutMaxMs) {
    return undefined;
  }
  return end;
}

export type SelfExclusionChoice = (typeof SELF_EXCLUSION_CHOICES)[number];

const EXCLUSION_MONTHS: Record<Exclude<SelfExclusionChoice, 'permanent'>, number> = {
  six_months: 6,
  one_year: 12,
  five_years: 60,
};

/** The end of a self-exclusion taken at `now`, null for good; undefined if the rules forbid it. */
export function selfExclusionEnd(
  choice: SelfExclusionChoice,
  now: Date,
  rules: ResponsibleRules = UK_RESPONSIBLE_RULES,
): Date | null | undefined {
  if (choice === 'permanent') return null;
  const months = EXCLUSION_MONTHS[choice];
  if (months < rules.selfExclusionMinMonths) return undefined;
  return periodStart(now, 'month', months);
}

export interface PlayerBreak {
  kind: 'time_out' | 'self_exclusion';
  startedAt: Date;
  /** null: for good. */
  endsAt: Date | null;
  /** Who set it; the player where not said. */
  source?: BreakSource;
}

/** A break holds from its start until its end; one for good always holds. */
export function breakHolds(playerBreak: PlayerBreak, now: Date): boolean {
  return now >= playerBreak.startedAt && (playerBreak.endsAt === null || now < playerBreak.endsAt);
}

/**
 * The break that holds now and ends last, if any: a time-out inside a self-exclusion changes
 * nothing, and the player is told the later end.
 */
export function holdingBreak(breaks: readonly PlayerBreak[], now: Date): PlayerBreak | undefined {
  let longest: PlayerBreak | undefined;
  for (const candidate of breaks) {
    if (!breakHolds(candidate, now)) continue;
    if (!longest || endsLater(candidate, longest)) longest = candidate;
  }
  return longest;
}

function endsLater(a: PlayerBreak, b: PlayerBreak): boolean {
  if (a.endsAt === null) return b.endsAt !== null || a.kind === 'self_exclusion';
  return b.endsAt !== null && a.endsAt > b.endsAt;
}
