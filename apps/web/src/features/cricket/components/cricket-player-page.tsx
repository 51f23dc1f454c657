import { statisticsLink } from '@arenabet/domain';
import { Link, useParams } from 'react-router';
import { FeedEmpty, FeedError, FeedSkeleton } from '../../../shared/feed/index.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { pathFor } from '../../../shared/routes/path-for.ts';
import { Icon } from '../../../shared/ui/icon.tsx';
import { usePlayerProfile } from '../api/cricket-statistics.ts';
import { routeIdOf } from '../lib/cricket.ts';
import styles from './cricket.module.css';
import { StatTiles } from './stat-tiles.tsx';

/** A cricket player: team, role, shirt and what the history tallies for them. */
export function CricketPlayerPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const playerId = routeIdOf(useParams().player);
  const profile = usePlayerProfile(playerId);
  if (playerId === undefined) return <FeedEmpty icon="user" title={t('cricket_no_player')} />;
  if (profile.isPending) return <FeedSkeleton rows={3} />;
  if (profile.isError) return <FeedError onRetry={() => void profile.refetch()} />;
  const player = profile.data;
  if (!player) return <FeedEmpty icon="user" title={t('cricket_no_player')} />;
  return (
    <div className={styles.page} data-testid="cricket-player">
      <header className={styles.profile}>
        <span className={styles.avatar} aria-hidden="true">
          {player.number ?? <Icon name="user" size={30} />}
        </span>
        <div className={styles.profileText}>
          <h1 className={styles.pageTitle}>{player.name}</h1>
          <p className={styles.pageNote}>
            <Link to={pathFor('cricketTeam', { team: player.team.id }, language)}>
              {player.team.name}
            </Link>
            {player.position && ` · ${player.position}`}
          </p>
        </div>
        <a
          href={statisticsLink(language, {
            kind: 'player',
            sportId: player.sportId,
            playerId: player.id,
          })}
          target="_blank"
          rel="noopener"
          className={styles.pill}
        >
          <Icon name="results" size={16} />
          {t('cricket_statistics')}
        </a>
      </header>
      <StatTiles
        tiles={[
          [t('cricket_player_games'), player.games],
          [t('cricket_player_scored'), player.goals],
          [t('cricket_player_cards'), player.yellowCards + player.redCards],
        ]}
      />
    </div>
  );
}
