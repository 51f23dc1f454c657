import type { StatisticsCallName } from '@arenabet/contracts';
import { useQuery } from '@tanstack/react-query';
import { type StatisticsQuery, statisticsQuery } from '../api/statistics-query.ts';
import { useStatisticsFrame } from './use-statistics-frame.ts';

/** A statistics call in the page's language. */
export function useStatistics<N extends StatisticsCallName>(
  name: N,
  query: Omit<StatisticsQuery<N>, 'lng'>,
) {
  const { lng } = useStatisticsFrame();
  return useQuery(statisticsQuery(name, { ...query, lng } as StatisticsQuery<N>));
}
