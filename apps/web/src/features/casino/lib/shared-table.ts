import {
  TABLE_HISTORY_SHOWN,
  TABLE_PHASES,
  type TableRound,
  type TableState,
} from '@arenabet/contracts/casino-tables';

/*
 * A shared table as the page keeps it: the round in play, followed over the live push, and the
 * latest results. Messages may cross (a read answered after a push, a reconnect's read), so a
 * round replaces the one kept only when it is further on; and the page's clock is set by the
 * server's, since every moment of a round (betting's close, the flight's start) is the server's.
 */

const phaseIndex = (round: TableRound) => TABLE_PHASES.indexOf(round.phase);

/**
 * Whether `next` is further on than `kept`: a later round, the same round in a later phase, or
 * the same phase sent later (a bet or a cash-out added).
 */
export function isNewerRound(next: TableRound, kept: TableRound | undefined): boolean {
  if (!kept) return true;
  if (next.id !== kept.id) return next.id > kept.id;
  if (next.phase !== kept.phase) return phaseIndex(next) > phaseIndex(kept);
  return next.serverTime >= kept.serverTime;
}

/** The table with a round heard of: kept when older; a settled round joins the results. */
export function withRound(state: TableState, round: TableRound): TableState {
  if (!isNewerRound(round, state.round)) return state;
  const settled =
    round.phase === 'settled' && round.outcome && round.hash && round.settledAt !== null
      ? {
          id: round.id,
          position: round.position,
          outcome: round.outcome,
          hash: round.hash,
          settledAt: round.settledAt,
        }
      : undefined;
  const history =
    settled && !state.history.some((known) => known.id === settled.id)
      ? [settled, ...state.history].slice(0, TABLE_HISTORY_SHOWN)
      : state.history;
  return { round, history };
}

/** How many clock readings the offset is taken from. */
const CLOCK_SAMPLES = 8;

/**
 * The readings of `server time - page time` kept, the latest last. Each reading is late by the
 * message's way to the page, never early, so the largest of the latest few is the closest.
 */
export function withClockSample(samples: readonly number[], sample: number): number[] {
  return [...samples, sample].slice(-CLOCK_SAMPLES);
}

export function clockOffsetOf(samples: readonly number[]): number {
  return samples.length === 0 ? 0 : Math.max(...samples);
}

/** Whole seconds left until `at`, rounded up, never below 0: a countdown's figure. */
export function secondsUntil(at: number, now: number): number {
  return Math.max(0, Math.ceil((at - now) / 1_000));
}

/** How far betting has run, 0 at the opening and 1 at its close: the countdown's ring. */
export function bettingLeft(round: TableRound, now: number): number {
  const span = round.bettingClosesAt - round.openedAt;
  if (span <= 0) return 0;
  return Math.min(1, Math.max(0, (round.bettingClosesAt - now) / span));
}

/** Whether a bet sent now can still be taken: the round is open and its close not passed. */
export function isBettingOpen(round: TableRound | undefined, now: number): boolean {
  return round?.phase === 'betting' && now < round.bettingClosesAt;
}
