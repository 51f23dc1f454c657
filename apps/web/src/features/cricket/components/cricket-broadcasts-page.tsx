import type { FeedGame, FeedTeam } from '@arenabet/contracts';
import { Link } from 'react-router';
import {
  FeedEmpty,
  FeedError,
  FeedSkeleton,
  LiveClock,
  useLiveGames,
} from '../../../shared/feed/index.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { pathFor } from '../../../shared/routes/path-for.ts';
import { Icon } from '../../../shared/ui/icon.tsx';
import { CRICKET_SPORT_ID, inningsText } from '../lib/cricket.ts';
import styles from './cricket.module.css';

function TeamLine({ game, team, side }: { game: FeedGame; team: FeedTeam; side: 'home' | 'away' }) {
  const language = useLanguage();
  return (
    <div className={styles.castTeam}>
      {team.id ? (
        <Link to={pathFor('cricketTeam', { team: team.id }, language)} className={styles.castName}>
          {team.name}
        </Link>
      ) : (
        <span className={styles.castName}>{team.name}</span>
      )}
      <span className={styles.castRuns}>{inningsText(game, side)}</span>
    </div>
  );
}

function BroadcastCard({ game }: { game: FeedGame }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <li className={styles.cast} data-testid="cricket-broadcast-card">
      <div className={styles.castHead}>
        <span className={styles.castChamp}>{game.champName}</span>
        {game.live && <LiveClock live={game.live} />}
      </div>
      <TeamLine game={game} team={game.home} side="home" />
      {game.away && <TeamLine game={game} team={game.away} side="away" />}
      <Link
        to={pathFor('cricketBroadcast', { game: game.id }, language)}
        className={styles.castOpen}
      >
        {t('cricket_follow')}
        <Icon name="chevronForward" size={16} mirrorInRtl />
      </Link>
    </li>
  );
}

/** Cricket in play as scorecards: innings runs of each side, the over, a way into the match. */
export function CricketBroadcastsPage() {
  const { t } = useTranslation();
  const live = useLiveGames({ sports: [CRICKET_SPORT_ID] });
  if (live.isPending) return <FeedSkeleton rows={4} />;
  if (live.isError && !live.data) return <FeedError onRetry={() => void live.refetch()} />;
  if (live.data.length === 0) {
    return (
      <FeedEmpty icon="live" title={t('cricket_no_live_title')} text={t('cricket_no_live_text')} />
    );
  }
  return (
    <ul className={styles.casts} data-testid="cricket-broadcasts">
      {live.data.map((game) => (
        <BroadcastCard key={game.id} game={game} />
      ))}
    </ul>
  );
}
