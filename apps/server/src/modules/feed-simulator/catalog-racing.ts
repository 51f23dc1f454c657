import { VIRTUAL_HORSE_RACING_SPORT_ID } from '@arenabet/reference/sports';
import { champ, DAY } from './catalog-build.ts';
import type { ChampSpec } from './catalog-types.ts';
import { FRIDAY, MONDAY, SATURDAY, SUNDAY, THURSDAY, TUESDAY, WEDNESDAY } from './civil-time.ts';
import { type MeetingDays, type RaceMeetingSchedule, stableSize } from './race-meetings.ts';
import { racesAnHour, type VirtualRaceSchedule, virtualStableSize } from './virtual-races.ts';

/*
 * Horse racing: courses on their own days and seasons. The all-weather tracks (Lingfield,
 * Kempton) race all year, so racing always has a card within the horizon.
 */

/** Cards are declared a couple of days ahead; a long weekend is covered. */
const RACING_HORIZON_HOURS = 3 * DAY;

const ALL_YEAR = { from: '01-01', to: '12-31' } as const;

function meetings(
  zone: string,
  first: string,
  strings: number,
  days: readonly MeetingDays[],
): RaceMeetingSchedule {
  return {
    kind: 'races',
    zone,
    meetings: days,
    first,
    gap: 35,
    races: [6, 8],
    runners: [8, 12],
    strings,
  };
}

function course(
  ordinal: number,
  key: string,
  country: string,
  name: string,
  schedule: RaceMeetingSchedule,
  small = false,
): ChampSpec {
  return champ(
    ordinal,
    key,
    44,
    'horseRacing',
    country,
    name,
    { kind: 'races', horses: stableSize(schedule) },
    schedule.races[1],
    schedule,
    { horizonHours: RACING_HORIZON_HOURS, ...(small ? { small: true } : {}) },
  );
}

export const RACING_CHAMPS: readonly ChampSpec[] = [
  course(
    74,
    'hr-ascot',
    'GB',
    'Ascot|Аскот|أسكوت',
    // Five strings: Royal Ascot's five days each run a string of their own.
    meetings('Europe/London', '13:50', 5, [
      { kind: 'festival', from: '06-14', weekday: TUESDAY, days: 5, first: '14:30' },
      { kind: 'festival', from: '10-14', weekday: SATURDAY, days: 1, first: '13:25' },
      { kind: 'weekly', weekdays: [SATURDAY], from: '05-01', to: '09-30' },
      { kind: 'weekly', weekdays: [SATURDAY], from: '11-01', to: '03-31' },
    ]),
    true,
  ),
  course(
    75,
    'hr-meydan',
    'AE',
    'Meydan|Мейдан|ميدان',
    // The winter carnival on Fridays, and Dubai World Cup night at the end of March.
    meetings('Asia/Dubai', '16:45', 2, [
      { kind: 'festival', from: '03-28', weekday: SATURDAY, days: 1, first: '14:30' },
      { kind: 'weekly', weekdays: [FRIDAY], from: '11-01', to: '03-20' },
    ]),
  ),
  course(
    76,
    'hr-longchamp',
    'FR',
    'Longchamp|Лоншан|لونشان',
    // Sundays from April to October but August (racing moves to Deauville); the Arc weekend.
    meetings('Europe/Paris', '13:35', 2, [
      { kind: 'festival', from: '09-30', weekday: SATURDAY, days: 2, first: '13:00' },
      { kind: 'weekly', weekdays: [SUNDAY], from: '04-01', to: '07-31' },
      { kind: 'weekly', weekdays: [SUNDAY], from: '09-01', to: '10-31' },
    ]),
  ),
  course(
    172,
    'hr-lingfield',
    'GB',
    'Lingfield Park|Лингфилд Парк|لينغفيلد بارك',
    meetings('Europe/London', '13:10', 3, [
      { kind: 'weekly', weekdays: [TUESDAY, THURSDAY, SATURDAY], ...ALL_YEAR },
    ]),
    true,
  ),
  course(
    173,
    'hr-kempton',
    'GB',
    'Kempton Park|Кемптон Парк|كمبتون بارك',
    // Evening meetings under lights.
    meetings('Europe/London', '17:30', 2, [
      { kind: 'weekly', weekdays: [MONDAY, WEDNESDAY], ...ALL_YEAR },
    ]),
  ),
];

const VIRTUAL_DOWNS: VirtualRaceSchedule = {
  kind: 'virtualRaces',
  cadence: 4,
  runners: 8,
  strings: 6,
  idBlock: 20,
};

/**
 * Virtual horse racing: the simulator's own course, a race every four minutes day and night
 * (virtual-races.ts). A sport of its own, so the virtual sports page and the feed's
 * `virtualSports` keep it apart from the real meetings.
 */
export const VIRTUAL_RACING_CHAMPS: readonly ChampSpec[] = [
  champ(
    193,
    'vr-virtual-downs',
    VIRTUAL_HORSE_RACING_SPORT_ID,
    'horseRacing',
    'AA',
    'Virtual Downs|Виртуал Даунс|فيرتشوال داونز',
    { kind: 'races', horses: virtualStableSize(VIRTUAL_DOWNS) },
    racesAnHour(VIRTUAL_DOWNS),
    VIRTUAL_DOWNS,
    // Its next quarter of an hour of races is on offer.
    { horizonHours: 1 },
  ),
];
