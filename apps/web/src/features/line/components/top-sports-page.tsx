import { sportById } from '@arenabet/reference/sports';
import { Link } from 'react-router';
import { FeedError, FeedSkeleton, useSportsShort } from '../../../shared/feed/index.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { pathFor } from '../../../shared/routes/path-for.ts';
import { SportIcon } from '../../../shared/ui/sport-icon.tsx';
import { useRouteIds } from '../hooks/use-route-ids.ts';
import { sectionSport } from '../lib/route-ids.ts';
import { rankSports, type SportCount } from '../lib/top-sports.ts';
import { DashboardPage } from './dashboard-page.tsx';
import styles from './line.module.css';

/** Sports on the top-sports leaderboard. */
const TOP_SPORTS_SHOWN = 8;

/**
 * Top sports (topSportsSection): the sports with the most games, ranked, with their counts;
 * `:section` opens one of them (the first one when it names none).
 */
export function TopSportsPage() {
  const { t } = useTranslation();
  const { section } = useRouteIds();
  const line = useSportsShort('line');
  const live = useSportsShort('live');
  if (line.isPending || live.isPending) {
    return (
      <div className={styles.page}>
        <FeedSkeleton rows={8} />
      </div>
    );
  }
  if (line.isError) return <FeedError onRetry={() => void line.refetch()} />;
  const ranked = rankSports(line.data, live.data ?? []).slice(0, TOP_SPORTS_SHOWN);
  const selected = sectionSport(section, []) ?? ranked[0]?.id;
  return (
    <DashboardPage
      testId="top-sports-page"
      title={t('line_top_sports_title')}
      lead={t('line_top_sports_lead')}
      icon="trophy"
      params={selected === undefined ? null : { sports: [selected] }}
      emptyTitle={t('line_top_sports_empty_title')}
      emptyText={t('line_dashboard_empty_text')}
    >
      <SportBoard sports={ranked} selected={selected} />
    </DashboardPage>
  );
}

function SportBoard({ sports, selected }: { sports: readonly SportCount[]; selected?: number }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <ol className={styles.sportBoard} aria-label={t('line_top_sports_title')}>
      {sports.map((sport) => {
        const reference = sportById(sport.id);
        return (
          <li key={sport.id}>
            <Link
              to={pathFor('topSportsSection', { section: sport.id }, language)}
              className={styles.sportEntry}
              aria-current={sport.id === selected ? 'true' : undefined}
            >
              <span className={styles.sportEntryIcon}>
                <SportIcon
                  slug={reference?.slug ?? ''}
                  isCyber={reference?.isCyber ?? false}
                  size={22}
                />
              </span>
              <span className={styles.sportEntryName}>{sport.name}</span>
              <span className={styles.sportEntryCounts}>
                {t('line_sport_counts', { line: sport.line, live: sport.live })}
              </span>
            </Link>
          </li>
        );
      })}
    </ol>
  );
}
