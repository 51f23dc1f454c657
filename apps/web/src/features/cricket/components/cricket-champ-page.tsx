import { FEED_MAX_COUNT } from '@arenabet/contracts';
import { Link, useParams } from 'react-router';
import { FavoriteChampStar } from '../../../shared/favorites/favorite-star.tsx';
import { FeedEmpty, useLiveTopics } from '../../../shared/feed/index.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { pathFor } from '../../../shared/routes/path-for.ts';
import { Icon } from '../../../shared/ui/icon.tsx';
import { useCricketFeeds } from '../api/cricket-feeds.ts';
import { routeIdOf } from '../lib/cricket.ts';
import styles from './cricket.module.css';
import { LiveAndUpcoming } from './live-and-upcoming.tsx';

/** A cricket league: its games in play and ahead, its results and standings a link away. */
export function CricketChampPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const champId = routeIdOf(useParams().champ);
  const feeds = useCricketFeeds(
    'Get1x2_VZip',
    { champs: champId ? [champId] : [], count: FEED_MAX_COUNT },
    champId !== undefined,
  );
  useLiveTopics(champId ? [`champ:${champId}`] : []);
  if (champId === undefined) return <FeedEmpty icon="trophy" title={t('cricket_no_champ')} />;
  const first = feeds.live.data?.[0] ?? feeds.line.data?.[0];
  return (
    <div className={styles.page} data-testid="cricket-champ">
      <header className={styles.pageHead}>
        <h1 className={styles.pageTitle}>{first?.champName ?? t('cricket_league')}</h1>
        {first && <FavoriteChampStar champId={champId} name={first.champName} />}
        <Link
          to={pathFor('bettingChampResultsChamp', { champ: champId }, language)}
          className={styles.pill}
        >
          <Icon name="results" size={16} />
          {t('cricket_results')}
        </Link>
      </header>
      <LiveAndUpcoming feeds={feeds} id="cricket-champ" />
    </div>
  );
}
