import type { BetHistory } from '@arenabet/contracts/bets';
import { useFormatMoney } from '../../../shared/i18n/use-format-money.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import styles from './bets-history.module.css';

/** What the listed coupons staked and paid, per currency. */
export function BetsTotals({ totals }: { totals: BetHistory['totals'] }) {
  const { t } = useTranslation();
  const money = useFormatMoney();
  if (totals.length === 0) return null;
  return (
    <section
      className={styles.totals}
      aria-label={t('bets_history_totals')}
      data-testid="bets-totals"
    >
      <p className={styles.totalsLabel}>{t('bets_history_totals')}</p>
      <ul className={styles.totalsList}>
        {totals.map((total) => (
          <li key={total.currency.id} data-testid={`bets-total-${total.currency.iso}`}>
            <span>{t('bets_stake')}</span>{' '}
            <strong dir="ltr">{money(total.stake, total.currency)}</strong>
            <span className={styles.totalsGap}>{t('bets_payout')}</span>{' '}
            <strong dir="ltr">{money(total.payout, total.currency)}</strong>
          </li>
        ))}
      </ul>
    </section>
  );
}
