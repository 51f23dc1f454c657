import type { FeedGame, PushTopic } from '@arenabet/contracts';
import { sportById, sportName, VIRTUAL_SPORT_IDS } from '@arenabet/reference/sports';
import type { UseQueryResult } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import {
  FeedGames,
  FeedPageHeader,
  FeedSection,
  SportChipBar,
  useLineGames,
  useLiveGames,
  useLiveTopics,
} from '../../../shared/feed/index.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { pathFor } from '../../../shared/routes/path-for.ts';
import {
  formatFromSearch,
  gamesOfFormat,
  type VirtualFormat,
  virtualFormats,
} from '../lib/virtual-formats.ts';
import styles from './virtual-sports.module.css';

/** Upcoming games asked for: a few hours of every format, the page lists them all. */
const UPCOMING_COUNT = 300;
const TOPICS: PushTopic[] = VIRTUAL_SPORT_IDS.map((id): PushTopic => `sport:${id}`);

function narrowed(
  query: UseQueryResult<FeedGame[]>,
  sportId: number | undefined,
): UseQueryResult<readonly FeedGame[]> {
  if (!query.data) return query;
  return { ...query, data: gamesOfFormat(query.data, sportId) } as UseQueryResult<
    readonly FeedGame[]
  >;
}

/**
 * Virtual sports: the short formats played around the clock (the feed's `virtualSports`), in
 * play and to come, priced like any game and picked into the coupon the same way.
 */
export function VirtualSportsPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const selected = formatFromSearch(search.get('sport'));
  const live = useLiveGames({ virtualSports: true });
  const upcoming = useLineGames({ virtualSports: true, count: UPCOMING_COUNT });
  useLiveTopics(TOPICS);
  const formats = virtualFormats(live.data ?? [], upcoming.data ?? []);
  const [liveShown, upcomingShown] = [narrowed(live, selected), narrowed(upcoming, selected)];
  const empty = {
    title: t('virtual_sports_empty_title'),
    text: t('virtual_sports_empty_text'),
    icon: 'virtual' as const,
  };
  const liveCount = liveShown.data?.length ?? 0;

  return (
    <div className={styles.page} data-testid="virtual-sports-page">
      <FeedPageHeader
        title={t('virtual_sports_title')}
        icon="virtual"
        lead={t('virtual_sports_lead')}
      />
      <FormatChips formats={formats} selected={selected} />
      {liveCount > 0 && (
        <FeedSection id="virtual-live" title={t('line_live_now')} live count={liveCount}>
          <FeedGames query={liveShown} withSports empty={empty} />
        </FeedSection>
      )}
      <FeedSection
        id="virtual-upcoming"
        title={t('line_upcoming')}
        icon="line"
        count={upcomingShown.data?.length}
      >
        <FeedGames query={upcomingShown} withSports skeletonRows={8} empty={empty} />
      </FeedSection>
    </div>
  );
}

/** The formats as chips, each with its games in play and to come; "All" first. */
function FormatChips({
  formats,
  selected,
}: {
  formats: readonly VirtualFormat[];
  selected: number | undefined;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const page = pathFor('virtualSports', {}, language);
  if (formats.length === 0) return null;
  const chips = [
    { sportId: undefined, name: t('line_all_sports'), to: page },
    ...formats.map((format) => {
      const sport = sportById(format.sportId);
      return {
        sportId: format.sportId,
        name: sport ? sportName(sport, language) : String(format.sportId),
        to: `${page}?sport=${format.sportId}`,
        count: format.live + format.upcoming,
      };
    }),
  ];
  return <SportChipBar label={t('virtual_sports_formats')} chips={chips} selected={selected} />;
}
