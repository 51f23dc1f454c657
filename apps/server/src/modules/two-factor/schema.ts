import { bigint, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * A player's authenticator secret (RFC 6238), encrypted with a server key. The row exists
 * from the QR-code step; two-factor is on once `enabledAt` is set. `lastUsedStep` makes each
 * code usable once.
 */
export const twoFactorSecrets = pgTable('two_factor_secrets', {
  playerId: integer('player_id').primaryKey(),
  secretSealed: text('secret_sealed').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  enabledAt: timestamp('enabled_at', { withTimezone: true }),
  lastUsedStep: bigint('last_used_step', { mode: 'number' }),
});
