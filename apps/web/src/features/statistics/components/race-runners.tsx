import { formatOdds } from '@arenabet/domain';
import { Link } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { usePreferences } from '../../../shared/storage/preferences-store.ts';
import { useStatistics } from '../hooks/use-statistics.ts';
import { useStatisticsFrame } from '../hooks/use-statistics-frame.ts';
import { Loaded } from './statistics-parts.tsx';
import tables from './tables.module.css';

/** The runners of a race by number, with their odds while open and their place once run. */
export function RaceRunners({ gameId }: { gameId: number }) {
  const { t } = useTranslation();
  const { linkTo } = useStatisticsFrame();
  const format = usePreferences((state) => state.coefficientFormat);
  const query = useStatistics('horsesRace', { gameId });
  return (
    <Loaded query={query}>
      {(race) => {
        const runners = race.isFinished
          ? [...race.runners].sort((a, b) => (a.place ?? 99) - (b.place ?? 99))
          : race.runners;
        return (
          <div className={tables.scroll}>
            <table className={tables.table} data-testid="statistics-race">
              <thead>
                <tr>
                  <th scope="col">
                    {race.isFinished ? t('stats_col_place') : t('stats_col_number')}
                  </th>
                  <th scope="col" className={tables.start}>
                    {t('stats_col_horse')}
                  </th>
                  <th scope="col">
                    {race.isFinished ? t('stats_col_number') : t('stats_col_odds')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {runners.map((runner) => (
                  <tr key={runner.number}>
                    <td className={tables.strong}>
                      {race.isFinished ? (runner.place ?? '—') : runner.number}
                    </td>
                    <td className={tables.start}>
                      <Link
                        className={tables.link}
                        to={linkTo({ kind: 'horse', horseId: runner.horseId })}
                      >
                        {runner.name}
                      </Link>
                    </td>
                    <td>
                      {race.isFinished
                        ? runner.number
                        : runner.odds === undefined
                          ? '—'
                          : formatOdds(runner.odds, format)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        );
      }}
    </Loaded>
  );
}
