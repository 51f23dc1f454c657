import type { PlacedCoupon } from '@arenabet/contracts';
import { COUPON_VIDS } from '@arenabet/contracts';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import type { FeedService } from '../feed/service.ts';
import { paramKeyOf } from './coupon-line.ts';
import type { ParsedCoupon } from './coupon-recount.ts';
import { couponLegs, coupons } from './schema.ts';

/*
 * Powerbet (isPowerBet, the PowerBet switch): more stake on an open single of a game in play,
 * at the odds of now. Each raise is a single of its own (`coupons.power_of` names the one it
 * raises), accepted as any live bet; the raised single is never changed. Checked when the bet
 * comes and again when a live bet's delay has passed.
 */

/**
 * Refusals of the moment: the raised bet settled, or its game left play, between the screen's
 * reading and the player's confirming. They are answered as a bet not accepted, like odds that
 * moved; the other refusals name a request no screen sends (bad input, 400).
 */
export const POWER_BET_LATE: ReadonlySet<string> = new Set([
  'power_bet_not_open',
  'power_bet_not_live',
]);

/** Why this powerbet cannot be placed (a dictionary key); undefined when it can, or is none. */
export async function powerBetRefusal(
  db: Database,
  feed: FeedService,
  playerId: number,
  coupon: ParsedCoupon,
): Promise<string | undefined> {
  if (!coupon.isPowerBet) return undefined;
  const [event] = coupon.couponEvents;
  if (coupon.vid !== COUPON_VIDS.single || !event) return 'power_bet_single';
  if (coupon.saleBetId === undefined) return 'power_bet_unknown';
  const [raised] = await db
    .select()
    .from(coupons)
    .where(and(eq(coupons.id, coupon.saleBetId), eq(coupons.playerId, playerId)));
  if (!raised) return 'power_bet_unknown';
  const [leg] = await db.select().from(couponLegs).where(eq(couponLegs.couponId, raised.id));
  // An advance bet is the book's credit until repaid: nothing is added to it.
  if (raised.vid !== COUPON_VIDS.single || raised.advanceOf !== null) {
    return 'power_bet_not_raisable';
  }
  const open = raised.state === 'open' && raised.soldStake === 0;
  if (!open || leg?.result !== 'open') return 'power_bet_not_open';
  const same =
    leg.gameId === event.gameId &&
    leg.marketGroup === event.group &&
    leg.outcomeType === event.type &&
    leg.paramKey === paramKeyOf(event.param);
  if (!same) return 'power_bet_other_outcome';
  const offered = await feed.offeredGame(leg.parentGameId);
  return offered?.phase === 'live' ? undefined : 'power_bet_not_live';
}

/** Marks the open singles of games in play a powerbet can raise now. */
export async function withPowerBet(
  feed: FeedService,
  views: readonly PlacedCoupon[],
): Promise<PlacedCoupon[]> {
  return Promise.all(
    views.map(async (view) => {
      const [leg] = view.legs;
      const candidate =
        view.vid === COUPON_VIDS.single &&
        view.state === 'open' &&
        Number(view.soldStake) === 0 &&
        !view.advance &&
        leg?.state === 'open';
      if (!candidate) return view;
      const offered = await feed.offeredGame(leg.parentGameId ?? leg.gameId);
      return offered?.phase === 'live' ? { ...view, powerBet: true } : view;
    }),
  );
}
