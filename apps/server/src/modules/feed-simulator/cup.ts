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
import {
  championsLeagueFinal,
  europaLeagueFinal,
  europeanWeeks,
  LEAGUE_PHASE_WEEKS,
} from './international-calendar.ts';
import { bracketOrder, type Contestant, playBracketRound, type TieSlot } from './knockout.ts';
import { Rng } from './random.ts';
import { singleRoundRobin } from './round-robin.ts';
import type { TeamEntry } from './world.ts';

/*
 * A European club cup as UEFA plays it since 2024: a league phase of 36 clubs, each meeting
 * eight different opponents on eight matchdays; the top eight go straight to the round of 16,
 * ninth to 24th meet over two legs for the other eight places; then two-legged rounds to the
 * semi-finals and a one-game final. The Champions League plays on Tuesdays and Wednesdays, the
 * Europa League on Thursdays, in the weeks of international-calendar.ts.
 */

export interface CupSchedule {
  kind: 'cup';
  zone: string;
  /** Days of the week after the week's Tuesday the cup plays on (0 and 1, or 2). */
  nights: readonly number[];
  /** Local kick-off times and how many games each takes on one night. */
  times: readonly { time: string; count: number }[];
  final: 'champions' | 'europa';
  finalTime: string;
}

const CLUBS = 36;
/** Rounds of the circle method used as matchdays: eight different opponents for everyone. */
const MATCHDAY_ROUNDS = [0, 4, 9, 13, 17, 22, 26, 31];
const DIRECT = 8;
const PLAY_OFF_FROM = 9;
const PLAY_OFF_TO = 24;
/** 144 league-phase games, then at most 45 knockout games. */
const CUP_CAPACITY = 256;
const KNOCKOUT_PLACE = 144;
const SEASONS_KEPT = 3;

interface CupSeason {
  year: number;
  fixtures: Fixture[];
  start: number;
  end: number;
}

export class Cup implements Competition {
  private readonly seasons = new Editions<CupSeason>(SEASONS_KEPT);

  constructor(
    private readonly context: CompetitionContext,
    private readonly spec: CupSchedule,
  ) {}

  fixturesBetween(from: number, to: number): Fixture[] {
    const fixtures: Fixture[] = [];
    for (let year = yearOfDay(utcDayOf(from)) - 1; year <= yearOfDay(utcDayOf(to)); year += 1) {
      const season = this.season(year);
      if (!season || season.end < from || season.start >= to) continue;
      fixtures.push(...season.fixtures.filter((f) => f.startsAt >= from && f.startsAt < to));
    }
    return fixtures;
  }

  historyFrom(now: number): number {
    return this.seasonAt(now)?.start ?? now;
  }

  seasonYearAt(now: number): number {
    return this.seasonAt(now)?.year ?? yearOfDay(utcDayOf(now));
  }

  private seasonAt(now: number): CupSeason | undefined {
    const year = yearOfDay(utcDayOf(now));
    return [year, year - 1]
      .map((y) => this.season(y))
      .find((season) => season !== undefined && season.start - 14 * DAY_SECONDS <= now);
  }

  private season(year: number): CupSeason | undefined {
    if (year < EDITION_EPOCH_YEAR || this.context.champ.teams.length < CLUBS) return undefined;
    return this.seasons.get(year, (y) => this.layOut(y));
  }

  private gameId(year: number, place: number): number {
    return editionGameId(
      this.context.champ.ordinal,
      CUP_CAPACITY,
      year - EDITION_EPOCH_YEAR,
      place,
    );
  }

  /** Kick-offs of a week's games: the cup's nights, earlier and later slots on each. */
  private weekStarts(tuesday: number): number[] {
    return this.spec.nights.flatMap((night) =>
      this.spec.times.flatMap(({ time, count }) =>
        Array.from({ length: count }, () =>
          zonedSeconds(this.spec.zone, tuesday + night, minutesOf(time)),
        ),
      ),
    );
  }

  private layOut(year: number): CupSeason {
    const { champ, seed } = this.context;
    const clubs = new Rng(seed, champ.ordinal, year, 41).shuffle(champ.teams).slice(0, CLUBS);
    const weeks = europeanWeeks(year);
    const rounds = singleRoundRobin(CLUBS);
    const leaguePhase = MATCHDAY_ROUNDS.flatMap((round, matchday) => {
      const rng = new Rng(seed, champ.ordinal, year, matchday, 42);
      const starts = rng.shuffle(this.weekStarts(weeks[matchday] as number));
      return (rounds[round] ?? []).map(
        (pair, k): Fixture => ({
          id: this.gameId(year, matchday * (CLUBS / 2) + k),
          champ,
          startsAt: starts[k] as number,
          home: clubs[pair.home] as TeamEntry,
          away: clubs[pair.away] as TeamEntry,
          order: k,
          seasonYear: year,
          round: matchday + 1,
        }),
      );
    });
    const knockouts = this.knockouts(year, clubs, leaguePhase, weeks);
    const fixtures = [...leaguePhase, ...knockouts];
    const starts = fixtures.map((f) => f.startsAt);
    return {
      year,
      fixtures,
      start: Math.min(...starts),
      end: Math.max(...starts) + DAY_SECONDS,
    };
  }

  private knockouts(
    year: number,
    clubs: readonly TeamEntry[],
    leaguePhase: readonly Fixture[],
    weeks: readonly number[],
  ): Fixture[] {
    const decidedAt = resultsKnownAt(this.context, leaguePhase);
    const seeded: Contestant[] = tableAfter(this.context, clubs, leaguePhase).map((team, i) => ({
      team,
      seed: i + 1,
      decidedAt,
    }));
    const fixtures: Fixture[] = [];
    let place = KNOCKOUT_PLACE;
    const playRound = (contestants: Contestant[], firstWeek: number | undefined) => {
      const legs = firstWeek === undefined ? 1 : 2;
      const first = place;
      const played = playBracketRound(
        this.context,
        contestants,
        { kind: 'legs', legs },
        (t, known) => this.tieSlot(year, weeks, firstWeek, t, first + t * legs, known),
      );
      fixtures.push(...played.fixtures);
      place += (contestants.length / 2) * legs;
      return played.winners;
    };
    // Knockout play-offs: 9th v 24th, 10th v 23rd, ...
    const playOff = seeded.slice(PLAY_OFF_FROM - 1, PLAY_OFF_TO);
    const qualified = playRound(
      playOff
        .slice(0, playOff.length / 2)
        .flatMap((club, i) => [club, playOff.at(-1 - i) as Contestant]),
      LEAGUE_PHASE_WEEKS,
    );
    // Round of 16: the top eight against the play-offs' winners, the best against the last,
    // placed in a bracket where the first two can meet only in the final.
    let alive = bracketOrder(DIRECT).flatMap((seed) => [
      seeded[seed - 1] as Contestant,
      qualified[DIRECT - seed] as Contestant,
    ]);
    for (const firstWeek of [
      LEAGUE_PHASE_WEEKS + 2,
      LEAGUE_PHASE_WEEKS + 4,
      LEAGUE_PHASE_WEEKS + 6,
    ]) {
      alive = playRound(alive, firstWeek);
    }
    playRound(alive, undefined);
    return fixtures;
  }

  /** When and under which ids a tie's legs are played (the final: one game, its own day). */
  private tieSlot(
    year: number,
    weeks: readonly number[],
    firstWeek: number | undefined,
    tie: number,
    place: number,
    knownAfter: number,
  ): TieSlot {
    const nights = this.spec.nights;
    const night = nights[tie % nights.length] as number;
    const time = minutesOf(this.spec.times.at(-1)?.time ?? '21:00');
    const starts =
      firstWeek === undefined
        ? [zonedSeconds(this.spec.zone, this.finalDay(year), minutesOf(this.spec.finalTime))]
        : [firstWeek, firstWeek + 1].map((week) =>
            zonedSeconds(this.spec.zone, (weeks[week] as number) + night, time),
          );
    const ids = starts.map((_, leg) => this.gameId(year, place + leg));
    return { starts, ids, knownAfter, seasonYear: year, order: tie };
  }

  private finalDay(year: number): number {
    return this.spec.final === 'champions' ? championsLeagueFinal(year) : europaLeagueFinal(year);
  }
}
