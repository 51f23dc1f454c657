import type { GameDeltaWire } from '@arenabet/contracts';
import type { LocalizedName } from '@arenabet/reference/localized';
import type { FeedGamePhase } from './schema.ts';

export type { FeedGamePhase };

import type { SourceChamp, SourceGame, SourceGameEvent, SourceTeam } from './source.ts';

/*
 * What the feed module offers other modules (live push, subscriptions, statistics, and later
 * the coupon and settlement). FeedService implements it; other modules depend on this only.
 */

/** One game's change in a batch, with where it belongs, so the push can route it to topics. */
export interface FeedGameChange {
  /** The game's id, or a sub-game's (a period, a statistics market) with `parentId` set. */
  gameId: number;
  /** The game a sub-game belongs to; absent for a game. */
  parentId?: number;
  sportId: number;
  champId: number;
  phase: FeedGamePhase;
  /** The game is over (settled or cancelled): it left the feeds for the history. */
  finished?: boolean;
  /** The change in the push's compact form, names in `language`; computed once per language. */
  delta(language: string): GameDeltaWire;
}

/** A moment of a game (goal, red card, period end, result) for subscribers. */
export interface FeedGameEventNotice {
  gameId: number;
  sportId: number;
  champId: number;
  home: LocalizedName;
  away?: LocalizedName;
  event: SourceGameEvent;
}

/** What changed in one tick of the source, after it was stored and put in the snapshot. */
export interface FeedChangeBatch {
  changes: FeedGameChange[];
  events: FeedGameEventNotice[];
  /**
   * Games whose result came in this batch (settled or cancelled), whether or not they were still
   * in the feeds: a game leaves the feeds when it ends and gets its result later (status 3, then
   * 2), and settlement waits for the result, not the end.
   */
  resulted: number[];
}

export interface FinishedGamesFilter {
  champId?: number;
  seasonId?: number;
  /** Games of any of these teams. */
  teamIds?: readonly number[];
  /** Only games between exactly these two teams (head to head). */
  between?: readonly [number, number];
  /** Most recent first; at most this many. */
  limit?: number;
}

export interface FeedApi {
  /** Listens to every batch, on every instance (a batch from another instance arrives by the bus). */
  onChanges(listener: (batch: FeedChangeBatch) => void): () => void;
  /** Upcoming, live or finished, as last stored; undefined when unknown. */
  game(id: number): Promise<SourceGame | undefined>;
  champ(id: number): Promise<SourceChamp | undefined>;
  /** Champs the feed knows, of one sport when given. */
  champs(sportId?: number): Promise<SourceChamp[]>;
  team(id: number): Promise<SourceTeam | undefined>;
  /** Finished games (settled or cancelled) from the history, most recent first. */
  finishedGames(filter: FinishedGamesFilter): Promise<SourceGame[]>;
}
