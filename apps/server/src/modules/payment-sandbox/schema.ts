import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';

/*
 * The sandbox payment provider's own books. It stands in for an outside company: the payments
 * module never reads these tables, it talks to the provider through its interface, its hosted
 * page and its signed webhooks.
 */

export const SANDBOX_CHECKOUT_STATUSES = [
  'open',
  'three_ds',
  'succeeded',
  'declined',
  'cancelled',
] as const;
export type SandboxCheckoutStatus = (typeof SANDBOX_CHECKOUT_STATUSES)[number];

const list = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/** A hosted payment page session for one merchant payment. */
export const sandboxCheckouts = pgTable(
  'sandbox_checkouts',
  {
    /** Random, in the page's URL. */
    id: text('id').primaryKey(),
    merchantReference: text('merchant_reference').notNull().unique(),
    /** Minor units. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    precision: integer('precision').notNull(),
    methodKind: text('method_kind').notNull(),
    language: text('language').notNull(),
    returnUrl: text('return_url').notNull(),
    webhookUrl: text('webhook_url').notNull(),
    status: text('status').$type<SandboxCheckoutStatus>().notNull(),
    /** Last four digits of the card used. */
    cardLast4: text('card_last4'),
    /** Wrong 3-D Secure codes entered so far. */
    threeDsFailures: integer('three_ds_failures').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    check(
      'sandbox_checkouts_status_known',
      sql`${table.status} in (${list(SANDBOX_CHECKOUT_STATUSES)})`,
    ),
  ],
);

/**
 * Webhooks waiting to be sent, sent again until the merchant answers 2xx, with growing delays;
 * by configuration each event is also sent a second time, and late.
 */
export const sandboxWebhookDeliveries = pgTable(
  'sandbox_webhook_deliveries',
  {
    id: serial('id').primaryKey(),
    eventId: text('event_id').notNull(),
    url: text('url').notNull(),
    /** The JSON body, signed at each attempt. */
    payload: text('payload').notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('sandbox_webhook_deliveries_due_idx')
      .on(table.dueAt)
      .where(sql`${table.deliveredAt} is null`),
  ],
);

/** Payouts and refunds the sandbox made: the merchant reference makes each one happen once. */
export const sandboxTransfers = pgTable(
  'sandbox_transfers',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').$type<'payout' | 'refund'>().notNull(),
    merchantReference: text('merchant_reference').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    status: text('status').$type<'success' | 'failed'>().notNull(),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    check('sandbox_transfers_kind_known', sql`${table.kind} in ('payout', 'refund')`),
    unique('sandbox_transfers_kind_reference').on(table.kind, table.merchantReference),
  ],
);
