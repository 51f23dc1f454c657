import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import type { BothFeeds } from '../api/use-both-feeds.ts';
import styles from './favorites.module.css';
import { FavoritesSection } from './favorites-section.tsx';

/** The starred games the feeds still offer; those over and gone are only counted. */
export function FavoriteGamesSection({
  gameIds,
  feeds,
}: {
  gameIds: readonly number[];
  feeds: BothFeeds;
}) {
  const { t } = useTranslation();
  const gone = feeds.settled ? gameIds.length - feeds.games.length : 0;
  return (
    <FavoritesSection
      title={t('favorites_games_title')}
      count={gameIds.length}
      none={t('favorites_games_none')}
      feeds={feeds}
    >
      {gone > 0 && <p className={styles.hint}>{t('favorites_games_over', { count: gone })}</p>}
    </FavoritesSection>
  );
}
