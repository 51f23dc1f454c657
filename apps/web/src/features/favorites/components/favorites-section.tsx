import { type ReactNode, useId } from 'react';
import { FeedError, FeedSkeleton, GameList } from '../../../shared/feed/index.ts';
import type { BothFeeds } from '../api/use-both-feeds.ts';
import styles from './favorites.module.css';

interface SectionProps {
  title: string;
  /** How many are starred, gone from the feed or not. */
  count: number;
  /** Said when nothing of the kind is starred. */
  none: string;
  feeds: BothFeeds;
  /** The games to list, when not all of `feeds`. */
  games?: BothFeeds['games'];
  /** Notes under the list. */
  children?: ReactNode;
}

/** One kind of favourites: its title and count, then the games the feeds answered. */
export function FavoritesSection({ title, count, none, feeds, games, children }: SectionProps) {
  const titleId = useId();
  const shown = games ?? feeds.games;
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {title}
        <span className={styles.count}>{count}</span>
      </h2>
      {count === 0 && <p className={styles.hint}>{none}</p>}
      {count > 0 && feeds.loading && <FeedSkeleton rows={3} />}
      {feeds.isError && <FeedError onRetry={feeds.refetch} />}
      {shown.length > 0 && <GameList games={shown} withSports />}
      {children}
    </section>
  );
}
