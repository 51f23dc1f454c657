import type { HorseRaces } from '@arenabet/contracts';
import { SPORT_ID } from '@arenabet/reference/sports';
import { Link } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { useFrameTitle } from '../hooks/use-frame-reports.ts';
import { useStatistics } from '../hooks/use-statistics.ts';
import { useStatisticsFrame } from '../hooks/use-statistics-frame.ts';
import { formatGameTime } from '../lib/statistics-time.ts';
import styles from './statistics.module.css';
import { Empty, Figures, Loaded, StatisticsBlock } from './statistics-parts.tsx';
import tables from './tables.module.css';

function HorseView({ data }: { data: HorseRaces }) {
  const { t } = useTranslation();
  const { lng, params, linkTo } = useStatisticsFrame();
  useFrameTitle(data.horse.name);
  return (
    <>
      <header className={styles.hero} data-testid="statistics-horse">
        <h1 className={styles.heroTitle}>{data.horse.name}</h1>
      </header>
      <StatisticsBlock id="horse_record" title={t('stats_team_record')}>
        <Figures
          items={[
            { label: t('stats_horse_starts'), value: data.starts },
            { label: t('stats_horse_wins'), value: data.wins },
            { label: t('stats_horse_podiums'), value: data.podiums },
          ]}
        />
      </StatisticsBlock>
      <StatisticsBlock id="horse_races" title={t('stats_horse_races')}>
        {data.races.length === 0 ? (
          <Empty>{t('stats_no_data')}</Empty>
        ) : (
          <table className={tables.table}>
            <thead>
              <tr>
                <th scope="col" className={tables.start}>
                  {t('stats_col_race')}
                </th>
                <th scope="col">{t('stats_col_number')}</th>
                <th scope="col">{t('stats_col_place')}</th>
              </tr>
            </thead>
            <tbody>
              {data.races.map((race) => (
                <tr key={race.gameId}>
                  <td className={tables.start}>
                    <Link
                      className={tables.link}
                      to={linkTo({
                        kind: 'game',
                        sportId: SPORT_ID.horseRacing,
                        gameId: race.gameId,
                      })}
                    >
                      {race.champName} · {formatGameTime(race.startsAt, lng, params.tz)}
                    </Link>
                  </td>
                  <td>{race.number}</td>
                  <td className={tables.strong}>
                    {race.place === undefined ? '—' : `${race.place} / ${race.runners}`}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </StatisticsBlock>
    </>
  );
}

export function HorsePage({ horseId }: { horseId: number }) {
  const query = useStatistics('horseRaces', { horseId, count: 20 });
  return <Loaded query={query}>{(data) => <HorseView data={data} />}</Loaded>;
}
