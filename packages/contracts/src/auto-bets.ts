/*
 * Auto-bets (spec 001's coupon fields `isAutoBet`, `autoBetCf`, `autoBetCfView`,
 * `dropOnScoreChange`): a coupon sent to MakeBetWeb with `isAutoBet` waits on the server until
 * its total odds reach the target, then is placed through the same acceptance with its own
 * GUID. The spec names the fields, not the calls to see and cancel the waiting ones: those are
 * ours, beside MakeBetWeb and secured like it.
 */
import { z } from 'zod/mini';
import { BET_STATUSES, couponCurrency, LIVE_BET_SECURE } from './bets.ts';
import { defineCall } from './call.ts';
import { resource, resourceBody } from './json-api.ts';
import { idNumber } from './primitives.ts';

/**
 * waiting: on the server, watching the odds; placed: handed to acceptance at the target (the
 * bet's own status says how that went); dropped: a score changed (`dropOnScoreChange`);
 * expired: a game left the line or began where its market does not play live; cancelled: by
 * the player.
 */
export const AUTO_BET_STATES = ['waiting', 'placed', 'dropped', 'expired', 'cancelled'] as const;
export type AutoBetState = (typeof AUTO_BET_STATES)[number];

/** An outcome of an auto-bet's coupon, named as at its making. */
const autoBetEvent = z.object({
  gameId: z.int(),
  champName: z.string(),
  home: z.string(),
  away: z.optional(z.string()),
  periodName: z.string(),
  marketName: z.string(),
  outcomeName: z.string(),
  live: z.boolean(),
});

export const autoBetView = z.object({
  id: z.int(),
  /** The GUID the bet is placed with: BetStatus answers for it once placed. */
  betGuid: z.string(),
  state: z.enum(AUTO_BET_STATES),
  vid: z.int(),
  stake: z.string(),
  currency: couponCurrency,
  /** The total odds it waits for (decimal). */
  targetCoef: z.number(),
  /** The total odds when it was made. */
  startCoef: z.number(),
  dropOnScoreChange: z.boolean(),
  events: z.array(autoBetEvent),
  createdAt: z.string(),
  decidedAt: z.nullable(z.string()),
  /** The placed bet's status, once placed. */
  betStatus: z.nullable(z.enum(BET_STATUSES)),
  /** Why a placed bet was not accepted (a dictionary key). */
  reason: z.nullable(z.string()),
});
export type AutoBetView = z.infer<typeof autoBetView>;

const autoBetNote =
  'Signed-in only, as MakeBetWeb. An auto-bet is made by MakeBetWeb with isAutoBet and ' +
  "autoBetCf above the coupon's total odds now (400 validation_errors.autoBetCf " +
  'auto_bet_target_not_above otherwise); its stake leaves the account only when it is placed.';

export const autoBetCalls = {
  list: defineCall({
    method: 'GET',
    path: `${LIVE_BET_SECURE}/AutoBets`,
    summary: "The player's auto-bets: the waiting ones, then the last week's others",
    description: autoBetNote,
    tag: 'bets',
    access: 'player',
    query: z.object({ lng: z.optional(z.string().check(z.maxLength(8))) }),
    response: resource('auto-bets', z.object({ autoBets: z.array(autoBetView) })),
  }),
  cancel: defineCall({
    method: 'POST',
    path: `${LIVE_BET_SECURE}/CancelAutoBet`,
    summary: 'Cancel a waiting auto-bet',
    description:
      `${autoBetNote} 404 auto_bet_unknown for another player's; 409 auto_bet_not_waiting ` +
      'once it was placed, dropped or ended.',
    tag: 'bets',
    access: 'player',
    body: resourceBody(
      z.object({ autoBetId: idNumber, lng: z.optional(z.string().check(z.maxLength(8))) }),
    ),
    response: resource('auto-bet', autoBetView),
  }),
};
