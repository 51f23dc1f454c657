import type { Schedule } from './catalog-types.ts';
import type { ChampEntry } from './world.ts';

/*
 * What of a champ's calendar the feed holds at a moment: games from the history's start (the
 * season or event in play, so its table is complete) up to the horizon of the line. The small
 * world (the tests') holds less: a league's next two weeks (a month of cricket, whose leagues
 * follow each other with gaps) and last two rounds, a week back of the other formats, and an
 * hour ahead and a few hours back of the short ones, so it loads in well under a second.
 */

const HOUR = 3600;

const SMALL_HORIZON_HOURS: Readonly<Record<Schedule['kind'], number>> = {
  league: 30 * 24,
  cup: 30 * 24,
  continuous: 1,
  pool: 0,
  // Tournaments, cards, events, meetings and election days as far as the longest gap between
  // two of them in the small world, so each sport always has games on offer:
  // from the last quarter-final (Friday) of its ITF event to the next week's first round,
  tennis: 4 * 24,
  // two weeks and a card (a promotion may skip a week),
  fights: 15 * 24,
  esports: 5 * 24,
  // from a Saturday's last race to the Tuesday's first at its all-weather course.
  races: 4 * 24,
  virtualRaces: 1,
  elections: 15 * 24,
};

const SMALL_HISTORY_HOURS: Readonly<Record<Schedule['kind'], number>> = {
  league: 15 * 24,
  cup: 15 * 24,
  continuous: 3,
  pool: 0,
  tennis: 3 * 24,
  fights: 7 * 24,
  esports: 3 * 24,
  races: 7 * 24,
  virtualRaces: 3,
  elections: 28 * 24,
};

/** How far ahead a champ's games are offered, seconds. */
export function horizonSeconds(champ: ChampEntry, small: boolean): number {
  const { horizonHours, schedule } = champ.spec;
  if (!small) return horizonHours * HOUR;
  const smallHours = SMALL_HORIZON_HOURS[schedule.kind];
  // A short format's next game or two, however far apart they start.
  const next =
    schedule.kind === 'continuous' || schedule.kind === 'virtualRaces'
      ? (2 * schedule.cadence) / 60
      : 0;
  return Math.min(horizonHours, Math.max(smallHours, next)) * HOUR;
}

/** Where the finished games kept as history start, unix seconds. */
export function historyFrom(champ: ChampEntry, nowSeconds: number, small: boolean): number {
  const from = champ.competition.historyFrom(nowSeconds);
  if (!small) return from;
  return Math.max(from, nowSeconds - SMALL_HISTORY_HOURS[champ.spec.schedule.kind] * HOUR);
}
