import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/*
 * Payment requests (the payment consultant): a player asks about a payment by topic, points at
 * one of their transactions and fills out the topic's form; an operator answers.
 */

export const PAYMENT_REQUEST_STATUSES = ['open', 'answered', 'closed'] as const;
export type PaymentRequestStatus = (typeof PAYMENT_REQUEST_STATUSES)[number];

export const paymentRequests = pgTable(
  'payment_requests',
  {
    id: serial('id').primaryKey(),
    playerId: integer('player_id').notNull(),
    topic: text('topic').notNull(),
    /** The payment the request is about, when the topic needs one. */
    paymentId: integer('payment_id'),
    /** The topic's fill-out form, as the player filled it. */
    fields: jsonb('fields').$type<Record<string, string>>().notNull().default({}),
    message: text('message').notNull(),
    status: text('status').$type<PaymentRequestStatus>().notNull().default('open'),
    answer: text('answer'),
    answeredBy: text('answered_by'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    check('payment_requests_status_known', sql`${table.status} in ('open', 'answered', 'closed')`),
    index('payment_requests_player_idx').on(table.playerId, table.id),
    index('payment_requests_status_idx').on(table.status, table.id),
  ],
);
