import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import styles from './tables.module.css';

interface ListFooterProps {
  shown: number;
  hasMore: boolean;
  /** The next page is on its way. */
  loading: boolean;
  onMore(): void;
}

/** How many rows are shown, and "show more" while the server has more (50 at a time). */
export function ListFooter({ shown, hasMore, loading, onMore }: ListFooterProps) {
  const { t } = useTranslation();
  if (shown === 0) return null;
  return (
    <div className={styles.footer}>
      <span data-testid="list-count">{t('backoffice_shown_count', { number: shown })}</span>
      {hasMore && (
        <button
          type="button"
          className={styles.more}
          onClick={onMore}
          disabled={loading}
          aria-busy={loading}
          data-testid="show-more"
        >
          {loading && <Spinner />}
          {t('backoffice_show_more')}
        </button>
      )}
    </div>
  );
}
