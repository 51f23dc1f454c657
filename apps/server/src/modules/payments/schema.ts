import { PAYMENT_DIRECTIONS, PAYMENT_STATUSES } from '@arenabet/contracts/payments';
import { PAYMENT_METHOD_KINDS } from '@arenabet/contracts/site-config';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';

const list = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/** An operator's decision on a withdrawal; deposits have none. */
export const WITHDRAWAL_REVIEWS = ['awaiting', 'approved', 'rejected'] as const;
export type WithdrawalReview = (typeof WITHDRAWAL_REVIEWS)[number];

/**
 * A deposit or a withdrawal. Its money moves only through the accounts service, under keys
 * derived from the payment's id (`payment:<id>:credit` …), and each status change is a
 * conditional UPDATE from `pending` in the same transaction as the movement: a webhook
 * delivered twice, or two operators clicking at once, find the payment already decided.
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    /** Shown to the provider and on the receipt; unguessable. */
    reference: text('reference').notNull().unique(),
    playerId: integer('player_id').notNull(),
    accountId: integer('account_id').notNull(),
    currencyId: integer('currency_id').notNull(),
    direction: text('direction').$type<(typeof PAYMENT_DIRECTIONS)[number]>().notNull(),
    methodId: text('method_id').notNull(),
    methodKind: text('method_kind').$type<(typeof PAYMENT_METHOD_KINDS)[number]>().notNull(),
    provider: text('provider').notNull(),
    /** Minor units of the account's currency. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    status: text('status').$type<(typeof PAYMENT_STATUSES)[number]>().notNull(),
    review: text('review').$type<WithdrawalReview>(),
    /** Masked payout details ('•••• 1111'); the full details go only to the provider. */
    details: text('details'),
    /** The full payout details until the payout is made, then blanked. */
    payoutDetails: text('payout_details'),
    reason: text('reason'),
    providerReference: text('provider_reference'),
    idempotencyKey: text('idempotency_key').notNull(),
    /** sha256 of the request, to tell a retry from another request reusing the key. */
    requestFingerprint: text('request_fingerprint').notNull(),
    decidedBy: text('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    check('payments_direction_known', sql`${table.direction} in (${list(PAYMENT_DIRECTIONS)})`),
    check('payments_status_known', sql`${table.status} in (${list(PAYMENT_STATUSES)})`),
    check('payments_kind_known', sql`${table.methodKind} in (${list(PAYMENT_METHOD_KINDS)})`),
    check(
      'payments_amount_positive',
      sql`${table.amount} > 0 and ${table.amount} <= 9007199254740991`,
    ),
    // Only withdrawals wait for an operator.
    check(
      'payments_review_only_withdrawals',
      sql`(${table.direction} = 'withdrawal') = (${table.review} is not null) and (${table.review} is null or ${table.review} in (${list(WITHDRAWAL_REVIEWS)}))`,
    ),
    unique('payments_player_idempotency_key').on(table.playerId, table.idempotencyKey),
    index('payments_player_created_idx').on(table.playerId, table.createdAt),
    index('payments_direction_status_idx').on(table.direction, table.status, table.id),
  ],
);

/** Webhook events already handled, per provider: a second delivery of an event is a no-op. */
export const paymentWebhookEvents = pgTable(
  'payment_webhook_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    paymentId: integer('payment_id'),
    type: text('type').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.provider, table.eventId] })],
);
