import { CHECK_CF_VALUES } from '@arenabet/contracts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import formStyles from '../../../shared/ui/form/form.module.css';
import { StakeInput } from '../../../shared/ui/form/stake-input.tsx';
import { useCouponSettings } from '../hooks/use-coupon-settings.ts';
import { type CheckCf, useCouponStore } from '../lib/coupon-store.ts';
import styles from './coupon.module.css';

/** The odds-change policy and, where the site allows it, one-click bets. */
export function CouponOptions({ precision }: { precision: number }) {
  const { t } = useTranslation();
  const settings = useCouponSettings();
  const setCheckCf = useCouponStore((state) => state.setCheckCf);
  const oneClick = useCouponStore((state) => state.oneClick);
  const oneClickStake = useCouponStore((state) => state.oneClickStake);
  const setOneClick = useCouponStore((state) => state.setOneClick);
  const setOneClickStake = useCouponStore((state) => state.setOneClickStake);
  return (
    <div className={styles.options}>
      <label className={formStyles.field}>
        <span className={formStyles.label}>{t('coupon_check_cf')}</span>
        <select
          className={formStyles.input}
          value={settings.checkCf}
          onChange={(event) => setCheckCf(Number(event.target.value) as CheckCf)}
          data-testid="coupon-check-cf"
        >
          {CHECK_CF_VALUES.map((value) => (
            <option key={value} value={value}>
              {t(`coupon_check_cf_${value}`)}
            </option>
          ))}
        </select>
      </label>
      {settings.oneClick && (
        <div className={styles.oneClick}>
          <label className={styles.toggle}>
            <input
              type="checkbox"
              checked={oneClick}
              onChange={(event) => setOneClick(event.target.checked)}
              data-testid="coupon-one-click"
            />
            <span>{t('coupon_one_click')}</span>
          </label>
          {oneClick && (
            <StakeInput
              label={t('coupon_one_click_stake')}
              value={oneClickStake}
              precision={precision}
              onChange={setOneClickStake}
              hint={t('coupon_one_click_hint')}
              testId="coupon-one-click-stake"
            />
          )}
        </div>
      )}
    </div>
  );
}
