import type {
  BackofficeBets,
  BetHistory,
  GameBetOutcome,
  ParsedBetHistoryFilters,
} from '@arenabet/contracts';
import { COUPON_VIDS } from '@arenabet/contracts';
import { fromMinorUnits, pagingLimit, safeMinorUnits } from '@arenabet/domain';
import { and, desc, eq, gte, inArray, isNotNull, isNull, lt, ne, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import { badRequest } from '../../platform/http/errors.ts';
import { outcomeWords } from './coupon-line.ts';
import { couponCurrencyOf } from './coupon-views.ts';
import { betRequests, couponLegs, coupons } from './schema.ts';

/* The player's bets history and the back office's lists of bets. */

const DAY_MS = 86_400_000;

export interface HistoryPeriod {
  from: Date;
  /** Exclusive. */
  to: Date;
  dateFrom: string;
  dateTo: string;
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** Inclusive UTC days; by default the last `defaultDays` days up to today. */
export function historyPeriod(
  filters: Pick<ParsedBetHistoryFilters, 'date_from' | 'date_to'>,
  now: Date,
  defaultDays: number,
): HistoryPeriod {
  const today = new Date(`${isoDay(now)}T00:00:00Z`);
  const to = filters.date_to ? new Date(`${filters.date_to}T00:00:00Z`) : today;
  const from = filters.date_from
    ? new Date(`${filters.date_from}T00:00:00Z`)
    : new Date(to.getTime() - (defaultDays - 1) * DAY_MS);
  if (from > to) throw badRequest('validation_failed', { date_from: ['validation_invalid_value'] });
  return { from, to: new Date(to.getTime() + DAY_MS), dateFrom: isoDay(from), dateTo: isoDay(to) };
}

const KIND_VIDS = {
  single: COUPON_VIDS.single,
  express: COUPON_VIDS.express,
  system: COUPON_VIDS.system,
};

export function historyWhere(
  playerId: number,
  filters: ParsedBetHistoryFilters,
  period: HistoryPeriod,
): SQL | undefined {
  return and(
    eq(coupons.playerId, playerId),
    isNull(coupons.hiddenAt),
    gte(coupons.acceptedAt, period.from),
    lt(coupons.acceptedAt, period.to),
    filters.state ? eq(coupons.state, filters.state) : undefined,
    filters.kind ? eq(coupons.vid, KIND_VIDS[filters.kind]) : undefined,
  );
}

export async function historyPage(db: Database, where: SQL | undefined, page: number) {
  const limit = pagingLimit(page);
  const rows = await db
    .select({ coupon: coupons, betGuid: betRequests.betGuid })
    .from(coupons)
    .innerJoin(betRequests, eq(betRequests.id, coupons.requestId))
    .where(where)
    .orderBy(desc(coupons.acceptedAt), desc(coupons.id))
    .limit(limit + 1);
  return { rows: rows.slice(0, limit), hasMore: rows.length > limit };
}

/** Sums of the listed coupons per currency: stakes and what was paid. */
export function historyTotals(
  records: readonly { coupon: typeof coupons.$inferSelect }[],
): BetHistory['totals'] {
  const sums = new Map<number, { stake: number; payout: number }>();
  for (const { coupon } of records) {
    const sum = sums.get(coupon.currencyId) ?? { stake: 0, payout: 0 };
    sum.stake += coupon.stake;
    // A cashed-out part was paid too, by its sale.
    sum.payout += coupon.credited + coupon.saleCredited;
    sums.set(coupon.currencyId, sum);
  }
  return [...sums].map(([currencyId, sum]) => {
    const currency = couponCurrencyOf(currencyId);
    const text = (amount: number) => fromMinorUnits(safeMinorUnits(amount), currency.precision);
    return { currency, stake: text(sum.stake), payout: text(sum.payout) };
  });
}

/** Hides settled coupons (these, or all) from the player's list; open ones always stay. */
export async function hideSettled(
  db: Database,
  playerId: number,
  ids: readonly number[] | undefined,
  now: Date,
): Promise<number> {
  const hidden = await db
    .update(coupons)
    .set({ hiddenAt: now })
    .where(
      and(
        eq(coupons.playerId, playerId),
        ne(coupons.state, 'open'),
        isNull(coupons.hiddenAt),
        ids ? inArray(coupons.id, [...ids]) : undefined,
      ),
    )
    .returning({ id: coupons.id });
  return hidden.length;
}

export function managerWhere(playerId: number): SQL | undefined {
  return and(eq(coupons.playerId, playerId), isNotNull(coupons.operatorNote));
}

export function backofficeWhere(query: { gameId?: number; playerId?: number }): SQL | undefined {
  return and(
    query.playerId ? eq(coupons.playerId, query.playerId) : undefined,
    query.gameId
      ? sql`exists (select 1 from coupon_legs l where l.coupon_id = ${coupons.id} and l.parent_game_id = ${query.gameId})`
      : undefined,
  );
}

/** The outcomes players bet on in a game, with how many legs and their result. */
export async function gameOutcomes(
  db: Database,
  gameId: number,
  language: string,
): Promise<GameBetOutcome[]> {
  const rows = await db
    .select({
      gameId: couponLegs.gameId,
      group: couponLegs.marketGroup,
      type: couponLegs.outcomeType,
      paramKey: couponLegs.paramKey,
      hasParam: couponLegs.hasParam,
      sportId: couponLegs.sportId,
      names: sql<typeof couponLegs.$inferSelect.names>`(array_agg(${couponLegs.names}))[1]`,
      result: sql<typeof couponLegs.$inferSelect.result>`min(${couponLegs.result})`,
      legCount: sql<number>`count(*)::int`,
    })
    .from(couponLegs)
    .where(eq(couponLegs.parentGameId, gameId))
    .groupBy(
      couponLegs.gameId,
      couponLegs.marketGroup,
      couponLegs.outcomeType,
      couponLegs.paramKey,
      couponLegs.hasParam,
      couponLegs.sportId,
    )
    .orderBy(
      couponLegs.gameId,
      couponLegs.marketGroup,
      couponLegs.outcomeType,
      couponLegs.paramKey,
    );
  return rows.map((row) => {
    const param = row.hasParam ? row.paramKey / 1000 : undefined;
    const words = outcomeWords({ ...row, param }, language);
    return {
      gameId: row.gameId,
      group: row.group,
      type: row.type,
      param,
      periodName: words.periodName,
      marketName: words.marketName,
      outcomeName: words.outcomeName,
      legCount: row.legCount,
      state: row.result,
    };
  });
}

export type { BackofficeBets };
