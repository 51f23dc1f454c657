import { Link } from 'react-router';
import { FeedGames, FeedSection, useChamps } from '../../../shared/feed/index.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { pathFor } from '../../../shared/routes/path-for.ts';
import { Icon } from '../../../shared/ui/icon.tsx';
import { useCricketFeeds } from '../api/cricket-feeds.ts';
import { CRICKET_SPORT_ID } from '../lib/cricket.ts';
import styles from './cricket.module.css';

/** Games ahead on the section's home: the next ones, the rest is one tab away. */
const HOME_UPCOMING = 20;

function TopLeagues() {
  const { t } = useTranslation();
  const language = useLanguage();
  const champs = useChamps('line', CRICKET_SPORT_ID);
  const top = (champs.data ?? []).filter((champ) => champ.gameCount > 0).slice(0, 8);
  if (top.length === 0) return null;
  return (
    <nav className={styles.leagueChips} aria-label={t('cricket_leagues')}>
      {top.map((champ) => (
        <Link
          key={champ.id}
          to={pathFor('cricketChamp', { champ: champ.id }, language)}
          className={styles.leagueChip}
          data-top={champ.isTop ? '' : undefined}
        >
          <Icon name="trophy" size={14} />
          {champ.name}
          <span className={styles.leagueCount}>{champ.gameCount}</span>
        </Link>
      ))}
    </nav>
  );
}

/** The cricket section's home: the leagues, the games in play, the next games. */
export function CricketHomePage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const feeds = useCricketFeeds('Get1x2_VZip');
  return (
    <div className={styles.page} data-testid="cricket-home">
      <TopLeagues />
      <FeedSection
        id="cricket-live"
        title={t('cricket_live_now')}
        live
        count={feeds.live.data?.length}
        more={{ to: pathFor('cricketBroadcasts', {}, language), label: t('cricket_all_live') }}
      >
        <FeedGames
          query={feeds.live}
          empty={{
            title: t('cricket_no_live_title'),
            text: t('cricket_no_live_text'),
            icon: 'live',
          }}
        />
      </FeedSection>
      <FeedSection
        id="cricket-upcoming"
        title={t('cricket_upcoming')}
        icon="line"
        count={feeds.line.data?.length}
        more={{ to: pathFor('cricketAllEvents', {}, language), label: t('cricket_all_events') }}
      >
        <FeedGames
          query={feeds.line}
          limit={HOME_UPCOMING}
          empty={{ title: t('cricket_no_events_title'), icon: 'line' }}
        />
      </FeedSection>
    </div>
  );
}
