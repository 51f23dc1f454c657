import type { TournamentSeason } from '@arenabet/contracts';
import { STATISTICS_TABLE_TYPE } from '@arenabet/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import buttons from '../../../shared/ui/button.module.css';
import { useFrameTitle } from '../hooks/use-frame-reports.ts';
import { useStatistics } from '../hooks/use-statistics.ts';
import { useStatisticsFrame } from '../hooks/use-statistics-frame.ts';
import { GameList } from './game-list.tsx';
import styles from './statistics.module.css';
import { Empty, Loaded, StatisticsBlock } from './statistics-parts.tsx';
import { StageTableBlock } from './table-tab.tsx';
import tables from './tables.module.css';

function SeasonHero({ name, countryName }: { name: string; countryName?: string | undefined }) {
  useFrameTitle(name);
  return (
    <header className={styles.hero} data-testid="statistics-stage">
      {countryName && <div className={styles.heroLine}>{countryName}</div>}
      <h1 className={styles.heroTitle}>{name}</h1>
    </header>
  );
}

/** stage/{sportId}/{stageId}?tt=: the table of a champ's current season. */
export function StagePage({ stageId }: { stageId: number }) {
  const { params } = useStatisticsFrame();
  // The same request the table block makes first: one answer serves both.
  const query = useStatistics('stageTable', {
    stageId,
    tt: params.tt ?? STATISTICS_TABLE_TYPE.total,
  });
  return (
    <Loaded query={query} rows={8}>
      {(table) => (
        <>
          <SeasonHero name={table.name} countryName={table.countryName} />
          <StageTableBlock stageId={stageId} />
        </>
      )}
    </Loaded>
  );
}

function TopScorers({ season }: { season: TournamentSeason }) {
  const { t } = useTranslation();
  const { linkTo } = useStatisticsFrame();
  if (season.topScorers.length === 0) return <Empty>{t('stats_no_data')}</Empty>;
  return (
    <table className={tables.table}>
      <thead>
        <tr>
          <th scope="col">#</th>
          <th scope="col" className={tables.start}>
            {t('stats_col_player')}
          </th>
          <th scope="col" className={tables.start}>
            {t('stats_col_team')}
          </th>
          <th scope="col">{t('stats_player_goals')}</th>
        </tr>
      </thead>
      <tbody>
        {season.topScorers.map((row, index) => (
          <tr key={row.player.id}>
            <td className={tables.position}>{index + 1}</td>
            <td className={tables.start}>
              <Link
                className={tables.link}
                to={linkTo({ kind: 'player', sportId: season.sportId, playerId: row.player.id })}
              >
                {row.player.name}
              </Link>
            </td>
            <td className={tables.start}>{row.team.name}</td>
            <td className={tables.strong}>{row.goals}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A season of a short format has hundreds of results: the latest first, the rest on request. */
const RESULTS_SHOWN = 20;

function SeasonResults({ season }: { season: TournamentSeason }) {
  const { t } = useTranslation();
  const [all, setAll] = useState(false);
  if (season.games.length === 0) return <Empty>{t('stats_no_data')}</Empty>;
  const shown = all ? season.games : season.games.slice(0, RESULTS_SHOWN);
  return (
    <div className={styles.stack}>
      <GameList games={shown} />
      {shown.length < season.games.length && (
        <button type="button" className={buttons.secondary} onClick={() => setAll(true)}>
          {t('stats_show_all', { count: season.games.length })}
        </button>
      )}
    </div>
  );
}

/** tournament/... and cyber/...: a season's table, results and scorers. */
export function TournamentPage({
  tournamentId,
  seasonId,
}: {
  tournamentId: number;
  seasonId?: number;
}) {
  const { t } = useTranslation();
  const query = useStatistics('tournamentSeason', {
    tournamentId,
    ...(seasonId === undefined ? {} : { seasonId }),
  });
  return (
    <Loaded query={query} rows={8}>
      {(season) => (
        <>
          <SeasonHero name={season.name} countryName={season.countryName} />
          <StageTableBlock stageId={tournamentId} seasonId={season.seasonId} />
          {season.topScorers.length > 0 && (
            <StatisticsBlock id="season_scorers" title={t('stats_top_scorers')}>
              <TopScorers season={season} />
            </StatisticsBlock>
          )}
          <StatisticsBlock id="season_results" title={t('stats_results')}>
            <SeasonResults season={season} />
          </StatisticsBlock>
        </>
      )}
    </Loaded>
  );
}
