import type { FeedGame, PushTopic } from '@arenabet/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import {
  FeedPageHeader,
  type FeedParams,
  useLineGames,
  useLiveGames,
  useLiveTopics,
} from '../../../shared/feed/index.ts';
import type { IconName } from '../../../shared/ui/icon-paths.tsx';
import styles from './line.module.css';
import { LiveAndLine } from './live-and-line.tsx';
import { SportChips } from './sport-chips.tsx';

/** Pre-match games a dashboard asks for: plenty, the page lists them all. */
const DASHBOARD_LINE_COUNT = 300;

export interface DashboardChips {
  /** The dashboard's sports offered as chips; all the feed has when empty. */
  sports: readonly number[];
  selected: number | undefined;
  linkFor(sportId: number | undefined): string;
}

interface DashboardPageProps {
  testId: string;
  title: string;
  icon: IconName;
  lead?: string;
  /** What the dashboard asks the feed for (sports, champs, country); null: nothing to ask. */
  params: FeedParams | null;
  chips?: DashboardChips;
  /** A dashboard's own narrowing or order of the games (best prices first, ...). */
  pick?(games: readonly FeedGame[]): readonly FeedGame[];
  emptyTitle: string;
  emptyText: string;
  /** Above the lists: tiles of the dashboard's sections. */
  children?: ReactNode;
}

/** The push topics of a dashboard: its sports, or all of live. */
function topicsOf(params: FeedParams | null): PushTopic[] {
  if (!params) return [];
  const sports = params.sports ?? [];
  return sports.length > 0 ? sports.map((id): PushTopic => `sport:${id}`) : ['live'];
}

function picked(
  query: UseQueryResult<FeedGame[]>,
  pick: DashboardPageProps['pick'],
): UseQueryResult<readonly FeedGame[]> {
  if (!pick || !query.data) return query;
  return { ...query, data: pick(query.data) } as UseQueryResult<readonly FeedGame[]>;
}

/**
 * A dashboard section (cyber, UFC, politics, top events, ...): its games in play and its
 * pre-match games, narrowed by a chip to one of its sports.
 */
export function DashboardPage(props: DashboardPageProps) {
  const { params, chips, pick } = props;
  const enabled = params !== null;
  const live = picked(useLiveGames(params ?? {}, { enabled }), pick);
  const line = picked(useLineGames({ ...params, count: DASHBOARD_LINE_COUNT }, { enabled }), pick);
  useLiveTopics(topicsOf(params));
  const empty = { title: props.emptyTitle, text: props.emptyText, icon: props.icon };

  return (
    <div className={styles.page} data-testid={props.testId}>
      <FeedPageHeader title={props.title} icon={props.icon} lead={props.lead} />
      {props.children}
      {chips && (
        <SportChips
          root="line"
          selected={chips.selected}
          linkFor={chips.linkFor}
          {...(chips.sports.length > 0 ? { only: chips.sports } : {})}
        />
      )}
      <LiveAndLine id={props.testId} live={live} line={line} empty={empty} withSports />
    </div>
  );
}
