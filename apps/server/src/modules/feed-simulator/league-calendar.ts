import {
  DAY_SECONDS,
  dayOf,
  minutesOf,
  onOrAfter,
  SATURDAY,
  TUESDAY,
  zonedSeconds,
} from './civil-time.ts';
import { fifaWindowSaturdays } from './international-calendar.ts';

/*
 * When a league's rounds are played: the days of each round and the kick-off times ("seats") a
 * round's games are spread over, in the league's own zone. Weekly leagues play their rounds at
 * weekends and add midweek rounds only where the season has too few weekends; leagues that play
 * every few days (NBA, NHL, KHL) space their rounds evenly. Seats too close to the round before
 * or after are dropped, so no team plays twice within the league's shortest rest; a round left
 * with too few seats puts more games on the same kick-offs, as leagues do.
 */

/** A month and day, "08-16". */
export type MonthDay = `${number}-${number}`;

/** A kick-off time of a round: `day` days after the round's first day, at local `time`. */
export interface Seat {
  day: number;
  /** Local "HH:MM"; past 24:00 runs into the next day. */
  time: string;
  /** Games that may start at this seat. */
  count: number;
}

export type LeagueRhythm =
  /**
   * Rounds at weekends (seats counted from Saturday); midweek rounds (seats counted from
   * Tuesday) only where the season has too few weekends. `fifaBreaks` leaves the weekends of
   * international windows free; `european` keeps midweek rounds out of the weeks the European
   * cups play.
   */
  | {
      kind: 'weekly';
      midweekSeats: readonly Seat[];
      fifaBreaks?: boolean;
      european?: boolean;
    }
  /** A round every few days, each spread over the days its seats name. */
  | { kind: 'every' };

export interface SeasonWindow {
  /** First and last days of the regular season; a `to` before `from` is in the next year. */
  from: MonthDay;
  to: MonthDay;
  /** Spans of the season without rounds (a winter break). */
  breaks?: readonly { from: MonthDay; to: MonthDay }[];
  /** Played only in even or odd years (championships held every other year). */
  years?: 'even' | 'odd';
}

export interface RoundDays {
  /** The round's first day (a Saturday or Tuesday for weekly leagues). */
  anchor: number;
  /** Seats as unix seconds, each repeated by its count, earliest first. */
  seats: number[];
}

function monthDay(value: MonthDay): [number, number] {
  const [month, day] = value.split('-').map(Number);
  return [month ?? 1, day ?? 1];
}

/** The civil day of `value` in the season that starts in `year`. */
export function seasonDay(year: number, window: SeasonWindow, value: MonthDay): number {
  const [fromMonth] = monthDay(window.from);
  const [month, day] = monthDay(value);
  return dayOf(month < fromMonth ? year + 1 : year, month, day);
}

export function seasonBounds(year: number, window: SeasonWindow): { first: number; last: number } {
  return { first: seasonDay(year, window, window.from), last: seasonDay(year, window, window.to) };
}

function inBreak(year: number, window: SeasonWindow, day: number): boolean {
  return (window.breaks ?? []).some(
    (span) => day >= seasonDay(year, window, span.from) && day <= seasonDay(year, window, span.to),
  );
}

/** `count` of `items`, spread evenly from first to last. */
export function spread<T>(items: readonly T[], count: number): T[] {
  if (count >= items.length) return [...items];
  return Array.from(
    { length: count },
    (_, i) => items[Math.floor(((i + 0.5) * items.length) / count)] as T,
  );
}

function daysBetween(first: number, last: number, step: number, weekday: number): number[] {
  const days: number[] = [];
  for (let day = onOrAfter(first, weekday); day <= last; day += step) days.push(day);
  return days;
}

/** Round anchors of a weekly league: weekends first, midweek rounds where weekends run short. */
function weeklyAnchors(
  year: number,
  window: SeasonWindow,
  rhythm: Extract<LeagueRhythm, { kind: 'weekly' }>,
  rounds: number,
  europeanNights: ReadonlySet<number>,
): { anchor: number; midweek: boolean }[] {
  const { first, last } = seasonBounds(year, window);
  const fifa = rhythm.fifaBreaks ? fifaWindowSaturdays(year) : new Set<number>();
  const weekends = daysBetween(first, last, 7, SATURDAY).filter(
    (day) => !inBreak(year, window, day) && !fifa.has(day),
  );
  if (weekends.length >= rounds)
    return spread(weekends, rounds).map((anchor) => ({ anchor, midweek: false }));
  const taken = new Set(weekends.flatMap((day) => [day, day + 1]));
  const midweeks = daysBetween(first + 3, last - 3, 7, TUESDAY).filter(
    (day) =>
      !inBreak(year, window, day) &&
      !fifa.has(day - 3) &&
      !fifa.has(day + 4) &&
      !taken.has(day) &&
      ![0, 1, 2].some((d) => rhythm.european && europeanNights.has(day + d)),
  );
  const midweek = spread(midweeks, rounds - weekends.length);
  return [
    ...weekends.map((anchor) => ({ anchor, midweek: false })),
    ...midweek.map((anchor) => ({ anchor, midweek: true })),
  ].sort((a, b) => a.anchor - b.anchor);
}

/** Round anchors of a league playing every few days, spaced evenly over the season. */
function evenAnchors(year: number, window: SeasonWindow, rounds: number): number[] {
  const { first, last } = seasonBounds(year, window);
  const playing: number[] = [];
  for (let day = first; day <= last; day += 1) if (!inBreak(year, window, day)) playing.push(day);
  return spread(playing, rounds);
}

function seatTimes(zone: string, anchor: number, seats: readonly Seat[]): number[] {
  return seats
    .flatMap((seat) =>
      Array.from({ length: seat.count }, () =>
        zonedSeconds(zone, anchor + seat.day, minutesOf(seat.time)),
      ),
    )
    .sort((a, b) => a - b);
}

export interface LeagueCalendarSpec {
  zone: string;
  window: SeasonWindow;
  rhythm: LeagueRhythm;
  /** Weekend seats (from Saturday) of a weekly league, or a round's seats otherwise. */
  seats: readonly Seat[];
  /** Shortest rest between two games of a team, hours. */
  minRestHours: number;
}

/**
 * The days and seats of every round of the season starting in `year`; `gamesPerRound` is the
 * number of games each round must seat. Seats closer than the shortest rest to the round before
 * or after (or, for a European league, to a European night) are dropped where the round can
 * spare them.
 */
export function roundDays(
  spec: LeagueCalendarSpec,
  year: number,
  rounds: number,
  gamesPerRound: number,
  europeanNights: ReadonlySet<number> = new Set(),
): RoundDays[] {
  const { rhythm } = spec;
  const planned =
    rhythm.kind === 'weekly'
      ? weeklyAnchors(year, spec.window, rhythm, rounds, europeanNights).map(
          ({ anchor, midweek }) => ({
            anchor,
            seats: seatTimes(spec.zone, anchor, midweek ? rhythm.midweekSeats : spec.seats),
          }),
        )
      : evenAnchors(year, spec.window, rounds).map((anchor) => ({
          anchor,
          seats: seatTimes(spec.zone, anchor, spec.seats),
        }));
  const rest = spec.minRestHours * 3600;
  const european =
    rhythm.kind === 'weekly' && rhythm.european ? [...europeanNights].map(europeanKickOffs) : [];
  let latest = Number.NEGATIVE_INFINITY;
  return planned.map((round, r) => {
    const next = planned[r + 1]?.seats[0] ?? Number.POSITIVE_INFINITY;
    const restful = round.seats.filter(
      (at) =>
        at >= latest + rest &&
        at <= next - rest &&
        european.every((night) => at <= night.first - rest || at >= night.last + rest),
    );
    const seats = restful.length > 0 ? atLeast(restful, gamesPerRound) : round.seats;
    latest = Math.max(...seats);
    return { anchor: round.anchor, seats };
  });
}

/** European games start between 18:45 and 21:00 in Central Europe: 16:45 to 20:00 UTC. */
function europeanKickOffs(day: number): { first: number; last: number } {
  return { first: day * DAY_SECONDS + 16.75 * 3600, last: day * DAY_SECONDS + 20 * 3600 };
}

/** The seats, each repeated in turn until there are `count`: more games share a kick-off. */
function atLeast(seats: readonly number[], count: number): number[] {
  const filled = [...seats];
  for (let i = 0; filled.length < count; i += 1) filled.push(seats[i % seats.length] as number);
  return filled.sort((a, b) => a - b);
}
