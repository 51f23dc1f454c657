import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Keys the site makes for itself on first start (token signing, captcha signing), kept in the
 * database so that every instance and every restart uses the same ones.
 */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
