import { Link } from 'react-router';
import { useFavorites } from '../../../shared/favorites/use-favorites.ts';
import { FeedEmpty, useChamps } from '../../../shared/feed/index.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { pathFor } from '../../../shared/routes/path-for.ts';
import { Icon } from '../../../shared/ui/icon.tsx';
import { useCricketFeeds } from '../api/cricket-feeds.ts';
import { CRICKET_SPORT_ID } from '../lib/cricket.ts';
import styles from './cricket.module.css';
import { LiveAndUpcoming } from './live-and-upcoming.tsx';

function FavoriteLeagues({ champIds }: { champIds: readonly number[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const champs = useChamps('line', CRICKET_SPORT_ID);
  const starred = (champs.data ?? []).filter((champ) => champIds.includes(champ.id));
  if (starred.length === 0) return null;
  return (
    <nav className={styles.leagueChips} aria-label={t('cricket_leagues')}>
      {starred.map((champ) => (
        <Link
          key={champ.id}
          to={pathFor('cricketChamp', { champ: champ.id }, language)}
          className={styles.leagueChip}
          data-top=""
        >
          <Icon name="star" size={14} />
          {champ.name}
        </Link>
      ))}
    </nav>
  );
}

/** The visitor's starred cricket games and leagues. */
export function CricketFavoritesPage() {
  const { t } = useTranslation();
  const favorites = useFavorites();
  const feeds = useCricketFeeds(
    'GetFavoritesZip',
    { games: [...favorites.gameIds] },
    favorites.gameIds.length > 0,
  );
  const games = [...(feeds.live.data ?? []), ...(feeds.line.data ?? [])];
  const nothing =
    favorites.gameIds.length === 0 ||
    (!feeds.live.isPending && !feeds.line.isPending && games.length === 0);
  return (
    <div className={styles.page} data-testid="cricket-favorites">
      <FavoriteLeagues champIds={favorites.champIds} />
      {nothing ? (
        <FeedEmpty
          icon="star"
          title={t('cricket_no_favorites_title')}
          text={t('cricket_no_favorites_text')}
        />
      ) : (
        <LiveAndUpcoming feeds={feeds} id="cricket-favorites" />
      )}
    </div>
  );
}
