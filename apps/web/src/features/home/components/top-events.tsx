import { DASHBOARD_GAMES_LIMIT } from '@arenabet/domain';
import { sportById, sportName } from '@arenabet/reference/sports';
import { FeedGames, FeedSection, useTopGames } from '../../../shared/feed/index.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { pathFor } from '../../../shared/routes/path-for.ts';
import { sportParams } from './sport-filter.ts';

/** The most watched pre-match games (GetTopGamesStatZip), up to the dashboard's 20. */
export function TopEvents({ sportId }: { sportId: number | null }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const top = useTopGames('line', { ...sportParams(sportId), count: DASHBOARD_GAMES_LIMIT });
  const sport = sportId === null ? undefined : sportById(sportId);
  const more =
    sportId === null
      ? pathFor('topEvents', {}, language)
      : pathFor('topEventsSection', { section: sportId }, language);
  return (
    <FeedSection
      id="top-events"
      title={
        sport
          ? t('home_top_events_in', { sport: sportName(sport, language) })
          : t('home_top_events')
      }
      icon="fire"
      more={{ to: more, label: t('home_all_top_events') }}
    >
      <FeedGames
        query={top}
        withSports={sportId === null}
        limit={DASHBOARD_GAMES_LIMIT}
        skeletonRows={4}
        empty={{ title: t('home_line_empty_title'), text: t('home_top_events_empty_text') }}
      />
    </FeedSection>
  );
}
