import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Icon } from '../../ui/icon.tsx';
import type { IconName } from '../../ui/icon-paths.tsx';
import styles from './feed-section.module.css';

interface FeedSectionProps {
  /** Unique on the page: the heading's id. */
  id: string;
  title: string;
  icon?: IconName;
  /** A pulsing dot: the section is in play. */
  live?: boolean;
  /** How many games, beside the title. */
  count?: number | undefined;
  /** "All" link at the end of the heading. */
  more?: { to: string; label: string } | undefined;
  /** Controls at the end of the heading (tabs, filters). */
  actions?: ReactNode;
  children: ReactNode;
}

/** A titled block of games on a page: "Live now", "Top events", "Starting soon". */
export function FeedSection({
  id,
  title,
  icon,
  live,
  count,
  more,
  actions,
  children,
}: FeedSectionProps) {
  const headingId = `${id}-title`;
  return (
    <section className={styles.section} aria-labelledby={headingId} data-testid={id}>
      <header className={styles.header}>
        <h2 id={headingId} className={styles.title}>
          {live && <span className={styles.liveDot} aria-hidden="true" />}
          {icon && !live && <Icon name={icon} size={20} className={styles.icon} />}
          {title}
          {count !== undefined && count > 0 && <span className={styles.count}>{count}</span>}
        </h2>
        {actions}
        {more && (
          <Link to={more.to} className={styles.more}>
            {more.label}
            <Icon name="chevronForward" size={16} mirrorInRtl />
          </Link>
        )}
      </header>
      {children}
    </section>
  );
}
