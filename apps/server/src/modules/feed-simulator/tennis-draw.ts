import { DAY_SECONDS, minutesOf, zonedSeconds } from './civil-time.ts';
import { type CompetitionContext, type Fixture, resultsKnownAt } from './competition.ts';
import { bracketOrder } from './knockout.ts';
import type { Rng } from './random.ts';
import type { TeamEntry } from './world.ts';

/*
 * One tennis draw played out: seeds placed where the bracket puts them, the other entrants drawn
 * into the free lines, each round on its own day (the first rounds over two days, top half then
 * bottom half), so a player has at most one match a day. A day's matches go out on the courts in
 * order of play from the start of the session; semi-finals and finals are alone on the centre
 * court later in the day. A match is offered once both its players are known: after the results
 * of the two matches that feed it.
 */

/**
 * Days of play of each round, counted from the Monday of the tournament's week: one day, or two
 * where the round is split between the halves of the draw.
 */
export type RoundDays = readonly (readonly number[])[];

/** A week's event of 32 (ATP and WTA 250 and 500, ITF): Monday to the Sunday final. */
export const WEEK_32: RoundDays = [[0, 1], [2, 3], [4], [5], [6]];
/** A week's event of 64 (Monte Carlo, Paris, WTA Doha and Dubai). */
export const WEEK_64: RoundDays = [[0, 1], [2], [3], [4], [5], [6]];
/** A Masters 1000 over twelve days: first round on Wednesday, final on the second Sunday. */
export const TWELVE_DAYS_64: RoundDays = [[2, 3], [4, 5], [6, 7], [9], [11], [13]];
/** Grand Slams over two weeks: men's semi-finals on the second Friday, final on Sunday. */
export const SLAM_MEN: RoundDays = [[0, 1], [2, 3], [4, 5], [6, 7], [8, 9], [11], [13]];
/** Women's semi-finals on the second Thursday, final on Saturday. */
export const SLAM_WOMEN: RoundDays = [[0, 1], [2, 3], [4, 5], [6, 7], [8, 9], [10], [12]];

export interface DrawSpec {
  rounds: RoundDays;
  bestOf: 3 | 5;
  zone: string;
  /** Local start of play, "11:00". */
  start: string;
  courts: number;
}

/** Minutes a court gives a match in the order of play: the long ones run a little over. */
const SLOT_MINUTES: Readonly<Record<DrawSpec['bestOf'], number>> = { 3: 150, 5: 240 };
/** Days with one or two matches play them on the centre court from this long after the start. */
const FEATURE_DELAY_MINUTES = 180;

export function drawSize(rounds: RoundDays): number {
  return 2 ** rounds.length;
}

/** Days from the Monday to the final. */
export function lastDayOf(rounds: RoundDays): number {
  return Math.max(...rounds.flat());
}

/**
 * The draw's lines from the top, given the entrants best first: the top quarter seeded where the
 * bracket puts them (1 and 2 only meet in the final), the others drawn into the free lines.
 */
export function placeEntrants(entrants: readonly TeamEntry[], rng: Rng): TeamEntry[] {
  const size = entrants.length;
  const seeds = size / 4;
  const unseeded = rng.shuffle(entrants.slice(seeds));
  let next = 0;
  return bracketOrder(size).map((seed) =>
    seed <= seeds ? (entrants[seed - 1] as TeamEntry) : (unseeded[next++] as TeamEntry),
  );
}

/** Start of the `turn`th match of the day on its court, unix seconds. */
function matchStart(spec: DrawSpec, day: number, turn: number, featured: boolean): number {
  const minutes =
    minutesOf(spec.start) +
    (featured ? FEATURE_DELAY_MINUTES : 0) +
    turn * SLOT_MINUTES[spec.bestOf];
  return zonedSeconds(spec.zone, day, minutes);
}

/**
 * The order of play of a day: when each of its `count` matches starts. Every court in use has
 * two matches at least, so quarter-finals follow one another on two courts.
 */
export function orderOfPlay(spec: DrawSpec, day: number, count: number): number[] {
  const featured = count <= 2;
  const courts = featured ? 1 : Math.min(spec.courts, Math.ceil(count / 2));
  return Array.from({ length: count }, (_, k) =>
    matchStart(spec, day, Math.floor(k / courts), featured),
  );
}

export interface DrawEdition {
  /** Day number of the tournament's Monday. */
  monday: number;
  seasonYear: number;
  /** Id of the match at a place: first-round matches from the top, then each round's. */
  idOf(place: number): number;
}

interface Line {
  player: TeamEntry;
  /** The match that put the player on this line, undefined in the first round. */
  from?: Fixture;
}

/** Which day of the round a match is played, by its place in the round. */
function dayOfMatch(days: readonly number[], match: number, matches: number): number {
  const half = days.length > 1 && match >= matches / 2 ? 1 : 0;
  return days[half] ?? days[0] ?? 0;
}

/** Every match of the draw, round by round, as far as the results take the players. */
export function playDraw(
  context: CompetitionContext,
  spec: DrawSpec,
  edition: DrawEdition,
  lines: readonly TeamEntry[],
): Fixture[] {
  const fixtures: Fixture[] = [];
  let alive: Line[] = lines.map((player) => ({ player }));
  let place = 0;
  for (const days of spec.rounds) {
    const matches = alive.length / 2;
    const perDay = new Map<number, number>();
    for (let m = 0; m < matches; m += 1) {
      const day = dayOfMatch(days, m, matches);
      perDay.set(day, (perDay.get(day) ?? 0) + 1);
    }
    const starts = new Map(
      [...perDay].map(([day, n]) => [day, orderOfPlay(spec, edition.monday + day, n)]),
    );
    const taken = new Map<number, number>();
    const next: Line[] = [];
    for (let m = 0; m < matches; m += 1) {
      const [top, bottom] = [alive[2 * m] as Line, alive[2 * m + 1] as Line];
      const day = dayOfMatch(days, m, matches);
      const turn = taken.get(day) ?? 0;
      taken.set(day, turn + 1);
      const feeders = [top.from, bottom.from].flatMap((f) => (f ? [f] : []));
      const fixture: Fixture = {
        id: edition.idOf(place),
        champ: context.champ,
        startsAt: starts.get(day)?.[turn] ?? (edition.monday + day) * DAY_SECONDS,
        home: top.player,
        away: bottom.player,
        order: turn,
        format: { bestOf: spec.bestOf },
        ...(feeders.length > 0 ? { publishAfter: resultsKnownAt(context, feeders) } : {}),
        seasonYear: edition.seasonYear,
      };
      fixtures.push(fixture);
      const winner = context.resultOf(fixture).winner === 2 ? bottom.player : top.player;
      next.push({ player: winner, from: fixture });
      place += 1;
    }
    alive = next;
  }
  return fixtures;
}
