import type { CouponView } from '@arenabet/contracts';
import { useOddsText } from '../../../shared/feed/index.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { useCouponStore } from '../lib/coupon-store.ts';
import styles from './coupon.module.css';

/**
 * The express boost the recount offers: the percent and the odds with it, taken unless the
 * player unticks it (a boosted express is not cashed out, which the hint says).
 */
export function ExpressBoost({ boost }: { boost: NonNullable<CouponView['expressBoost']> }) {
  const { t } = useTranslation();
  const oddsText = useOddsText();
  const decline = useCouponStore((state) => state.declineBoost);
  const setDecline = useCouponStore((state) => state.setDeclineBoost);
  return (
    <div className={styles.boost} data-testid="coupon-boost" data-taken={boost.taken || undefined}>
      <label className={styles.toggle}>
        <input
          type="checkbox"
          checked={!decline}
          onChange={(event) => setDecline(!event.target.checked)}
          data-testid="coupon-boost-take"
        />
        <span>
          {t('coupon_boost_take', { percent: String(boost.percent) })}{' '}
          <b dir="ltr" data-testid="coupon-boost-odds">
            {oddsText(boost.totalCoef)}
          </b>
        </span>
      </label>
      <p className={styles.boostHint}>
        {t('coupon_boost_hint', { min: oddsText(boost.minLegCoef) })}
      </p>
    </div>
  );
}
