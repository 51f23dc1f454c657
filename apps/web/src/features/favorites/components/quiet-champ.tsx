import { sportById } from '@arenabet/reference/sports';
import { Link } from 'react-router';
import { FavoriteChampStar } from '../../../shared/favorites/favorite-star.tsx';
import { champPath, useChamp } from '../../../shared/feed/index.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { SportIcon } from '../../../shared/ui/sport-icon.tsx';
import styles from './favorites.module.css';

/**
 * A starred champ with no games in the feeds now (between rounds, season over): its name from
 * the champ call, so the player can still open it or let it go.
 */
export function QuietChamp({ champId }: { champId: number }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { data: champ, isPending } = useChamp('line', champId);
  const sport = champ ? sportById(champ.sportId) : undefined;
  const name = champ?.name ?? t('favorites_champ_unnamed', { id: champId });
  return (
    <li className={styles.quiet} data-testid="favorite-quiet-champ">
      <span className={styles.quietIcon}>
        <SportIcon slug={sport?.slug ?? ''} isCyber={sport?.isCyber ?? false} size={18} />
      </span>
      <span className={styles.quietText}>
        {champ ? (
          <Link
            to={champPath({ sportId: champ.sportId, champId }, language)}
            className={styles.quietName}
          >
            {name}
          </Link>
        ) : (
          <span className={styles.quietName}>{isPending ? t('loading') : name}</span>
        )}
        <span className={styles.quietNote}>{t('favorites_champ_no_games')}</span>
      </span>
      <FavoriteChampStar champId={champId} name={name} size="s" />
    </li>
  );
}
