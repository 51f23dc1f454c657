import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Solved challenges already used: a solution opens one door once. */
export const captchaSpent = pgTable('captcha_spent', {
  challenge: text('challenge').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
