import type {
  InsuranceOfferView,
  InsuranceView,
  InsureBetRequest,
  PlacedCoupon,
} from '@arenabet/contracts';
import { fromMinorUnits, type MinorUnits, type SiteSettings } from '@arenabet/domain';
import type { CouponVid } from '@arenabet/domain/betting/coupon-kinds';
import {
  type InsuranceOffer,
  insuranceOffer,
  insurancePremium,
  insuredAmountOf,
} from '@arenabet/domain/betting/insurance';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AppServices, ModuleDeps } from '../../module-deps.ts';
import { type Transaction, withTransaction } from '../../platform/db/transaction.ts';
import { AppError, badRequest, conflict, forbidden } from '../../platform/http/errors.ts';
import {
  Chances,
  legsMovedSince,
  openPositionOf,
  type Position,
  playingStakeOf,
  positionsOf,
} from './cash-out.ts';
import { stakeOf } from './coupon-recount.ts';
import { type CouponRecord, couponCurrencyOf, insuranceViewOf } from './coupon-views.ts';
import { coupons } from './schema.ts';
import { SETTLEMENT_LOCK_KEY } from './settlement-lock.ts';

/*
 * Bet insurance (domain insurance.ts): the cover's price from the book's chances now, as the
 * cash-out reads them, and its purchase through the ledger: the premium from the player to the
 * house's insurance account, the cover written on the coupon, once. Settlement pays the cover
 * (settlement.ts `payInsurance`). A purchase and a settlement never overlap: settlement holds
 * the advisory lock exclusively, a purchase shares it, and a leg settled since the price was
 * read refuses the purchase.
 */

type InsuranceAnswer = InsuranceView & { couponId: number };

export class BetInsurance {
  constructor(
    private readonly deps: Pick<ModuleDeps, 'db' | 'clock' | 'siteSettings'>,
    private readonly services: AppServices,
  ) {}

  /** The player's settings, with insurance switched on for their country. */
  async settingsFor(playerId: number): Promise<SiteSettings> {
    const player = await this.services.players.byId(playerId);
    const settings = await this.deps.siteSettings({ countryId: player?.countryId ?? null });
    if (!settings) throw new AppError(503, 'config is absent');
    if (!settings.features.insurance) throw forbidden('insurance_off');
    return settings;
  }

  /** The cover on offer for each open, uninsured coupon among these views (switch on). */
  async attachOffers(playerId: number, views: PlacedCoupon[]): Promise<PlacedCoupon[]> {
    const open = views.filter((v) => v.state === 'open' && !v.insurance).map((v) => v.id);
    if (open.length === 0) return views;
    const settings = await this.settingsFor(playerId).catch(() => undefined);
    if (!settings) return views;
    const records = await this.deps.db
      .select()
      .from(coupons)
      .where(and(eq(coupons.playerId, playerId), inArray(coupons.id, open)));
    const positions = await positionsOf(this.deps.db, records);
    const chances = await Chances.load(this.services.feed, positions);
    const offers = new Map(
      positions.map((p) => [p.coupon.id, offerView(p, offerOf(p, chances, settings), settings)]),
    );
    return views.map((view) => {
      const insuranceOffer = offers.get(view.id);
      return insuranceOffer ? { ...view, insuranceOffer } : view;
    });
  }

  async insure(playerId: number, request: InsureBetRequest): Promise<InsuranceAnswer> {
    const settings = await this.settingsFor(playerId);
    const position = await openPositionOf(
      this.deps.db,
      playerId,
      request.saleBetId,
      'insurance_refused_settled',
    );
    const bought = boughtAnswer(position.coupon, request.percent);
    if (bought) return bought;
    const chances = await Chances.load(this.services.feed, [position]);
    const cover = this.coverOf(position, offerOf(position, chances, settings), request, settings);
    const insurance = await this.services.accounts.houseAccount(
      'house_insurance',
      position.coupon.currencyId,
    );
    return withTransaction(this.deps.db, (tx) =>
      this.writeCover(tx, { playerId, position, cover, insurance, percent: request.percent }),
    );
  }

  /** The cover asked for at the price now, checked against the premium the page showed. */
  private coverOf(
    position: Position,
    offer: InsuranceOffer,
    request: InsureBetRequest,
    settings: SiteSettings,
  ): { insured: MinorUnits; premium: MinorUnits } {
    if (!offer.available) throw conflict(`insurance_refused_${offer.reason}`);
    const { precision } = couponCurrencyOf(position.coupon.currencyId);
    const shown = stakeOf(request.premium, precision);
    if (shown === undefined) {
      throw badRequest('validation_failed', { premium: ['validation_invalid_value'] });
    }
    const insured = insuredAmountOf(playingStakeOf(position.coupon), request.percent);
    const premium = insurancePremium(insured, offer.lossChance, marginOf(settings));
    if (premium >= insured) throw conflict('insurance_refused_no_value');
    if (premium > shown) throw conflict('insurance_price_changed');
    return { insured, premium };
  }

  private async writeCover(tx: Transaction, write: CoverToWrite): Promise<InsuranceAnswer> {
    // Shared with other purchases and sales, exclusive of settlement.
    await tx.execute(sql`select pg_advisory_xact_lock_shared(${SETTLEMENT_LOCK_KEY})`);
    const [coupon] = await tx
      .select()
      .from(coupons)
      .where(eq(coupons.id, write.position.coupon.id))
      .for('update');
    if (coupon?.state !== 'open') throw conflict('insurance_refused_settled');
    const bought = boughtAnswer(coupon, write.percent);
    if (bought) return bought;
    if (coupon.soldStake > 0) throw conflict('insurance_refused_sold');
    if (coupon.advanceOf !== null) throw conflict('insurance_refused_advance');
    if (await legsMovedSince(tx, write.position)) throw conflict('insurance_price_changed');
    const { insured, premium } = write.cover;
    await this.services.accounts.transferIn(tx, {
      idempotencyKey: `insurance:${coupon.id}`,
      kind: 'bet_insurance',
      postings: [
        { accountId: coupon.accountId, amount: -premium },
        { accountId: write.insurance, amount: premium },
      ],
    });
    const [written] = await tx
      .update(coupons)
      // A cash-out quote made before the cover is no longer good.
      .set({
        insurancePercent: write.percent,
        insuredAmount: insured,
        insurancePremium: premium,
        saleSeq: coupon.saleSeq + 1,
      })
      .where(eq(coupons.id, coupon.id))
      .returning();
    if (!written) throw new Error('The cover was not written');
    return { couponId: written.id, ...(insuranceViewOf(written) as InsuranceView) };
  }
}

interface CoverToWrite {
  playerId: number;
  position: Position;
  cover: { insured: MinorUnits; premium: MinorUnits };
  /** The house's insurance account of the coupon's currency. */
  insurance: number;
  percent: number;
}

const marginOf = (settings: SiteSettings) => settings.coupon.insuranceMarginPercent / 100;

function offerOf(position: Position, chances: Chances, settings: SiteSettings): InsuranceOffer {
  const { coupon } = position;
  return insuranceOffer({
    vid: coupon.vid as CouponVid,
    legs: position.legs.map((leg) => ({
      result: leg.result,
      chance: leg.result === 'open' ? chances.of(leg) : undefined,
    })),
    margin: marginOf(settings),
    sold: coupon.soldStake > 0,
    insured: coupon.insuredAmount > 0,
    antiExpress: coupon.antiExpress,
    builder: coupon.builder,
    advance: coupon.advanceOf !== null,
  });
}

function offerView(
  position: Position,
  offer: InsuranceOffer,
  settings: SiteSettings,
): InsuranceOfferView {
  const { precision } = couponCurrencyOf(position.coupon.currencyId);
  return {
    lossChance: offer.available ? offer.lossChance : null,
    marginPercent: settings.coupon.insuranceMarginPercent,
    playingStake: fromMinorUnits(playingStakeOf(position.coupon), precision),
    refusal: offer.available ? null : offer.reason,
  };
}

/** A cover already bought: the same again answers it, another is refused. */
function boughtAnswer(coupon: CouponRecord, percent: number): InsuranceAnswer | undefined {
  const view = insuranceViewOf(coupon);
  if (!view) return undefined;
  if (coupon.insurancePercent !== percent) throw conflict('insurance_refused_insured');
  return { couponId: coupon.id, ...view };
}
