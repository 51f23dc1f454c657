import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * Each PGSI self-assessment a player took, kept whole: the answers as given, the score and its
 * band. A player's results over time are theirs to see, and an operator's interaction with a
 * player at risk starts from them.
 */
export const selfAssessments = pgTable(
  'self_assessments',
  {
    id: serial('id').primaryKey(),
    playerId: integer('player_id').notNull(),
    answers: jsonb('answers').$type<Record<string, string>>().notNull(),
    score: integer('score').notNull(),
    band: text('band').notNull(),
    takenAt: timestamp('taken_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('self_assessments_player').on(table.playerId, table.takenAt),
    check('self_assessments_score', sql`${table.score} between 0 and 27`),
    check(
      'self_assessments_band',
      sql`${table.band} in ('non_problem', 'low_risk', 'moderate_risk', 'problem')`,
    ),
  ],
);

/**
 * A player's limits, one row per kind and period. A money limit is in the currency of the
 * player's main account when it was set (every account's play is converted to it); a
 * session-time limit is minutes. A pending increase or removal waits in `pending_*` until its
 * time and, where the jurisdiction asks, the player's confirmation after it.
 */
export const playerLimits = pgTable(
  'player_limits',
  {
    playerId: integer('player_id').notNull(),
    kind: text('kind').notNull(),
    period: text('period').notNull(),
    value: bigint('value', { mode: 'number' }).notNull(),
    currencyId: integer('currency_id'),
    /** When the first period began: every later period starts a whole period after. */
    anchoredAt: timestamp('anchored_at', { withTimezone: true }).notNull(),
    setAt: timestamp('set_at', { withTimezone: true }).notNull(),
    /** The value an increase asks for; null with `pending_applies_at` set: a removal. */
    pendingValue: bigint('pending_value', { mode: 'number' }),
    pendingAppliesAt: timestamp('pending_applies_at', { withTimezone: true }),
    pendingNeedsConfirmation: boolean('pending_needs_confirmation').notNull().default(false),
    pendingConfirmedAt: timestamp('pending_confirmed_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.playerId, table.kind, table.period] }),
    check('player_limits_kind', sql`${table.kind} in ('deposit', 'loss', 'wager', 'session_time')`),
    check('player_limits_period', sql`${table.period} in ('day', 'week', 'month')`),
    check('player_limits_value', sql`${table.value} >= 0`),
    check(
      'player_limits_currency',
      sql`(${table.currencyId} is null) = (${table.kind} = 'session_time')`,
    ),
    check(
      'player_limits_pending_value',
      sql`${table.pendingValue} is null or ${table.pendingValue} > ${table.value}`,
    ),
  ],
);

/** Every change a player asked of a limit and what became of it: the audit a regulator reads. */
export const limitChanges = pgTable(
  'limit_changes',
  {
    id: serial('id').primaryKey(),
    playerId: integer('player_id').notNull(),
    kind: text('kind').notNull(),
    period: text('period').notNull(),
    /** null: there was no limit. */
    fromValue: bigint('from_value', { mode: 'number' }),
    /** null: a removal. */
    toValue: bigint('to_value', { mode: 'number' }),
    /** 'applied' at once, 'pending' for its delay, then 'confirmed' or 'cancelled'. */
    effect: text('effect').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('limit_changes_player').on(table.playerId, table.at),
    check(
      'limit_changes_effect',
      sql`${table.effect} in ('applied', 'pending', 'confirmed', 'cancelled')`,
    ),
  ],
);

/**
 * What counts against limits: deposits started (released if they fail), stakes placed and
 * wins paid, each in its own currency and minor units, once by its reference. Written in the
 * transaction of the money it counts, under the player's limits lock.
 */
export const limitUsage = pgTable(
  'limit_usage',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    playerId: integer('player_id').notNull(),
    counter: text('counter').notNull(),
    currencyId: integer('currency_id').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    ref: text('ref').notNull(),
    releasedAt: timestamp('released_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('limit_usage_ref').on(table.ref),
    index('limit_usage_player').on(table.playerId, table.at),
    check('limit_usage_counter', sql`${table.counter} in ('deposit', 'stake', 'win')`),
    check('limit_usage_amount', sql`${table.amount} > 0`),
  ],
);

/**
 * Time-outs and self-exclusions. Rows are never updated nor deleted: a break cannot be lifted
 * before its end, and there is no statement here that would.
 */
export const playerBreaks = pgTable(
  'player_breaks',
  {
    id: serial('id').primaryKey(),
    playerId: integer('player_id').notNull(),
    kind: text('kind').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    /** null: for good. */
    endsAt: timestamp('ends_at', { withTimezone: true }),
    reasonId: integer('reason_id'),
    /**
     * Who set it: the player, or a self-exclusion register that named the person at sign-in (the
     * national one, or the operator's across its brands).
     */
    source: text('source').notNull().default('player'),
  },
  (table) => [
    index('player_breaks_player').on(table.playerId, table.startedAt),
    check('player_breaks_kind', sql`${table.kind} in ('time_out', 'self_exclusion')`),
    check(
      'player_breaks_source',
      sql`${table.source} in ('player', 'national_register', 'operator_register')`,
    ),
    check(
      'player_breaks_end',
      sql`${table.endsAt} is null and ${table.kind} = 'self_exclusion' or ${table.endsAt} > ${table.startedAt}`,
    ),
  ],
);

/**
 * The player's own choices beside the limits: the reality-check interval, the last review of
 * the limits, the answer to the deposit-limit prompt.
 */
export const responsibleSettings = pgTable('responsible_settings', {
  playerId: integer('player_id').primaryKey(),
  realityCheckMinutes: integer('reality_check_minutes'),
  reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  /** When the player answered the prompt to set a deposit limit (LCCP 3.5) without setting one. */
  depositPromptAnsweredAt: timestamp('deposit_prompt_answered_at', { withTimezone: true }),
});

/**
 * The last reality check a player answered in a session: the next comes a whole interval
 * after it, so a notice left open does not pile others up behind it.
 */
export const realityCheckAnswers = pgTable('reality_check_answers', {
  sessionId: uuid('session_id').primaryKey(),
  playerId: integer('player_id').notNull(),
  answeredAt: timestamp('answered_at', { withTimezone: true }).notNull(),
});
