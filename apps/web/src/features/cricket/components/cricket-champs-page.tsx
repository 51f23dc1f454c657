import type { FeedChamp } from '@arenabet/contracts';
import { Link } from 'react-router';
import { FavoriteChampStar } from '../../../shared/favorites/favorite-star.tsx';
import { FeedEmpty, FeedError, FeedSkeleton, useChamps } from '../../../shared/feed/index.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { pathFor } from '../../../shared/routes/path-for.ts';
import { Icon } from '../../../shared/ui/icon.tsx';
import { CRICKET_SPORT_ID } from '../lib/cricket.ts';
import styles from './cricket.module.css';

/** Champs of both feeds, once each, with the games of both counted. */
function mergeChamps(line: readonly FeedChamp[], live: readonly FeedChamp[]) {
  const byId = new Map<number, { champ: FeedChamp; line: number; live: number }>();
  for (const champ of line) byId.set(champ.id, { champ, line: champ.gameCount, live: 0 });
  for (const champ of live) {
    const known = byId.get(champ.id);
    if (known) known.live = champ.gameCount;
    else byId.set(champ.id, { champ, line: 0, live: champ.gameCount });
  }
  return [...byId.values()].sort(
    (a, b) => Number(b.champ.isTop) - Number(a.champ.isTop) || b.live - a.live || b.line - a.line,
  );
}

/** Every cricket league and tournament, with its games in play and ahead. */
export function CricketChampsPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const line = useChamps('line', CRICKET_SPORT_ID);
  const live = useChamps('live', CRICKET_SPORT_ID);
  if (line.isPending) return <FeedSkeleton rows={6} />;
  if (line.isError) return <FeedError onRetry={() => void line.refetch()} />;
  const champs = mergeChamps(line.data, live.data ?? []);
  if (champs.length === 0) return <FeedEmpty icon="trophy" title={t('cricket_no_champs')} />;
  return (
    <ul className={styles.champGrid} data-testid="cricket-champs">
      {champs.map(({ champ, line: ahead, live: inPlay }) => (
        <li key={champ.id} className={styles.champCard}>
          <Link
            to={pathFor('cricketChamp', { champ: champ.id }, language)}
            className={styles.champLink}
          >
            <span className={styles.champIcon} data-top={champ.isTop ? '' : undefined}>
              <Icon name="trophy" size={20} />
            </span>
            <span className={styles.champText}>
              <span className={styles.champName}>{champ.name}</span>
              <span className={styles.champCountry}>{champ.countryName}</span>
            </span>
          </Link>
          <span className={styles.champCounts}>
            {inPlay > 0 && (
              <span className={styles.liveCount}>
                {t('cricket_champ_live', { number: inPlay })}
              </span>
            )}
            <span>{t('cricket_champ_games', { number: ahead })}</span>
          </span>
          <FavoriteChampStar
            champId={champ.id}
            name={champ.name}
            size="s"
            className={styles.champStar}
          />
        </li>
      ))}
    </ul>
  );
}
