import { COUPON_VIDS, type CouponEvent, type CouponRequest } from '@arenabet/contracts';
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

/** A stake as it goes on the wire: complete decimal text, or nothing when none was typed. */
export function stakeOnWire(text: string): string | undefined {
  const trimmed = text.trim().replace(/\.$/, '');
  return /^\d+(\.\d+)?$/.test(trimmed) ? trimmed : undefined;
}

export type CouponShape = Pick<
  CouponSettingsState,
  'picks' | 'kind' | 'systemSize' | 'stake' | 'multiStakes'
>;

/** The request for the coupon as it stands; `checkCf` is the policy in force. */
export function buildCouponRequest(coupon: CouponShape, checkCf: CheckCf): CouponRequest {
  const { picks } = coupon;
  const vid = vidOf(picks.length, coupon.kind) as CouponRequest['vid'];
  const request: CouponRequest = {
    couponEvents: picks.map(couponEventOf),
    vid,
    checkCf,
  };
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

/** The same coupon, for telling one attempt's request from another's. */
export function requestFingerprint(request: CouponRequest): string {
  return JSON.stringify([
    request.couponEvents.map((event) => [
      event.gameId,
      event.group,
      event.type,
      event.param ?? null,
      event.coef,
    ]),
    request.vid,
    request.expressNum ?? null,
    request.summ ?? null,
    request.groupsSumms ?? null,
    request.checkCf ?? null,
    request.accountId ?? null,
    request.oneClickBet ?? false,
  ]);
}
