/*
 * The line and live as the app names them. The wire's short names (`feed-wire.ts`) map to these
 * and back in one place; nothing else in the app sees a wire field.
 */

export interface FeedOutcome {
  group: number;
  type: number;
  odds: number;
  /** The odds as the feed writes them ("1.85"). */
  oddsText: string;
  line?: number;
  locked: boolean;
}

export interface FeedScorePair {
  home: number;
  away: number;
}

export interface FeedLiveScore {
  score: FeedScorePair;
  periodScores: { period: number; score: FeedScorePair }[];
  period?: number;
  periodText?: string;
  timerSeconds?: number;
  info: { key: string; value: string }[];
}

export interface FeedSubGame {
  /** A game id of its own: GetGameZip gives the sub-game's markets by it. */
  id: number;
  /** Its place among the game's sub-games, 1 first. */
  number: number;
  /** 1st half, set 2, ...; empty for a statistics market of the whole match. */
  periodName: string;
  /** 0 a period of the match; other values a statistics market (corners, cards). */
  kind: number;
  /** The statistics market's name (Corners); empty for a period of the match. */
  kindName: string;
  marketCount: number;
}

export interface FeedTeam {
  id?: number;
  name: string;
  nameEn?: string;
  /** Names of the team's pictures; none when the source has none. */
  images?: string[];
}

export interface FeedGame {
  id: number;
  champId: number;
  champName: string;
  champNameEn?: string;
  sportId: number;
  sportName: string;
  home: FeedTeam;
  /** Absent for a game without an opponent (a race, an outright). */
  away?: FeedTeam;
  /** Unix seconds. */
  startsAt: number;
  countryId?: number;
  countryName?: string;
  marketCount: number;
  subGames: FeedSubGame[];
  version: number;
  priority: number;
  category?: number;
  outcomes: FeedOutcome[];
  /**
   * In a list, the other lines of the markets it shows one line of (handicaps and totals
   * beyond the main line); empty on a game's page, where `outcomes` holds them all.
   */
  additional?: FeedOutcome[];
  live?: FeedLiveScore;
  status?: number;
  parentId?: number;
  runners?: string[];
}

export interface FeedSportShort {
  id: number;
  name: string;
  gameCount: number;
  liveCount?: number;
}

export interface FeedChamp {
  id: number;
  name: string;
  nameEn?: string;
  sportId: number;
  sportName?: string;
  countryId?: number;
  countryName?: string;
  gameCount: number;
  isTop: boolean;
  games?: FeedGame[];
}

export interface FeedMarketName {
  group: number;
  name: string;
  outcomes: { type: number; name: string }[];
}
