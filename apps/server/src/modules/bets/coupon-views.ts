import type { BetLeg, CouponCurrency, InsuranceView, PlacedCoupon } from '@arenabet/contracts';
import { fromMinorUnits, safeMinorUnits } from '@arenabet/domain';
import { boostPercentOf } from '@arenabet/domain/betting/express-extras';
import { ODDS_SCALE } from '@arenabet/domain/betting/odds';
import { currencyById } from '@arenabet/reference/currencies';
import { asc, inArray } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import type { FeedService } from '../feed/service.ts';
import { outcomeWords } from './coupon-line.ts';
import { couponLegs, type coupons } from './schema.ts';

/* Accepted coupons as the player's history and the back office show them. */

export type CouponRecord = typeof coupons.$inferSelect;
export type LegRecord = typeof couponLegs.$inferSelect;

export function couponCurrencyOf(currencyId: number): CouponCurrency {
  const currency = currencyById(currencyId);
  if (!currency) throw new Error(`Unknown currency ${currencyId}`);
  return {
    id: currency.id,
    iso: currency.code,
    symbol: currency.symbol,
    precision: currency.precision,
  };
}

/** The game's score as last known ('2:1'), from the feed; empty before it starts. */
async function scoresOf(
  feed: FeedService,
  gameIds: readonly number[],
): Promise<Map<number, string>> {
  const scores = new Map<number, string>();
  await Promise.all(
    [...new Set(gameIds)].map(async (id) => {
      const game = await feed.game(id);
      if (game?.live) scores.set(id, `${game.live.score.home}:${game.live.score.away}`);
    }),
  );
  return scores;
}

function legView(leg: LegRecord, score: string, language: string): BetLeg {
  const param = leg.hasParam ? leg.paramKey / 1000 : undefined;
  const words = outcomeWords(
    {
      group: leg.marketGroup,
      type: leg.outcomeType,
      param,
      sportId: leg.sportId,
      names: leg.names,
    },
    language,
  );
  return {
    gameId: leg.gameId,
    parentGameId: leg.gameId === leg.parentGameId ? undefined : leg.parentGameId,
    group: leg.marketGroup,
    type: leg.outcomeType,
    param,
    coef: leg.odds / ODDS_SCALE,
    state: leg.result,
    live: leg.live,
    sportId: leg.sportId,
    ...words,
    startsAt: Math.floor(leg.startsAt.getTime() / 1000),
    score,
  };
}

/** A coupon's cover as the history shows it; undefined when it has none. */
export function insuranceViewOf(coupon: CouponRecord): InsuranceView | undefined {
  if (coupon.insuredAmount === 0) return undefined;
  const { precision } = couponCurrencyOf(coupon.currencyId);
  const text = (amount: number) => fromMinorUnits(safeMinorUnits(amount), precision);
  return {
    percent: coupon.insurancePercent,
    insured: text(coupon.insuredAmount),
    premium: text(coupon.insurancePremium),
    paid: text(coupon.insurancePaid),
  };
}

/** The cover of an insured coupon, as the history shows it. */
function insuranceOf(coupon: CouponRecord): Pick<PlacedCoupon, 'insurance'> {
  const view = insuranceViewOf(coupon);
  return view ? { insurance: view } : {};
}

function couponView(coupon: CouponRecord, betGuid: string, legs: BetLeg[]): PlacedCoupon {
  const currency = couponCurrencyOf(coupon.currencyId);
  const text = (amount: number) => fromMinorUnits(safeMinorUnits(amount), currency.precision);
  return {
    id: coupon.id,
    betGuid,
    vid: coupon.vid,
    expressNum: coupon.systemSize ?? undefined,
    state: coupon.state,
    currency,
    stake: text(coupon.stake),
    betCount: coupon.betCount,
    totalCoef: coupon.totalOdds / ODDS_SCALE,
    ...(coupon.powerOf === null ? {} : { powerOf: coupon.powerOf }),
    ...(coupon.advanceOf === null || coupon.advanceState === null
      ? {}
      : { advance: { of: coupon.advanceOf, state: coupon.advanceState } }),
    ...(coupon.advanced > 0 ? { advanced: text(coupon.advanced) } : {}),
    ...(coupon.antiExpress ? { antiExpress: true } : {}),
    ...(coupon.builder ? { builder: true } : {}),
    ...insuranceOf(coupon),
    ...(coupon.boost
      ? {
          boostPercent: boostPercentOf(
            coupon.boost,
            legs.map((leg) => ({ odds: Math.round(leg.coef * ODDS_SCALE) })),
          ),
        }
      : {}),
    possibleWin: text(coupon.possibleWin),
    payout: text(coupon.credited),
    soldStake: text(coupon.soldStake),
    saleCredited: text(coupon.saleCredited),
    legs,
    acceptedAt: coupon.acceptedAt.toISOString(),
    settledAt: coupon.settledAt?.toISOString() ?? null,
    operatorNote: coupon.operatorNote,
  };
}

/** Views of these coupons, in the order given, legs in the coupon's order. */
export async function couponViews(
  db: Database,
  feed: FeedService,
  records: readonly (CouponRecord & { betGuid: string })[],
  language: string,
): Promise<PlacedCoupon[]> {
  if (records.length === 0) return [];
  const legs = await legsOf(
    db,
    records.map((r) => r.id),
  );
  return viewsWithLegs(feed, records, legs, language);
}

/** The legs of these coupons, each coupon's in its order. */
export function legsOf(db: Database, couponIds: readonly number[]): Promise<LegRecord[]> {
  return db
    .select()
    .from(couponLegs)
    .where(inArray(couponLegs.couponId, [...couponIds]))
    .orderBy(asc(couponLegs.couponId), asc(couponLegs.position));
}

/** Views of coupons whose legs are at hand (just written): nothing is read back. */
export async function viewsWithLegs(
  feed: FeedService,
  records: readonly (CouponRecord & { betGuid: string })[],
  legs: readonly LegRecord[],
  language: string,
): Promise<PlacedCoupon[]> {
  const scores = await scoresOf(
    feed,
    legs.map((leg) => leg.parentGameId),
  );
  const byCoupon = new Map<number, BetLeg[]>();
  for (const leg of [...legs].sort((a, b) => a.couponId - b.couponId || a.position - b.position)) {
    const list = byCoupon.get(leg.couponId) ?? [];
    list.push(legView(leg, scores.get(leg.parentGameId) ?? '', language));
    byCoupon.set(leg.couponId, list);
  }
  return records.map((record) => couponView(record, record.betGuid, byCoupon.get(record.id) ?? []));
}
