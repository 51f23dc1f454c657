import { FeedError, FeedSkeleton, useTopChamps } from '../../../shared/feed/index.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { pathFor } from '../../../shared/routes/path-for.ts';
import { useRouteIds } from '../hooks/use-route-ids.ts';
import { sectionSport } from '../lib/route-ids.ts';
import { DashboardPage } from './dashboard-page.tsx';
import styles from './line.module.css';

/**
 * Top events (topEvents, topEventsHome, topEventsSection): the games of the feed's top champs,
 * `:section` narrowing them to a sport.
 */
export function TopEventsPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { section } = useRouteIds();
  const selected = sectionSport(section, []);
  const topChamps = useTopChamps('line');
  if (topChamps.isPending) return <TopSkeleton />;
  if (topChamps.isError) return <FeedError onRetry={() => void topChamps.refetch()} />;
  const champs = topChamps.data
    .filter((champ) => selected === undefined || champ.sportId === selected)
    .map((champ) => champ.id);
  const sports = [...new Set(topChamps.data.map((champ) => champ.sportId))];
  return (
    <DashboardPage
      testId="top-events-page"
      title={t('line_top_events_title')}
      lead={t('line_top_events_lead')}
      icon="fire"
      params={champs.length > 0 ? { champs } : null}
      chips={{
        sports,
        selected,
        linkFor: (id) =>
          id === undefined
            ? pathFor('topEvents', {}, language)
            : pathFor('topEventsSection', { section: id }, language),
      }}
      emptyTitle={t('line_top_events_empty_title')}
      emptyText={t('line_dashboard_empty_text')}
    />
  );
}

function TopSkeleton() {
  return (
    <div className={styles.page}>
      <FeedSkeleton rows={8} />
    </div>
  );
}
