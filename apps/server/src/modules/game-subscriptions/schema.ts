import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** A signed-in player's subscription to a game's events (goal, red card, period end, result). */
export const gameSubscriptions = pgTable(
  'game_subscriptions',
  {
    playerId: integer('player_id').notNull(),
    gameId: integer('game_id').notNull(),
    /** FEED_EVENT_KINDS the player wants; an empty list ends the subscription. */
    events: text('events').array().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.playerId, table.gameId] }),
    index('game_subscriptions_game_idx').on(table.gameId),
  ],
);
