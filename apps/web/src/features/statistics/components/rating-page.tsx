import { STATISTICS_RATING, type StatisticsRating } from '@arenabet/contracts';
import { Link } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { useFrameTitle } from '../hooks/use-frame-reports.ts';
import { useStatistics } from '../hooks/use-statistics.ts';
import { useStatisticsFrame } from '../hooks/use-statistics-frame.ts';
import styles from './statistics.module.css';
import { Empty, Loaded, StatisticsBlock, TeamMark } from './statistics-parts.tsx';
import tables from './tables.module.css';

function RatingView({ rating }: { rating: StatisticsRating }) {
  const { t } = useTranslation();
  const { linkTo } = useStatisticsFrame();
  const teams = rating.ratingId === STATISTICS_RATING.teams;
  const title = teams ? t('stats_rating_teams') : t('stats_rating_scorers');
  useFrameTitle(`${rating.sportName} · ${title}`);
  const linkOf = (id: number) =>
    teams
      ? linkTo({ kind: 'team', sportId: rating.sportId, teamId: id })
      : linkTo({ kind: 'player', sportId: rating.sportId, playerId: id });
  return (
    <>
      <header className={styles.hero} data-testid="statistics-rating">
        <div className={styles.heroLine}>{rating.sportName}</div>
        <h1 className={styles.heroTitle}>{title}</h1>
      </header>
      <StatisticsBlock id="rating" title={title}>
        {rating.rows.length === 0 ? (
          <Empty>{t('stats_no_data')}</Empty>
        ) : (
          <table className={tables.table}>
            <thead>
              <tr>
                <th scope="col">#</th>
                <th scope="col" className={tables.start}>
                  {teams ? t('stats_col_team') : t('stats_col_player')}
                </th>
                {!teams && (
                  <th scope="col" className={tables.start}>
                    {t('stats_col_team')}
                  </th>
                )}
                <th scope="col">{t('stats_col_played_full')}</th>
                <th scope="col">{teams ? t('stats_col_rating') : t('stats_player_goals')}</th>
              </tr>
            </thead>
            <tbody>
              {rating.rows.map((row) => (
                <tr key={row.id}>
                  <td className={tables.position}>{row.position}</td>
                  <td className={tables.start}>
                    <span className={tables.teamCell}>
                      {teams && <TeamMark id={row.id} name={row.name} small />}
                      <Link className={tables.link} to={linkOf(row.id)}>
                        {row.name}
                      </Link>
                    </span>
                  </td>
                  {!teams && <td className={tables.start}>{row.team?.name}</td>}
                  <td>{row.played}</td>
                  <td className={tables.strong}>{row.value}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </StatisticsBlock>
    </>
  );
}

export function RatingPage({ sportId, ratingId }: { sportId: number; ratingId: number }) {
  const query = useStatistics('rating', { sportId, ratingId });
  return (
    <Loaded query={query} rows={10}>
      {(rating) => <RatingView rating={rating} />}
    </Loaded>
  );
}
