import type { ReactNode } from 'react';
import { errorText } from '../api/error-text.ts';
import { useTranslation } from '../i18n/use-translation.ts';
import buttons from './button.module.css';
import { Icon } from './icon.tsx';
import type { IconName } from './icon-paths.tsx';
import styles from './list-states.module.css';
import { Spinner } from './spinner.tsx';

/*
 * A list's states, the same in every history of the office: its shape while the first page
 * loads, its failure with a retry, its empty state, and "show more". The test ids are the
 * lists' own (`history-loading`, `history-error`, ...), scoped by the page around them.
 */

const SKELETON_ROWS = 5;

/** The list's shape while its first page loads, so the page does not jump when it arrives. */
export function ListSkeleton() {
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

/** The first page failed: why, in the visitor's language, and a retry. */
export function ListFailure({ error, onRetry }: { error: unknown; onRetry(): void }) {
  const { t, i18n } = useTranslation();
  return (
    <div className={styles.failure} role="alert" data-testid="history-error">
      <p>{errorText(error, t, i18n.exists)}</p>
      <button type="button" className={buttons.secondary} onClick={onRetry}>
        {t('error_retry')}
      </button>
    </div>
  );
}

interface ListEmptyProps {
  icon: IconName;
  title: string;
  text: string;
  /** What to do next: drop the filters, or make the first payment or bet. */
  children?: ReactNode;
}

export function ListEmpty({ icon, title, text, children }: ListEmptyProps) {
  return (
    <div className={styles.empty} data-testid="history-empty">
      <span className={styles.emptyIcon}>
        <Icon name={icon} size="1.75rem" />
      </span>
      <p className={styles.emptyTitle}>{title}</p>
      <p className={styles.emptyText}>{text}</p>
      {children}
    </div>
  );
}

interface ListMoreProps {
  /** "Shown: 50", already translated. */
  shownText: string;
  hasMore: boolean;
  loading: boolean;
  label: string;
  onMore(): void;
}

/** How many rows are shown, and the button that asks for the next page. */
export function ListMore({ shownText, hasMore, loading, label, onMore }: ListMoreProps) {
  return (
    <div className={styles.more}>
      <p className={styles.shown} data-testid="history-shown">
        {shownText}
      </p>
      {hasMore && (
        <button
          type="button"
          className={buttons.secondary}
          disabled={loading}
          data-testid="history-more"
          onClick={onMore}
        >
          {loading && <Spinner />}
          {label}
        </button>
      )}
    </div>
  );
}
