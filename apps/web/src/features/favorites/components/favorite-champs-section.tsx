import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import type { BothFeeds } from '../api/use-both-feeds.ts';
import { champsWithoutGames, firstOfEachChamp } from '../lib/merge-feeds.ts';
import styles from './favorites.module.css';
import { FavoritesSection } from './favorites-section.tsx';
import { QuietChamp } from './quiet-champ.tsx';

/** Enough of a champ for a look; its page, a click on its name away, has them all. */
const GAMES_PER_CHAMP = 10;

/** The starred champs with their games; a champ without games now is listed under them. */
export function FavoriteChampsSection({
  champIds,
  feeds,
}: {
  champIds: readonly number[];
  feeds: BothFeeds;
}) {
  const { t } = useTranslation();
  const quiet = feeds.settled ? champsWithoutGames(champIds, feeds.games) : [];
  const shown = firstOfEachChamp(feeds.games, GAMES_PER_CHAMP);
  return (
    <FavoritesSection
      title={t('favorites_champs_title')}
      count={champIds.length}
      none={t('favorites_champs_none')}
      feeds={feeds}
      games={shown.games}
    >
      {shown.cut && <p className={styles.hint}>{t('favorites_champs_cut')}</p>}
      {quiet.length > 0 && (
        <ul className={styles.quietList}>
          {quiet.map((champId) => (
            <QuietChamp key={champId} champId={champId} />
          ))}
        </ul>
      )}
    </FavoritesSection>
  );
}
