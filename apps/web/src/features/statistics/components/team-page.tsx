import type { StatisticsPlayer, TeamLastGames } from '@arenabet/contracts';
import { Link } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { useFrameTitle } from '../hooks/use-frame-reports.ts';
import { useStatistics } from '../hooks/use-statistics.ts';
import { useStatisticsFrame } from '../hooks/use-statistics-frame.ts';
import { GameList } from './game-list.tsx';
import styles from './statistics.module.css';
import {
  Empty,
  Figures,
  FormBadges,
  Loaded,
  StatisticsBlock,
  TeamMark,
} from './statistics-parts.tsx';
import tables from './tables.module.css';

const LAST_GAMES = 20;

/** The squad by position, in the order the feed lists positions (goalkeepers first). */
function groupByPosition(squad: readonly StatisticsPlayer[]): [string, StatisticsPlayer[]][] {
  const groups = new Map<string, StatisticsPlayer[]>();
  for (const player of squad) {
    const position = player.position ?? '';
    groups.set(position, [...(groups.get(position) ?? []), player]);
  }
  return [...groups];
}

function Squad({ team }: { team: TeamLastGames['team'] }) {
  const { linkTo } = useStatisticsFrame();
  return (
    <div className={styles.stack}>
      {groupByPosition(team.squad).map(([position, players]) => (
        <div key={position} className={tables.squad}>
          {players.map((player) => (
            <Link
              key={player.id}
              className={tables.squadPlayer}
              to={linkTo({ kind: 'player', sportId: team.sportId, playerId: player.id })}
            >
              <span className={tables.number}>{player.number ?? ''}</span>
              <span>{player.name}</span>
              <span className={tables.positionTag}>{position}</span>
            </Link>
          ))}
        </div>
      ))}
    </div>
  );
}

function TeamView({ data }: { data: TeamLastGames }) {
  const { t } = useTranslation();
  const { team, record, games } = data;
  useFrameTitle(team.name);
  return (
    <>
      <header className={styles.hero} data-testid="statistics-team">
        <div className={styles.heroLine}>{team.countryName}</div>
        <h1 className={styles.heroTitle}>
          <TeamMark id={team.id} name={team.name} />
          {team.name}
        </h1>
        <FormBadges form={games.slice(0, 5).map((game) => game.result)} />
      </header>
      <StatisticsBlock id="team_record" title={t('stats_team_record')}>
        <Figures
          items={[
            { label: t('stats_col_played_full'), value: record.played },
            { label: t('stats_col_won_full'), value: record.won },
            { label: t('stats_col_drawn_full'), value: record.drawn },
            { label: t('stats_col_lost_full'), value: record.lost },
            {
              label: t('stats_col_goals_full'),
              value: <span dir="ltr">{`${record.goalsFor}:${record.goalsAgainst}`}</span>,
            },
          ]}
        />
      </StatisticsBlock>
      <StatisticsBlock id="team_games" title={t('stats_last_games')}>
        {games.length > 0 ? (
          <GameList games={games} teamId={team.id} />
        ) : (
          <Empty>{t('stats_no_data')}</Empty>
        )}
      </StatisticsBlock>
      {team.squad.length > 0 && (
        <StatisticsBlock id="team_squad" title={t('stats_squad')}>
          <Squad team={team} />
        </StatisticsBlock>
      )}
    </>
  );
}

export function TeamPage({ teamId }: { teamId: number }) {
  const query = useStatistics('teamLastGames', { teamId, count: LAST_GAMES });
  return (
    <Loaded query={query} rows={8}>
      {(data) => <TeamView data={data} />}
    </Loaded>
  );
}
