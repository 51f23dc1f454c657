import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { pathFor } from '../../../shared/routes/path-for.ts';
import buttons from '../../../shared/ui/button.module.css';
import { Icon } from '../../../shared/ui/icon.tsx';
import styles from './payment-history.module.css';

const SKELETON_ROWS = 5;

/** The list's shape while its first page loads, so the page does not jump when it arrives. */
export function HistorySkeleton() {
  const { t } = useTranslation();
  return (
    <div className={styles.skeleton} data-testid="history-loading">
      <p className="visually-hidden" role="status">
        {t('loading')}
      </p>
      {Array.from({ length: SKELETON_ROWS }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to key by
        <div key={index} className={styles.skeletonRow} aria-hidden="true">
          <span className={styles.skeletonIcon} />
          <span className={styles.skeletonLines}>
            <span className={styles.skeletonLine} />
            <span className={`${styles.skeletonLine} ${styles.skeletonShort}`} />
          </span>
          <span className={styles.skeletonAmount} />
        </div>
      ))}
    </div>
  );
}

interface HistoryEmptyProps {
  /** Filters hide what there is: offer to drop them instead of a deposit. */
  filtered: boolean;
  onReset(): void;
}

export function HistoryEmpty({ filtered, onReset }: HistoryEmptyProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <div className={styles.empty} data-testid="history-empty">
      <span className={styles.emptyIcon}>
        <Icon name="wallet" size="1.75rem" />
      </span>
      <p className={styles.emptyTitle}>
        {filtered ? t('payment_history_empty_filtered_title') : t('payment_history_empty_title')}
      </p>
      <p className={styles.emptyText}>
        {filtered ? t('payment_history_empty_filtered_text') : t('payment_history_empty_text')}
      </p>
      {filtered ? (
        <button type="button" className={buttons.secondary} onClick={onReset}>
          {t('payment_history_reset_filters')}
        </button>
      ) : (
        <Link to={pathFor('recharge', {}, language)} className={buttons.primary}>
          {t('reg_recharge_button')}
        </Link>
      )}
    </div>
  );
}
