import type {
  CouponCurrency,
  CouponEventView,
  CouponProblem,
  CouponView,
  couponRequest,
} from '@arenabet/contracts';
import type { SiteSettings } from '@arenabet/domain';
import { fromMinorUnits, type MinorUnits, safeMinorUnits, toMinorUnits } from '@arenabet/domain';
import { combinationCount } from '@arenabet/domain/betting/combinations';
import { COUPON_VID, type CouponVid, isSystemSize } from '@arenabet/domain/betting/coupon-kinds';
import { couponProblems, stakeProblems } from '@arenabet/domain/betting/coupon-rules';
import { CouponShapeError } from '@arenabet/domain/betting/coupon-shape';
import {
  type CheckCf,
  ODDS_SCALE,
  type Odds,
  oddsAcceptable,
  oddsChange,
} from '@arenabet/domain/betting/odds';
import { expressOddsRounded } from '@arenabet/domain/betting/possible-win';
import { type CouponMoney, couponMoney } from '@arenabet/domain/betting/taxes';
import type { z } from 'zod';
import type { LineEvent } from './coupon-line.ts';
import { outcomeWords } from './coupon-line.ts';
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
}

export interface RecountedCoupon {
  view: CouponView;
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
export function stakeOf(value: string | number | undefined, precision: number) {
  if (value === undefined || value === '') return undefined;
  try {
    const amount = toMinorUnits(value, precision);
    return amount > 0 ? amount : undefined;
  } catch {
    return undefined;
  }
}

/** Limits of the configuration (base-currency major units) in minor units of this currency. */
export function limitIn(base: number, context: Pick<CouponContext, 'coefConvert' | 'currency'>) {
  return safeMinorUnits(Math.floor(base * context.coefConvert * 10 ** context.currency.precision));
}

function eventProblems(events: readonly LineEvent[], checkCf: CheckCf): CouponProblem[] {
  return events.flatMap((event, index): CouponProblem[] => {
    if (event.state === 'unknown') return [{ key: 'coupon_event_unknown', index }];
    if (event.state === 'finished') return [{ key: 'coupon_event_finished', index }];
    if (event.state === 'locked') return [{ key: 'coupon_event_locked', index }];
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

function priceCoupon(
  coupon: ParsedCoupon,
  odds: readonly Odds[],
  stakes: readonly MinorUnits[],
  context: CouponContext,
): CouponMoney | CouponProblem {
  const vid = coupon.vid as CouponVid;
  const total = safeMinorUnits(stakes.reduce((sum, stake) => sum + stake, 0));
  try {
    return couponMoney(
      {
        vid,
        stake: total,
        legs: odds,
        systemSize: coupon.expressNum,
        stakes: vid === COUPON_VID.multi ? stakes : undefined,
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
  const maxStake = limitIn(limits.maxStake, context);
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

/** Recounts the coupon; problems are in the answer, never thrown. */
export function recountCoupon(
  coupon: ParsedCoupon,
  events: readonly LineEvent[],
  context: CouponContext,
): RecountedCoupon {
  const odds = events.map((event) => event.odds ?? event.sentOdds ?? ODDS_SCALE + 1);
  const shape = couponProblems({
    vid: coupon.vid as CouponVid,
    events: events.map((event) => ({
      gameId: event.sent.gameId,
      parentGameId: event.parentGameId,
      group: event.sent.group,
      type: event.sent.type,
      param: event.sent.param,
    })),
    maxEvents: context.settings.coupon.maxBets,
    maxSystemEvents: context.settings.coupon.maxSystemBets,
    systemSize: coupon.expressNum,
  });
  const problems: CouponProblem[] = [...shape, ...eventProblems(events, context.checkCf)];
  const stakes = stakesOf(coupon, context.currency.precision) ?? [];
  let money: CouponMoney | undefined;
  if (shape.length === 0 && stakes.length > 0) {
    const priced = priceCoupon(coupon, odds, stakes, context);
    if ('key' in priced) problems.push(priced);
    else {
      money = priced;
      problems.push(...limitProblems(priced, stakes, context));
    }
  }
  if (coupon.summ !== undefined && coupon.summ !== '' && stakes.length === 0) {
    problems.push({ key: 'coupon_stake_invalid' });
  }
  const live = events.some((event) => event.live);
  return {
    view: couponViewOf(coupon, events, odds, money, uniqueProblems(problems), context, live),
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
    maxStake: text(limitIn(limits.maxStake, context)),
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
