import type { FeedGame } from '@arenabet/contracts';
import { DASHBOARD_GAMES_LIMIT } from '@arenabet/domain';
import { useFavorites } from '../../../shared/favorites/use-favorites.ts';
import { BackLink, FeedSkeleton, useTopChamps } from '../../../shared/feed/index.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { pathFor } from '../../../shared/routes/path-for.ts';
import { useRouteIds } from '../hooks/use-route-ids.ts';
import { sectionSport } from '../lib/route-ids.ts';
import { ChampGames } from './champ-page.tsx';
import { DashboardPage } from './dashboard-page.tsx';
import styles from './line.module.css';
import { NotFoundInLine } from './not-found-in-line.tsx';

/** The most prominent games first, as many as a dashboard shows. */
function mostProminent(games: readonly FeedGame[]): FeedGame[] {
  return [...games].sort((a, b) => b.priority - a.priority).slice(0, DASHBOARD_GAMES_LIMIT);
}

/**
 * Recommendations (bettingRecommendation, bettingRecommendationSection): games of the champs
 * the visitor follows and of the feed's top champs, the most prominent first; `:section` a sport.
 */
export function RecommendationPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { section } = useRouteIds();
  const selected = sectionSport(section, []);
  const favourites = useFavorites();
  const topChamps = useTopChamps('line');
  if (topChamps.isPending || favourites.pending) {
    return (
      <div className={styles.page}>
        <FeedSkeleton rows={8} />
      </div>
    );
  }
  const champs = [...new Set([...favourites.champIds, ...(topChamps.data ?? []).map((c) => c.id)])];
  const sports = selected === undefined ? {} : { sports: [selected] };
  return (
    <DashboardPage
      testId="recommendation-page"
      title={t('line_recommendation_title')}
      lead={
        favourites.champIds.length > 0
          ? t('line_recommendation_lead_favourites')
          : t('line_recommendation_lead')
      }
      icon="compass"
      params={champs.length > 0 ? { champs, ...sports } : null}
      pick={mostProminent}
      chips={{
        sports: [],
        selected,
        linkFor: (id) =>
          id === undefined
            ? pathFor('bettingRecommendation', {}, language)
            : pathFor('bettingRecommendationSection', { section: id }, language),
      }}
      emptyTitle={t('line_recommendation_empty_title')}
      emptyText={t('line_dashboard_empty_text')}
    />
  );
}

/** A recommended champ (bettingRecommendationSectionChamp): the champ's page, back to the list. */
export function RecommendationChampPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { section, champId } = useRouteIds();
  if (champId === undefined) return <NotFoundInLine />;
  const sportId = sectionSport(section, []);
  const list =
    sportId === undefined
      ? pathFor('bettingRecommendation', {}, language)
      : pathFor('bettingRecommendationSection', { section: sportId }, language);
  return (
    <ChampGames
      sportId={sportId}
      champId={champId}
      back={() => <BackLink to={list} label={t('line_recommendation_title')} />}
    />
  );
}
