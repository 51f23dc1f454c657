import type { PushTopic } from '@arenabet/contracts';
import { Link } from 'react-router';
import { useFavorites } from '../../../shared/favorites/use-favorites.ts';
import { FeedEmpty, FeedError, FeedSkeleton, useLiveTopics } from '../../../shared/feed/index.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { pathFor } from '../../../shared/routes/path-for.ts';
import buttons from '../../../shared/ui/button.module.css';
import { Icon } from '../../../shared/ui/icon.tsx';
import { usePageTitle } from '../../../shared/ui/page/page-title.tsx';
import { useFavoriteChampGames, useFavoriteGames } from '../api/use-favorite-feeds.ts';
import { FavoriteChampsSection } from './favorite-champs-section.tsx';
import { FavoriteGamesSection } from './favorite-games-section.tsx';
import styles from './favorites.module.css';

/** Topics one page may hold; the rest of the push budget is left to the other pages' needs. */
const MAX_LIVE_TOPICS = 100;

/**
 * The visitor's favourites: starred games, in play first, and the games of starred champs.
 * An anonymous visitor's are those of this browser; a player's, those of the account.
 */
export function FavoritesPage() {
  const { t } = useTranslation();
  const favorites = useFavorites();
  const games = useFavoriteGames(favorites.gameIds);
  const champGames = useFavoriteChampGames(favorites.champIds);
  const liveIds = [...new Set([...games.liveIds, ...champGames.liveIds])];
  useLiveTopics(liveIds.slice(0, MAX_LIVE_TOPICS).map((id): PushTopic => `game:${id}`));
  const empty = favorites.gameIds.length === 0 && favorites.champIds.length === 0;
  usePageTitle(t('favorites_title'));

  return (
    <div className={styles.page} data-testid="favorites-page">
      <header className={styles.intro}>
        <span className={styles.mark} aria-hidden="true">
          <Icon name="star" size={26} />
        </span>
        <div>
          <h1 className={styles.title}>{t('favorites_title')}</h1>
          <p className={styles.lead}>
            {favorites.signedIn ? t('favorites_lead_account') : t('favorites_lead_browser')}
          </p>
        </div>
      </header>
      {favorites.pending && <FeedSkeleton rows={4} />}
      {favorites.failed && <FeedError onRetry={favorites.refetch} />}
      {!favorites.pending && !favorites.failed && empty && <NoFavorites />}
      {!favorites.pending && !favorites.failed && !empty && (
        <>
          <FavoriteGamesSection gameIds={favorites.gameIds} feeds={games} />
          <FavoriteChampsSection champIds={favorites.champIds} feeds={champGames} />
        </>
      )}
    </div>
  );
}

function NoFavorites() {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <FeedEmpty
      icon="star"
      title={t('favorites_empty_title')}
      text={t('favorites_empty_text')}
      action={
        <Link to={pathFor('home', {}, language)} className={buttons.primary}>
          {t('favorites_to_line')}
        </Link>
      }
    />
  );
}
