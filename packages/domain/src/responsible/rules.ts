/*
 * The player-protection rules a jurisdiction sets, each a number or a switch. The defaults are
 * the strictest public ones: the UK Gambling Commission's remote technical standards (RTS 12-14)
 * and licence conditions (LCCP 3.5), with the Malta Gaming Authority's player protection
 * directive where it asks more. Where a regulator's rule and a player's wish conflict, the
 * regulator's wins: a player can set a stricter limit, never a looser rule.
 */

export const HOUR_MS = 60 * 60_000;
/** A day in milliseconds: the periods here are counted in whole days of 24 hours. */
export const DAY_MS = 24 * HOUR_MS;

export interface ResponsibleRules {
  /** How long an increase or a removal of a limit waits before it can apply (RTS 12). */
  limitIncreaseDelayMs: number;
  /** Whether the player must confirm an increase again once the delay has passed (RTS 12). */
  confirmIncreaseAfterDelay: boolean;
  /** The player is asked to review their limits this often (the MGA's player protection directive). */
  limitReviewMonths: number;
  /** The player is asked to set a deposit limit at registration or the first deposit (LCCP 3.5). */
  promptDepositLimit: boolean;
  /** The shortest and longest time-out a player can take (LCCP 3.5: a day up to six weeks). */
  timeOutMinMs: number;
  timeOutMaxMs: number;
  /** The shortest self-exclusion (LCCP 3.5: at least six months). */
  selfExclusionMinMonths: number;
  /**
   * The national self-exclusion register (the UK's GAMSTOP, LCCP 3.5.4 since March 2020) is
   * asked at registration and at every sign-in.
   */
  consultNationalRegister: boolean;
  /** Age and identity are verified before any deposit or play (LCCP 17, since May 2019). */
  verifyBeforePlay: boolean;
  /** The reality-check intervals a player may choose, in minutes (RTS 13). */
  realityCheckMinutes: readonly number[];
}

export const UK_RESPONSIBLE_RULES: ResponsibleRules = {
  limitIncreaseDelayMs: DAY_MS,
  confirmIncreaseAfterDelay: true,
  limitReviewMonths: 6,
  promptDepositLimit: true,
  timeOutMinMs: DAY_MS,
  timeOutMaxMs: 42 * DAY_MS,
  selfExclusionMinMonths: 6,
  consultNationalRegister: true,
  verifyBeforePlay: true,
  realityCheckMinutes: [15, 30, 45, 60, 90, 120],
};
