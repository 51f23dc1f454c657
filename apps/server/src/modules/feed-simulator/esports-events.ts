import { dayOf, minutesOf, utcDayOf, yearOfDay, zonedSeconds } from './civil-time.ts';
import {
  type Competition,
  type CompetitionContext,
  EDITION_EPOCH_YEAR,
  Editions,
  type Fixture,
  resultsKnownAt,
  tableAfter,
} from './competition.ts';
import { editionGameId } from './game-ids.ts';
import type { MatchFormat } from './model.ts';
import { Rng } from './random.ts';
import { singleRoundRobin } from './round-robin.ts';
import type { TeamEntry } from './world.ts';

/*
 * Esports events of 16 teams, one after another with a couple of days between: four groups of
 * four drawn from pots by strength, each a round robin (a round a day, two groups a day), then
 * the group winners and runners-up in a best-of-three bracket, winners meeting runners-up of
 * another group, and a best-of-five final. Matches are played at the event's daily slots in its
 * own zone, every team at most once a day; a play-off match is offered once the results it
 * depends on are known. A title's champs run their events staggered, so one is always on.
 */

export interface EsportsEventSchedule {
  kind: 'esports';
  zone: string;
  /** Days from one event's first day to the next one's. */
  everyDays: number;
  /** Days from the epoch to the first event: staggers the champs of a title. */
  offsetDays: number;
  groupBestOf: 1 | 3;
  /** Local starts of a group day's four matches; equal times run on two streams. */
  groupTimes: readonly string[];
  /** Local starts of a quarter- or semi-final day's two matches. */
  playoffTimes: readonly string[];
  finalTime: string;
}

const GROUPS = 4;
const GROUP_SIZE = 4;
/** Group days: a round of two groups a day, three rounds. */
const GROUP_DAYS = 6;
/** Days of the quarter-finals (two a day), the semi-finals and the final. */
const QUARTER_DAYS = [6, 7] as const;
const SEMI_DAY = 8;
const FINAL_DAY = 9;
export const EVENT_DAYS = FINAL_DAY + 1;
/** An event's 31 matches fit: 24 in groups, 4 + 2 + 1 in the bracket; 16 384 events of ids. */
const EVENT_CAPACITY = 32;
const GROUP_PLACES = 24;
const EVENTS_KEPT = 4;
const EPOCH_DAY = dayOf(EDITION_EPOCH_YEAR, 1, 1);

export function esportsGameId(ordinal: number, edition: number, place: number): number {
  return editionGameId(ordinal, EVENT_CAPACITY, edition, place);
}

/**
 * Quarter-finals as (group, place) of each side: group winners meet runners-up, A1-B2 and B1-A2
 * a day, C1-D2 and D1-C2 the next; the winners of the first and third, second and fourth meet.
 */
const QUARTERS: readonly (readonly [number, number, number, number])[] = [
  [0, 0, 1, 1],
  [1, 0, 0, 1],
  [2, 0, 3, 1],
  [3, 0, 2, 1],
];

interface Played {
  fixture: Fixture;
  winner: TeamEntry;
}

export class EsportsEvents implements Competition {
  private readonly events = new Editions<Fixture[]>(EVENTS_KEPT);

  constructor(
    private readonly context: CompetitionContext,
    private readonly spec: EsportsEventSchedule,
  ) {}

  fixturesBetween(from: number, to: number): Fixture[] {
    const first = this.editionOf(utcDayOf(from) - EVENT_DAYS);
    const last = this.editionOf(utcDayOf(to) + 1);
    const fixtures: Fixture[] = [];
    for (let edition = Math.max(0, first); edition <= last; edition += 1)
      fixtures.push(...this.event(edition).filter((f) => f.startsAt >= from && f.startsAt < to));
    return fixtures;
  }

  historyFrom(now: number): number {
    return this.lastEvent(now)?.[0]?.startsAt ?? now;
  }

  seasonYearAt(now: number): number {
    return yearOfDay(this.firstDay(this.lastEdition(now) ?? this.editionOf(utcDayOf(now))));
  }

  private firstDay(edition: number): number {
    return EPOCH_DAY + this.spec.offsetDays + edition * this.spec.everyDays;
  }

  private editionOf(day: number): number {
    return Math.floor((day - EPOCH_DAY - this.spec.offsetDays) / this.spec.everyDays);
  }

  private lastEdition(now: number): number | undefined {
    const edition = this.editionOf(utcDayOf(now) + 1);
    for (let e = edition; e >= Math.max(0, edition - 1); e -= 1) {
      const start = this.event(e)[0]?.startsAt;
      if (start !== undefined && start <= now) return e;
    }
    return undefined;
  }

  private lastEvent(now: number): Fixture[] | undefined {
    const edition = this.lastEdition(now);
    return edition === undefined ? undefined : this.event(edition);
  }

  private event(edition: number): Fixture[] {
    return this.events.get(edition, (e) => (e < 0 ? [] : this.layOut(e)));
  }

  private fixture(
    edition: number,
    place: number,
    [home, away]: readonly [TeamEntry, TeamEntry],
    day: number,
    time: string,
    format: MatchFormat,
    after: readonly Fixture[] = [],
  ): Fixture {
    const { champ } = this.context;
    return {
      id: esportsGameId(champ.ordinal, edition, place),
      champ,
      startsAt: zonedSeconds(this.spec.zone, this.firstDay(edition) + day, minutesOf(time)),
      home,
      away,
      order: place,
      format,
      ...(after.length > 0 ? { publishAfter: resultsKnownAt(this.context, after) } : {}),
      seasonYear: yearOfDay(this.firstDay(edition)),
    };
  }

  /** Four groups, one team of each pot of four (by strength) in each. */
  private groupsOf(edition: number): TeamEntry[][] {
    const { seed, champ } = this.context;
    const rng = new Rng(seed, champ.ordinal, edition, 61);
    const ranked = [...champ.teams].sort((a, b) => b.rating - a.rating);
    const pots = Array.from({ length: GROUP_SIZE }, (_, p) =>
      rng.shuffle(ranked.slice(p * GROUPS, (p + 1) * GROUPS)),
    );
    return Array.from({ length: GROUPS }, (_, g) => pots.map((pot) => pot[g] as TeamEntry));
  }

  private layOut(edition: number): Fixture[] {
    const groups = this.groupsOf(edition);
    const rounds = singleRoundRobin(GROUP_SIZE);
    const groupGames: Fixture[][] = groups.map(() => []);
    for (let day = 0; day < GROUP_DAYS; day += 1) {
      const [round, half] = [Math.floor(day / 2), day % 2];
      const pairs = rounds[round] ?? [];
      for (const k of [0, 1]) {
        const group = 2 * half + k;
        const teams = groups[group] as TeamEntry[];
        pairs.forEach((pair, m) => {
          const slot = 2 * k + m;
          const fixture = this.fixture(
            edition,
            4 * day + slot,
            [teams[pair.home] as TeamEntry, teams[pair.away] as TeamEntry],
            day,
            this.spec.groupTimes[slot] ?? '18:00',
            { bestOf: this.spec.groupBestOf },
          );
          groupGames[group]?.push(fixture);
        });
      }
    }
    const tables = groups.map((teams, g) => tableAfter(this.context, teams, groupGames[g] ?? []));
    return [...groupGames.flat(), ...this.playoffs(edition, tables, groupGames)];
  }

  private play(fixture: Fixture): Played {
    const won = this.context.resultOf(fixture).winner === 2 ? fixture.away : fixture.home;
    return { fixture, winner: won as TeamEntry };
  }

  private playoffs(edition: number, tables: TeamEntry[][], groups: Fixture[][]): Fixture[] {
    const bo3: MatchFormat = { bestOf: 3, mustWin: true };
    const [early, late] = this.spec.playoffTimes;
    const quarters = QUARTERS.map(([g1, p1, g2, p2], q) => {
      const sides = [tables[g1]?.[p1], tables[g2]?.[p2]] as [TeamEntry, TeamEntry];
      const day = QUARTER_DAYS[q < 2 ? 0 : 1];
      const after = [...(groups[g1] ?? []), ...(groups[g2] ?? [])];
      return this.play(
        this.fixture(
          edition,
          GROUP_PLACES + q,
          sides,
          day,
          q % 2 ? (late ?? '') : (early ?? ''),
          bo3,
          after,
        ),
      );
    });
    const semis = [0, 1].map((s) => {
      const [a, b] = [quarters[s] as Played, quarters[s + 2] as Played];
      return this.play(
        this.fixture(
          edition,
          GROUP_PLACES + 4 + s,
          [a.winner, b.winner],
          SEMI_DAY,
          (s ? late : early) ?? '',
          bo3,
          [a.fixture, b.fixture],
        ),
      );
    });
    const [one, two] = semis as [Played, Played];
    const final = this.fixture(
      edition,
      GROUP_PLACES + 6,
      [one.winner, two.winner],
      FINAL_DAY,
      this.spec.finalTime,
      { bestOf: 5, mustWin: true },
      [one.fixture, two.fixture],
    );
    return [...quarters.map((q) => q.fixture), ...semis.map((s) => s.fixture), final];
  }
}
