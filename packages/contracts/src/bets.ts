/*
 * Bets (spec 001 sections 3, 6, 7 and 9; spec 000, the office's bets history): the coupon (bet
 * slip), placing bets, and the bets history. The spec names the calls (LiveBet/Open,
 * LiveBet-update, LiveBet/Secure, putbetscommon) and the coupon payload fields, not the
 * answers, so the answers are ours. Requests keep the spec's field names (couponEvents, summ,
 * vid, expressNum, groupsSumms, betGuid, checkCf, couponCode, oneClickBet, live); amounts
 * travel as decimal text in major units ('12.50') and odds as the feed writes them (1.85), so
 * no float ever carries money.
 */
import { z } from 'zod';
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
] as const;
export type BetStatus = (typeof BET_STATUSES)[number];

/** An accepted coupon's life: open until every leg has a result, then settled. */
export const COUPON_STATES = ['open', 'won', 'lost', 'refunded'] as const;
export type CouponState = (typeof COUPON_STATES)[number];

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
const amountInput = z.union([z.string().max(40, 'coupon_stake_invalid'), z.number()], required);

/** One outcome the player chose: the game (or sub-game), market group, type and line. */
export const couponEvent = z.object({
  gameId: idNumber,
  /** Market group `G`. */
  group: z.number(required).int().min(0).max(INT4_MAX),
  /** Outcome type `T`. */
  type: z.number(required).int().min(0).max(INT4_MAX),
  /** The line `P` (handicap, total, correct score), when the market has one. */
  param: z.number().finite().min(-10_000).max(10_000).optional(),
  /** The odds the player saw (decimal, as the feed writes them). */
  coef: z.number(required).positive().max(100_000),
});
export type CouponEvent = z.infer<typeof couponEvent>;

export const MAX_COUPON_EVENTS_ON_WIRE = 100;

/** The coupon as the page sends it for a recount or a bet. */
export const couponRequest = z.object({
  couponEvents: z
    .array(couponEvent, required)
    .min(1, 'coupon_empty')
    .max(MAX_COUPON_EVENTS_ON_WIRE, 'coupon_too_many_events'),
  vid: z.union(
    [z.literal(0), z.literal(1), z.literal(2), z.literal(3)],
    'validation_invalid_value',
  ),
  /** System size k of "k of n"; only with vid 2. */
  expressNum: z.number().int().min(2).max(50).optional(),
  /** The stake (the whole stake of a system); empty when only the odds are recounted. */
  summ: amountInput.optional(),
  /** Multi: one stake per event, in the events' order. */
  groupsSumms: z.array(amountInput).max(MAX_COUPON_EVENTS_ON_WIRE).optional(),
  checkCf: z
    .union([z.literal(0), z.literal(1), z.literal(2)], 'validation_invalid_value')
    .optional(),
  /** The account to bet from; the active account when absent. */
  accountId: idNumber.optional(),
  /** True when placed with one click from a price. */
  oneClickBet: z.boolean().optional(),
  /** The page's language for the answer's names (also taken as `?lng=`). */
  lng: z
    .string()
    .regex(/^[a-z]{2,3}$/, 'validation_invalid_format')
    .optional(),
});
export type CouponRequest = z.input<typeof couponRequest>;

/** A GUID the page makes once per bet: the same GUID again answers the first result. */
export const BET_GUID_PATTERN =
  /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/;

export const placeBetRequest = couponRequest.extend({
  betGuid: z.string(required).regex(BET_GUID_PATTERN, 'bet_guid_invalid'),
});
export type PlaceBetRequest = z.input<typeof placeBetRequest>;

const decimalText = z.string();

export const couponCurrency = z.object({
  id: z.number().int(),
  iso: z.string(),
  symbol: z.string(),
  precision: z.number().int(),
});
export type CouponCurrency = z.infer<typeof couponCurrency>;

/** A problem the coupon has now: a dictionary key, with the event it is about. */
export const couponProblem = z.object({
  key: z.string(),
  /** Index into couponEvents; absent for the coupon as a whole. */
  index: z.number().int().optional(),
  /** Values for the text's slots ({{min}}, {{max}}). */
  values: z.record(z.string(), z.string()).optional(),
});
export type CouponProblem = z.infer<typeof couponProblem>;

/** An outcome and the words that name it: what the coupon and the history both show. */
const namedOutcome = z.object({
  gameId: z.number().int(),
  /** The game a sub-game (a period, a statistics market) belongs to. */
  parentGameId: z.number().int().optional(),
  group: z.number().int(),
  type: z.number().int(),
  param: z.number().optional(),
  live: z.boolean(),
  sportId: z.number().int(),
  champName: z.string(),
  home: z.string(),
  away: z.string().optional(),
  /** The sub-game's period or statistics name (1st half, Corners); empty for the match. */
  periodName: z.string(),
  marketName: z.string(),
  outcomeName: z.string(),
  /** Unix seconds. */
  startsAt: z.number().int(),
});

/** An outcome of the coupon against the line at this moment. */
export const couponEventView = namedOutcome.extend({
  /** The odds now (decimal); the odds sent when the outcome is gone. */
  coef: z.number(),
  /** The odds the page sent. */
  sentCoef: z.number(),
  change: z.enum(['up', 'down', 'none']),
  state: z.enum(COUPON_EVENT_STATES),
  /** Multi: this event's own possible win. */
  possibleWin: decimalText.optional(),
});
export type CouponEventView = z.infer<typeof couponEventView>;

export const couponTaxes = z.object({
  taxType: z.number().int(),
  stakeTax: decimalText,
  payoutTax: decimalText,
  /** The possible win after taxes. */
  netWin: decimalText,
});

/** The coupon recounted against the current line (UpdateCoupon, UpdateCouponMulti). */
export const couponView = z.object({
  vid: z.number().int(),
  expressNum: z.number().int().optional(),
  events: z.array(couponEventView),
  currency: couponCurrency,
  /** Product of the odds (express), or the single's odds; decimal. */
  totalCoef: z.number(),
  /** Bets the coupon makes: 1, C(n, k) for a system, n for multi. */
  betCount: z.number().int(),
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
  acceptanceDelaySeconds: z.number().int(),
});
export type CouponView = z.infer<typeof couponView>;

/** A bet's leg as the history shows it. */
export const betLeg = namedOutcome.extend({
  coef: z.number(),
  state: z.enum(LEG_STATES),
  /** The game's score as last known ('2:1'); empty before it starts. */
  score: z.string(),
});
export type BetLeg = z.infer<typeof betLeg>;

/** An accepted coupon: a single, an express or a system (a multi is several singles). */
export const placedCoupon = z.object({
  /** The coupon's number, the player's receipt. */
  id: z.number().int(),
  betGuid: z.string(),
  vid: z.number().int(),
  expressNum: z.number().int().optional(),
  state: z.enum(COUPON_STATES),
  currency: couponCurrency,
  stake: decimalText,
  betCount: z.number().int(),
  totalCoef: z.number(),
  possibleWin: decimalText,
  /** What was paid; '0' while open or lost. */
  payout: decimalText,
  legs: z.array(betLeg),
  acceptedAt: z.string(),
  settledAt: z.string().nullable(),
  /** Set when an operator settled or voided by hand: the reason they gave. */
  operatorNote: z.string().nullable(),
});
export type PlacedCoupon = z.infer<typeof placedCoupon>;

/** The answer of a bet call: the bet's status and, once accepted, its coupons. */
export const betPlacement = z.object({
  betGuid: z.string(),
  status: z.enum(BET_STATUSES),
  /** Dictionary key of why it was not accepted. */
  reason: z.string().nullable(),
  /** The problems behind the reason (changed odds, locked outcomes), for the coupon. */
  problems: z.array(couponProblem),
  /** While pending: when to ask again (ms). */
  retryAfterMs: z.number().int().nullable(),
  /** One for a single, express or system; one per event for multi. */
  coupons: z.array(placedCoupon),
  /** The coupon recounted at acceptance, for the page to show what changed. */
  coupon: couponView.nullable(),
});
export type BetPlacement = z.infer<typeof betPlacement>;

export const savedCoupon = z.object({
  couponCode: z.string(),
  couponEvents: z.array(couponEvent),
  vid: z.number().int(),
  expressNum: z.number().int().optional(),
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
    body: resourceBody(couponRequest.pick({ couponEvents: true, vid: true, expressNum: true })),
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
          .trim()
          .toUpperCase()
          .regex(COUPON_CODE_PATTERN, 'coupon_code_invalid'),
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
    body: resourceBody(z.object({ lng: z.string().optional() })),
    response: resource('saved-coupon', savedCoupon),
  }),
  makeBetWeb: secureCall('MakeBetWeb', 'Place a single, express or system bet'),
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
        coupon: placeBetRequest.optional(),
        coupons: z.array(placeBetRequest).max(20, 'coupon_too_many_coupons').optional(),
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
    params: z.object({ betGuid: z.string().regex(BET_GUID_PATTERN, 'bet_guid_invalid') }),
    response: placementAnswer,
  }),
};

/* The office's bets history */

export const BET_HISTORY_KINDS = ['single', 'express', 'system'] as const;

export const betHistoryFilters = z.object({
  /** Inclusive calendar days 'YYYY-MM-DD' in UTC; by default the last couponHistoryDays. */
  date_from: z.iso.date('validation_invalid_format').optional(),
  date_to: z.iso.date('validation_invalid_format').optional(),
  state: z.enum(COUPON_STATES, 'validation_invalid_value').optional(),
  kind: z.enum(BET_HISTORY_KINDS, 'validation_invalid_value').optional(),
  page_number: z.number().int().min(1, 'validation_invalid_value').max(1000).optional().default(1),
  /** The page's language for the legs' names. */
  lng: z.string().max(8).optional(),
});
export type BetHistoryFilters = z.input<typeof betHistoryFilters>;
export type ParsedBetHistoryFilters = z.output<typeof betHistoryFilters>;

export const betHistory = z.object({
  /** The first 50 x page_number coupons, newest first. */
  coupons: z.array(placedCoupon),
  pageNumber: z.number().int(),
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
    response: resource('bet-history-mail', z.object({ count: z.number().int() })),
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
    body: resourceBody(z.object({ ids: z.array(idNumber).max(1000).optional() })),
    response: resource('bet-history-clear', z.object({ hidden: z.number().int() })),
  }),
  managerBets: defineCall({
    method: 'GET',
    path: '/web-api/office/manager-bets',
    summary: "The player's bets an operator settled or voided by hand",
    tag: 'bets',
    access: 'player',
    query: z.object({ lng: z.string().max(8).optional() }),
    response: resource('manager-bets', managerBets),
  }),
};

/* Back office */

export const OPERATOR_LEG_RESULTS = ['won', 'lost', 'void', 'half_won', 'half_lost'] as const;

export const backofficeCoupon = placedCoupon.extend({ playerId: z.number().int() });
export type BackofficeCoupon = z.infer<typeof backofficeCoupon>;

/** An outcome players bet on in a game, with the money on it and its result. */
export const gameBetOutcome = z.object({
  gameId: z.number().int(),
  group: z.number().int(),
  type: z.number().int(),
  param: z.number().optional(),
  periodName: z.string(),
  marketName: z.string(),
  outcomeName: z.string(),
  legCount: z.number().int(),
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
  .trim()
  .min(3, 'validation_too_short')
  .max(500, 'max_symbols_limit');

export const backofficeBetCalls = {
  list: defineCall({
    method: 'GET',
    path: '/web-api/backoffice/bets',
    summary: 'Bets of a game (gameId) or of a player (playerId), newest first',
    tag: 'backoffice',
    access: 'operator',
    query: z.object({
      gameId: z.coerce.number().int().positive().max(INT4_MAX).optional(),
      playerId: z.coerce.number().int().positive().max(INT4_MAX).optional(),
      page: z.coerce.number().int().min(1).max(1000).optional().default(1),
      /** The screen's language for the outcomes' names. */
      lng: z.string().max(8).optional(),
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
    params: z.object({ gameId: z.coerce.number().int().positive().max(INT4_MAX) }),
    body: resourceBody(
      z.object({
        results: z
          .array(
            z.object({
              gameId: idNumber,
              group: z.number().int().min(0),
              type: z.number().int().min(0),
              param: z.number().finite().optional(),
              result: z.enum(OPERATOR_LEG_RESULTS, 'validation_invalid_value'),
            }),
          )
          .min(1, 'required')
          .max(5000),
        reason,
      }),
    ),
    response: resource('settlement', z.object({ settledCoupons: z.number().int() })),
  }),
  voidGame: defineCall({
    method: 'POST',
    path: '/web-api/backoffice/games/{gameId}/void',
    summary: 'Void every bet on a game (a cancelled game): stakes are returned',
    tag: 'backoffice',
    access: 'operator',
    params: z.object({ gameId: z.coerce.number().int().positive().max(INT4_MAX) }),
    body: resourceBody(z.object({ reason })),
    response: resource('settlement', z.object({ settledCoupons: z.number().int() })),
  }),
};

/** What the push tells a signed-in player about their bets: refetch balance and history. */
export const pushBetsMessage = z.object({
  type: z.literal('bets'),
  /** accepted / not_accepted: a pending bet's answer; settled: a coupon got its result. */
  event: z.enum(['accepted', 'not_accepted', 'settled']),
  betGuid: z.string().optional(),
  couponIds: z.array(z.number().int()),
});
export type PushBetsMessage = z.infer<typeof pushBetsMessage>;
