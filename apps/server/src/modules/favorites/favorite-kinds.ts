import { FAVORITE_CHAMPS_MAX, FAVORITE_GAMES_MAX } from '@arenabet/contracts/favorites';
import type { InferInsertModel } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FeedApi } from '../feed/feed-api.ts';
import { phaseOf } from '../feed/game-phase.ts';
import { favoriteChamps, favoriteGames } from './schema.ts';

/** What this module reads of the feed: whether a game or champ exists, and how it stands. */
export type FavoritesFeed = Pick<FeedApi, 'game' | 'champ'>;

/** Where the feed stands on one favourite. */
export type FeedStanding = 'offered' | 'finished' | 'unknown';

/**
 * Games and champs are kept, checked and answered the same way; one description of each lets
 * the service treat both with the same code.
 */
export interface FavoriteKind<T extends PgTable = PgTable> {
  table: T;
  player: PgColumn;
  item: PgColumn;
  createdAt: PgColumn;
  row(playerId: number, id: number, createdAt: Date): InferInsertModel<T>;
  /** The body field the ids come in, which refusals are keyed by. */
  field: 'gameIds' | 'champIds';
  max: number;
  unknownKey: string;
  standing(feed: FavoritesFeed, id: number): Promise<FeedStanding>;
}

export const FAVORITE_GAMES: FavoriteKind<typeof favoriteGames> = {
  table: favoriteGames,
  player: favoriteGames.playerId,
  item: favoriteGames.gameId,
  createdAt: favoriteGames.createdAt,
  row: (playerId, gameId, createdAt) => ({ playerId, gameId, createdAt }),
  field: 'gameIds',
  max: FAVORITE_GAMES_MAX,
  unknownKey: 'favorites_game_unknown',
  standing: async (feed, id) => {
    const game = await feed.game(id);
    if (!game) return 'unknown';
    // A game over (settled, cancelled, or ended and waiting for its result) stays in the feed
    // as history; as a favourite it is done. The feed's own rule says which games are over.
    return phaseOf(game) === 'finished' ? 'finished' : 'offered';
  },
};

export const FAVORITE_CHAMPS: FavoriteKind<typeof favoriteChamps> = {
  table: favoriteChamps,
  player: favoriteChamps.playerId,
  item: favoriteChamps.champId,
  createdAt: favoriteChamps.createdAt,
  row: (playerId, champId, createdAt) => ({ playerId, champId, createdAt }),
  field: 'champIds',
  max: FAVORITE_CHAMPS_MAX,
  unknownKey: 'favorites_champ_unknown',
  standing: async (feed, id) => ((await feed.champ(id)) ? 'offered' : 'unknown'),
};
