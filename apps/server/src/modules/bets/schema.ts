import type { LocalizedName } from '@arenabet/reference/localized';
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
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

export const BET_REQUEST_STATUSES = ['pending', 'accepted', 'not_accepted'] as const;
export type BetRequestStatus = (typeof BET_REQUEST_STATUSES)[number];

/**
 * One bet call by its GUID: the first answer is kept, so the same GUID again answers it and
 * places nothing. A live bet waits here, `pending`, until `due_at`; no transaction stays open.
 */
export const betRequests = pgTable(
  'bet_requests',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    betGuid: text('bet_guid').notNull(),
    playerId: integer('player_id').notNull(),
    /** sha256 of the coupon as sent: the same GUID with another coupon is refused. */
    fingerprint: text('fingerprint').notNull(),
    status: text('status').$type<BetRequestStatus>().notNull(),
    /** Dictionary key of why it was not accepted. */
    reason: text('reason'),
    problems: jsonb('problems').$type<{ key: string; index?: number }[]>().notNull().default([]),
    /** The coupon as parsed, for the second check of a pending live bet. */
    coupon: jsonb('coupon').notNull(),
    live: boolean('live').notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('bet_requests_guid').on(table.betGuid),
    check(
      'bet_requests_status_known',
      sql`${table.status} in ('pending', 'accepted', 'not_accepted')`,
    ),
    index('bet_requests_pending_idx').on(table.dueAt).where(sql`${table.status} = 'pending'`),
  ],
);

export const COUPON_STATE_VALUES = ['open', 'won', 'lost', 'refunded'] as const;

/**
 * An accepted coupon: a single, an express or a system (a multi call makes one single each).
 * Its stake left the player's account in the same transaction as this row.
 */
export const coupons = pgTable(
  'coupons',
  {
    /** The coupon's number on the player's receipt. */
    id: serial('id').primaryKey(),
    requestId: bigint('request_id', { mode: 'number' })
      .notNull()
      .references(() => betRequests.id),
    playerId: integer('player_id').notNull(),
    accountId: integer('account_id').notNull(),
    currencyId: integer('currency_id').notNull(),
    /** COUPON_VIDS: 0 single, 1 express, 2 system. */
    vid: smallint('vid').notNull(),
    systemSize: smallint('system_size'),
    /** Minor units taken from the account. */
    stake: bigint('stake', { mode: 'number' }).notNull(),
    stakeTax: bigint('stake_tax', { mode: 'number' }).notNull().default(0),
    betCount: integer('bet_count').notNull(),
    /** Fixed-point odds (ODDS_SCALE). */
    totalOdds: bigint('total_odds', { mode: 'number' }).notNull(),
    /** The most the coupon can pay, before payout tax: shown at acceptance, never passed. */
    possibleWin: bigint('possible_win', { mode: 'number' }).notNull(),
    state: text('state').$type<(typeof COUPON_STATE_VALUES)[number]>().notNull().default('open'),
    payout: bigint('payout', { mode: 'number' }).notNull().default(0),
    payoutTax: bigint('payout_tax', { mode: 'number' }).notNull().default(0),
    /** What the player's account received at the last settlement (payout less tax...). */
    credited: bigint('credited', { mode: 'number' }).notNull().default(0),
    /** What the house booked as tax at the last settlement (payout tax less a returned stake tax). */
    taxBooked: bigint('tax_booked', { mode: 'number' }).notNull().default(0),
    /** Grows with every settlement of the coupon (a corrected result resettles it). */
    settlementSeq: integer('settlement_seq').notNull().default(0),
    live: boolean('live').notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    /** Hidden from the player's history by the player; the record stays. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    /** The reason an operator gave when settling or voiding by hand. */
    operatorNote: text('operator_note'),
  },
  (table) => [
    check('coupons_state_known', sql`${table.state} in ('open', 'won', 'lost', 'refunded')`),
    check('coupons_vid_known', sql`${table.vid} between 0 and 2`),
    check('coupons_stake_positive', sql`${table.stake} > 0 and ${table.stakeTax} >= 0`),
    check(
      'coupons_payout_within_possible_win',
      sql`${table.payout} between 0 and ${table.possibleWin}`,
    ),
    check('coupons_open_pays_nothing', sql`${table.state} <> 'open' or ${table.payout} = 0`),
    index('coupons_player_idx').on(table.playerId, table.acceptedAt),
    index('coupons_request_idx').on(table.requestId),
    index('coupons_open_idx').on(table.id).where(sql`${table.state} = 'open'`),
    // What a player could win on open bets, read by index alone at every bet (the limits).
    index('coupons_player_open_idx')
      .on(table.playerId, table.currencyId, table.possibleWin)
      .where(sql`${table.state} = 'open'`),
  ],
);

/** The names a leg shows, kept as they were at acceptance in every language the feed had. */
export interface LegNames {
  champ: LocalizedName;
  home: LocalizedName;
  away?: LocalizedName;
  period?: LocalizedName;
  /** A race's runners, for a runner's outcome name. */
  runners?: LocalizedName[];
}

export const LEG_RESULT_VALUES = ['open', 'won', 'lost', 'void', 'half_won', 'half_lost'] as const;
export type LegResultValue = (typeof LEG_RESULT_VALUES)[number];

/** An outcome of a coupon at the odds it was accepted at. */
export const couponLegs = pgTable(
  'coupon_legs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id),
    /** The coupon's player: a player's stake on one outcome is found without their coupons. */
    playerId: integer('player_id').notNull(),
    position: smallint('position').notNull(),
    /** The game or sub-game (a period, a statistics market) the outcome is of. */
    gameId: integer('game_id').notNull(),
    /** The game itself: settlement runs per game. */
    parentGameId: integer('parent_game_id').notNull(),
    sportId: integer('sport_id').notNull(),
    champId: integer('champ_id').notNull(),
    marketGroup: integer('market_group').notNull(),
    outcomeType: integer('outcome_type').notNull(),
    /** The line × 1000 (handicap −1.25 is −1250); 0 for a market without one. */
    paramKey: integer('param_key').notNull(),
    hasParam: boolean('has_param').notNull(),
    odds: bigint('odds', { mode: 'number' }).notNull(),
    result: text('result').$type<LegResultValue>().notNull().default('open'),
    live: boolean('live').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    names: jsonb('names').$type<LegNames>().notNull(),
  },
  (table) => [
    check(
      'coupon_legs_result_known',
      sql`${table.result} in ('open', 'won', 'lost', 'void', 'half_won', 'half_lost')`,
    ),
    check('coupon_legs_odds_valid', sql`${table.odds} > 1000`),
    uniqueIndex('coupon_legs_position').on(table.couponId, table.position),
    index('coupon_legs_game_idx').on(table.parentGameId, table.result),
    index('coupon_legs_player_outcome_idx').on(
      table.playerId,
      table.gameId,
      table.marketGroup,
      table.outcomeType,
      table.paramKey,
    ),
  ],
);

/**
 * The result of an outcome players bet on: graded from the feed's final game, or set by an
 * operator (which the feed never overwrites). A changed result resettles the coupons on it.
 */
export const outcomeResults = pgTable(
  'outcome_results',
  {
    gameId: integer('game_id').notNull(),
    parentGameId: integer('parent_game_id').notNull(),
    marketGroup: integer('market_group').notNull(),
    outcomeType: integer('outcome_type').notNull(),
    paramKey: integer('param_key').notNull(),
    result: text('result').$type<Exclude<LegResultValue, 'open'>>().notNull(),
    source: text('source').$type<'feed' | 'operator'>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({
      columns: [table.gameId, table.marketGroup, table.outcomeType, table.paramKey],
    }),
    check(
      'outcome_results_result_known',
      sql`${table.result} in ('won', 'lost', 'void', 'half_won', 'half_lost')`,
    ),
    check('outcome_results_source_known', sql`${table.source} in ('feed', 'operator')`),
    index('outcome_results_parent_idx').on(table.parentGameId),
  ],
);

/** A coupon kept under a code, for any player to load. */
export const savedCoupons = pgTable('saved_coupons', {
  code: text('code').primaryKey(),
  coupon: jsonb('coupon').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/** Every settlement or void an operator made by hand, with the reason. */
export const betSettlementAudit = pgTable(
  'bet_settlement_audit',
  {
    id: serial('id').primaryKey(),
    operatorId: integer('operator_id').notNull(),
    gameId: integer('game_id').notNull(),
    action: text('action').$type<'settle' | 'void'>().notNull(),
    reason: text('reason').notNull(),
    details: jsonb('details').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('bet_settlement_audit_game_idx').on(table.gameId)],
);
