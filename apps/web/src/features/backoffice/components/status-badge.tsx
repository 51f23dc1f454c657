import type { PaymentStatus } from '@arenabet/contracts/payments';
import { i18nKey } from '../../../shared/i18n/i18n-key.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import styles from './tables.module.css';

export const STATUS_LABEL_KEYS: Record<PaymentStatus, string> = {
  pending: i18nKey('backoffice_status_pending'),
  success: i18nKey('backoffice_status_success'),
  failed: i18nKey('backoffice_status_failed'),
  cancelled: i18nKey('backoffice_status_cancelled'),
  rejected: i18nKey('backoffice_status_rejected'),
  refunded: i18nKey('backoffice_status_refunded'),
};

/** A payment's status as a coloured label; the colour repeats the word, never replaces it. */
export function StatusBadge({ status }: { status: PaymentStatus }) {
  const { t } = useTranslation();
  return (
    <span className={styles.status} data-status={status} data-testid="payment-status">
      {t(STATUS_LABEL_KEYS[status])}
    </span>
  );
}
