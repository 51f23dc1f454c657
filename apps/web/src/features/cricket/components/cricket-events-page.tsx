import { FEED_MAX_COUNT } from '@arenabet/contracts';
import { useCricketFeeds } from '../api/cricket-feeds.ts';
import styles from './cricket.module.css';
import { LiveAndUpcoming } from './live-and-upcoming.tsx';

/** Every cricket game: in play first, then the whole line, in long windowed lists. */
export function CricketEventsPage() {
  const feeds = useCricketFeeds('Get1x2_VZip', { count: FEED_MAX_COUNT });
  return (
    <div className={styles.page} data-testid="cricket-events">
      <LiveAndUpcoming feeds={feeds} id="cricket-events" />
    </div>
  );
}
