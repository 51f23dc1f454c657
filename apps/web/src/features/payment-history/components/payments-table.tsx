import type { Payment } from '@arenabet/contracts/payments';
import { Link } from 'react-router';
import { formatDateTime } from '../../../shared/i18n/format.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { pathFor } from '../../../shared/routes/path-for.ts';
import { useSiteSettings } from '../../../shared/site-config/use-site-settings.ts';
import { DIRECTION_LABEL, METHOD_KIND_LABEL, STATUS_LABEL } from '../lib/labels.ts';
import { formatPaymentAmount } from '../lib/money-display.ts';
import { DirectionIcon } from './direction-icon.tsx';
import styles from './payments-table.module.css';

/**
 * The payments as a table on a wide screen and as stacked cards on a phone (the same rows,
 * laid out by CSS). Each row opens the payment's receipt (paycheck).
 */
export function PaymentsTable({ payments }: { payments: readonly Payment[] }) {
  const { t } = useTranslation();
  return (
    <table className={styles.table} data-testid="history-list">
      <thead className={styles.head}>
        <tr>
          <th scope="col">{t('payment_history_column_date')}</th>
          <th scope="col">{t('payment_history_column_type')}</th>
          <th scope="col">{t('payment_history_column_reference')}</th>
          <th scope="col">{t('payment_history_column_status')}</th>
          <th scope="col" className={styles.amountHead}>
            {t('payment_history_column_amount')}
          </th>
        </tr>
      </thead>
      <tbody>
        {payments.map((payment) => (
          <PaymentRow key={payment.id} payment={payment} />
        ))}
      </tbody>
    </table>
  );
}

function PaymentRow({ payment }: { payment: Payment }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const template = useSiteSettings().display.amountTemplate;
  const paycheck = `${pathFor('paycheck', {}, language)}?id=${payment.id}`;
  return (
    <tr
      className={styles.row}
      data-testid="history-row"
      data-direction={payment.direction}
      data-status={payment.status}
    >
      <td className={styles.date}>
        <time dateTime={payment.createdAt}>{formatDateTime(payment.createdAt, language)}</time>
      </td>
      <td className={styles.type}>
        <div className={styles.typeInner}>
          <span className={styles.typeIcon}>
            <DirectionIcon direction={payment.direction} />
          </span>
          <span className={styles.typeText}>
            <span className={styles.typeName} data-testid="history-row-type">
              {t(DIRECTION_LABEL[payment.direction])}
            </span>
            <span className={styles.method}>
              {t(METHOD_KIND_LABEL[payment.methodKind])}
              {payment.archived && (
                <span className={styles.archived}>{t('payment_history_archived')}</span>
              )}
            </span>
          </span>
        </div>
      </td>
      <td className={styles.reference}>
        {/* The link covers the whole row (see the CSS); its name says where it leads. */}
        <Link
          to={paycheck}
          className={styles.link}
          aria-label={t('payment_history_open_paycheck', { reference: payment.reference })}
        >
          <span dir="ltr" className={styles.referenceText} title={payment.reference}>
            {payment.reference}
          </span>
        </Link>
      </td>
      <td className={styles.status}>
        <span className={styles.badge} data-testid="history-row-status">
          {t(STATUS_LABEL[payment.status])}
        </span>
      </td>
      <td className={styles.amount}>
        <span dir="ltr" data-testid="history-row-amount">
          {formatPaymentAmount(payment, template, language)}
        </span>
      </td>
    </tr>
  );
}
