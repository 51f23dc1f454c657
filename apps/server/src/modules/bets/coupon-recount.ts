import type {
  CouponCurrency,
  CouponEventView,
  CouponProblem,
  CouponView,
  couponRequest,
} from '@arenabet/contracts';
import type { SiteSettings } from '@arenabet/domain';
import { fromMinorUnits, type MinorUnits, safeMinorUnits, typedAmount } from '@arenabet/domain';
import { combinationCount } from '@arenabet/domain/betting/combinations';
import { COUPON_VID, type CouponVid, isSystemSize } from '@arenabet/domain/betting/coupon-kinds';
import { couponProblems, stakeProblems } from '@arenabet/domain/betting/coupon-rules';
import { CouponShapeError } from '@arenabet/domain/betting/coupon-shape';
import {
  antiExpressOdds,
  type ExpressBoostTerms,
  expressBoostPercent,
  expressBoostTerms,
} from '@arenabet/domain/betting/express-extras';
import {
  fairProbability,
  marketKeyOf,
  marketsOf,
  PARTIAL_MARKET_GROUPS,
} from '@arenabet/domain/betting/markets';
import {
  type CheckCf,
  isOdds,
  ODDS_SCALE,
  type Odds,
  oddsAcceptable,
  oddsChange,
  oddsFromDecimal,
} from '@arenabet/domain/betting/odds';
import { expressOddsRounded, possibleWin } from '@arenabet/domain/betting/possible-win';
import { type CouponMoney, couponMoney } from '@arenabet/domain/betting/taxes';
import type { z } from 'zod';
import { quoteBuilder } from './bet-builder.ts';
import type { LineEvent } from './coupon-line.ts';
import { findOutcome, outcomeWords } from './coupon-line.ts';
import type { LegNames } from './schema.ts';

/*
 * The coupon recounted against the line now: what UpdateCoupon answers and what a bet is
 * checked against at acceptance. The maths are the domain's, the same the page runs.
 */

export type ParsedCoupon = z.output<typeof couponRequest>;

export interface CouponContext {
  currency: CouponCurrency;
  /** Units of the currency per unit of the base currency (the site's coef_convert). */
  coefConvert: number;
  minStake: MinorUnits;
  settings: SiteSettings;
  language: string;
  checkCf: CheckCf;
  /** The player's stake factor in percent of the maximum stake (100 for a visitor). */
  stakeFactorPercent: number;
}

export interface RecountedCoupon {
  view: CouponView;
  /** The player took the anti-express: the coupon is priced and written as one. */
  antiExpress: boolean;
  /** A bet-builder coupon priced: it is written at its joint odds. */
  builder: boolean;
  /** The express boost's terms when the player took it: the coupon row keeps them. */
  boost: ExpressBoostTerms | undefined;
  events: readonly LineEvent[];
  /** Absent when the stake or the coupon's shape does not allow pricing. */
  money: CouponMoney | undefined;
  stakes: readonly MinorUnits[];
  /** The legs' odds now (the sent odds where the outcome is gone). */
  odds: readonly Odds[];
  problems: CouponProblem[];
  live: boolean;
}

const decimal = (odds: number) => odds / ODDS_SCALE;

/** A stake as typed ('12.50'), in minor units; undefined when empty or not an amount. */
export const stakeOf = typedAmount;

/** The most this player may stake on a bet: the site's maximum times their stake factor. */
export function maxStakeOf(context: CouponContext): MinorUnits {
  const max = limitIn(context.settings.coupon.limits.maxStake, context);
  return safeMinorUnits(Math.floor((max * context.stakeFactorPercent) / 100));
}

/** Limits of the configuration (base-currency major units) in minor units of this currency. */
export function limitIn(base: number, context: Pick<CouponContext, 'coefConvert' | 'currency'>) {
  return safeMinorUnits(Math.floor(base * context.coefConvert * 10 ** context.currency.precision));
}

/** Problems of each leg; `checkCf` undefined checks the legs' states only (a builder's legs). */
function eventProblems(
  events: readonly LineEvent[],
  checkCf: CheckCf | undefined,
): CouponProblem[] {
  return events.flatMap((event, index): CouponProblem[] => {
    if (event.state === 'unknown') return [{ key: 'coupon_event_unknown', index }];
    if (event.state === 'finished') return [{ key: 'coupon_event_finished', index }];
    if (event.state === 'locked') return [{ key: 'coupon_event_locked', index }];
    if (checkCf === undefined) return [];
    const { sentOdds, odds } = event;
    if (sentOdds === undefined || odds === undefined)
      return [{ key: 'coupon_odds_invalid', index }];
    return oddsAcceptable(checkCf, sentOdds, odds) ? [] : [{ key: 'coupon_odds_changed', index }];
  });
}

function stakesOf(coupon: ParsedCoupon, precision: number): MinorUnits[] | undefined {
  if (coupon.vid !== COUPON_VID.multi) {
    const stake = stakeOf(coupon.summ, precision);
    return stake === undefined ? undefined : [stake];
  }
  const stakes = (coupon.groupsSumms ?? []).map((value) => stakeOf(value, precision));
  if (stakes.length !== coupon.couponEvents.length || stakes.some((s) => s === undefined)) {
    return undefined;
  }
  return stakes as MinorUnits[];
}

/** The book's fair chance of the event's outcome now; undefined while it takes no bets. */
function fairChanceOf(event: LineEvent): number | undefined {
  if (event.state !== 'open' || !event.offered) return undefined;
  const outcomes = event.offered.subGame?.outcomes ?? event.offered.game.outcomes;
  const outcome = findOutcome(outcomes, event.sent);
  if (!outcome) return undefined;
  const market = marketsOf(outcomes).get(marketKeyOf(outcome)) ?? [outcome];
  // A market listing some of its outcomes (correct score, place) or one alone cannot tell its
  // margin: the chance read from it is only a bound, too generous for a bet against the legs.
  if (PARTIAL_MARKET_GROUPS.has(outcome.group) || market.length < 2) return undefined;
  return fairProbability(outcome, market);
}

/** An express's anti-express odds now, at the site's margin; undefined when a leg is unpriced. */
function antiExpressOffered(
  coupon: ParsedCoupon,
  events: readonly LineEvent[],
  context: CouponContext,
): Odds | undefined {
  if (coupon.vid !== COUPON_VID.express || events.length < 2) return undefined;
  const chances = events.map(fairChanceOf);
  if (chances.some((chance) => chance === undefined)) return undefined;
  const margin = context.settings.coupon.antiExpressMarginPercent / 100;
  return antiExpressOdds(chances as number[], margin);
}

/** Problems of an anti-express asked for: none offered, or its odds moved past the policy. */
function antiExpressProblems(
  coupon: ParsedCoupon,
  offered: Odds | undefined,
  checkCf: CheckCf,
): CouponProblem[] {
  if (coupon.antiExpressCoef === undefined) return [];
  if (offered === undefined) return [{ key: 'anti_express_unavailable' }];
  const sent = oddsFromDecimal(coupon.antiExpressCoef);
  if (sent === undefined) return [{ key: 'coupon_odds_invalid' }];
  return oddsAcceptable(checkCf, sent, offered) ? [] : [{ key: 'coupon_odds_changed' }];
}

/** The express boost this coupon earns now, in percent; undefined where none is offered. */
function boostOffered(coupon: ParsedCoupon, odds: readonly Odds[], context: CouponContext) {
  const { features, coupon: settings } = context.settings;
  if (!features.extraOdds || coupon.vid !== COUPON_VID.express) return undefined;
  // An anti-express is a bet against the express: no boost rides on it.
  if (coupon.antiExpressCoef !== undefined) return undefined;
  const { table, minLegOdds } = settings.expressBoost;
  const percent = expressBoostPercent(odds, table, minLegOdds);
  return percent > 0 ? percent : undefined;
}

function boostView(
  odds: readonly Odds[],
  percent: number,
  taken: boolean,
  context: CouponContext,
): NonNullable<CouponView['expressBoost']> {
  const legs = odds.every(isOdds) ? odds : [];
  const boosted =
    legs.length >= 2
      ? possibleWin({
          vid: COUPON_VID.express,
          stake: safeMinorUnits(0),
          legs,
          boostPercent: percent,
        })
      : undefined;
  return {
    percent,
    totalCoef: decimal(boosted?.totalOdds ?? 0),
    minLegCoef: decimal(context.settings.coupon.expressBoost.minLegOdds),
    taken,
  };
}

function priceCoupon(
  coupon: ParsedCoupon,
  odds: readonly Odds[],
  stakes: readonly MinorUnits[],
  context: CouponContext,
  boostPercent: number | undefined,
  ownOdds: Odds | undefined,
): CouponMoney | CouponProblem {
  // An anti-express or a bet-builder bet pays as a single at its own odds.
  const vid = ownOdds === undefined ? (coupon.vid as CouponVid) : COUPON_VID.single;
  const total = safeMinorUnits(stakes.reduce((sum, stake) => sum + stake, 0));
  try {
    return couponMoney(
      {
        vid,
        stake: total,
        legs: ownOdds === undefined ? odds : [ownOdds],
        systemSize: coupon.expressNum,
        stakes: vid === COUPON_VID.multi ? stakes : undefined,
        boostPercent,
      },
      context.settings.taxes,
      context.currency.precision,
    );
  } catch (error) {
    if (error instanceof CouponShapeError) return { key: error.key };
    throw error;
  }
}

function limitProblems(money: CouponMoney, stakes: readonly MinorUnits[], context: CouponContext) {
  const { limits } = context.settings.coupon;
  const maxStake = maxStakeOf(context);
  const maxPayout = limitIn(limits.maxPayout, context);
  const values = (amount: MinorUnits) => fromMinorUnits(amount, context.currency.precision);
  return stakes.flatMap((stake) =>
    stakeProblems({
      stake,
      minStake: context.minStake,
      maxStake,
      possibleWin: money.grossWin,
      maxPayout,
    }).map((problem) => ({
      ...problem,
      values: { min: values(context.minStake), max: values(maxStake), payout: values(maxPayout) },
    })),
  );
}

function uniqueProblems(problems: CouponProblem[]): CouponProblem[] {
  const seen = new Set<string>();
  return problems.filter((problem) => {
    const key = `${problem.key}:${problem.index ?? ''}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The coupon's money at these odds and the stake's problems; no money where it cannot be priced. */
function moneyOf(
  coupon: ParsedCoupon,
  odds: readonly Odds[],
  context: CouponContext,
  priced: boolean,
  boostPercent?: number,
  ownOdds?: Odds,
): { money: CouponMoney | undefined; stakes: MinorUnits[]; problems: CouponProblem[] } {
  const stakes = stakesOf(coupon, context.currency.precision) ?? [];
  const problems: CouponProblem[] = [];
  let money: CouponMoney | undefined;
  if (priced && stakes.length > 0) {
    const counted = priceCoupon(coupon, odds, stakes, context, boostPercent, ownOdds);
    if ('key' in counted) problems.push(counted);
    else {
      money = counted;
      problems.push(...limitProblems(counted, stakes, context));
    }
  }
  if (coupon.summ !== undefined && coupon.summ !== '' && stakes.length === 0) {
    problems.push({ key: 'coupon_stake_invalid' });
  }
  return { money, stakes, problems };
}

const legOddsOf = (events: readonly LineEvent[]) =>
  events.map((event) => event.odds ?? event.sentOdds ?? ODDS_SCALE + 1);

/**
 * A bet-builder coupon: its legs' states, then their joint price (bet-builder.ts); it pays as
 * a single at that price. The legs' own odds are shown, not checked: the price is the bet's.
 */
function recountBuilder(
  coupon: ParsedCoupon,
  events: readonly LineEvent[],
  context: CouponContext,
): RecountedCoupon {
  const odds = legOddsOf(events);
  const quote = quoteBuilder(coupon, events, context);
  const legProblems = eventProblems(events, undefined);
  const counted = moneyOf(coupon, odds, context, quote.odds !== undefined, undefined, quote.odds);
  const problems = uniqueProblems([...legProblems, ...quote.problems, ...counted.problems]);
  const live = events.some((event) => event.live);
  const view = couponViewOf(coupon, events, odds, counted.money, problems, context, live);
  if (quote.odds !== undefined) {
    view.builder = { coef: decimal(quote.odds) };
    if (!counted.money) view.totalCoef = decimal(quote.odds);
  }
  return {
    view,
    boost: undefined,
    antiExpress: false,
    builder: quote.odds !== undefined && quote.problems.length === 0,
    events,
    money: counted.money,
    stakes: counted.stakes,
    odds,
    problems,
    live,
  };
}

/** Recounts the coupon; problems are in the answer, never thrown. */
export function recountCoupon(
  coupon: ParsedCoupon,
  events: readonly LineEvent[],
  context: CouponContext,
): RecountedCoupon {
  if (coupon.builderCoupon) return recountBuilder(coupon, events, context);
  const odds = legOddsOf(events);
  const shape = couponProblems({
    vid: coupon.vid as CouponVid,
    events: events.map((event) => ({
      gameId: event.sent.gameId,
      parentGameId: event.parentGameId,
      ...(event.playedIn ? { playedIn: event.playedIn } : {}),
      group: event.sent.group,
      type: event.sent.type,
      param: event.sent.param,
    })),
    maxEvents: context.settings.coupon.maxBets,
    maxSystemEvents: context.settings.coupon.maxSystemBets,
    systemSize: coupon.expressNum,
  });
  const problems: CouponProblem[] = [...shape, ...eventProblems(events, context.checkCf)];
  const offered = boostOffered(coupon, odds, context);
  const taken = coupon.isExpressBoost === true && offered !== undefined;
  if (coupon.isExpressBoost && !taken) problems.push({ key: 'coupon_boost_unavailable' });
  const anti = antiExpressOffered(coupon, events, context);
  const antiProblems = antiExpressProblems(coupon, anti, context.checkCf);
  problems.push(...antiProblems);
  const antiTaken = coupon.antiExpressCoef !== undefined && antiProblems.length === 0;
  const { money, stakes, ...counted } = moneyOf(
    coupon,
    odds,
    context,
    shape.length === 0,
    taken ? offered : undefined,
    antiTaken ? anti : undefined,
  );
  problems.push(...counted.problems);
  const live = events.some((event) => event.live);
  const view = couponViewOf(coupon, events, odds, money, uniqueProblems(problems), context, live);
  if (offered !== undefined) {
    view.expressBoost = boostView(odds, offered, taken, context);
    if (taken && !money) view.totalCoef = view.expressBoost.totalCoef;
  }
  if (anti !== undefined) {
    view.antiExpress = { coef: decimal(anti), taken: antiTaken };
    if (antiTaken && !money) view.totalCoef = decimal(anti);
  }
  const { table, minLegOdds } = context.settings.coupon.expressBoost;
  return {
    view,
    boost: taken ? expressBoostTerms(events.length, table, minLegOdds) : undefined,
    antiExpress: antiTaken,
    builder: false,
    events,
    money,
    stakes,
    odds,
    problems: uniqueProblems(problems),
    live,
  };
}

const UNNAMED: LegNames = { champ: { en: '', ru: '', ar: '' }, home: { en: '', ru: '', ar: '' } };

function eventView(event: LineEvent, odds: Odds, language: string): CouponEventView {
  const { sent, offered } = event;
  const game = offered?.game;
  const sportId = game?.sportId ?? 0;
  const words = outcomeWords(
    {
      group: sent.group,
      type: sent.type,
      param: sent.param,
      sportId,
      names: event.names ?? UNNAMED,
    },
    language,
  );
  return {
    gameId: sent.gameId,
    parentGameId: event.parentGameId,
    group: sent.group,
    type: sent.type,
    param: sent.param,
    coef: decimal(odds),
    sentCoef: sent.coef,
    change: event.sentOdds === undefined ? 'none' : oddsChange(event.sentOdds, odds),
    state: event.state,
    live: event.live,
    sportId,
    ...words,
    startsAt: game?.startsAt ?? 0,
  };
}

function couponViewOf(
  coupon: ParsedCoupon,
  events: readonly LineEvent[],
  odds: readonly Odds[],
  money: CouponMoney | undefined,
  problems: CouponProblem[],
  context: CouponContext,
  live: boolean,
): CouponView {
  const { precision } = context.currency;
  const text = (amount: number) => fromMinorUnits(safeMinorUnits(amount), precision);
  const { limits } = context.settings.coupon;
  const betCount = betCountOf(coupon, events.length);
  const stake = money?.stake ?? 0;
  return {
    vid: coupon.vid,
    expressNum: coupon.expressNum,
    events: events.map((event, i) => eventView(event, odds[i] ?? 0, context.language)),
    currency: context.currency,
    totalCoef: decimal(money?.totalOdds ?? totalOddsOf(coupon.vid, odds)),
    betCount,
    stakePerBet: text(betCount > 0 ? Math.floor(stake / betCount) : 0),
    stake: text(stake),
    minStake: text(context.minStake),
    maxStake: text(maxStakeOf(context)),
    maxPayout: text(limitIn(limits.maxPayout, context)),
    possibleWin: text(money?.grossWin ?? 0),
    taxes: {
      taxType: context.settings.taxes.taxType,
      stakeTax: text(money?.stakeTax ?? 0),
      payoutTax: text(money?.payoutTax ?? 0),
      netWin: text(money?.netWin ?? 0),
    },
    problems,
    acceptanceDelaySeconds: live
      ? context.settings.coupon.liveDelaySeconds
      : context.settings.coupon.lineDelaySeconds,
  };
}

function betCountOf(coupon: ParsedCoupon, n: number): number {
  if (coupon.vid === COUPON_VID.multi) return n;
  if (coupon.vid !== COUPON_VID.system) return 1;
  const k = coupon.expressNum ?? 0;
  return isSystemSize(n, k) ? combinationCount(n, k) : 0;
}

/** Before a stake is typed: the single's odds or the express's product rounded down. */
function totalOddsOf(vid: number, odds: readonly Odds[]): Odds {
  if (vid === COUPON_VID.express) return expressOddsRounded(odds);
  return odds[0] ?? 0;
}
