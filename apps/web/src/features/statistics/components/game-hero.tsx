import type { GameStatusInfo, StatisticsTeam } from '@arenabet/contracts';
import { GAME_STATUS } from '@arenabet/reference/games';
import { Link } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { useStatisticsFrame } from '../hooks/use-statistics-frame.ts';
import { formatGameTime } from '../lib/statistics-time.ts';
import styles from './statistics.module.css';
import { TeamMark } from './statistics-parts.tsx';

function GameStatusPill({ game }: { game: GameStatusInfo }) {
  const { t } = useTranslation();
  if (game.isLive) {
    const minute = game.timerSeconds === undefined ? '' : ` ${Math.floor(game.timerSeconds / 60)}'`;
    return (
      <span className={styles.status} data-tone="live">
        {game.periodText ?? t('stats_status_live')}
        {minute}
      </span>
    );
  }
  if (game.status === GAME_STATUS.CANCELED) {
    return <span className={styles.status}>{t('stats_status_cancelled')}</span>;
  }
  return (
    <span className={styles.status}>
      {game.isFinished ? t('stats_status_finished') : t('stats_status_upcoming')}
    </span>
  );
}

function Side({ team, sportId }: { team: StatisticsTeam; sportId: number }) {
  const { linkTo } = useStatisticsFrame();
  return (
    <div className={styles.side}>
      <TeamMark id={team.id} name={team.name} />
      <Link className={styles.sideName} to={linkTo({ kind: 'team', sportId, teamId: team.id })}>
        {team.name}
      </Link>
    </div>
  );
}

/** The game's scoreboard: champ, teams, the score (or the start time) and where it stands. */
export function GameHero({ game }: { game: GameStatusInfo }) {
  const { lng, params, linkTo } = useStatisticsFrame();
  return (
    <header className={styles.hero} data-testid="statistics-game-hero">
      <div className={styles.heroLine}>
        <span>{game.sportName}</span>
        <span aria-hidden="true">·</span>
        <Link
          className={styles.sideName}
          to={linkTo({ kind: 'stage', sportId: game.sportId, stageId: game.champId })}
        >
          {game.champName}
        </Link>
        <span aria-hidden="true">·</span>
        <time dateTime={new Date(game.startsAt * 1000).toISOString()}>
          {formatGameTime(game.startsAt, lng, params.tz)}
        </time>
      </div>
      {game.away ? (
        <div className={styles.scoreboard}>
          <Side team={game.home} sportId={game.sportId} />
          <div className={styles.score}>
            {game.score ? (
              <span className={styles.scoreDigits} data-testid="statistics-score">
                <span>{game.score.home}</span>
                <span aria-hidden="true">:</span>
                <span>{game.score.away}</span>
              </span>
            ) : (
              <span className={styles.scoreTime}>
                {formatGameTime(game.startsAt, lng, params.tz)}
              </span>
            )}
            <GameStatusPill game={game} />
          </div>
          <Side team={game.away} sportId={game.sportId} />
        </div>
      ) : (
        <div className={styles.heroTitle}>
          {game.home.name}
          <GameStatusPill game={game} />
        </div>
      )}
    </header>
  );
}
