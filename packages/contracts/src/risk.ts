/*
 * The book's risk for the operator (issue 14, risk control): what the open bets stand to pay on
 * each outcome, and the bets as they are accepted. Amounts are decimal text in the site's base
 * currency (each coupon's converted by its currency's coef_convert), as the limits are.
 */
import { z } from 'zod/mini';
import { defineCall } from './call.ts';
import { resource, resourceBody } from './json-api.ts';
import { INT4_MAX } from './primitives.ts';

const decimalText = z.string();

/** One outcome open bets are on, and what it would cost the house. */
export const riskOutcome = z.object({
  /** The game (a sub-game's match) the outcome belongs to. */
  gameId: z.int(),
  sportId: z.int(),
  champName: z.string(),
  home: z.string(),
  away: z.optional(z.string()),
  periodName: z.string(),
  marketName: z.string(),
  outcomeName: z.string(),
  /** Open singles on it, their playing stakes and what they would pay. */
  singles: z.int(),
  stakes: decimalText,
  payouts: decimalText,
  /** Open expresses and systems holding it, and what they could pay at most. */
  multiples: z.int(),
  multiplesPayouts: decimalText,
  /**
   * The house's result on the singles of its market if this outcome wins: their stakes kept
   * less the payouts on this one (negative: the house pays out).
   */
  houseIfWins: decimalText,
  /** Suspended for new bets: its singles stood to pay more than the site allows. */
  suspended: z.boolean(),
  /** The outcome's identity, for lifting a suspension. */
  group: z.int(),
  type: z.int(),
  param: z.optional(z.number()),
  /** The sub-game (a period) or the game the outcome is of. */
  legGameId: z.int(),
});
export type RiskOutcome = z.infer<typeof riskOutcome>;

/** A coupon as accepted, for the ticker. */
export const tickerBet = z.object({
  couponId: z.int(),
  playerId: z.int(),
  vid: z.int(),
  stake: decimalText,
  totalCoef: z.number(),
  live: z.boolean(),
  acceptedAt: z.string(),
  /** The first outcome's words ("Arsenal — Chelsea: W1") and how many more the coupon holds. */
  firstLeg: z.string(),
  moreLegs: z.int(),
});
export type TickerBet = z.infer<typeof tickerBet>;

/** A change an operator made to the book's risk settings. */
export const RISK_AUDIT_ACTIONS = [
  'stake_factor',
  'outcome_suspended',
  'outcome_lifted',
  /** A trader's answer to a VIP request; `reason` is the decision (accept, refuse, counter). */
  'vip_decision',
] as const;

export const riskAuditEntry = z.object({
  id: z.int(),
  /** Null for the book's own action (an outcome suspended past its liability). */
  operatorId: z.nullable(z.int()),
  action: z.enum(RISK_AUDIT_ACTIONS),
  playerId: z.nullable(z.int()),
  reason: z.string(),
  /** stake_factor: the percent before (100 when none was set) and after. */
  from: z.optional(z.int()),
  to: z.optional(z.int()),
  /** outcome_suspended, outcome_lifted: the outcome, in words. */
  outcome: z.optional(z.string()),
  createdAt: z.string(),
});
export type RiskAuditEntry = z.infer<typeof riskAuditEntry>;

export const riskView = z.object({
  /** The base currency's code the amounts are in. */
  currency: z.string(),
  /** The outcomes of open bets, the house's worst first. */
  outcomes: z.array(riskOutcome),
  /** The last bets accepted, newest first. */
  ticker: z.array(tickerBet),
  /** The last changes to risk settings, newest first. */
  audit: z.array(riskAuditEntry),
});
export type RiskView = z.infer<typeof riskView>;

/** A player's stake factor: 10 allows a tenth of the maximum stake, 200 twice it. */
export const STAKE_FACTOR_PERCENT = { min: 1, max: 1000, none: 100 } as const;

export const stakeFactorRequest = z.object({
  factorPercent: z
    .number('validation_invalid_type')
    .check(
      z.int('validation_invalid_type'),
      z.gte(STAKE_FACTOR_PERCENT.min, 'stake_factor_out_of_range'),
      z.lte(STAKE_FACTOR_PERCENT.max, 'stake_factor_out_of_range'),
    ),
  reason: z
    .string('required')
    .check(z.trim(), z.minLength(3, 'validation_too_short'), z.maxLength(500, 'max_symbols_limit')),
});

export const liftRequest = z.object({
  gameId: z.int().check(z.positive(), z.lte(INT4_MAX)),
  group: z.int().check(z.gte(0), z.lte(INT4_MAX)),
  type: z.int().check(z.gte(0), z.lte(INT4_MAX)),
  param: z.optional(z.number().check(z.gte(-10_000), z.lte(10_000))),
  reason: z
    .string('required')
    .check(z.trim(), z.minLength(3, 'validation_too_short'), z.maxLength(500, 'max_symbols_limit')),
});

export const riskCalls = {
  view: defineCall({
    method: 'GET',
    path: '/web-api/backoffice/risk',
    summary: "The book's liabilities per outcome of open bets, and the last bets accepted",
    tag: 'backoffice',
    access: 'operator',
    query: z.object({ lng: z.optional(z.string().check(z.maxLength(8))) }),
    response: resource('risk', riskView),
  }),
  lift: defineCall({
    method: 'POST',
    path: '/web-api/backoffice/risk/lift',
    summary: 'Take new bets again on an outcome the book suspended',
    description:
      'Audited with the operator and the reason; the outcome is suspended again when its next ' +
      'bet leaves its singles standing to pay past the limit. 404 outcome_not_suspended.',
    tag: 'backoffice',
    access: 'operator',
    body: resourceBody(liftRequest),
    response: resource('risk-lift', z.object({ lifted: z.boolean() })),
  }),
  stakeFactor: defineCall({
    method: 'POST',
    path: '/web-api/backoffice/players/{playerId}/stake-factor',
    summary: "Set a player's stake factor: a percent of the site's maximum stake",
    description:
      'Audited with the operator and the reason. 400 validation_errors on factorPercent ' +
      '(1-1000) and reason; 404 player_unknown.',
    tag: 'backoffice',
    access: 'operator',
    params: z.object({ playerId: z.coerce.number().check(z.int(), z.positive(), z.lte(INT4_MAX)) }),
    body: resourceBody(stakeFactorRequest),
    response: resource('stake-factor', z.object({ playerId: z.int(), factorPercent: z.int() })),
  }),
};

/**
 * What the push tells a signed-in operator's connection: bets were accepted (the risk screen's
 * ticker and liabilities read again), so the screen need not poll.
 */
export const pushRiskMessage = z.object({
  type: z.literal('risk'),
  event: z.enum(['bets_accepted']),
  couponIds: z.array(z.int()),
});
export type PushRiskMessage = z.infer<typeof pushRiskMessage>;
