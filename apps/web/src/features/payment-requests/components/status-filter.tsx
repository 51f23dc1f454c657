import {
  PAYMENT_REQUEST_STATUSES,
  type PaymentRequestStatus,
} from '@arenabet/contracts/payment-requests';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import segmented from '../../../shared/ui/segmented.module.css';
import { STATUS_TEXTS } from '../lib/topics.ts';
import styles from './payment-requests.module.css';

interface StatusFilterProps {
  value: PaymentRequestStatus | undefined;
  onChange(status: PaymentRequestStatus | undefined): void;
  /** The back office starts at the waiting ones and offers "all" last. */
  order?: 'all-first' | 'all-last';
}

/** Requests by status, as a row of tabs. */
export function StatusFilter({ value, onChange, order = 'all-first' }: StatusFilterProps) {
  const { t } = useTranslation();
  const options: (PaymentRequestStatus | undefined)[] =
    order === 'all-first'
      ? [undefined, ...PAYMENT_REQUEST_STATUSES]
      : [...PAYMENT_REQUEST_STATUSES, undefined];
  return (
    <div
      className={`${segmented.segments} ${styles.filter}`}
      role="tablist"
      aria-label={t('payment_requests_filter')}
    >
      {options.map((status) => (
        <button
          key={status ?? 'all'}
          type="button"
          role="tab"
          className={`${segmented.segment} ${styles.segment}`}
          aria-selected={value === status}
          data-testid={`payment-requests-filter-${status ?? 'all'}`}
          onClick={() => onChange(status)}
        >
          {status ? t(STATUS_TEXTS[status]) : t('payment_requests_all')}
        </button>
      ))}
    </div>
  );
}
