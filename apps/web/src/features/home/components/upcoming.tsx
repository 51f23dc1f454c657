import {
  DASHBOARD_GAMES_LIMIT,
  groupUpcoming,
  UPCOMING_GROUPS,
  type UpcomingGroup,
} from '@arenabet/domain';
import { useMemo, useState } from 'react';
import {
  FeedEmpty,
  FeedError,
  FeedSection,
  FeedSkeleton,
  GameList,
  useLineGames,
} from '../../../shared/feed/index.ts';
import { i18nKey } from '../../../shared/i18n/i18n-key.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import segmented from '../../../shared/ui/segmented.module.css';
import { useNearViewport } from '../../../shared/ui/use-near-viewport.ts';
import styles from './home.module.css';
import { sportParams } from './sport-filter.ts';

const HOUR_SECONDS = 3_600;
/** How far ahead "over 4 h" looks: the rest of the day and the evening after it. */
const UPCOMING_HORIZON_SECONDS = 24 * HOUR_SECONDS;
/** The window moves in steps of 5 minutes, so a re-render does not make a new request. */
const WINDOW_STEP_SECONDS = 300;
const UPCOMING_COUNT = 300;

const GROUP_LABEL: Record<UpcomingGroup, string> = {
  '0-2h': i18nKey('home_upcoming_0_2'),
  '2-4h': i18nKey('home_upcoming_2_4'),
  over4h: i18nKey('home_upcoming_over_4'),
};

/** Games starting soon, in the spec's groups: within 2 hours, in 2-4 hours, later. */
export function Upcoming({ sportId }: { sportId: number | null }) {
  const { t } = useTranslation();
  // Below the first screen, and the home page's largest answer: asked for on the way down.
  const [panel, near] = useNearViewport<HTMLDivElement>();
  const from = Math.floor(Date.now() / 1000 / WINDOW_STEP_SECONDS) * WINDOW_STEP_SECONDS;
  const games = useLineGames(
    {
      ...sportParams(sportId),
      tsFrom: from,
      tsTo: from + UPCOMING_HORIZON_SECONDS,
      count: UPCOMING_COUNT,
    },
    { enabled: near },
  );
  const groups = useMemo(
    () => groupUpcoming(games.data ?? [], (game) => game.startsAt * 1000, Date.now()),
    [games.data],
  );
  const [chosen, setChosen] = useState<UpcomingGroup | undefined>();
  // Until the visitor picks a group, the first one with games is open.
  const open = chosen ?? UPCOMING_GROUPS.find((group) => groups[group].length > 0) ?? '0-2h';
  const shown = groups[open].slice(0, DASHBOARD_GAMES_LIMIT);

  const tabs = (
    <div
      role="tablist"
      aria-label={t('home_upcoming')}
      className={`${segmented.segments} ${styles.groupTabs}`}
    >
      {UPCOMING_GROUPS.map((group) => (
        <button
          key={group}
          type="button"
          role="tab"
          id={`upcoming-tab-${group}`}
          aria-selected={group === open}
          aria-controls="upcoming-panel"
          className={segmented.segment}
          onClick={() => setChosen(group)}
        >
          {t(GROUP_LABEL[group])}
          {games.data && <span className={styles.groupCount}>{groups[group].length}</span>}
        </button>
      ))}
    </div>
  );

  return (
    <FeedSection id="upcoming" title={t('home_upcoming')} icon="history" actions={tabs}>
      <div ref={panel} id="upcoming-panel" role="tabpanel" aria-labelledby={`upcoming-tab-${open}`}>
        {games.isPending ? (
          <FeedSkeleton rows={4} />
        ) : games.isError ? (
          <FeedError onRetry={() => void games.refetch()} />
        ) : shown.length > 0 ? (
          <GameList games={shown} withSports={sportId === null} />
        ) : (
          <FeedEmpty title={t('home_upcoming_empty_title')} text={t('home_upcoming_empty_text')} />
        )}
      </div>
    </FeedSection>
  );
}
