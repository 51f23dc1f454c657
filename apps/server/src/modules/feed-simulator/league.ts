import { DAY_SECONDS, minutesOf, utcDayOf, yearOfDay, zonedSeconds } from './civil-time.ts';
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
import { europeanNights } from './international-calendar.ts';
import {
  bracketOrder,
  type Contestant,
  gamesOfTie,
  playBracketRound,
  type TieRules,
} from './knockout.ts';
import { type LeagueCalendarSpec, roundDays } from './league-calendar.ts';
import { Rng } from './random.ts';
import { doubleRoundRobin, singleRoundRobin } from './round-robin.ts';
import type { TeamEntry } from './world.ts';

/*
 * A league: each season a double round robin, every team once a round, on the league's days and
 * kick-off times; then, where the league has them, best-of series between the top teams of the
 * table. A season's games are laid out once and kept while asked for.
 */

export interface PlayoffSpec {
  /** How many of the table's top teams go through (a power of two). */
  teams: number;
  bestOf: number;
  /** Days from the last regular round to game 1, and between games of a series. */
  gapDays: number;
  everyDays: number;
  /** Local tip-off or face-off times of play-off games, one picked per game. */
  times: readonly string[];
}

export interface LeagueSchedule extends LeagueCalendarSpec {
  kind: 'league';
  /** Each pair meets once (a tournament's group), not home and away. */
  single?: boolean;
  playoffs?: PlayoffSpec;
}

/** Games of a season's edition: a 26-team league's 650 and a 16-team play-off's 105 fit. */
const SEASON_CAPACITY = 1024;
const PLAYOFF_PLACE = 800;
/** Seasons kept laid out; a world looks at two or three at a time. */
const SEASONS_KEPT = 4;

interface Season {
  year: number;
  regular: Fixture[];
  /** Laid out when first asked for: it needs the regular season played. */
  playoffs?: Fixture[];
  playoffsFrom: number;
  /** After the last game the season could have. */
  end: number;
}

export class League implements Competition {
  private readonly seasons = new Editions<Season | undefined>(SEASONS_KEPT);

  constructor(
    private readonly context: CompetitionContext,
    private readonly spec: LeagueSchedule,
  ) {}

  fixturesBetween(from: number, to: number): Fixture[] {
    const fixtures: Fixture[] = [];
    for (let year = yearOfDay(utcDayOf(from)) - 1; year <= yearOfDay(utcDayOf(to)); year += 1) {
      const season = this.season(year);
      if (!season || season.end < from || season.regular[0]?.startsAt === undefined) continue;
      fixtures.push(...season.regular.filter((f) => f.startsAt >= from && f.startsAt < to));
      if (season.playoffsFrom < to && season.end >= from)
        fixtures.push(
          ...this.playoffs(season).filter((f) => f.startsAt >= from && f.startsAt < to),
        );
    }
    return fixtures;
  }

  historyFrom(now: number): number {
    return this.seasonAt(now)?.regular[0]?.startsAt ?? now;
  }

  seasonYearAt(now: number): number {
    return this.seasonAt(now)?.year ?? yearOfDay(utcDayOf(now));
  }

  /** The season in play at `now`, or the last one before it. */
  private seasonAt(now: number): Season | undefined {
    for (let year = yearOfDay(utcDayOf(now)); year >= yearOfDay(utcDayOf(now)) - 2; year -= 1) {
      const season = this.season(year);
      const first = season?.regular[0]?.startsAt;
      if (season && first !== undefined && first - 14 * DAY_SECONDS <= now) return season;
    }
    return undefined;
  }

  private season(year: number): Season | undefined {
    if (year < EDITION_EPOCH_YEAR) return undefined;
    const { years } = this.spec.window;
    if (years && (year % 2 === 0) !== (years === 'even')) return undefined;
    return this.seasons.get(year, (y) => this.layOut(y));
  }

  private layOut(year: number): Season {
    const { champ } = this.context;
    const teams = new Rng(this.context.seed, champ.ordinal, year, 31).shuffle(champ.teams);
    const rounds = this.spec.single
      ? singleRoundRobin(teams.length)
      : doubleRoundRobin(teams.length);
    const perRound = teams.length / 2;
    const days = roundDays(this.spec, year, rounds.length, perRound, europeanNights(year));
    const regular = rounds.flatMap((pairs, r) => {
      const round = days[r];
      if (!round) return [];
      const rng = new Rng(this.context.seed, champ.ordinal, year, r, 32);
      const seats = rng
        .shuffle(round.seats)
        .slice(0, perRound)
        .sort((a, b) => a - b);
      return rng.shuffle(pairs).map(
        (pair, k): Fixture => ({
          id: editionGameId(
            champ.ordinal,
            SEASON_CAPACITY,
            year - EDITION_EPOCH_YEAR,
            r * perRound + k,
          ),
          champ,
          startsAt: seats[k] ?? round.seats[0] ?? round.anchor * DAY_SECONDS,
          home: teams[pair.home] as TeamEntry,
          away: teams[pair.away] as TeamEntry,
          order: k,
          seasonYear: year,
          round: r + 1,
        }),
      );
    });
    const last = Math.max(...regular.map((f) => f.startsAt));
    const playoffsFrom = this.playoffStart(last);
    return { year, regular, playoffsFrom, end: this.playoffEnd(playoffsFrom, last) };
  }

  private playoffStart(lastRegular: number): number {
    const spec = this.spec.playoffs;
    if (!spec) return Number.POSITIVE_INFINITY;
    return (utcDayOf(lastRegular) + spec.gapDays) * DAY_SECONDS;
  }

  private playoffEnd(playoffsFrom: number, lastRegular: number): number {
    const spec = this.spec.playoffs;
    if (!spec) return lastRegular + DAY_SECONDS;
    const roundDaysCount = this.playoffRoundDays(spec);
    return playoffsFrom + Math.log2(spec.teams) * roundDaysCount * DAY_SECONDS;
  }

  /** Days a play-off round may take: every game of the longest series, and two days' rest. */
  private playoffRoundDays(spec: PlayoffSpec): number {
    return spec.bestOf * spec.everyDays + 2;
  }

  private playoffs(season: Season): Fixture[] {
    if (season.playoffs) return season.playoffs;
    const spec = this.spec.playoffs;
    season.playoffs = spec ? this.playOffSeries(season, spec) : [];
    return season.playoffs;
  }

  private playOffSeries(season: Season, spec: PlayoffSpec): Fixture[] {
    const { champ } = this.context;
    const seeded = tableAfter(this.context, champ.teams, season.regular).slice(0, spec.teams);
    const rules: TieRules = { kind: 'series', bestOf: spec.bestOf };
    // The first series are offered as soon as the regular season has its last result.
    const decidedAt = resultsKnownAt(this.context, season.regular);
    let alive: Contestant[] = bracketOrder(spec.teams).map((seed) => ({
      seed,
      team: seeded[seed - 1] as TeamEntry,
      decidedAt,
    }));
    const fixtures: Fixture[] = [];
    let tieIndex = 0;
    for (let round = 0; alive.length > 1; round += 1) {
      const firstDay = utcDayOf(season.playoffsFrom) + round * this.playoffRoundDays(spec);
      const first = tieIndex;
      const played = playBracketRound(this.context, alive, rules, (tie, knownAfter) =>
        this.seriesSlot(spec, season.year, firstDay, first + tie, rules, knownAfter),
      );
      fixtures.push(...played.fixtures);
      tieIndex += alive.length / 2;
      alive = played.winners;
    }
    return fixtures;
  }

  private seriesSlot(
    spec: PlayoffSpec,
    year: number,
    firstDay: number,
    tieIndex: number,
    rules: TieRules,
    knownAfter: number,
  ) {
    const { champ } = this.context;
    const games = gamesOfTie(rules);
    // A series keeps its tip-off time, so its games stay whole days apart.
    const time = minutesOf(
      new Rng(this.context.seed, champ.ordinal, year, tieIndex, 33).pick(spec.times),
    );
    const starts = Array.from({ length: games }, (_, g) =>
      zonedSeconds(this.spec.zone, firstDay + g * spec.everyDays + (tieIndex % 2), time),
    );
    const ids = Array.from({ length: games }, (_, g) =>
      editionGameId(
        champ.ordinal,
        SEASON_CAPACITY,
        year - EDITION_EPOCH_YEAR,
        PLAYOFF_PLACE + tieIndex * games + g,
      ),
    );
    return { starts, ids, knownAfter, seasonYear: year, order: tieIndex };
  }
}
