import { randomUUID } from 'node:crypto';
import type {
  CashOutPrice,
  CashOutQuote,
  CashOutSale,
  CashOutSaleRequest,
  PlacedCoupon,
} from '@arenabet/contracts';
import {
  fromMinorUnits,
  type MinorUnits,
  type SiteSettings,
  safeMinorUnits,
} from '@arenabet/domain';
import { type CashOutOffer, cashOutOffer, partPrice } from '@arenabet/domain/betting/cash-out';
import type { CouponVid } from '@arenabet/domain/betting/coupon-kinds';
import { fairProbability, marketKeyOf, marketsOf } from '@arenabet/domain/betting/markets';
import { type CheckCf, oddsAcceptable } from '@arenabet/domain/betting/odds';
import { possibleWin } from '@arenabet/domain/betting/possible-win';
import { payoutTax } from '@arenabet/domain/betting/taxes';
import { GAME_STATUS } from '@arenabet/reference/games';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AppServices, ModuleDeps } from '../../module-deps.ts';
import type { Database } from '../../platform/db/client.ts';
import { type Transaction, withTransaction } from '../../platform/db/transaction.ts';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../platform/http/errors.ts';
import type { FeedService } from '../feed/service.ts';
import type { SourceOutcome } from '../feed/source.ts';
import { paramKeyOf } from './coupon-line.ts';
import { stakeOf } from './coupon-recount.ts';
import type { CouponRecord, LegRecord } from './coupon-views.ts';
import { couponCurrencyOf, legsOf } from './coupon-views.ts';
import { couponLegs, couponSaleQuotes, couponSales, coupons } from './schema.ts';
import { SETTLEMENT_LOCK_KEY } from './settlement-lock.ts';

/*
 * Cash-out (the coupon sale): prices of open bets from the book's prices now (the domain's
 * cashOutOffer), quotes good for a few seconds, and the sale of a whole bet or a part of its
 * stake through the ledger. A sale and a settlement never overlap: settlement holds its
 * advisory lock exclusively, a sale shares it, so each sees the other's result; sales of one
 * coupon queue on its row, and each needs a quote made since the last sale.
 */

/** A coupon with its legs, as priced. */
export interface Position {
  coupon: CouponRecord;
  legs: readonly LegRecord[];
}

/** The stake still playing: less the stake tax and what was sold. */
export const playingStakeOf = (coupon: CouponRecord): MinorUnits =>
  safeMinorUnits(coupon.stake - coupon.stakeTax - coupon.soldStake);

/**
 * The book's chance of each outcome now, read once per game and outcome in a round of pricing:
 * a tick reprices every open bet on a game from one look at its markets. `load` reads the
 * games of the positions to price; `of` is then plain arithmetic.
 */
export class Chances {
  private readonly games = new Map<number, GameMarkets | undefined>();
  private readonly outcomes = new Map<string, number | undefined>();

  private constructor(private readonly feed: Pick<FeedService, 'offeredGame'>) {}

  static async load(
    feed: Pick<FeedService, 'offeredGame'>,
    positions: readonly Position[],
  ): Promise<Chances> {
    const chances = new Chances(feed);
    const ids = new Set(positions.flatMap((p) => p.legs.map((leg) => leg.gameId)));
    await Promise.all([...ids].map((id) => chances.loadGame(id)));
    return chances;
  }

  /** The leg's fair chance now; undefined while its outcome is locked, gone or not taking bets. */
  of(leg: LegRecord): number | undefined {
    const key = `${leg.gameId}:${leg.marketGroup}:${leg.outcomeType}:${leg.paramKey}`;
    if (this.outcomes.has(key)) return this.outcomes.get(key);
    const chance = this.chanceOf(leg);
    this.outcomes.set(key, chance);
    return chance;
  }

  private chanceOf(leg: LegRecord): number | undefined {
    const game = this.games.get(leg.gameId);
    const outcome = game?.outcomes.find(
      (o) =>
        o.group === leg.marketGroup &&
        o.type === leg.outcomeType &&
        paramKeyOf(o.line) === leg.paramKey,
    );
    if (!game || !outcome || outcome.locked) return undefined;
    return fairProbability(outcome, game.markets.get(marketKeyOf(outcome)) ?? [outcome]);
  }

  private async loadGame(gameId: number): Promise<void> {
    const offered = await this.feed.offeredGame(gameId);
    if (!offered || offered.game.status !== GAME_STATUS.BETS_ARE_BEING_ACCEPTED) {
      this.games.set(gameId, undefined);
      return;
    }
    const outcomes = offered.subGame?.outcomes ?? offered.game.outcomes;
    this.games.set(gameId, { outcomes, markets: marketsOf(outcomes) });
  }
}

interface GameMarkets {
  outcomes: readonly SourceOutcome[];
  markets: Map<string, SourceOutcome[]>;
}

/**
 * The position's offer now, at the margin the player's settings give. The coupon's possible
 * win is that of its playing stake (a part sold lowers it).
 */
export function offerOf(
  position: Position,
  chances: Chances,
  settings: SiteSettings,
): CashOutOffer {
  const { coupon } = position;
  return cashOutOffer({
    vid: coupon.vid as CouponVid,
    playingStake: playingStakeOf(coupon),
    possibleWin: safeMinorUnits(coupon.possibleWin),
    legs: position.legs.map((leg) => ({
      odds: leg.odds,
      result: leg.result,
      chance: leg.result === 'open' ? chances.of(leg) : undefined,
    })),
    margin: settings.coupon.cashOut.marginPercent / 100,
    boosted: coupon.boost !== null,
    antiExpress: coupon.antiExpress,
    builder: coupon.builder,
    insured: coupon.insuredAmount > 0,
    advance: coupon.advanceOf !== null,
    advanced: coupon.advanced > 0,
  });
}

/** An offer as the history and the push show it, amounts in the coupon's currency. */
export function priceView(couponId: number, currencyId: number, offer: CashOutOffer): CashOutPrice {
  const precision = couponCurrencyOf(currencyId).precision;
  return offer.available
    ? { couponId, price: fromMinorUnits(offer.price, precision), refusal: null }
    : { couponId, price: null, refusal: offer.reason };
}

const refused = (offer: Exclude<CashOutOffer, { available: true }>) =>
  conflict(`cash_out_refused_${offer.reason}`);

type QuoteRecord = typeof couponSaleQuotes.$inferSelect;
type SaleRecord = typeof couponSales.$inferSelect;
interface KnownSale {
  sale: SaleRecord;
  currencyId: number;
}

/** How long an expired quote is kept (a late sale with it is told it expired, not unknown). */
const QUOTES_KEPT_MS = 3_600_000;
/** Quotes let go with each new quote: more than are made meanwhile, so the sweep keeps up. */
const QUOTE_SWEEP_BATCH = 200;

export class CashOut {
  constructor(
    private readonly deps: Pick<ModuleDeps, 'db' | 'clock' | 'siteSettings'>,
    private readonly services: AppServices,
  ) {}

  /** The player's settings, with the coupon sale switched on for their country. */
  async settingsFor(playerId: number): Promise<SiteSettings> {
    const player = await this.services.players.byId(playerId);
    const settings = await this.deps.siteSettings({ countryId: player?.countryId ?? null });
    if (!settings) throw new AppError(503, 'config is absent');
    if (!settings.features.couponSale) throw forbidden('coupon_sale_off');
    return settings;
  }

  /** Open positions of these coupons (any of them not open is left out). */
  async openPositions(where: ReturnType<typeof and>): Promise<Position[]> {
    const records = await this.deps.db
      .select()
      .from(coupons)
      .where(and(eq(coupons.state, 'open'), where));
    return positionsOf(this.deps.db, records);
  }

  /** The cash-out of each open coupon among these views, when the switch is on. */
  async attachPrices(playerId: number, views: PlacedCoupon[]): Promise<PlacedCoupon[]> {
    const open = views.filter((view) => view.state === 'open').map((view) => view.id);
    if (open.length === 0) return views;
    const settings = await this.settingsFor(playerId).catch(() => undefined);
    if (!settings) return views;
    const prices = await this.prices(
      await this.openPositions(and(eq(coupons.playerId, playerId), inArray(coupons.id, open))),
      settings,
    );
    return views.map((view) => {
      const cashOut = prices.get(view.id);
      return cashOut ? { ...view, cashOut } : view;
    });
  }

  async prices(
    positions: readonly Position[],
    settings: SiteSettings,
  ): Promise<Map<number, CashOutPrice>> {
    const chances = await Chances.load(this.services.feed, positions);
    const prices = new Map<number, CashOutPrice>();
    for (const position of positions) {
      const offer = offerOf(position, chances, settings);
      const { id, currencyId } = position.coupon;
      prices.set(id, priceView(id, currencyId, offer));
    }
    return prices;
  }

  async quote(playerId: number, couponId: number): Promise<CashOutQuote> {
    const settings = await this.settingsFor(playerId);
    const position = await openPositionOf(
      this.deps.db,
      playerId,
      couponId,
      'cash_out_refused_settled',
    );
    const offer = offerOf(position, await Chances.load(this.services.feed, [position]), settings);
    if (!offer.available) throw refused(offer);
    const now = this.deps.clock.now();
    const quote = {
      id: randomUUID(),
      couponId,
      playerId,
      saleSeq: position.coupon.saleSeq,
      price: offer.price,
      playingStake: playingStakeOf(position.coupon),
      createdAt: now,
      expiresAt: new Date(now.getTime() + settings.coupon.cashOut.quoteSeconds * 1000),
    };
    await this.deps.db.insert(couponSaleQuotes).values(quote);
    await this.sweepQuotes(now);
    return quoteView(quote, position.coupon.currencyId);
  }

  /**
   * Quotes long past their time are let go, a batch with each new quote, so the table holds
   * about an hour of quotes however long the site runs. A sold quote stays with its sale.
   */
  private async sweepQuotes(now: Date): Promise<void> {
    const cutoff = new Date(now.getTime() - QUOTES_KEPT_MS);
    await this.deps.db.execute(sql`
      delete from coupon_sale_quotes where id in (
        select q.id from coupon_sale_quotes q
        where q.expires_at < ${cutoff}
          and not exists (select 1 from coupon_sales s where s.quote_id = q.id)
        limit ${QUOTE_SWEEP_BATCH})`);
  }

  async sell(playerId: number, request: CashOutSaleRequest): Promise<CashOutSale> {
    const settings = await this.settingsFor(playerId);
    const known = await this.saleOf(this.deps.db, request.quoteId);
    if (known) return saleView(known, playerId);
    const quote = await this.quoteFor(playerId, request);
    const position = await openPositionOf(
      this.deps.db,
      playerId,
      quote.couponId,
      'cash_out_refused_settled',
    );
    if (position.coupon.saleSeq !== quote.saleSeq) throw conflict('cash_out_quote_expired');
    const offer = offerOf(position, await Chances.load(this.services.feed, [position]), settings);
    if (!offer.available) throw refused(offer);
    const checkCf = (request.checkCf ?? 0) as CheckCf;
    if (!oddsAcceptable(checkCf, quote.price, offer.price))
      throw conflict('cash_out_price_changed');
    const part = this.partOf(position.coupon, request.summ, settings);
    // Opened before the transaction: one holding a connection must not wait for another.
    const houses = await this.housesOf(position.coupon.currencyId);
    return withTransaction(this.deps.db, (tx) =>
      this.writeSale(tx, { playerId, quote, position, price: offer.price, part, settings, houses }),
    );
  }

  private async quoteFor(playerId: number, request: CashOutSaleRequest): Promise<QuoteRecord> {
    const [quote] = await this.deps.db
      .select()
      .from(couponSaleQuotes)
      .where(eq(couponSaleQuotes.id, request.quoteId));
    if (!quote || quote.playerId !== playerId || quote.couponId !== request.saleBetId) {
      throw notFound('cash_out_quote_unknown');
    }
    if (quote.expiresAt.getTime() < this.deps.clock.now().getTime()) {
      throw conflict('cash_out_quote_expired');
    }
    return quote;
  }

  /** The part of the playing stake sold: all of it, or a part leaving at least a minimum stake. */
  private partOf(coupon: CouponRecord, summ: string | number | undefined, settings: SiteSettings) {
    const playing = playingStakeOf(coupon);
    if (summ === undefined || summ === '') return playing;
    const { precision } = couponCurrencyOf(coupon.currencyId);
    const part = stakeOf(summ, precision);
    if (part === undefined || part <= 0) throw summError('coupon_stake_invalid');
    if (part > playing) throw summError('cash_out_part_too_large');
    const minStake = settings.currencies.find((c) => c.id === coupon.currencyId)?.minSumBet ?? 1;
    const left = playing - part;
    if (left > 0 && left < minStake) throw summError('cash_out_part_leaves_too_little');
    return part;
  }

  private async writeSale(tx: Transaction, sale: SaleToWrite): Promise<CashOutSale> {
    // Shared with other sales, exclusive of settlement: a settlement in progress finishes first.
    await tx.execute(sql`select pg_advisory_xact_lock_shared(${SETTLEMENT_LOCK_KEY})`);
    const [coupon] = await tx
      .select()
      .from(coupons)
      .where(eq(coupons.id, sale.position.coupon.id))
      .for('update');
    const known = await this.saleOf(tx, sale.quote.id);
    if (known) return saleView(known, sale.playerId);
    if (coupon?.state !== 'open') throw conflict('cash_out_refused_settled');
    if (coupon.insuredAmount > 0) throw conflict('cash_out_refused_insured');
    // An advance placed since the quote: the backing's win repays it first (advance.ts).
    if (coupon.advanceOf !== null) throw conflict('cash_out_refused_advance');
    if (coupon.advanced > 0) throw conflict('cash_out_refused_advanced');
    if (coupon.saleSeq !== sale.quote.saleSeq || (await legsMovedSince(tx, sale.position))) {
      throw conflict('cash_out_quote_expired');
    }
    const record = await this.pay(tx, coupon, sale);
    return saleView({ sale: record, currencyId: coupon.currencyId }, sale.playerId);
  }

  private async pay(tx: Transaction, coupon: CouponRecord, sale: SaleToWrite) {
    const playing = playingStakeOf(coupon);
    const part = safeMinorUnits(sale.part);
    const price = part === playing ? sale.price : partPrice(sale.price, playing, part);
    if (price <= 0) throw conflict('cash_out_refused_no_value');
    const { precision } = couponCurrencyOf(coupon.currencyId);
    // The winnings tax takes its share of the profit over what the player paid for the part.
    const paidForPart = Math.floor((coupon.stake * sale.part) / (coupon.stake - coupon.stakeTax));
    const tax = payoutTax(
      { stake: safeMinorUnits(paidForPart), payout: price, totalOdds: coupon.totalOdds },
      sale.settings.taxes,
      precision,
    );
    const credited = price - tax;
    const remaining = playing - sale.part;
    await this.moveMoney(tx, coupon, sale.houses, {
      quoteId: sale.quote.id,
      part: sale.part,
      price,
      tax,
    });
    const legs = sale.position.legs.map((leg) => leg.odds);
    const vid = coupon.vid as CouponVid;
    await tx
      .update(coupons)
      .set({
        soldStake: coupon.soldStake + sale.part,
        saleCredited: coupon.saleCredited + credited,
        saleSeq: coupon.saleSeq + 1,
        ...(remaining === 0
          ? { state: 'sold' as const, settledAt: this.deps.clock.now() }
          : {
              possibleWin: possibleWin({ vid, stake: safeMinorUnits(remaining), legs }).possibleWin,
            }),
      })
      .where(eq(coupons.id, coupon.id));
    const [record] = await tx
      .insert(couponSales)
      .values({
        couponId: coupon.id,
        playerId: sale.playerId,
        quoteId: sale.quote.id,
        soldStake: sale.part,
        price,
        tax,
        credited,
        remainingStake: remaining,
        createdAt: this.deps.clock.now(),
      })
      .returning();
    if (!record) throw new Error('The sale was not written');
    return record;
  }

  /**
   * The sold part of the stake leaves the pending bets; the house's wins pay the price and keep
   * the difference; a winnings tax is booked apart.
   */
  private async housesOf(currencyId: number): Promise<Houses> {
    const house = (kind: 'house_bets' | 'house_wins' | 'house_taxes') =>
      this.services.accounts.houseAccount(kind, currencyId);
    const [bets, wins, taxes] = await Promise.all([
      house('house_bets'),
      house('house_wins'),
      house('house_taxes'),
    ]);
    return { bets, wins, taxes };
  }

  /**
   * The sold part of the stake leaves the pending bets; the house's wins pay the price and keep
   * the difference; a winnings tax is booked apart.
   */
  private async moveMoney(
    tx: Transaction,
    coupon: CouponRecord,
    houses: Houses,
    money: { quoteId: string; part: number; price: number; tax: number },
  ): Promise<void> {
    await this.services.accounts.transferIn(tx, {
      idempotencyKey: `coupon-sale:${money.quoteId}`,
      kind: 'bet_sale',
      postings: [
        { accountId: coupon.accountId, amount: money.price - money.tax },
        { accountId: houses.bets, amount: -money.part },
        { accountId: houses.wins, amount: money.part - money.price },
        { accountId: houses.taxes, amount: money.tax },
      ].filter((posting) => posting.amount !== 0),
    });
  }

  private async saleOf(
    db: Pick<Transaction, 'select'>,
    quoteId: string,
  ): Promise<KnownSale | undefined> {
    const [known] = await db
      .select({ sale: couponSales, currencyId: coupons.currencyId })
      .from(couponSales)
      .innerJoin(coupons, eq(coupons.id, couponSales.couponId))
      .where(eq(couponSales.quoteId, quoteId));
    return known;
  }
}

/** Positions of these coupons, each with its legs. */
export async function positionsOf(
  db: Database,
  records: readonly CouponRecord[],
): Promise<Position[]> {
  if (records.length === 0) return [];
  const legs = await legsOf(
    db,
    records.map((r) => r.id),
  );
  const byCoupon = new Map<number, LegRecord[]>();
  for (const leg of legs) byCoupon.set(leg.couponId, [...(byCoupon.get(leg.couponId) ?? []), leg]);
  return records.map((coupon) => ({ coupon, legs: byCoupon.get(coupon.id) ?? [] }));
}

/** The player's own open coupon with its legs; `closedKey` when it is no longer open. */
export async function openPositionOf(
  db: Database,
  playerId: number,
  couponId: number,
  closedKey: string,
): Promise<Position> {
  const [record] = await db
    .select()
    .from(coupons)
    .where(and(eq(coupons.id, couponId), eq(coupons.playerId, playerId)));
  if (!record) throw notFound('coupon_unknown');
  if (record.state !== 'open') throw conflict(closedKey);
  const [position] = await positionsOf(db, [record]);
  if (!position) throw notFound('coupon_unknown');
  return position;
}

/** True when a leg got a result since the position was priced. */
export async function legsMovedSince(tx: Transaction, position: Position): Promise<boolean> {
  const now = await tx
    .select({ id: couponLegs.id, result: couponLegs.result })
    .from(couponLegs)
    .where(eq(couponLegs.couponId, position.coupon.id));
  const priced = new Map(position.legs.map((leg) => [leg.id, leg.result]));
  return now.some((leg) => priced.get(leg.id) !== leg.result);
}

interface SaleToWrite {
  playerId: number;
  quote: QuoteRecord;
  position: Position;
  /** The whole playing stake's price now. */
  price: MinorUnits;
  part: number;
  settings: SiteSettings;
  houses: Houses;
}

interface Houses {
  bets: number;
  wins: number;
  taxes: number;
}

const summError = (key: string) => badRequest('validation_failed', { summ: [key] });

function quoteView(quote: Omit<QuoteRecord, 'id'> & { id: string }, currencyId: number) {
  const { precision } = couponCurrencyOf(currencyId);
  return {
    quoteId: quote.id,
    couponId: quote.couponId,
    price: fromMinorUnits(safeMinorUnits(quote.price), precision),
    playingStake: fromMinorUnits(safeMinorUnits(quote.playingStake), precision),
    expiresAt: quote.expiresAt.toISOString(),
  };
}

function saleView({ sale, currencyId }: KnownSale, playerId: number): CashOutSale {
  if (sale.playerId !== playerId) throw notFound('cash_out_quote_unknown');
  const { precision } = couponCurrencyOf(currencyId);
  const text = (amount: number) => fromMinorUnits(safeMinorUnits(amount), precision);
  return {
    couponId: sale.couponId,
    credited: text(sale.credited),
    price: text(sale.price),
    soldStake: text(sale.soldStake),
    remainingStake: text(sale.remainingStake),
    state: sale.remainingStake === 0 ? 'sold' : 'open',
  };
}
