import type { FeedChamp, FeedSportShort } from '@arenabet/contracts';
import { SPORT_ID } from '@arenabet/reference/sports';
import { Link, useSearchParams } from 'react-router';
import {
  FeedEmpty,
  FeedError,
  FeedPageHeader,
  FeedSkeleton,
  SportChipBar,
  useChamps,
  useSportsShort,
} from '../../../shared/feed/index.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { pathFor } from '../../../shared/routes/path-for.ts';
import { Icon } from '../../../shared/ui/icon.tsx';
import styles from './results.module.css';

function sportOf(params: URLSearchParams, offered: readonly number[]): number {
  const asked = Number(params.get('sport'));
  if (offered.includes(asked)) return asked;
  return offered.includes(SPORT_ID.football) ? SPORT_ID.football : (offered[0] ?? 0);
}

function SportTabs({ sports, chosen }: { sports: FeedSportShort[]; chosen: number }) {
  const { t } = useTranslation();
  const chips = sports.map((sport) => ({
    sportId: sport.id,
    name: sport.name,
    to: `?sport=${sport.id}`,
  }));
  return <SportChipBar label={t('results_sports')} chips={chips} selected={chosen} />;
}

/** Top champs first, then by country and name: the order a results index is read in. */
function byImportance(a: FeedChamp, b: FeedChamp): number {
  if (a.isTop !== b.isTop) return a.isTop ? -1 : 1;
  return (a.countryName ?? '').localeCompare(b.countryName ?? '') || a.name.localeCompare(b.name);
}

function ChampCards({ sportId }: { sportId: number }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const champs = useChamps('line', sportId, { enabled: sportId > 0 });
  if (champs.isPending) return <FeedSkeleton rows={6} />;
  if (champs.isError) return <FeedError onRetry={() => void champs.refetch()} />;
  if (champs.data.length === 0) {
    return <FeedEmpty icon="results" title={t('results_no_champs')} />;
  }
  return (
    <ul className={styles.champs} data-testid="results-champs">
      {[...champs.data].sort(byImportance).map((champ) => (
        <li key={champ.id}>
          <Link
            to={pathFor('bettingChampResultsChamp', { champ: champ.id }, language)}
            className={styles.champ}
          >
            <span className={styles.champIcon} data-top={champ.isTop ? '' : undefined}>
              <Icon name="trophy" size={18} />
            </span>
            <span className={styles.champText}>
              <span className={styles.champName}>{champ.name}</span>
              {champ.countryName && (
                <span className={styles.champCountry}>{champ.countryName}</span>
              )}
            </span>
            <Icon name="chevronForward" size={18} mirrorInRtl className={styles.champArrow} />
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** Results: a sport, then its champs, each leading to its finished games. */
export function ResultsPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const sports = useSportsShort('line');
  const offered = (sports.data ?? []).filter((sport) => sport.gameCount > 0);
  const chosen = sportOf(
    params,
    offered.map((sport) => sport.id),
  );
  return (
    <div className={styles.page} data-testid="results-page">
      <FeedPageHeader title={t('results_title')} icon="results" lead={t('results_lead')} />
      {sports.isError && <FeedError onRetry={() => void sports.refetch()} />}
      {offered.length > 0 && <SportTabs sports={offered} chosen={chosen} />}
      {sports.isPending ? <FeedSkeleton rows={6} /> : <ChampCards sportId={chosen} />}
    </div>
  );
}
