import { champ, DAY, persons } from './catalog-build.ts';
import type { ChampSpec } from './catalog-types.ts';
import { candidatesNeeded, type ElectionSchedule } from './elections.ts';

/*
 * Politics: the elections that come round every week somewhere, each counted on the night. Their
 * candidates stand once in twelve weeks at most.
 */

/** Polling days are known weeks ahead. */
const ELECTIONS_HORIZON_HOURS = 21 * DAY;
const CYCLE_WEEKS = 12;

function elections(
  ordinal: number,
  key: string,
  country: string,
  name: string,
  schedule: Omit<ElectionSchedule, 'kind' | 'cycle'>,
): ChampSpec {
  const full: ElectionSchedule = { kind: 'elections', cycle: CYCLE_WEEKS, ...schedule };
  return champ(
    ordinal,
    key,
    38,
    'politics',
    country,
    name,
    persons(false, country),
    candidatesNeeded(full),
    full,
    { priority: 30, horizonHours: ELECTIONS_HORIZON_HOURS },
  );
}

export const POLITICS_CHAMPS: readonly ChampSpec[] = [
  elections(
    78,
    'pol-usa',
    'US',
    'State Legislative Special Elections|Дополнительные выборы в законодательные собрания штатов|الانتخابات الخاصة للمجالس التشريعية للولايات',
    {
      day: 1,
      zones: ['America/New_York', 'America/Chicago', 'America/Denver', 'America/Los_Angeles'],
      close: '20:00',
      perDay: [1, 3],
      skip: 0.3,
    },
  ),
  elections(
    174,
    'pol-uk',
    'GB',
    'Council By-elections|Дополнительные выборы в местные советы|الانتخابات الفرعية للمجالس المحلية',
    { day: 3, zones: ['Europe/London'], close: '22:00', perDay: [1, 4], skip: 0.1 },
  ),
  elections(
    79,
    'pol-france',
    'FR',
    'Partial Municipal Elections|Частичные муниципальные выборы|الانتخابات البلدية الجزئية',
    { day: 6, zones: ['Europe/Paris'], close: '20:00', perDay: [1, 2], skip: 0.4 },
  ),
  elections(
    80,
    'pol-brazil',
    'BR',
    'Supplementary Mayoral Elections|Дополнительные выборы мэров|الانتخابات البلدية التكميلية',
    {
      day: 6,
      zones: ['America/Sao_Paulo', 'America/Manaus', 'America/Fortaleza'],
      close: '17:00',
      perDay: [1, 2],
      skip: 0.6,
    },
  ),
];
