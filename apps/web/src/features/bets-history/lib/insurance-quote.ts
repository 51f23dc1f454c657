import type { InsuranceOfferView } from '@arenabet/contracts/bets';
import { fromMinorUnits, toMinorUnits } from '@arenabet/domain';
import {
  INSURANCE_MAX_PERCENT,
  INSURANCE_MIN_PERCENT,
  insurancePremium,
  insuredAmountOf,
} from '@arenabet/domain/betting/insurance';

export interface InsuranceQuote {
  /** The amount the cover pays back if the bet loses, as decimal text. */
  insured: string;
  /** What the cover costs now: sent back as shown, so the server charges no more than it. */
  premium: string;
}

/** A whole percent the cover may be bought for, or undefined for anything else typed. */
export function insurancePercentOf(typed: string): number | undefined {
  const text = typed.trim();
  if (!/^\d{1,3}$/.test(text)) return undefined;
  const percent = Number(text);
  return percent >= INSURANCE_MIN_PERCENT && percent <= INSURANCE_MAX_PERCENT ? percent : undefined;
}

/**
 * The cover of a percent of the playing stake, priced with the very functions the server charges
 * with: a premium computed any other way would be refused as insurance_price_changed.
 */
export function insuranceQuote(
  offer: Pick<InsuranceOfferView, 'playingStake' | 'marginPercent'> & { lossChance: number },
  percent: number,
  precision: number,
): InsuranceQuote {
  const insured = insuredAmountOf(toMinorUnits(offer.playingStake, precision), percent);
  const premium = insurancePremium(insured, offer.lossChance, offer.marginPercent / 100);
  return {
    insured: fromMinorUnits(insured, precision),
    premium: fromMinorUnits(premium, precision),
  };
}
