import {
  COUPON_VIDS,
  type CouponEvent,
  type CouponRequest,
  type CouponView,
  type FeedOutcome,
} from '@arenabet/contracts';
import { fromMinorUnits, typedAmount } from '@arenabet/domain';
import { BUILDER_MIN_LEGS } from '@arenabet/domain/betting/bet-builder';
import { type CheckCf, oddsFromDecimal } from '@arenabet/domain/betting/odds';
import { possibleWin } from '@arenabet/domain/betting/possible-win';
import { stakeOnWire } from '../../../shared/bets/stake-on-wire.ts';
import { type BuilderPick, builderPickKey } from './builder-picks.ts';

/*
 * The bet builder's coupon as UpdateCouponBuilder and MakeBetWebBuilder take it: an express
 * (vid 1) of the match's outcomes, flagged `builderCoupon`; placing adds `builderCoef`, the
 * builder's odds the page showed, which the server holds to the player's odds-change policy.
 */

export interface BuilderCoupon {
  gameId: number;
  picks: readonly BuilderPick[];
  stake: string;
  checkCf: CheckCf;
}

function legOf(gameId: number, pick: BuilderPick, coef: number): CouponEvent {
  return {
    gameId,
    group: pick.group,
    type: pick.type,
    ...(pick.line === undefined ? {} : { param: pick.line }),
    coef,
  };
}

/**
 * The recount's request, its legs at the line's odds now (`now`, by outcome key) or, for one
 * the line has lost, as picked; undefined until there are legs enough to price.
 */
export function builderRequest(
  coupon: BuilderCoupon,
  now: ReadonlyMap<string, FeedOutcome>,
): CouponRequest | undefined {
  if (coupon.picks.length < BUILDER_MIN_LEGS) return undefined;
  const request: CouponRequest = {
    couponEvents: coupon.picks.map((pick) =>
      legOf(coupon.gameId, pick, now.get(builderPickKey(pick))?.odds ?? pick.coef),
    ),
    vid: COUPON_VIDS.express,
    checkCf: coupon.checkCf,
    builderCoupon: true,
  };
  const summ = stakeOnWire(coupon.stake);
  if (summ !== undefined) request.summ = summ;
  return request;
}

/**
 * The bet as placed: the recount's builder odds as `builderCoef`, and each leg at the odds that
 * recount saw (a leg it does not list keeps its own). Undefined while the recount has no price.
 */
export function builderBet(
  request: CouponRequest,
  view: CouponView | null | undefined,
): CouponRequest | undefined {
  if (!view?.builder) return undefined;
  const seen = new Map(view.events.map((event) => [builderPickKey(legKey(event)), event.coef]));
  return {
    ...request,
    couponEvents: request.couponEvents.map((event) => ({
      ...event,
      coef: seen.get(builderPickKey(legKey(event))) ?? event.coef,
    })),
    builderCoef: view.builder.coef,
  };
}

function legKey(event: { group: number; type: number; param?: number | undefined }) {
  return {
    group: event.group,
    type: event.type,
    ...(event.param === undefined ? {} : { line: event.param }),
  };
}

/** Whether a recount is of these picks: its price is for them, whatever the stake or odds. */
export function viewIsOf(view: CouponView | undefined, picks: readonly BuilderPick[]): boolean {
  if (!view || view.events.length !== picks.length) return false;
  const keys = new Set(picks.map(builderPickKey));
  return view.events.every((event) => keys.has(builderPickKey(legKey(event))));
}

/** Whether the stake typed is one to place. */
export function hasBuilderStake(request: CouponRequest | undefined): boolean {
  return request?.summ !== undefined && Number(request.summ) > 0;
}

/**
 * What the stake wins at the builder odds, as the server pays one price: the slip's figure
 * for a stake typed since the last recount, so it does not show the old stake's meanwhile.
 */
export function builderWinNow(
  stake: string | number | undefined,
  coef: number,
  precision: number,
): string | undefined {
  const odds = oddsFromDecimal(coef);
  const minor = typedAmount(stake, precision);
  if (odds === undefined || minor === undefined) return undefined;
  return fromMinorUnits(possibleWin({ vid: 0, stake: minor, legs: [odds] }).possibleWin, precision);
}

/**
 * The possible win to show: the recount's (after its taxes) when it was made for this stake;
 * else the page's own count at the builder odds, where no tax changes it; else none yet.
 */
export function builderWin(
  request: CouponRequest,
  view: CouponView,
  precision: number,
): string | undefined {
  if (!hasBuilderStake(request) || !view.builder) return undefined;
  const taxed = Number(view.taxes.stakeTax) > 0 || Number(view.taxes.payoutTax) > 0;
  if (Number(view.stake) === Number(request.summ))
    return taxed ? view.taxes.netWin : view.possibleWin;
  return taxed ? undefined : builderWinNow(request.summ, view.builder.coef, precision);
}
