import type { FeedGame } from '@arenabet/contracts';
import { FeedPageHeader, useLiveTopics, useTeamGames } from '../../../shared/feed/index.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { useRouteIds } from '../hooks/use-route-ids.ts';
import { routeId } from '../lib/route-ids.ts';
import styles from './line.module.css';
import { LiveAndLine } from './live-and-line.tsx';
import { NotFoundInLine } from './not-found-in-line.tsx';

/** The team's name as the feed writes it in one of its games. */
function teamName(games: readonly FeedGame[] | undefined, teamId: number): string | undefined {
  for (const game of games ?? []) {
    if (game.home.id === teamId) return game.home.name;
    if (game.away?.id === teamId) return game.away.name;
  }
  return undefined;
}

/** A team (teamSection, `:section` = the team's id): its games in play and ahead. */
export function TeamPage() {
  const { section } = useRouteIds();
  const teamId = routeId(section);
  if (teamId === undefined) return <NotFoundInLine />;
  return <TeamGames teamId={teamId} />;
}

function TeamGames({ teamId }: { teamId: number }) {
  const { t } = useTranslation();
  const live = useTeamGames('live', [teamId]);
  const line = useTeamGames('line', [teamId]);
  const games = [...(live.data ?? []), ...(line.data ?? [])];
  useLiveTopics(games.map((game) => `game:${game.id}` as const));
  const name = teamName(games, teamId);
  return (
    <div className={styles.page} data-testid="team-page">
      <FeedPageHeader
        title={name ?? t('line_team_title')}
        sportId={games[0]?.sportId}
        icon="user"
        lead={t('line_team_lead')}
      />
      <LiveAndLine
        id="team"
        live={live}
        line={line}
        withSports
        empty={{ title: t('line_team_empty_title'), text: t('line_dashboard_empty_text') }}
      />
    </div>
  );
}
