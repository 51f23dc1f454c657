import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Icon } from '../../ui/icon.tsx';
import type { IconName } from '../../ui/icon-paths.tsx';
import styles from './feed-states.module.css';

/** Grey rows in the shape of a champ with games, while the feed answers. */
export function FeedSkeleton({ rows = 6, label }: { rows?: number; label?: string }) {
  const { t } = useTranslation();
  return (
    <div
      className={styles.skeleton}
      role="status"
      aria-busy="true"
      aria-label={label ?? t('feed_loading')}
      data-testid="feed-skeleton"
    >
      <div className={styles.skeletonHeader}>
        <span className={styles.bar} style={{ inlineSize: '40%' }} />
      </div>
      {Array.from({ length: rows }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity
        <div key={index} className={styles.skeletonRow}>
          <span className={styles.bar} style={{ inlineSize: '3.5rem' }} />
          <span className={styles.teams}>
            <span className={styles.bar} style={{ inlineSize: `${55 + ((index * 17) % 30)}%` }} />
            <span className={styles.bar} style={{ inlineSize: `${45 + ((index * 23) % 35)}%` }} />
          </span>
          <span className={styles.prices}>
            <span className={styles.price} />
            <span className={styles.price} />
            <span className={styles.price} />
          </span>
        </div>
      ))}
    </div>
  );
}

interface FeedEmptyProps {
  title: string;
  text?: string;
  icon?: IconName;
  /** A way on: a link to the line, to all sports, ... */
  action?: ReactNode;
}

export function FeedEmpty({ title, text, icon = 'line', action }: FeedEmptyProps) {
  return (
    <div className={styles.empty} data-testid="feed-empty">
      <span className={styles.mark} aria-hidden="true">
        <Icon name={icon} size={30} />
      </span>
      <h3 className={styles.title}>{title}</h3>
      {text && <p className={styles.text}>{text}</p>}
      {action}
    </div>
  );
}

/** A failed read, with a way to try again. */
export function FeedError({ onRetry }: { onRetry(): void }) {
  const { t } = useTranslation();
  return (
    <div className={styles.empty} data-variant="error" role="alert" data-testid="feed-error">
      <span className={styles.mark} aria-hidden="true">
        <Icon name="info" size={30} />
      </span>
      <h3 className={styles.title}>{t('feed_error_title')}</h3>
      <p className={styles.text}>{t('feed_error_text')}</p>
      <button type="button" className={styles.retry} onClick={onRetry}>
        {t('feed_retry')}
      </button>
    </div>
  );
}
