import type { BackofficeCoupon, CouponState } from '@arenabet/contracts/bets';
import { Link } from 'react-router';
import { COUPON_STATE_LABEL, couponKindText } from '../../../shared/bets/coupon-labels.ts';
import { useOddsText } from '../../../shared/feed/use-odds-text.ts';
import { formatDateTime } from '../../../shared/i18n/format.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { playerBetsPath } from '../lib/bets-search.ts';
import { MoneyText } from './money-text.tsx';
import styles from './tables.module.css';

/**
 * The payment badge's colours, reused: open waits, won pays, lost failed, refunded returned,
 * sold (cashed out) paid early, cancelled (an advance its backing did not repay) returned.
 */
const STATE_TONE: Record<CouponState, string> = {
  open: 'pending',
  won: 'success',
  lost: 'failed',
  refunded: 'refunded',
  sold: 'success',
  cancelled: 'refunded',
};

/** Coupons, newest first, one dense row each (a card on a phone). */
export function BetsTable({ coupons }: { coupons: readonly BackofficeCoupon[] }) {
  const { t } = useTranslation();
  const columns = [
    t('backoffice_col_player'),
    t('backoffice_bets_col_coupon'),
    t('backoffice_bets_col_kind'),
    t('bets_stake'),
    t('bets_total_odds'),
    t('backoffice_col_status'),
    t('bets_payout'),
  ];
  return (
    <div className={styles.wrap}>
      <table className={styles.table} data-testid="bets-table">
        <thead>
          <tr>
            {columns.map((name, index) => (
              <th key={name} scope="col" className={index >= 3 ? styles.end : undefined}>
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {coupons.length === 0 && (
            <tr>
              <td colSpan={columns.length} className={styles.empty} data-label="">
                {t('backoffice_bets_empty')}
              </td>
            </tr>
          )}
          {coupons.map((coupon) => (
            <CouponRow key={coupon.id} coupon={coupon} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function CouponRow({ coupon }: { coupon: BackofficeCoupon }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const odds = useOddsText();
  const kind = couponKindText(coupon);
  return (
    <tr data-testid={`bet-row-${coupon.id}`} data-state={coupon.state}>
      <td data-label={t('backoffice_col_player')}>
        <Link to={playerBetsPath(language, coupon.playerId)} className={styles.link} dir="ltr">
          {coupon.playerId}
        </Link>
      </td>
      <td data-label={t('backoffice_bets_col_coupon')}>
        <span className={styles.nowrap} dir="ltr">
          #{coupon.id}
        </span>
        <span className={styles.sub}>{formatDateTime(coupon.acceptedAt, language)}</span>
      </td>
      <td data-label={t('backoffice_bets_col_kind')}>{t(kind.key, kind.values)}</td>
      <td data-label={t('bets_stake')} className={styles.end}>
        <MoneyText amount={coupon.stake} currency={coupon.currency} />
      </td>
      <td data-label={t('bets_total_odds')} className={styles.end}>
        <span dir="ltr">{odds(coupon.totalCoef)}</span>
      </td>
      <td data-label={t('backoffice_col_status')} className={styles.end}>
        <span className={styles.status} data-status={STATE_TONE[coupon.state]}>
          {t(COUPON_STATE_LABEL[coupon.state])}
        </span>
        {coupon.operatorNote && <span className={styles.sub}>{coupon.operatorNote}</span>}
      </td>
      <td data-label={t('bets_payout')} className={styles.end}>
        <MoneyText amount={coupon.payout} currency={coupon.currency} testId="bet-payout" />
      </td>
    </tr>
  );
}
