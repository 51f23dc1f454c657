import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** A player's account at a social provider: the provider's subject id signs the player in. */
export const socialIdentities = pgTable(
  'social_identities',
  {
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    playerId: integer('player_id').notNull(),
    email: text('email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.provider, table.subject] }),
    index('social_identities_player_idx').on(table.playerId),
  ],
);
