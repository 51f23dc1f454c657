import { sportById } from '@arenabet/reference/sports';
import type { ReactNode } from 'react';
import { Icon } from '../../ui/icon.tsx';
import type { IconName } from '../../ui/icon-paths.tsx';
import { usePageTitle } from '../../ui/page/page-title.tsx';
import { SportIcon } from '../../ui/sport-icon.tsx';
import styles from './feed-page-header.module.css';

interface FeedPageHeaderProps {
  title: string;
  /** The sport whose icon leads the title; otherwise `icon`. */
  sportId?: number | undefined;
  icon?: IconName;
  /** In play: the header takes the colour of live. */
  live?: boolean;
  /** A line under the title: a country, a number of events. */
  lead?: ReactNode;
  /** The lead is on its way (a count still loading): its line is kept, so nothing moves. */
  leadPending?: boolean;
  /** Above the title: the way back up (`<BackLink>`). */
  back?: ReactNode;
  /** At the end of the title: a favourite star, a switch to the other feed. */
  actions?: ReactNode;
}

/** The top of a betting page: what the page lists, with its sport's or section's icon. */
export function FeedPageHeader({
  title,
  sportId,
  icon = 'line',
  live,
  lead,
  leadPending = false,
  back,
  actions,
}: FeedPageHeaderProps) {
  usePageTitle(title);
  const sport = sportId === undefined ? undefined : sportById(sportId);
  return (
    <header className={styles.pageHeader} data-live={live ? '' : undefined}>
      {back}
      <div className={styles.pageTitleRow}>
        <span className={styles.pageIcon} aria-hidden="true">
          {sport ? (
            <SportIcon slug={sport.slug} isCyber={sport.isCyber} size={26} />
          ) : (
            <Icon name={icon} size={26} />
          )}
        </span>
        <div className={styles.pageTitles}>
          <h1 className={styles.pageTitle}>{title}</h1>
          {lead ? (
            <p className={styles.pageLead}>{lead}</p>
          ) : (
            leadPending && (
              <p className={styles.pageLead} aria-hidden="true">
                &nbsp;
              </p>
            )
          )}
        </div>
        {actions}
      </div>
    </header>
  );
}
