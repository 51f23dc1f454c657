import { COUPON_VIDS, type CouponEvent, type CouponRequest } from '@arenabet/contracts';
import type { ExpressBoostSettings } from '@arenabet/domain';
import { expressBoostPercent, oddsFromDecimal } from '@arenabet/domain/betting/index';
import { stakeOnWire } from '../../../shared/bets/stake-on-wire.ts';
import { type CouponPick, keyOfPick, systemSizeFor, vidOf } from './coupon-picks.ts';
import type { CheckCf, CouponSettingsState } from './coupon-store.ts';

/*
 * The coupon as the server's calls take it (packages/contracts/src/bets.ts): the same request
 * recounts it (UpdateCoupon), places it (MakeBetWeb) and keeps it under a code (SaveCoupon).
 */

export function couponEventOf(pick: CouponPick): CouponEvent {
  return {
    gameId: pick.gameId,
    group: pick.group,
    type: pick.type,
    ...(pick.param === undefined ? {} : { param: pick.param }),
    coef: pick.coef,
  };
}

export type CouponShape = Pick<
  CouponSettingsState,
  'picks' | 'kind' | 'systemSize' | 'stake' | 'multiStakes' | 'declineBoost'
>;

/**
 * The express boost's percent the coupon takes: an express earning one by the site's table (the
 * server's rule, `expressBoostPercent`), unless the player turned it down; else undefined.
 */
export function boostTaken(
  coupon: CouponShape,
  boost: ExpressBoostSettings | undefined,
): number | undefined {
  const { picks } = coupon;
  if (!boost || coupon.declineBoost || vidOf(picks.length, coupon.kind) !== COUPON_VIDS.express) {
    return undefined;
  }
  const legs = picks.map((pick) => oddsFromDecimal(pick.coef));
  if (legs.some((odds) => odds === undefined)) return undefined;
  const percent = expressBoostPercent(legs as number[], boost.table, boost.minLegOdds);
  return percent > 0 ? percent : undefined;
}

/**
 * The request for the coupon as it stands; `checkCf` is the policy in force, `boost` the
 * site's express boost where it is switched on.
 */
export function buildCouponRequest(
  coupon: CouponShape,
  checkCf: CheckCf,
  boost?: ExpressBoostSettings,
): CouponRequest {
  const { picks } = coupon;
  const vid = vidOf(picks.length, coupon.kind) as CouponRequest['vid'];
  const request: CouponRequest = {
    couponEvents: picks.map(couponEventOf),
    vid,
    checkCf,
  };
  if (boostTaken(coupon, boost) !== undefined) request.isExpressBoost = true;
  if (vid === COUPON_VIDS.system) {
    request.expressNum = systemSizeFor(picks.length, coupon.systemSize);
  }
  if (vid === COUPON_VIDS.multi) {
    const stakes = picks.map((pick) => stakeOnWire(coupon.multiStakes[keyOfPick(pick)] ?? ''));
    // A single without a stake plays nothing yet; its place in the list still counts.
    if (stakes.some((stake) => stake !== undefined)) {
      request.groupsSumms = stakes.map((stake) => stake ?? '0');
    }
    return request;
  }
  const summ = stakeOnWire(coupon.stake);
  if (summ !== undefined) request.summ = summ;
  return request;
}

/** The auto-bet's target as typed, when it reads as odds above 1; else undefined. */
export function autoBetTarget(text: string): number | undefined {
  const value = Number(stakeOnWire(text));
  return Number.isFinite(value) && value > 1 && value <= 10_000 ? value : undefined;
}

/**
 * The request as an auto-bet, where the player asked for one and the coupon can be one (a
 * single or an express with a target typed); else the request as it is.
 */
export function withAutoBet(
  request: CouponRequest,
  coupon: Pick<CouponSettingsState, 'autoBet' | 'autoBetCf' | 'dropOnScoreChange'>,
): CouponRequest {
  const target = autoBetTarget(coupon.autoBetCf);
  const kindAllows = request.vid === COUPON_VIDS.single || request.vid === COUPON_VIDS.express;
  if (!coupon.autoBet || !kindAllows || target === undefined) return request;
  return {
    ...request,
    isAutoBet: true,
    autoBetCf: target,
    ...(coupon.dropOnScoreChange ? { dropOnScoreChange: true } : {}),
  };
}

/** A single of one outcome at the given stake: a one-click bet. */
export function oneClickRequest(pick: CouponPick, stake: string, checkCf: CheckCf): CouponRequest {
  const summ = stakeOnWire(stake);
  return {
    couponEvents: [couponEventOf(pick)],
    vid: COUPON_VIDS.single,
    ...(summ === undefined ? {} : { summ }),
    checkCf,
    oneClickBet: true,
  };
}

/** Whether the player typed what placing needs: a stake (each single's, for multi). */
export function hasStake(request: CouponRequest): boolean {
  if (request.vid === COUPON_VIDS.multi) {
    return (request.groupsSumms ?? []).some((stake) => Number(stake) > 0);
  }
  return request.summ !== undefined && Number(request.summ) > 0;
}
