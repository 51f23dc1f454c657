import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/**
 * Every SMS, e-mail and Telegram message the site sends. Delivered by SMTP when configured;
 * otherwise the row itself is the delivery, read by operators in the back office and by tests.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    channel: text('channel').notNull(),
    recipient: text('recipient').notNull(),
    purpose: text('purpose').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    playerId: integer('player_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    deliveryError: text('delivery_error'),
  },
  (table) => [
    check('outbox_channel_known', sql`${table.channel} in ('sms', 'email', 'telegram')`),
    index('outbox_recipient_idx').on(table.recipient, table.id),
  ],
);

/**
 * One live confirmation code per purpose and target (a phone, an e-mail, a player). Only its
 * keyed hash is kept; attempts and sends are counted so that codes cannot be guessed or spammed.
 */
export const confirmationCodes = pgTable(
  'confirmation_codes',
  {
    purpose: text('purpose').notNull(),
    target: text('target').notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    /** Sends since `windowStartedAt`; the resend limit counts these. */
    sends: integer('sends').notNull().default(1),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.purpose, table.target] }),
    check('confirmation_attempts_sane', sql`${table.attempts} >= 0 and ${table.sends} >= 1`),
  ],
);
