import { type ResponsibleRules, UK_RESPONSIBLE_RULES } from './rules.ts';

/*
 * Reality checks: at the interval the player chose, a notice over any betting or game page
 * shows how long the session has run and its net position. The session's clock runs from
 * sign-in; the next check comes a whole interval after the last one the player answered, so a
 * notice left open does not pile up others behind it.
 */

export function isRealityCheckInterval(
  minutes: number,
  rules: ResponsibleRules = UK_RESPONSIBLE_RULES,
): boolean {
  return rules.realityCheckMinutes.includes(minutes);
}

/** When the next reality check is due. */
export function nextRealityCheck(
  sessionStartedAt: Date,
  intervalMinutes: number,
  lastAnsweredAt?: Date,
): Date {
  const from =
    lastAnsweredAt && lastAnsweredAt > sessionStartedAt ? lastAnsweredAt : sessionStartedAt;
  return new Date(from.getTime() + intervalMinutes * 60_000);
}

export interface SessionPosition {
  elapsedMs: number;
  /** Wins less stakes, in minor units: negative when the player is down. */
  net: number;
}

export function sessionPosition(
  sessionStartedAt: Date,
  now: Date,
  stakes: number,
  wins: number,
): SessionPosition {
  return { elapsedMs: Math.max(0, now.getTime() - sessionStartedAt.getTime()), net: wins - stakes };
}
