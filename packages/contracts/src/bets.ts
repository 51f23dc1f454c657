/*
 * Bets (spec 001 sections 3, 6, 7 and 9; spec 000, the office's bets history): the coupon (bet
 * slip), placing bets, and the bets history. The spec names the calls (LiveBet/Open,
 * LiveBet-update, LiveBet/Secure, putbetscommon) and the coupon payload fields, not the
 * answers, so the answers are ours. Requests keep the spec's field names (couponEvents, summ,
 * vid, expressNum, groupsSumms, betGuid, checkCf, couponCode, oneClickBet, live); amounts
 * travel as decimal text in major units ('12.50') and odds as the feed writes them (1.85), so
 * no float ever carries money.
 */
import { z } from 'zod/mini';
import { defineCall } from './call.ts';
import { resource, resourceBody } from './json-api.ts';
import { INT4_MAX, idNumber } from './primitives.ts';

export const LIVE_BET_OPEN = '/service-api/LiveBet/Open';
/** The spec's second home of the UpdateCoupon calls. */
export const LIVE_BET_UPDATE = '/service-api/LiveBet-update';
export const LIVE_BET_SECURE = '/service-api/LiveBet/Secure';

/** The coupon's type, `vid`: several singles at once is `multi`, each with its own stake. */
export const COUPON_VIDS = { single: 0, express: 1, system: 2, multi: 3 } as const;
export type CouponVidName = keyof typeof COUPON_VIDS;

/** `checkCf`: 0 confirm every change of odds, 1 accept higher odds, 2 accept any change. */
export const CHECK_CF_VALUES = [0, 1, 2] as const;

/** A placed bet's way, as established APIs name it. */
export const BET_STATUSES = [
  /** Waiting out a live bet's acceptance delay; asked again by its GUID. */
  'pending',
  'accepted',
  /** Refused at acceptance: `reason` says why (a dictionary key). */
  'not_accepted',
  /** An auto-bet (`isAutoBet`) waiting on the server for its odds: `autoBetId` names it. */
  'waiting',
] as const;
export type BetStatus = (typeof BET_STATUSES)[number];

/**
 * An accepted coupon's life: open until every leg has a result, then settled; or sold, when the
 * player cashed the whole of it out; or cancelled, an advance bet whose backing did not repay it.
 */
export const COUPON_STATES = ['open', 'won', 'lost', 'refunded', 'sold', 'cancelled'] as const;
export type CouponState = (typeof COUPON_STATES)[number];

/** An advance bet's way: waiting for its backing, repaid from its win, or cancelled. */
export const ADVANCE_STATES = ['pending', 'repaid', 'cancelled'] as const;
export type AdvanceStateName = (typeof ADVANCE_STATES)[number];

/** A leg's result: `open` until the game's result is known. */
export const LEG_STATES = ['open', 'won', 'lost', 'void', 'half_won', 'half_lost'] as const;
export type LegState = (typeof LEG_STATES)[number];

/** What the coupon shows of an outcome against the line at this moment. */
export const COUPON_EVENT_STATES = [
  'open',
  /** The bookmaker suspended the market: no bet until it opens again. */
  'locked',
  /** The game no longer takes bets (started for a pre-match market, or ended). */
  'finished',
  /** The line no longer offers this outcome (the game or the market is gone). */
  'unknown',
] as const;
export type CouponEventState = (typeof COUPON_EVENT_STATES)[number];

const required = {
  error: (issue: { input: unknown }) =>
    issue.input === undefined ? 'required' : 'validation_invalid_type',
};

/** Decimal major units ('12.50'); a JSON number is accepted too. */
export const amountInput = z.union(
  [z.string().check(z.maxLength(40, 'coupon_stake_invalid')), z.number()],
  required,
);

/** One outcome the player chose: the game (or sub-game), market group, type and line. */
export const couponEvent = z.object({
  gameId: idNumber,
  /** Market group `G`. */
  group: z.number(required).check(z.int(), z.gte(0), z.lte(INT4_MAX)),
  /** Outcome type `T`. */
  type: z.number(required).check(z.int(), z.gte(0), z.lte(INT4_MAX)),
  /** The line `P` (handicap, total, correct score), when the market has one. */
  param: z.optional(z.number().check(z.gte(-10_000), z.lte(10_000))),
  /** The odds the player saw (decimal, as the feed writes them). */
  coef: z.number(required).check(z.positive(), z.lte(100_000)),
});
export type CouponEvent = z.infer<typeof couponEvent>;

export const MAX_COUPON_EVENTS_ON_WIRE = 100;

/** The highest odds the book takes (the domain's MAX_ODDS, decimal). */
export const MAX_DECIMAL_ODDS = 1000;

/** The coupon as the page sends it for a recount or a bet. */
export const checkCfInput = z.union(
  [z.literal(0), z.literal(1), z.literal(2)],
  'validation_invalid_value',
);

export const couponRequest = z.object({
  couponEvents: z
    .array(couponEvent, required)
    .check(
      z.minLength(1, 'coupon_empty'),
      z.maxLength(MAX_COUPON_EVENTS_ON_WIRE, 'coupon_too_many_events'),
    ),
  vid: z.union(
    [z.literal(0), z.literal(1), z.literal(2), z.literal(3)],
    'validation_invalid_value',
  ),
  /** System size k of "k of n"; only with vid 2. */
  expressNum: z.optional(z.int().check(z.gte(2), z.lte(50))),
  /** The stake (the whole stake of a system); empty when only the odds are recounted. */
  summ: z.optional(amountInput),
  /** Multi: one stake per event, in the events' order. */
  groupsSumms: z.optional(z.array(amountInput).check(z.maxLength(MAX_COUPON_EVENTS_ON_WIRE))),
  checkCf: z.optional(checkCfInput),
  /** The account to bet from; the active account when absent. */
  accountId: z.optional(idNumber),
  /** True when placed with one click from a price. */
  oneClickBet: z.optional(z.boolean()),
  /**
   * The player takes the express boost the recount offered (`expressBoost`): the odds rise by
   * its percent, and the bet cannot be cashed out. Refused (coupon_boost_unavailable) where
   * none is offered.
   */
  isExpressBoost: z.optional(z.boolean()),
  /**
   * An auto-bet: the coupon waits on the server until its total odds reach `autoBetCf`
   * (decimal), then is placed with the same GUID through the same acceptance. Singles and
   * expresses only.
   */
  isAutoBet: z.optional(z.boolean()),
  autoBetCf: z.optional(z.number().check(z.gt(1), z.lte(MAX_DECIMAL_ODDS))),
  /** The odds format the target was typed in (the page's cfView), kept for showing it. */
  autoBetCfView: z.optional(z.int().check(z.gte(0), z.lte(10))),
  /** An auto-bet is dropped when the score of one of its games changes. */
  dropOnScoreChange: z.optional(z.boolean()),
  /**
   * Powerbet: more stake on an open single of a game in play, at the odds now (the PowerBet
   * switch). The coupon is that single's outcome; `saleBetId` names the single raised (the
   * spec's field for the bet a request is about; cash-out has its own call). Each raise is a
   * coupon of its own, at its own odds.
   */
  isPowerBet: z.optional(z.boolean()),
  /**
   * An anti-express: the express's legs bet on not every one winning, at these odds (decimal,
   * the recount's `antiExpress.coef`), checked against the odds now under `checkCf`.
   */
  antiExpressCoef: z.optional(z.number().check(z.gt(1), z.lte(MAX_DECIMAL_ODDS))),
  saleBetId: z.optional(idNumber),
  /**
   * A bet-builder coupon: outcomes of one game together at their joint odds (the calls
   * UpdateCouponBuilder and MakeBetWebBuilder set it; the other calls refuse it).
   * `builderCoef` is the builder's odds the page showed, checked under `checkCf`.
   */
  builderCoupon: z.optional(z.boolean()),
  /**
   * A VIP bet (MakeBetBidWeb): the stake asked for above the player's maximum, sent to the
   * book's traders as a request, where the VIP switch and the player's country allow it.
   */
  VIPBetSumm: z.optional(amountInput),
  builderCoef: z.optional(z.number().check(z.gt(1), z.lte(MAX_DECIMAL_ODDS))),
  /**
   * An advance bet (GetAvance): the stake is the book's credit against the pending win of one
   * of the player's open bets, repaid from it; a single or an express, nothing else with it.
   */
  avanceBet: z.optional(z.boolean()),
  /** The page's language for the answer's names (also taken as `?lng=`). */
  lng: z.optional(z.string().check(z.regex(/^[a-z]{2,3}$/, 'validation_invalid_format'))),
});
export type CouponRequest = z.input<typeof couponRequest>;

/** A GUID the page makes once per bet: the same GUID again answers the first result. */
export const BET_GUID_PATTERN =
  /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/;

export const placeBetRequest = z.extend(couponRequest, {
  betGuid: z.string(required).check(z.regex(BET_GUID_PATTERN, 'bet_guid_invalid')),
});
export type PlaceBetRequest = z.input<typeof placeBetRequest>;

const decimalText = z.string();

export const couponCurrency = z.object({
  id: z.int(),
  iso: z.string(),
  symbol: z.string(),
  precision: z.int(),
});
export type CouponCurrency = z.infer<typeof couponCurrency>;

/** A problem the coupon has now: a dictionary key, with the event it is about. */
export const couponProblem = z.object({
  key: z.string(),
  /** Index into couponEvents; absent for the coupon as a whole. */
  index: z.optional(z.int()),
  /** Values for the text's slots ({{min}}, {{max}}). */
  values: z.optional(z.record(z.string(), z.string())),
});
export type CouponProblem = z.infer<typeof couponProblem>;

/** An outcome and the words that name it: what the coupon and the history both show. */
const namedOutcome = z.object({
  gameId: z.int(),
  /** The game a sub-game (a period, a statistics market) belongs to. */
  parentGameId: z.optional(z.int()),
  group: z.int(),
  type: z.int(),
  param: z.optional(z.number()),
  live: z.boolean(),
  sportId: z.int(),
  champName: z.string(),
  home: z.string(),
  away: z.optional(z.string()),
  /** The sub-game's period or statistics name (1st half, Corners); empty for the match. */
  periodName: z.string(),
  marketName: z.string(),
  outcomeName: z.string(),
  /** Unix seconds. */
  startsAt: z.int(),
});

/** An outcome of the coupon against the line at this moment. */
export const couponEventView = z.extend(namedOutcome, {
  /** The odds now (decimal); the odds sent when the outcome is gone. */
  coef: z.number(),
  /** The odds the page sent. */
  sentCoef: z.number(),
  change: z.enum(['up', 'down', 'none']),
  state: z.enum(COUPON_EVENT_STATES),
  /** Multi: this event's own possible win. */
  possibleWin: z.optional(decimalText),
});
export type CouponEventView = z.infer<typeof couponEventView>;

export const couponTaxes = z.object({
  taxType: z.int(),
  stakeTax: decimalText,
  payoutTax: decimalText,
  /** The possible win after taxes. */
  netWin: decimalText,
});

/** The coupon recounted against the current line (UpdateCoupon, UpdateCouponMulti). */
export const couponView = z.object({
  vid: z.int(),
  expressNum: z.optional(z.int()),
  events: z.array(couponEventView),
  currency: couponCurrency,
  /** Product of the odds (express), or the single's odds; decimal. */
  totalCoef: z.number(),
  /** Bets the coupon makes: 1, C(n, k) for a system, n for multi. */
  betCount: z.int(),
  /** The stake each bet plays (a system's stake divided among its bets). */
  stakePerBet: decimalText,
  /** What leaves the account. */
  stake: decimalText,
  minStake: decimalText,
  maxStake: decimalText,
  maxPayout: decimalText,
  possibleWin: decimalText,
  taxes: couponTaxes,
  /** Empty when the coupon can be placed as it is. */
  problems: z.array(couponProblem),
  /** The live acceptance delay this coupon will wait, in seconds (0 pre-match). */
  acceptanceDelaySeconds: z.int(),
  /**
   * The express boost on offer (extra odds by the number of legs at the minimum price or
   * above); absent when switched off or the coupon earns none. `totalCoef` is the express's
   * odds with it; `taken` when the request asked for it (the coupon's numbers then include it).
   */
  expressBoost: z.optional(
    z.object({
      percent: z.int(),
      totalCoef: z.number(),
      minLegCoef: z.number(),
      taken: z.boolean(),
    }),
  ),
  /**
   * An express's anti-express on offer: the odds that not every leg wins, from the book's fair
   * chances of the legs with its margin; absent when a leg has no price now. `taken` when the
   * request asked for it (`antiExpressCoef`): the coupon's numbers are then its.
   */
  antiExpress: z.optional(z.object({ coef: z.number(), taken: z.boolean() })),
  /**
   * A bet-builder coupon's price: its legs' joint chance in the game's score model with the
   * builder's margin; absent when they cannot be built (the problems say why).
   */
  builder: z.optional(z.object({ coef: z.number() })),
  /**
   * Present when the stake is above the player's maximum: whether it can be sent as a VIP
   * request (MakeBetBidWeb) instead, for the book's traders to accept, refuse or counter.
   */
  vipBet: z.optional(z.object({ available: z.boolean() })),
});
export type CouponView = z.infer<typeof couponView>;

/** A bet's leg as the history shows it. */
export const betLeg = z.extend(namedOutcome, {
  coef: z.number(),
  state: z.enum(LEG_STATES),
  /** The game's score as last known ('2:1'); empty before it starts. */
  score: z.string(),
});
export type BetLeg = z.infer<typeof betLeg>;

/** Why an open bet has no cash-out price now (the domain's refusals, as dictionary keys say). */
export const CASH_OUT_REFUSALS = [
  'system',
  'lost',
  'settled',
  'locked',
  'no_value',
  /** A boosted express: its extra odds are paid only if it runs to the end. */
  'boosted',
  /** An anti-express: a bet against its legs, not their product. */
  'anti_express',
  /** A bet-builder bet: its legs' joint chance, not their product. */
  'builder',
  /** An insured bet: its cover runs to the end. */
  'insured',
  /** An advance bet: its stake is the book's until its backing repays it. */
  'advance',
  /** A bet backing an advance: its win repays it first. */
  'advanced',
] as const;
export type CashOutRefusalName = (typeof CASH_OUT_REFUSALS)[number];

/** An open bet's cash-out as the history and the push show it. */
export const cashOutPrice = z.object({
  couponId: z.int(),
  /** What the whole playing stake sells for now; null when there is no price. */
  price: z.nullable(z.string()),
  /** Why there is no price (a dictionary key's tail: cash_out_refused_<reason>). */
  refusal: z.nullable(z.enum(CASH_OUT_REFUSALS)),
});
export type CashOutPrice = z.infer<typeof cashOutPrice>;

/** Why an open bet cannot be insured now (a dictionary key's tail: insurance_refused_<reason>). */
export const INSURANCE_REFUSALS = [
  'system',
  'anti_express',
  'builder',
  'insured',
  'sold',
  'lost',
  'settled',
  'half',
  'locked',
  'no_value',
  /** An advance bet: its stake is the book's credit. */
  'advance',
] as const;

/** What an open bet's cover costs now: the premium of `insured` is the domain's insurancePremium. */
export const insuranceOfferView = z.object({
  /** The bet's chance of losing now, from the book's fair chances of its open legs. */
  lossChance: z.nullable(z.number()),
  /** The house's margin on the cover, in percent. */
  marginPercent: z.number(),
  /** The stake still playing: the insured amount is a whole percent of it. */
  playingStake: decimalText,
  /** Why there is no cover now; null when there is. */
  refusal: z.nullable(z.enum(INSURANCE_REFUSALS)),
});
export type InsuranceOfferView = z.infer<typeof insuranceOfferView>;

/** A bet's cover as bought, and what it paid once the bet settled. */
export const insuranceView = z.object({
  percent: z.int(),
  insured: decimalText,
  premium: decimalText,
  /** What the insurance paid back: the insured amount on a loss, the premium on a refund. */
  paid: decimalText,
});
export type InsuranceView = z.infer<typeof insuranceView>;

/** An accepted coupon: a single, an express or a system (a multi is several singles). */
export const placedCoupon = z.object({
  /** The coupon's number, the player's receipt. */
  id: z.int(),
  betGuid: z.string(),
  vid: z.int(),
  expressNum: z.optional(z.int()),
  state: z.enum(COUPON_STATES),
  currency: couponCurrency,
  stake: decimalText,
  betCount: z.int(),
  totalCoef: z.number(),
  /** An anti-express: wins when not every leg wins (totalCoef is its odds). */
  antiExpress: z.optional(z.boolean()),
  /** A bet-builder bet: every leg of one game wins (totalCoef is their joint odds). */
  builder: z.optional(z.boolean()),
  /** A powerbet: the single this coupon raised. */
  powerOf: z.optional(z.int()),
  /** An advance bet: the bet backing it, and whether the advance waits, was repaid or cancelled. */
  advance: z.optional(z.object({ of: z.int(), state: z.enum(ADVANCE_STATES) })),
  /** A bet backing advances: the stakes they took, repaid from its win ('0' for none). */
  advanced: z.optional(decimalText),
  /** An open single of a game in play that a powerbet can raise now (the switch on). */
  powerBet: z.optional(z.boolean()),
  /** A boosted express: the percent its odds carry (total odds include it). */
  boostPercent: z.optional(z.int()),
  possibleWin: decimalText,
  /** What was paid; '0' while open or lost. */
  payout: decimalText,
  /** The part of the playing stake cashed out, and what its sales credited ('0' for none). */
  soldStake: decimalText,
  saleCredited: decimalText,
  /** An open bet's cash-out now; absent when the coupon sale is off or the bet is settled. */
  cashOut: z.optional(cashOutPrice),
  /** The bet's cover, once bought. */
  insurance: z.optional(insuranceView),
  /** An open bet's cover on offer now; absent when the insurance switch is off or it is insured. */
  insuranceOffer: z.optional(insuranceOfferView),
  legs: z.array(betLeg),
  acceptedAt: z.string(),
  settledAt: z.nullable(z.string()),
  /** Set when an operator settled or voided by hand: the reason they gave. */
  operatorNote: z.nullable(z.string()),
});
export type PlacedCoupon = z.infer<typeof placedCoupon>;

/** The answer of a bet call: the bet's status and, once accepted, its coupons. */
export const betPlacement = z.object({
  betGuid: z.string(),
  status: z.enum(BET_STATUSES),
  /** Dictionary key of why it was not accepted. */
  reason: z.nullable(z.string()),
  /** The problems behind the reason (changed odds, locked outcomes), for the coupon. */
  problems: z.array(couponProblem),
  /** While pending: when to ask again (ms). */
  retryAfterMs: z.nullable(z.int()),
  /** Status waiting: the auto-bet made of the coupon (AutoBets lists it). */
  autoBetId: z.optional(z.int()),
  /** One for a single, express or system; one per event for multi. */
  coupons: z.array(placedCoupon),
  /** The coupon recounted at acceptance, for the page to show what changed. */
  coupon: z.nullable(couponView),
});
export type BetPlacement = z.infer<typeof betPlacement>;

export const savedCoupon = z.object({
  couponCode: z.string(),
  couponEvents: z.array(couponEvent),
  vid: z.int(),
  expressNum: z.optional(z.int()),
});
export type SavedCoupon = z.infer<typeof savedCoupon>;

/** Codes are short, unambiguous and case-blind: no 0/O or 1/I/L. */
export const COUPON_CODE_PATTERN = /^[2-9A-HJKMNP-Z]{8}$/;

const couponAnswer = resource('coupon', couponView);
const placementAnswer = resource('bet-placement', betPlacement);

const couponNote =
  'Recounts the coupon against the line now: odds and their change, locked and finished ' +
  'outcomes, minimum and maximum stake, maximum payout, taxes, possible win. Problems are in ' +
  'the answer, not an error: 400 validation_errors only for a malformed coupon.';

const placeNote =
  'Signed-in only: the x-auth Bearer header, Authorization Bearer or the session cookie (with ' +
  'the Origin check). Idempotent by betGuid: the same GUID again answers the first result and ' +
  'places nothing; the same GUID with another coupon is 409 bet_guid_reused. A live bet waits ' +
  'the acceptance delay (status pending, retryAfterMs) and is checked again after it; send ' +
  'the same request again, or ask BetStatus, for the final answer. Not accepted answers 200 ' +
  'with status not_accepted and the reason (coupon_odds_changed, coupon_event_locked, ' +
  'account_insufficient_funds, ...).';

function openCall(path: string, summary: string, root = LIVE_BET_OPEN) {
  return defineCall({
    method: 'POST',
    path: `${root}/${path}`,
    summary,
    description: couponNote,
    tag: 'bets',
    access: 'public',
    body: resourceBody(couponRequest),
    response: couponAnswer,
  });
}

function secureCall(path: string, summary: string, root = LIVE_BET_SECURE) {
  return defineCall({
    method: 'POST',
    path: `${root}/${path}`,
    summary,
    description: placeNote,
    tag: 'bets',
    access: 'player',
    body: resourceBody(placeBetRequest),
    response: placementAnswer,
  });
}

export const couponCalls = {
  updateCoupon: openCall('UpdateCoupon', 'Recount a single, express or system coupon'),
  updateCouponMulti: openCall('UpdateCouponMulti', 'Recount several singles, a stake each'),
  updateCouponBuilder: openCall(
    'UpdateCouponBuilder',
    'Price outcomes of one game together (a bet-builder coupon, vid 1) from its score model',
  ),
  updateCouponLive: openCall('UpdateCoupon', 'Recount a coupon (the live path)', LIVE_BET_UPDATE),
  updateCouponMultiLive: openCall(
    'UpdateCouponMulti',
    'Recount several singles (the live path)',
    LIVE_BET_UPDATE,
  ),
  saveCoupon: defineCall({
    method: 'POST',
    path: `${LIVE_BET_OPEN}/SaveCoupon`,
    summary: 'Keep a coupon under a code another player can load',
    description:
      '400 validation_errors on couponEvents. 403 coupon_save_load_off when switched off.',
    tag: 'bets',
    access: 'public',
    body: resourceBody(z.pick(couponRequest, { couponEvents: true, vid: true, expressNum: true })),
    response: resource('saved-coupon', savedCoupon),
  }),
  getCoupon: defineCall({
    method: 'POST',
    path: `${LIVE_BET_OPEN}/GetCoupon`,
    summary: 'The coupon kept under a code',
    description: '404 coupon_code_unknown. 403 coupon_save_load_off when switched off.',
    tag: 'bets',
    access: 'public',
    body: resourceBody(
      z.object({
        couponCode: z
          .string(required)
          .check(z.trim(), z.toUpperCase(), z.regex(COUPON_CODE_PATTERN, 'coupon_code_invalid')),
      }),
    ),
    response: resource('saved-coupon', savedCoupon),
  }),
  expressHighlight: defineCall({
    method: 'POST',
    path: `${LIVE_BET_OPEN}/ExpressHighlight`,
    summary: 'The express of the day as a coupon, ready to add in one click',
    tag: 'bets',
    access: 'public',
    body: resourceBody(z.object({ lng: z.optional(z.string()) })),
    response: resource('saved-coupon', savedCoupon),
  }),
  makeBetWeb: secureCall('MakeBetWeb', 'Place a single, express or system bet'),
  makeBetWebBuilder: secureCall(
    'MakeBetWebBuilder',
    'Place a bet-builder bet: outcomes of one game at their joint odds (vid 1)',
  ),
  makeBetWebMulti: secureCall('MakeBetWebMulti', 'Place several singles at once, a stake each'),
  putBetsCommon: defineCall({
    method: 'POST',
    path: '/web-api/datalinelive/putbetscommon',
    summary: 'Place one coupon (coupon) or several (coupons) at once',
    description: `${placeNote} Each coupon has its own betGuid and its own answer.`,
    tag: 'bets',
    access: 'player',
    body: resourceBody(
      z.object({
        coupon: z.optional(placeBetRequest),
        coupons: z.optional(
          z.array(placeBetRequest).check(z.maxLength(20, 'coupon_too_many_coupons')),
        ),
      }),
    ),
    response: resource('bet-placements', z.object({ placements: z.array(betPlacement) })),
  }),
  betStatus: defineCall({
    method: 'GET',
    path: `${LIVE_BET_SECURE}/BetStatus/{betGuid}`,
    summary: "A bet's status by its GUID (a pending live bet's final answer)",
    description: '404 bet_guid_unknown for a GUID the player never sent.',
    tag: 'bets',
    access: 'player',
    params: z.object({ betGuid: z.string().check(z.regex(BET_GUID_PATTERN, 'bet_guid_invalid')) }),
    response: placementAnswer,
  }),
};

/* The office's bets history */

export const BET_HISTORY_KINDS = ['single', 'express', 'system'] as const;

export const betHistoryFilters = z.object({
  /** Inclusive calendar days 'YYYY-MM-DD' in UTC; by default the last couponHistoryDays. */
  date_from: z.optional(z.iso.date('validation_invalid_format')),
  date_to: z.optional(z.iso.date('validation_invalid_format')),
  state: z.optional(z.enum(COUPON_STATES, 'validation_invalid_value')),
  kind: z.optional(z.enum(BET_HISTORY_KINDS, 'validation_invalid_value')),
  page_number: z._default(
    z.optional(z.int().check(z.gte(1, 'validation_invalid_value'), z.lte(1000))),
    1,
  ),
  /** The page's language for the legs' names. */
  lng: z.optional(z.string().check(z.maxLength(8))),
});
export type BetHistoryFilters = z.input<typeof betHistoryFilters>;
export type ParsedBetHistoryFilters = z.output<typeof betHistoryFilters>;

export const betHistory = z.object({
  /** The first 50 x page_number coupons, newest first. */
  coupons: z.array(placedCoupon),
  pageNumber: z.int(),
  hasMore: z.boolean(),
  dateFrom: z.string(),
  dateTo: z.string(),
  /** Sums of the listed coupons per currency. */
  totals: z.array(z.object({ currency: couponCurrency, stake: decimalText, payout: decimalText })),
});
export type BetHistory = z.infer<typeof betHistory>;

/**
 * Manager bets: the player's bets an operator settled or voided by hand, with the reason
 * (docs/decisions.md, "Manager bets").
 */
export const managerBets = z.object({ coupons: z.array(placedCoupon) });
export type ManagerBets = z.infer<typeof managerBets>;

export const betHistoryCalls = {
  history: defineCall({
    method: 'POST',
    path: '/web-api/office/bets-history',
    summary: "The player's coupons, newest first, 50 x page_number",
    tag: 'bets',
    access: 'player',
    body: resourceBody(betHistoryFilters),
    response: resource('bet-history', betHistory),
  }),
  mail: defineCall({
    method: 'POST',
    path: '/web-api/office/bets-history/mail',
    summary: "Send the list the filters give to the player's e-mail (through the outbox)",
    description: '409 email_not_confirmed when the player has no confirmed e-mail.',
    tag: 'bets',
    access: 'player',
    body: resourceBody(betHistoryFilters),
    response: resource('bet-history-mail', z.object({ count: z.int() })),
  }),
  clear: defineCall({
    method: 'POST',
    path: '/web-api/office/bets-history/clear',
    summary: "Hide settled coupons from the player's list (the records are kept)",
    description:
      'Open coupons are never hidden. Without ids, every settled coupon is hidden. ' +
      '403 coupon_deletion_off when the coupon deletion switch is off.',
    tag: 'bets',
    access: 'player',
    body: resourceBody(z.object({ ids: z.optional(z.array(idNumber).check(z.maxLength(1000))) })),
    response: resource('bet-history-clear', z.object({ hidden: z.int() })),
  }),
  managerBets: defineCall({
    method: 'GET',
    path: '/web-api/office/manager-bets',
    summary: "The player's bets an operator settled or voided by hand",
    tag: 'bets',
    access: 'player',
    query: z.object({ lng: z.optional(z.string().check(z.maxLength(8))) }),
    response: resource('manager-bets', managerBets),
  }),
};

/* Back office */

export const OPERATOR_LEG_RESULTS = ['won', 'lost', 'void', 'half_won', 'half_lost'] as const;

export const backofficeCoupon = z.extend(placedCoupon, { playerId: z.int() });
export type BackofficeCoupon = z.infer<typeof backofficeCoupon>;

/** An outcome players bet on in a game, with the money on it and its result. */
export const gameBetOutcome = z.object({
  gameId: z.int(),
  group: z.int(),
  type: z.int(),
  param: z.optional(z.number()),
  periodName: z.string(),
  marketName: z.string(),
  outcomeName: z.string(),
  legCount: z.int(),
  state: z.enum(LEG_STATES),
});
export type GameBetOutcome = z.infer<typeof gameBetOutcome>;

export const backofficeBets = z.object({
  coupons: z.array(backofficeCoupon),
  hasMore: z.boolean(),
  /** With a game filter: the outcomes bet on, for settling by hand. */
  outcomes: z.array(gameBetOutcome),
});
export type BackofficeBets = z.infer<typeof backofficeBets>;

const reason = z
  .string(required)
  .check(z.trim(), z.minLength(3, 'validation_too_short'), z.maxLength(500, 'max_symbols_limit'));

export const backofficeBetCalls = {
  list: defineCall({
    method: 'GET',
    path: '/web-api/backoffice/bets',
    summary: 'Bets of a game (gameId) or of a player (playerId), newest first',
    tag: 'backoffice',
    access: 'operator',
    query: z.object({
      gameId: z.optional(z.coerce.number().check(z.int(), z.positive(), z.lte(INT4_MAX))),
      playerId: z.optional(z.coerce.number().check(z.int(), z.positive(), z.lte(INT4_MAX))),
      page: z._default(z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(1000))), 1),
      /** The screen's language for the outcomes' names. */
      lng: z.optional(z.string().check(z.maxLength(8))),
    }),
    response: resource('backoffice-bets', backofficeBets),
  }),
  settleGame: defineCall({
    method: 'POST',
    path: '/web-api/backoffice/games/{gameId}/settlement',
    summary: "Settle a game's outcomes by hand (a corrected result resettles)",
    description:
      'Audited with the operator and the reason. 400 validation_errors on results, reason.',
    tag: 'backoffice',
    access: 'operator',
    params: z.object({ gameId: z.coerce.number().check(z.int(), z.positive(), z.lte(INT4_MAX)) }),
    body: resourceBody(
      z.object({
        results: z
          .array(
            z.object({
              gameId: idNumber,
              group: z.int().check(z.gte(0)),
              type: z.int().check(z.gte(0)),
              param: z.optional(z.number()),
              result: z.enum(OPERATOR_LEG_RESULTS, 'validation_invalid_value'),
            }),
          )
          .check(z.minLength(1, 'required'), z.maxLength(5000)),
        reason,
      }),
    ),
    response: resource('settlement', z.object({ settledCoupons: z.int() })),
  }),
  voidGame: defineCall({
    method: 'POST',
    path: '/web-api/backoffice/games/{gameId}/void',
    summary: 'Void every bet on a game (a cancelled game): stakes are returned',
    tag: 'backoffice',
    access: 'operator',
    params: z.object({ gameId: z.coerce.number().check(z.int(), z.positive(), z.lte(INT4_MAX)) }),
    body: resourceBody(z.object({ reason })),
    response: resource('settlement', z.object({ settledCoupons: z.int() })),
  }),
};

/**
 * What the push tells a signed-in player about their bets: refetch balance and history on an
 * answer, a result or a sale; and the cash-out prices of their open bets as the games tick.
 */
export const pushBetsMessage = z.object({
  type: z.literal('bets'),
  /**
   * accepted / not_accepted: a pending bet's answer; settled: a coupon got its result; sold: a
   * cash-out went through; cash_out: `prices` of open bets on games that just changed;
   * auto_bet: an auto-bet was placed, dropped or ended (`betGuid` its GUID).
   */
  event: z.enum([
    'accepted',
    'not_accepted',
    'settled',
    'sold',
    'insured',
    'cash_out',
    'auto_bet',
    'vip_bet',
  ]),
  betGuid: z.optional(z.string()),
  couponIds: z.array(z.int()),
  prices: z.optional(z.array(cashOutPrice)),
});
export type PushBetsMessage = z.infer<typeof pushBetsMessage>;
