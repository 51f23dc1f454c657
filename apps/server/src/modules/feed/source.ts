import type { FeedEventKind, FeedLiveScore, FeedOutcome } from '@arenabet/contracts';
import type { GoalScoreModel } from '@arenabet/domain/betting/goal-model';
import type { GameStatus } from '@arenabet/reference/games';
import type { LocalizedName } from '@arenabet/reference/localized';

/*
 * Where the line comes from. Real books buy it from a provider; ours is the simulator by
 * default, and a real provider would implement this same interface. A source speaks in the
 * site's own ids and names (every name in every reference language); the feed module stores
 * what it gives, keeps the in-memory snapshot and serves the public calls.
 */

export interface SourceChamp {
  id: number;
  sportId: number;
  countryId: number;
  name: LocalizedName;
  /** Higher first in menus; top champs come first on the home page. */
  priority: number;
  isTop: boolean;
  /** The season games of this champ belong to (stage tables are per season). */
  seasonId: number;
}

export interface SourcePlayer {
  id: number;
  name: LocalizedName;
  /** Shirt number, when the sport has them. */
  number?: number;
  /** GK, DF, MF, FW for football; the sport's own codes elsewhere. */
  position?: string;
}

export interface SourceTeam {
  id: number;
  sportId: number;
  countryId: number;
  name: LocalizedName;
  /** The squad, for sports with line-ups; empty elsewhere (and for horses and fighters). */
  players: SourcePlayer[];
}

/** A market's outcomes of one game or sub-game. */
export type SourceOutcome = FeedOutcome;

export interface SourceSubGame {
  id: number;
  /** 1st half, 2nd period, set 1, map 2, ... */
  periodName: LocalizedName;
  /** 0 a period of the match; other values a statistics market (corners, cards). */
  kind: number;
  /** The statistics market's name (Corners); absent for a period of the match. */
  kindName?: LocalizedName;
  outcomes: SourceOutcome[];
}

/** A moment of a live game, for the chronology and for subscribers. */
export interface SourceGameEvent {
  kind: FeedEventKind;
  /** Seconds into the game. */
  atSeconds: number;
  /** 1 home, 2 away, 0 neither. */
  side: 0 | 1 | 2;
  score: { home: number; away: number };
  /** Period number for a period end. */
  period?: number;
  /** Player involved, when known. */
  playerId?: number;
}

/**
 * What settles a finished game's markets where its score alone does not tell. The score, the
 * periods' scores and the live extras (a fight's method, a race's order) say the rest.
 */
export interface SourceResult {
  /**
   * The score at the end of regulation time (90 minutes; 60 in ice hockey), on which every market
   * but the overall winner settles; absent when the game did not play on past it.
   */
  regulationScore?: { home: number; away: number };
  /**
   * Who won in the end, 0 a draw: after overtime, a shoot-out, penalties or a super over, and for
   * the second leg of a tie the side that goes through on aggregate.
   */
  winner: 0 | 1 | 2;
  /** A fight's length in rounds (1.5 is halfway through round 2), on which its total rounds settle. */
  roundsFought?: number;
  /** The own score of each sub-game the game had: a period's score, a statistics market's counts. */
  subGames: { id: number; score: { home: number; away: number } }[];
}

export interface SourceGame {
  id: number;
  sportId: number;
  champId: number;
  homeTeamId: number;
  /** Absent for a race or an outright. */
  awayTeamId?: number;
  /** Unix seconds. */
  startsAt: number;
  /**
   * The season the game belongs to (stage tables and results are per season); when absent, the
   * champ's current `seasonId`.
   */
  seasonId?: number;
  /** The game category id (GAME_CATEGORY), when the game has one. */
  category?: number;
  priority: number;
  status: GameStatus;
  /** True while in play; false before the start and after the end. */
  isLive: boolean;
  outcomes: SourceOutcome[];
  /**
   * The model the match's regulation-score markets were priced from, where the source has one
   * (the simulator's goal sports): the bet builder prices outcomes together from it, and offers
   * nothing on a game without it.
   */
  scoreModel?: GoalScoreModel;
  subGames: SourceSubGame[];
  /** Present once the game started; kept after the end as the result. */
  live?: Omit<FeedLiveScore, 'periodText'> & { periodText?: LocalizedName };
  events: SourceGameEvent[];
  /** Runners of a race, by number. */
  runners?: LocalizedName[];
  /** A duel (feed/duels): the two games it is played in, first pick's first. */
  duelOf?: readonly [number, number];
  /** Set once the game is over (awaiting settlement or settled). */
  result?: SourceResult;
  /**
   * The main market's odds over time (first outcome type → odds), for the odds graph: one
   * point per change of the main market, at most a few hundred per game.
   */
  oddsHistory: { at: number; odds: Record<number, number> }[];
}

/** Everything a source offers at one moment. */
export interface SourceWorld {
  champs: SourceChamp[];
  teams: SourceTeam[];
  /** Upcoming and live games, and finished ones kept as history. */
  games: SourceGame[];
}

export type SourceChange =
  /** A game is new, or changed in any way: the whole game as it is now. */
  | { kind: 'game'; game: SourceGame }
  /** A game left the source's offer without a result (cancelled, withdrawn). */
  | { kind: 'gameRemoved'; gameId: number };

export interface FeedSource {
  /** A stable name, for logs and the stored cursor. */
  readonly name: string;
  /** The whole world at `now`, including history the statistics pages read. */
  load(now: Date): Promise<SourceWorld> | SourceWorld;
  /**
   * Moves the source to `now` and returns what changed since the last call (or the load).
   * Each changed game appears once, as it is at `now`.
   */
  advance(now: Date): Promise<SourceChange[]> | SourceChange[];
}
