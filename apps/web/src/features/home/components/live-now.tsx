import { DASHBOARD_GAMES_LIMIT } from '@arenabet/domain';
import { FeedGames, FeedSection, useLiveGames, useLiveTopics } from '../../../shared/feed/index.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { pathFor } from '../../../shared/routes/path-for.ts';
import { sportParams, sportSearch } from './sport-filter.ts';

/** Games in play right now, moving as they happen. */
export function LiveNow({ sportId }: { sportId: number | null }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const live = useLiveGames({ ...sportParams(sportId), count: DASHBOARD_GAMES_LIMIT });
  useLiveTopics([sportId === null ? 'live' : `sport:${sportId}`]);
  return (
    <FeedSection
      id="live-now"
      title={t('home_live_now')}
      live
      count={live.data?.length}
      more={{
        to: `${pathFor('live', {}, language)}${sportSearch(sportId)}`,
        label: t('home_all_live'),
      }}
    >
      <FeedGames
        query={live}
        withSports={sportId === null}
        skeletonRows={4}
        empty={{ title: t('home_live_empty_title'), text: t('home_live_empty_text'), icon: 'live' }}
      />
    </FeedSection>
  );
}
