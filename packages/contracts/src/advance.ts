/*
 * The advance (spec 001: `GetAvance` under LiveBet/Open, the coupon field `avanceBet`): a bet
 * on credit against the pending win of one of the player's open bets. The spec names the call
 * and the field, not their shapes, so these are ours; the rule is the domain's advance.ts.
 */
import { z } from 'zod/mini';
import { couponCurrency, LIVE_BET_OPEN } from './bets.ts';
import { defineCall } from './call.ts';
import { resource, resourceBody } from './json-api.ts';
import { idNumber } from './primitives.ts';

export const getAvanceRequest = z.object({
  /** The account to bet from; the active account when absent. */
  accountId: z.optional(idNumber),
});
export type GetAvanceRequest = z.input<typeof getAvanceRequest>;

/** An open bet that can back an advance, and how much it can still back. */
export const advanceBacking = z.object({
  couponId: z.int(),
  /** Decimal major units. */
  available: z.string(),
});

export const advanceView = z.object({
  /** Whether the player is offered advances at all (their country, the operator's list). */
  offered: z.boolean(),
  /** The largest stake one advance bet can take now: the roomiest backing's room. */
  available: z.string(),
  /** The share of a backing's possible win an advance may reach, in percent. */
  percent: z.int(),
  /** Null for a visitor or a player without an account. */
  currency: z.nullable(couponCurrency),
  backings: z.array(advanceBacking),
});
export type AdvanceView = z.infer<typeof advanceView>;

export const advanceCalls = {
  getAvance: defineCall({
    method: 'POST',
    path: `${LIVE_BET_OPEN}/GetAvance`,
    summary: 'How much the player can bet on advance now, against which open bets',
    description:
      'Under LiveBet/Open, where the spec puts it, but signed-in only (401 auth_required): ' +
      "what it tells is the player's own. A player not offered advances (their country) gets " +
      'offered false and 0. Otherwise: each open single or express of the account that can ' +
      "back an advance (its possible win's share less the advances it carries), and the " +
      'largest one advance bet can take. MakeBetWeb with avanceBet true places one.',
    tag: 'bets',
    access: 'player',
    body: resourceBody(getAvanceRequest),
    response: resource('advance', advanceView),
  }),
};
