import type { ExpressBoostSettings } from '@arenabet/domain';
import { useSiteSettings } from '../../../shared/site-config/use-site-settings.ts';
import type { CouponLimits } from '../lib/coupon-picks.ts';
import { type CheckCf, useCouponStore } from '../lib/coupon-store.ts';

const asCheckCf = (value: number): CheckCf => (value === 1 || value === 2 ? value : 0);

export interface CouponSiteSettings {
  limits: CouponLimits;
  /** The player's odds-change policy, else the site's default. */
  checkCf: CheckCf;
  saveLoad: boolean;
  oneClick: boolean;
  /** The express boost's table where the site switches it on (extra_odds). */
  expressBoost: ExpressBoostSettings | undefined;
}

/** What the site's settings say about the coupon, with the player's own choice of policy. */
export function useCouponSettings(): CouponSiteSettings {
  const settings = useSiteSettings();
  const chosen = useCouponStore((state) => state.checkCf);
  return {
    limits: {
      maxBets: settings.coupon.maxBets,
      maxSystemBets: settings.coupon.maxSystemBets,
    },
    checkCf: chosen ?? asCheckCf(settings.betting.checkCf),
    saveLoad: settings.features.couponSaveLoad,
    oneClick: settings.features.oneClickBet,
    expressBoost: settings.features.extraOdds ? settings.coupon.expressBoost : undefined,
  };
}
