import type { ExpressBoostTerms } from '@arenabet/domain/betting/express-extras';
import type { LocalizedName } from '@arenabet/reference/localized';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  foreignKey,
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

export const COUPON_STATE_VALUES = [
  'open',
  'won',
  'lost',
  'refunded',
  'sold',
  'cancelled',
] as const;

/** An advance bet's way: waiting for its backing, repaid from its win, or cancelled. */
export const ADVANCE_STATE_VALUES = ['pending', 'repaid', 'cancelled'] as const;
export type AdvanceState = (typeof ADVANCE_STATE_VALUES)[number];

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
    /** The part of the playing stake cashed out; settlement pays on the rest. */
    soldStake: bigint('sold_stake', { mode: 'number' }).notNull().default(0),
    /** What the coupon's sales credited to the player, all of them. */
    saleCredited: bigint('sale_credited', { mode: 'number' }).notNull().default(0),
    /** Grows with every sale: a quote made before the last sale is no longer good. */
    saleSeq: integer('sale_seq').notNull().default(0),
    /** A powerbet: the open single it raised (a single of the same outcome, its own odds). */
    powerOf: integer('power_of'),
    /** An anti-express: an express bet on not every leg winning, at `totalOdds`. */
    antiExpress: boolean('anti_express').notNull().default(false),
    /** A bet-builder bet: outcomes of one game together, at their joint odds (`totalOdds`). */
    builder: boolean('builder').notNull().default(false),
    /**
     * Bet insurance (insurance.ts): the share of the playing stake insured, in whole percent,
     * the amount it covers and the premium paid; what the cover paid back once settled.
     */
    insurancePercent: smallint('insurance_percent').notNull().default(0),
    insuredAmount: bigint('insured_amount', { mode: 'number' }).notNull().default(0),
    insurancePremium: bigint('insurance_premium', { mode: 'number' }).notNull().default(0),
    insurancePaid: bigint('insurance_paid', { mode: 'number' }).notNull().default(0),
    /**
     * An advance bet (advance.ts): the open bet whose pending win backs it, and its way. It is
     * settled only once repaid; cancelled, it never is.
     */
    advanceOf: integer('advance_of'),
    advanceState: text('advance_state').$type<AdvanceState>(),
    /** A backing bet: the stakes of the advances it carries, until it settles. */
    advanced: bigint('advanced', { mode: 'number' }).notNull().default(0),
    /** A boosted express's terms as accepted (express-extras.ts `ExpressBoostTerms`). */
    boost: jsonb('boost').$type<ExpressBoostTerms>(),
    live: boolean('live').notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    /** Hidden from the player's history by the player; the record stays. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    /** The reason an operator gave when settling or voiding by hand. */
    operatorNote: text('operator_note'),
  },
  (table) => [
    check(
      'coupons_state_known',
      sql`${table.state} in ('open', 'won', 'lost', 'refunded', 'sold', 'cancelled')`,
    ),
    // An advance bet is a single or an express of its own: never raised, insured or a backing.
    check(
      'coupons_advance',
      sql`(${table.advanceOf} is null) = (${table.advanceState} is null)
          and (${table.advanceOf} is null
               or (${table.advanceState} in ('pending', 'repaid', 'cancelled')
                   and ${table.vid} in (0, 1) and ${table.advanced} = 0
                   and ${table.powerOf} is null and ${table.insuredAmount} = 0))`,
    ),
    // Cancelled is an advance bet's end alone; a pending advance is never settled.
    check(
      'coupons_advance_cancelled',
      sql`(${table.state} = 'cancelled') = (${table.advanceState} is not distinct from 'cancelled')
          and (${table.advanceState} is distinct from 'pending' or ${table.state} = 'open')`,
    ),
    // A backing carries advances while open and unsold, never more than its possible win.
    check(
      'coupons_advanced',
      sql`${table.advanced} = 0
          or (${table.advanced} > 0 and ${table.advanced} <= ${table.possibleWin}
              and ${table.state} = 'open' and ${table.soldStake} = 0)`,
    ),
    foreignKey({
      name: 'coupons_advance_of_fk',
      columns: [table.advanceOf],
      foreignColumns: [table.id],
    }),
    index('coupons_advance_pending_idx')
      .on(table.advanceOf)
      .where(sql`${table.advanceState} = 'pending'`),
    check(
      'coupons_sold_within_stake',
      sql`${table.soldStake} >= 0 and ${table.soldStake} <= ${table.stake} - ${table.stakeTax}
          and ${table.saleCredited} >= 0`,
    ),
    // Sold means all of it: a part sold leaves the coupon open on the rest.
    check(
      'coupons_sold_whole',
      sql`(${table.state} = 'sold') = (${table.soldStake} = ${table.stake} - ${table.stakeTax})`,
    ),
    check('coupons_vid_known', sql`${table.vid} between 0 and 2`),
    check('coupons_boost_express', sql`${table.boost} is null or ${table.vid} = 1`),
    check('coupons_power_single', sql`${table.powerOf} is null or ${table.vid} = 0`),
    check(
      'coupons_anti_express',
      sql`not ${table.antiExpress} or (${table.vid} = 1 and ${table.boost} is null)`,
    ),
    check(
      'coupons_insurance',
      sql`(${table.insurancePercent} = 0 and ${table.insuredAmount} = 0 and ${table.insurancePremium} = 0)
          or (${table.insurancePercent} between 10 and 100 and ${table.insuredAmount} > 0
              and ${table.insuredAmount} <= ${table.stake} - ${table.stakeTax}
              and ${table.insurancePremium} > 0 and ${table.insurancePremium} < ${table.insuredAmount}
              and ${table.vid} <> 2)`,
    ),
    check(
      'coupons_insurance_paid',
      sql`${table.insurancePaid} >= 0 and ${table.insurancePaid} <= ${table.insuredAmount}`,
    ),
    check(
      'coupons_builder',
      sql`not ${table.builder} or (${table.vid} = 1 and ${table.boost} is null and not ${table.antiExpress})`,
    ),
    foreignKey({
      name: 'coupons_power_of_fk',
      columns: [table.powerOf],
      foreignColumns: [table.id],
    }),
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

/**
 * A cash-out price shown to a player, good until `expires_at` and for one sale. Its id is the
 * sale's idempotency key: the same quote sent again answers the sale it made.
 */
export const couponSaleQuotes = pgTable(
  'coupon_sale_quotes',
  {
    id: text('id').primaryKey(),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id),
    playerId: integer('player_id').notNull(),
    /** The coupon's sale number when quoted: a sale since makes this quote stale. */
    saleSeq: integer('sale_seq').notNull(),
    /** The whole playing stake's price, and that stake, at the quote. */
    price: bigint('price', { mode: 'number' }).notNull(),
    playingStake: bigint('playing_stake', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    check('coupon_sale_quotes_amounts', sql`${table.price} > 0 and ${table.playingStake} > 0`),
    index('coupon_sale_quotes_expiry_idx').on(table.expiresAt),
  ],
);

/** A cash-out that went through: a part of a coupon's playing stake, sold at its price. */
export const couponSales = pgTable(
  'coupon_sales',
  {
    id: serial('id').primaryKey(),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id),
    playerId: integer('player_id').notNull(),
    /** One sale per quote, whatever the races. */
    quoteId: text('quote_id')
      .notNull()
      .references(() => couponSaleQuotes.id),
    soldStake: bigint('sold_stake', { mode: 'number' }).notNull(),
    price: bigint('price', { mode: 'number' }).notNull(),
    tax: bigint('tax', { mode: 'number' }).notNull(),
    credited: bigint('credited', { mode: 'number' }).notNull(),
    /** The stake still playing after it; 0 when the whole coupon was sold. */
    remainingStake: bigint('remaining_stake', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('coupon_sales_quote').on(table.quoteId),
    index('coupon_sales_coupon_idx').on(table.couponId),
    check(
      'coupon_sales_amounts',
      sql`${table.soldStake} > 0 and ${table.price} > 0 and ${table.tax} >= 0
          and ${table.credited} = ${table.price} - ${table.tax} and ${table.remainingStake} >= 0`,
    ),
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

export const AUTO_BET_STATE_VALUES = [
  'waiting',
  'placed',
  'dropped',
  'expired',
  'cancelled',
] as const;
export type AutoBetStateValue = (typeof AUTO_BET_STATE_VALUES)[number];

/** An auto-bet's outcome as made: enough to name it in any language later. */
export interface AutoBetEvent {
  gameId: number;
  group: number;
  type: number;
  param?: number;
  sportId: number;
  live: boolean;
  names: LegNames;
}

/**
 * A coupon waiting for its odds (isAutoBet): placed through the usual acceptance with its own
 * GUID once the total odds reach the target. No money moves until then.
 */
export const autoBets = pgTable(
  'auto_bets',
  {
    id: serial('id').primaryKey(),
    playerId: integer('player_id').notNull(),
    /** The GUID the bet is placed with; a bet request of that GUID follows the placing. */
    betGuid: text('bet_guid').notNull(),
    /** sha256 of the coupon as sent: the same GUID with another coupon is refused. */
    fingerprint: text('fingerprint').notNull(),
    /** The request as parsed, placed as it is but for the odds of the moment. */
    coupon: jsonb('coupon').notNull(),
    language: text('language').notNull(),
    /** Total odds waited for and at the making, fixed-point (ODDS_SCALE). */
    targetOdds: integer('target_odds').notNull(),
    startOdds: integer('start_odds').notNull(),
    stake: bigint('stake', { mode: 'number' }).notNull(),
    currencyId: integer('currency_id').notNull(),
    dropOnScoreChange: boolean('drop_on_score_change').notNull(),
    /** Game id → "home:away" at the making, for dropOnScoreChange; "" before a game starts. */
    scores: jsonb('scores').$type<Record<string, string>>().notNull(),
    /** The games (parent games) it watches. */
    gameIds: integer('game_ids').array().notNull(),
    events: jsonb('events').$type<AutoBetEvent[]>().notNull(),
    state: text('state').$type<AutoBetStateValue>().notNull().default('waiting'),
    /** Why a placed auto-bet made no bet at all (a refusal before acceptance), a dictionary key. */
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('auto_bets_guid').on(table.betGuid),
    check(
      'auto_bets_state_known',
      sql`${table.state} in ('waiting', 'placed', 'dropped', 'expired', 'cancelled')`,
    ),
    check(
      'auto_bets_target_above_start',
      sql`${table.targetOdds} > ${table.startOdds} and ${table.stake} > 0`,
    ),
    index('auto_bets_player_idx').on(table.playerId, table.createdAt),
    index('auto_bets_waiting_idx')
      .using('gin', table.gameIds)
      .where(sql`${table.state} = 'waiting'`),
  ],
);

/**
 * A player's stake factor, in percent of the site's maximum stake (a sharp player's limited
 * to 10, a trusted one raised): absent, 100. Set by an operator, each change audited.
 */
export const playerStakeFactors = pgTable(
  'player_stake_factors',
  {
    playerId: integer('player_id').primaryKey(),
    factorPercent: integer('factor_percent').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [check('player_stake_factors_range', sql`${table.factorPercent} between 1 and 1000`)],
);

/** Every change an operator made to the book's risk settings, with the reason. */
export const riskAudit = pgTable(
  'risk_audit',
  {
    id: serial('id').primaryKey(),
    /** Null for the book's own action (an outcome suspended past its liability). */
    operatorId: integer('operator_id'),
    action: text('action')
      .$type<'stake_factor' | 'outcome_suspended' | 'outcome_lifted' | 'vip_decision'>()
      .notNull(),
    playerId: integer('player_id'),
    reason: text('reason').notNull(),
    details: jsonb('details').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('risk_audit_created_idx').on(table.createdAt)],
);

/**
 * Outcomes the book suspended for new bets: all players' open singles on one stood to pay more
 * than `coupon.outcome_suspend_liability`. An operator lifts one (audited).
 */
export const suspendedOutcomes = pgTable(
  'suspended_outcomes',
  {
    gameId: integer('game_id').notNull(),
    marketGroup: integer('market_group').notNull(),
    outcomeType: integer('outcome_type').notNull(),
    paramKey: integer('param_key').notNull(),
    suspendedAt: timestamp('suspended_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({
      columns: [table.gameId, table.marketGroup, table.outcomeType, table.paramKey],
    }),
  ],
);

export const VIP_BET_STATE_VALUES = [
  'pending',
  'countered',
  'accepted',
  'refused',
  'declined',
  'expired',
  'failed',
] as const;

/** A VIP request's leg as asked: what the trader reads and the bet is written from. */
export interface VipLegRecord {
  gameId: number;
  group: number;
  type: number;
  param?: number;
  /** Odds in thousandths. */
  odds: number;
  live: boolean;
  sportId: number;
  names: LegNames;
}

/**
 * A VIP request (vip-bets.ts): a stake above the player's maximum waiting for a trader, then
 * (countered) for the player. The stake is held on the house's VIP holds account from the
 * request until it closes; `couponId` is the bet once accepted.
 */
export const vipBetRequests = pgTable(
  'vip_bet_requests',
  {
    id: serial('id').primaryKey(),
    betGuid: text('bet_guid').notNull(),
    playerId: integer('player_id').notNull(),
    accountId: integer('account_id').notNull(),
    currencyId: integer('currency_id').notNull(),
    vid: smallint('vid').notNull(),
    fingerprint: text('fingerprint').notNull(),
    /** The coupon as sent (ParsedCoupon). */
    coupon: jsonb('coupon').notNull(),
    legs: jsonb('legs').$type<VipLegRecord[]>().notNull(),
    stake: bigint('stake', { mode: 'number' }).notNull(),
    /** Total odds asked for, thousandths. */
    odds: bigint('odds', { mode: 'number' }).notNull(),
    maxStake: bigint('max_stake', { mode: 'number' }).notNull(),
    status: text('status').$type<(typeof VIP_BET_STATE_VALUES)[number]>().notNull(),
    counterStake: bigint('counter_stake', { mode: 'number' }),
    counterOdds: integer('counter_odds'),
    note: text('note'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    couponId: integer('coupon_id'),
    decidedBy: integer('decided_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('vip_bet_requests_guid').on(table.betGuid),
    index('vip_bet_requests_open_idx')
      .on(table.expiresAt)
      .where(sql`${table.status} in ('pending', 'countered')`),
    index('vip_bet_requests_player_idx').on(table.playerId, table.createdAt),
    check(
      'vip_bet_requests_status_known',
      sql`${table.status} in ('pending', 'countered', 'accepted', 'refused', 'declined', 'expired', 'failed')`,
    ),
    check('vip_bet_requests_kind', sql`${table.vid} in (0, 1)`),
    check('vip_bet_requests_stake', sql`${table.stake} > 0 and ${table.stake} > ${table.maxStake}`),
    check(
      'vip_bet_requests_counter',
      sql`(${table.counterStake} is null or (${table.counterStake} > 0 and ${table.counterStake} <= ${table.stake}))
          and (${table.counterOdds} is null or (${table.counterOdds} > 1000 and ${table.vid} = 0))`,
    ),
    check(
      'vip_bet_requests_coupon',
      sql`(${table.couponId} is not null) = (${table.status} = 'accepted')`,
    ),
    foreignKey({
      name: 'vip_bet_requests_coupon_fk',
      columns: [table.couponId],
      foreignColumns: [coupons.id],
    }),
  ],
);
