import type { ChampSpec } from './catalog-types.ts';
import { minutesOf, utcDayOf, yearOfDay, zonedSeconds } from './civil-time.ts';
import {
  type Competition,
  type CompetitionContext,
  EDITION_EPOCH_YEAR,
  Editions,
  type Fixture,
} from './competition.ts';
import { EPOCH_MONDAY } from './edition-weeks.ts';
import { editionGameId } from './game-ids.ts';
import { Rng } from './random.ts';
import {
  editionMondays,
  type TennisSchedule,
  TourEntries,
  type TourEvent,
} from './tennis-calendar.ts';
import { drawSize, placeEntrants, playDraw } from './tennis-draw.ts';
import type { ChampEntry, TeamEntry } from './world.ts';

/*
 * A tennis tournament ("ATP. Dubai"): each edition a draw of the tour's players entered that
 * week, played round by round through its week or fortnight. An annual tournament's editions are
 * its years; a weekly one (an ITF circuit) has one every week. An edition is laid out once, from
 * the seed, the tour's entry lists and the results of its own matches.
 */

export type { TennisSchedule } from './tennis-calendar.ts';

/** Editions kept laid out; a world looks at one or two of a tournament at a time. */
const EDITIONS_KEPT = 4;

/**
 * The id of a match: a place of the draw (capacity: the draw's size) in the edition of the year,
 * or of the week for weekly tournaments. A 128 draw holds 4 096 years and a weekly 32 draw 16 384
 * weeks of ids.
 */
export function tennisGameId(
  ordinal: number,
  schedule: TennisSchedule,
  monday: number,
  place: number,
): number {
  const edition = schedule.from
    ? yearOfDay(monday) - EDITION_EPOCH_YEAR
    : (monday - EPOCH_MONDAY) / 7;
  return editionGameId(ordinal, drawSize(schedule.rounds), edition, place);
}

export class TennisTournament implements Competition {
  private readonly editions = new Editions<Fixture[]>(EDITIONS_KEPT);

  constructor(
    private readonly context: CompetitionContext,
    private readonly spec: TennisSchedule,
    private readonly tour: TourEntries,
  ) {}

  fixturesBetween(from: number, to: number): Fixture[] {
    // Local days run a day either side of UTC ones.
    const mondays = editionMondays(this.spec, utcDayOf(from) - 1, utcDayOf(to) + 1);
    return mondays.flatMap((monday) =>
      this.edition(monday).filter((f) => f.startsAt >= from && f.startsAt < to),
    );
  }

  historyFrom(now: number): number {
    const monday = this.mondayAt(now);
    return monday === undefined ? now : this.openingOf(monday);
  }

  seasonYearAt(now: number): number {
    const monday = this.mondayAt(now);
    return yearOfDay(monday ?? utcDayOf(now));
  }

  /** The first match of an edition: its first day's start of play. */
  private openingOf(monday: number): number {
    const firstDay = Math.min(...this.spec.rounds.flat());
    return zonedSeconds(this.spec.zone, monday + firstDay, minutesOf(this.spec.start));
  }

  /** The edition in play at `now`, or the last one before it (a year back at most). */
  private mondayAt(now: number): number | undefined {
    const day = utcDayOf(now);
    const back = this.spec.from ? 380 : 21;
    return editionMondays(this.spec, day - back, day + 1)
      .filter((monday) => this.openingOf(monday) <= now)
      .at(-1);
  }

  private edition(monday: number): Fixture[] {
    return this.editions.get(monday, (day) => this.layOut(day));
  }

  private layOut(monday: number): Fixture[] {
    const { champ, seed } = this.context;
    const entrants = this.tour.entrants(champ.ordinal, monday);
    const lines = placeEntrants(entrants, new Rng(seed, champ.ordinal, monday, 42));
    const edition = {
      monday,
      seasonYear: yearOfDay(monday),
      idOf: (place: number) => tennisGameId(champ.ordinal, this.spec, monday, place),
    };
    return playDraw(this.context, this.spec, edition, lines);
  }
}

const tours = new WeakMap<readonly TeamEntry[], TourEntries>();

/**
 * The entry lists of the tour a tournament draws its players from, shared by all the tour's
 * tournaments of a world (keyed by the pool's very list of players) and made from the whole
 * catalog, so a small world enters the same players as the full one.
 */
export function tourOf(
  seed: number,
  champ: ChampEntry,
  catalog: readonly ChampSpec[],
): TourEntries {
  const source = champ.spec.teams;
  if (source.kind !== 'pool') throw new Error(`tennis champ ${champ.spec.key} has no tour pool`);
  let tour = tours.get(champ.teams);
  if (!tour) {
    const pool = catalog.find((spec) => spec.key === source.pool);
    if (!pool) throw new Error(`simulator catalog: no pool ${source.pool}`);
    const events = catalog.flatMap((spec): TourEvent[] =>
      spec.schedule.kind === 'tennis' &&
      spec.teams.kind === 'pool' &&
      spec.teams.pool === source.pool
        ? [{ ordinal: spec.ordinal, schedule: spec.schedule }]
        : [],
    );
    tour = new TourEntries(seed, pool.ordinal, champ.teams, events);
    tours.set(champ.teams, tour);
  }
  return tour;
}
