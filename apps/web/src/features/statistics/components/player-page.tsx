import type { PlayerShortInfo } from '@arenabet/contracts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { useFrameTitle } from '../hooks/use-frame-reports.ts';
import { useStatistics } from '../hooks/use-statistics.ts';
import styles from './statistics.module.css';
import { Figures, Loaded, StatisticsBlock, TeamLink } from './statistics-parts.tsx';

function PlayerView({ player }: { player: PlayerShortInfo }) {
  const { t } = useTranslation();
  useFrameTitle(player.name);
  return (
    <>
      <header className={styles.hero} data-testid="statistics-player">
        <div className={styles.heroLine}>
          <TeamLink team={player.team} sportId={player.sportId} />
        </div>
        <h1 className={styles.heroTitle}>
          {player.number !== undefined && <span className={styles.muted}>{player.number}</span>}
          {player.name}
        </h1>
        {player.position && <span className={styles.status}>{player.position}</span>}
      </header>
      <StatisticsBlock id="player_season" title={t('stats_player_season')}>
        <Figures
          items={[
            { label: t('stats_player_games'), value: player.games },
            { label: t('stats_player_goals'), value: player.goals },
            { label: t('stats_player_yellow_cards'), value: player.yellowCards },
            { label: t('stats_player_red_cards'), value: player.redCards },
          ]}
        />
      </StatisticsBlock>
    </>
  );
}

export function PlayerPage({ playerId, sportId }: { playerId: number; sportId: number }) {
  const query = useStatistics('shortPlayersInfo', { playerIds: String(playerId), sportId });
  return (
    <Loaded query={query}>
      {(players) => (players[0] ? <PlayerView player={players[0]} /> : null)}
    </Loaded>
  );
}
