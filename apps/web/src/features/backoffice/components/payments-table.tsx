import type { BackofficePayment } from '@arenabet/contracts/payments';
import type { PaymentMethodKind } from '@arenabet/contracts/site-config';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatDateTime } from '../../../shared/i18n/format.ts';
import { i18nKey } from '../../../shared/i18n/i18n-key.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { ledgerPath } from '../lib/ledger-path.ts';
import { MoneyText } from './money-text.tsx';
import { StatusBadge } from './status-badge.tsx';
import styles from './tables.module.css';

const METHOD_KIND_KEYS: Record<PaymentMethodKind, string> = {
  card: i18nKey('backoffice_method_card'),
  bank_transfer: i18nKey('backoffice_method_bank_transfer'),
  e_wallet: i18nKey('backoffice_method_e_wallet'),
  crypto: i18nKey('backoffice_method_crypto'),
};

interface PaymentsTableProps {
  payments: readonly BackofficePayment[];
  /** What the operator may do with a payment (approve, reject, refund); nothing when absent. */
  actions?: (payment: BackofficePayment) => ReactNode;
  /** Shown instead of rows when the filter matches nothing. */
  emptyText: string;
}

/** Deposits or withdrawals, newest first, one dense row each (a card on a phone). */
export function PaymentsTable({ payments, actions, emptyText }: PaymentsTableProps) {
  const { t } = useTranslation();
  const columns = [
    t('backoffice_col_payment'),
    t('backoffice_col_created'),
    t('backoffice_col_player'),
    t('backoffice_col_method'),
    t('backoffice_col_amount'),
    t('backoffice_col_status'),
  ];
  return (
    <div className={styles.wrap}>
      <table className={styles.table} data-testid="payments-table">
        <thead>
          <tr>
            {columns.map((name, index) => (
              <th key={name} scope="col" className={index === 4 ? styles.end : undefined}>
                {name}
              </th>
            ))}
            {actions && (
              <th scope="col" className={styles.end}>
                {t('backoffice_col_actions')}
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {payments.length === 0 && (
            <tr>
              <td colSpan={actions ? 7 : 6} className={styles.empty} data-label="">
                {emptyText}
              </td>
            </tr>
          )}
          {payments.map((payment) => (
            <PaymentRow key={payment.id} payment={payment} actions={actions} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function PaymentRow({
  payment,
  actions,
}: {
  payment: BackofficePayment;
  actions: PaymentsTableProps['actions'];
}) {
  const { t, i18n } = useTranslation();
  const language = useLanguage();
  // A failure's reason is a dictionary key; an operator's rejection reason is their own words.
  const reason =
    payment.reason && (i18n.exists(payment.reason) ? t(payment.reason) : payment.reason);
  const rowActions = actions?.(payment);
  return (
    <tr data-testid={`payment-row-${payment.id}`} data-status={payment.status}>
      <td data-label={t('backoffice_col_payment')}>
        <span className={styles.nowrap} dir="ltr">
          #{payment.id}
        </span>
        <span className={`${styles.sub} ${styles.mono}`}>
          <bdi dir="ltr">{payment.reference}</bdi>
        </span>
      </td>
      <td data-label={t('backoffice_col_created')} className={styles.nowrap}>
        {formatDateTime(payment.createdAt, language)}
      </td>
      <td data-label={t('backoffice_col_player')}>
        <Link
          to={ledgerPath(language, payment.playerId)}
          className={styles.link}
          dir="ltr"
          title={t('backoffice_open_ledger')}
          data-testid="payment-player"
        >
          {payment.playerId}
        </Link>
      </td>
      <td data-label={t('backoffice_col_method')}>
        {t(METHOD_KIND_KEYS[payment.methodKind])}
        {payment.details && (
          <span className={`${styles.sub} ${styles.nowrap}`}>
            <bdi dir="ltr">{payment.details}</bdi>
          </span>
        )}
      </td>
      <td data-label={t('backoffice_col_amount')} className={styles.end}>
        <MoneyText amount={payment.amount} currency={payment.currency} testId="payment-amount" />
      </td>
      <td data-label={t('backoffice_col_status')}>
        <StatusBadge status={payment.status} />
        {reason && (
          <span className={styles.sub} data-testid="payment-reason">
            {reason}
          </span>
        )}
        {payment.decidedBy && payment.decidedAt && (
          <span className={styles.sub}>
            {t('backoffice_decided_by', {
              operator: payment.decidedBy,
              time: formatDateTime(payment.decidedAt, language),
            })}
          </span>
        )}
      </td>
      {actions && (
        <td
          data-label=""
          className={`${styles.end} ${styles.wide}`}
          data-empty={!rowActions || undefined}
        >
          {rowActions && <div className={styles.actions}>{rowActions}</div>}
        </td>
      )}
    </tr>
  );
}
