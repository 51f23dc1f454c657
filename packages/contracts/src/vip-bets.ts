/*
 * VIP bets (spec 001: `VIPBetSumm`, MakeBetBidWeb, the "VIP bet by geography" switch): a stake
 * above the player's maximum goes to the book's traders as a request. A trader accepts it,
 * refuses it or counter-offers (a lower stake, or other odds on a single) within a time limit,
 * in the back office, live; the player answers a counter-offer in time. The stake is held from
 * the request until the answer. The spec names MakeBetBidWeb and the field; the other calls
 * are ours.
 */
import { z } from 'zod/mini';
import { amountInput, couponCurrency, LIVE_BET_SECURE, placeBetRequest } from './bets.ts';
import { defineCall } from './call.ts';
import { resource, resourceBody } from './json-api.ts';
import { INT4_MAX, idNumber } from './primitives.ts';

export const VIP_BET_STATUSES = [
  /** Waiting for a trader. */
  'pending',
  /** A trader counter-offered: waiting for the player. */
  'countered',
  /** Placed: `couponId` is the bet. */
  'accepted',
  'refused',
  /** The player said no to the counter-offer. */
  'declined',
  /** Nobody answered in time. */
  'expired',
  /** Accepted, but an outcome no longer took bets: nothing was placed. */
  'failed',
] as const;
export type VipBetStatus = (typeof VIP_BET_STATUSES)[number];

/** A VIP request's leg, as the trader and the player read it. */
export const vipBetLeg = z.object({
  gameId: z.int(),
  champName: z.string(),
  home: z.string(),
  away: z.optional(z.string()),
  marketName: z.string(),
  outcomeName: z.string(),
  /** The odds asked for. */
  coef: z.number(),
  live: z.boolean(),
});

export const vipBetView = z.object({
  id: z.int(),
  betGuid: z.string(),
  playerId: z.int(),
  vid: z.int(),
  status: z.enum(VIP_BET_STATUSES),
  currency: couponCurrency,
  /** The stake asked for, and the total odds asked for (decimal). */
  stake: z.string(),
  coef: z.number(),
  /** The player's maximum stake when asking. */
  maxStake: z.string(),
  /** A counter-offer: the stake and odds the trader offers (null where unchanged). */
  counterStake: z.nullable(z.string()),
  counterCoef: z.nullable(z.number()),
  /** Until when the trader (pending) or the player (countered) may answer. */
  expiresAt: z.string(),
  /** The bet placed, once accepted. */
  couponId: z.nullable(z.int()),
  /** The trader's words with a refusal or a counter-offer. */
  note: z.nullable(z.string()),
  legs: z.array(vipBetLeg),
  createdAt: z.string(),
});
export type VipBetView = z.infer<typeof vipBetView>;

export const makeBetBidRequest = placeBetRequest;

export const vipDecision = z.object({
  decision: z.enum(['accept', 'refuse', 'counter'], 'validation_invalid_value'),
  /** A counter-offer's stake: at most the stake asked for. */
  counterStake: z.optional(amountInput),
  /** A counter-offer's odds (decimal): singles only. */
  counterCoef: z.optional(z.number().check(z.gt(1), z.lte(1000))),
  note: z.optional(z.string().check(z.trim(), z.maxLength(300, 'max_symbols_limit'))),
});
export type VipDecision = z.input<typeof vipDecision>;

const vipAnswer = resource('vip-bet', vipBetView);
const vipNote =
  'Signed-in only, as MakeBetWeb. 403 vip_bet_unavailable where the VIP switch or the ' +
  "player's country does not allow it. ";

export const vipBetCalls = {
  request: defineCall({
    method: 'POST',
    path: `${LIVE_BET_SECURE}/MakeBetBidWeb`,
    summary: "Ask the book's traders for a bet above the maximum stake (VIPBetSumm)",
    description:
      `${vipNote}The stake (VIPBetSumm) is held until the answer. Idempotent by betGuid. 400 ` +
      'validation_errors.VIPBetSumm when it is not above the maximum (place it with ' +
      'MakeBetWeb); 409 vip_bet_refused_<problem> when the coupon cannot be placed as it is.',
    tag: 'bets',
    access: 'player',
    body: resourceBody(makeBetBidRequest),
    response: vipAnswer,
  }),
  answer: defineCall({
    method: 'POST',
    path: `${LIVE_BET_SECURE}/VipBetAnswer`,
    summary: "The player's answer to a trader's counter-offer",
    description: `${vipNote}409 vip_bet_closed once it is no longer waiting for the player.`,
    tag: 'bets',
    access: 'player',
    body: resourceBody(z.object({ id: idNumber, accept: z.boolean() })),
    response: vipAnswer,
  }),
  mine: defineCall({
    method: 'POST',
    path: `${LIVE_BET_SECURE}/VipBets`,
    summary: "The player's VIP requests of the last day, newest first",
    tag: 'bets',
    access: 'player',
    body: resourceBody(z.object({})),
    response: resource('vip-bets', z.object({ vipBets: z.array(vipBetView) })),
  }),
  backofficeList: defineCall({
    method: 'GET',
    path: '/web-api/backoffice/vip-bets',
    summary: 'VIP requests waiting for a trader or a player, and the last decided',
    tag: 'backoffice',
    access: 'operator',
    query: z.object({ lng: z.optional(z.string().check(z.maxLength(8))) }),
    response: resource('vip-bets', z.object({ vipBets: z.array(vipBetView) })),
  }),
  decide: defineCall({
    method: 'POST',
    path: '/web-api/backoffice/vip-bets/{id}/decision',
    summary: 'Accept, refuse or counter a VIP request',
    description:
      'Audited with the operator. 409 vip_bet_closed once it is decided or expired; 400 ' +
      'validation_errors.counterStake above the stake asked, counterCoef on an express.',
    tag: 'backoffice',
    access: 'operator',
    params: z.object({ id: z.coerce.number().check(z.int(), z.positive(), z.lte(INT4_MAX)) }),
    body: resourceBody(vipDecision),
    response: vipAnswer,
  }),
};
