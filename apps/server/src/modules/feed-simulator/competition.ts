import { standingsOf } from '@arenabet/domain';
import type { MatchFormat, ScorePair } from './model.ts';
import type { ChampEntry, Runner, TeamEntry } from './world.ts';

/*
 * How a champ plays: a league in rounds, a cup with knockout ties, a tennis draw, a fight card,
 * an esports event, a race meeting, elections, or short games around the clock. Each kind of
 * competition lays out its editions (a season, a week's draw, a card) from the seed alone, so
 * which games exist, when and between whom depends only on the seed, the champ and the edition,
 * never on when the world is looked at.
 */

export interface Fixture {
  id: number;
  champ: ChampEntry;
  /** Unix seconds. */
  startsAt: number;
  home: TeamEntry;
  away?: TeamEntry;
  runners?: Runner[];
  /** Order of the game among those of its day or step, for priority. */
  order: number;
  /** How the competition has this game played (knockout, series length, rounds of a fight). */
  format?: MatchFormat;
  /**
   * Unix seconds before which the game cannot be offered: its sides come from results not yet
   * played (the winners of a round meet in the next).
   */
  publishAfter?: number;
  /** The year the game's season starts in (a 2025/26 season is 2025). */
  seasonYear: number;
  /** The round of a league's season (or matchday of a cup's league phase), from 1. */
  round?: number;
  /**
   * The game may be withdrawn before its start (a fighter's injury, a player who does not turn
   * up). Never a game whose result a competition builds on: a league or cup game is played.
   */
  mayBeWithdrawn?: boolean;
}

/** What a game a competition has already laid out ended as. */
export interface PlayedResult {
  /** 1 home, 2 away, 0 a draw. */
  winner: 0 | 1 | 2;
  score: ScorePair;
  /** Seconds of play from the start to the result: the longest it takes at any speed. */
  duration: number;
}

/** Time for a result to be settled and a draw made after the game ends. */
const RESULT_MARGIN_SECONDS = 15 * 60;

/** When the result of `fixture` is known whatever the feed's speed, unix seconds. */
export function resultKnownAt(context: CompetitionContext, fixture: Fixture): number {
  return fixture.startsAt + context.resultOf(fixture).duration + RESULT_MARGIN_SECONDS;
}

/** When every result of `fixtures` is known. */
export function resultsKnownAt(context: CompetitionContext, fixtures: readonly Fixture[]): number {
  return Math.max(...fixtures.map((f) => resultKnownAt(context, f)));
}

export interface CompetitionContext {
  seed: number;
  champ: ChampEntry;
  /** Plays a game out (the same way the feed will), for who goes through and who qualifies. */
  resultOf(fixture: Fixture): PlayedResult;
}

export interface Competition {
  /** Games starting in [from, to), unix seconds, in no particular order. */
  fixturesBetween(from: number, to: number): Fixture[];
  /**
   * Where the results kept for this champ start at `now`: the start of the season or event in
   * play (or the last one, between them), so its table is the whole of its played results.
   */
  historyFrom(now: number): number;
  /** The year the season in play (or the last one) at `now` started in. */
  seasonYearAt(now: number): number;
}

/** Editions are counted from 2024, so the season in play when 2025 began has an id too. */
export const EDITION_EPOCH_YEAR = 2024;

/**
 * A competition's editions, laid out once and kept while asked for: a world looks at a few at a
 * time, so the one laid out longest ago goes first when `limit` is reached.
 */
export class Editions<T> {
  private readonly kept = new Map<number, T>();

  constructor(private readonly limit: number) {}

  get(edition: number, layOut: (edition: number) => T): T {
    let laidOut = this.kept.get(edition);
    if (laidOut === undefined) {
      laidOut = layOut(edition);
      if (this.kept.size >= this.limit) this.kept.delete(this.kept.keys().next().value as number);
      this.kept.set(edition, laidOut);
    }
    return laidOut;
  }
}

/**
 * `teams` in table order after `games` played out, by the domain's one standings rule: how a
 * league seeds its play-offs, a cup its knockouts and an event its groups' winners.
 */
export function tableAfter(
  context: CompetitionContext,
  teams: readonly TeamEntry[],
  games: readonly Fixture[],
): TeamEntry[] {
  const results = games.map((fixture) => {
    const { score } = context.resultOf(fixture);
    return {
      homeTeamId: fixture.home.team.id,
      awayTeamId: fixture.away?.team.id ?? 0,
      home: score.home,
      away: score.away,
    };
  });
  const byId = new Map(teams.map((t) => [t.team.id, t]));
  return standingsOf(
    teams.map((t) => t.team.id),
    results,
  ).map((row) => byId.get(row.teamId) as TeamEntry);
}
