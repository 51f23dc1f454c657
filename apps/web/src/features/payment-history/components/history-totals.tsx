import type { PaymentHistory } from '@arenabet/contracts/payments';
import { convertedTotal } from '@arenabet/domain';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { useSiteSettings } from '../../../shared/site-config/use-site-settings.ts';
import { formatNet, signOf } from '../lib/money-display.ts';
import styles from './payment-history.module.css';

interface HistoryTotalsProps {
  totals: PaymentHistory['totals'];
  /** The currency all nets are summed in: the active account's. */
  targetCurrencyId: number | undefined;
}

/** What the successful payments of the list came to, per currency and all in one currency. */
export function HistoryTotals({ totals, targetCurrencyId }: HistoryTotalsProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const settings = useSiteSettings();
  const template = settings.display.amountTemplate;
  if (totals.length === 0) return null;
  const converted = convertedTotal(totals, settings.currencies, targetCurrencyId);
  return (
    <section
      className={styles.totals}
      aria-label={t('payment_history_totals')}
      data-testid="history-totals"
    >
      <p className={styles.totalsLabel}>{t('payment_history_totals')}</p>
      <ul className={styles.nets}>
        {totals.map((total) => (
          <li
            key={total.currency.id}
            className={styles.net}
            data-sign={signOf(total.net)}
            data-testid={`history-total-${total.currency.iso}`}
          >
            <span dir="ltr">{formatNet(total.net, total.currency.symbol, template, language)}</span>
          </li>
        ))}
      </ul>
      {converted && (
        <p className={styles.converted} data-testid="history-total-converted">
          <span>{t('payment_history_total_in', { currency: converted.currency.code })}</span>{' '}
          <strong dir="ltr" data-sign={signOf(converted.amount)}>
            ≈ {formatNet(converted.amount, converted.currency.symbol, template, language)}
          </strong>
        </p>
      )}
    </section>
  );
}
