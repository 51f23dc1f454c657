import { index, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';

/*
 * An account holder's favourites, kept on the server so they follow the player to any device.
 * Anonymous visitors keep theirs in the browser and they move here at sign-in.
 */

export const favoriteGames = pgTable(
  'favorite_games',
  {
    playerId: integer('player_id').notNull(),
    gameId: integer('game_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.playerId, table.gameId] }),
    index('favorite_games_game_idx').on(table.gameId),
  ],
);

export const favoriteChamps = pgTable(
  'favorite_champs',
  {
    playerId: integer('player_id').notNull(),
    champId: integer('champ_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.playerId, table.champId] })],
);
