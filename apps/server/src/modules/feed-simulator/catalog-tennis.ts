import { champ, DAY, persons } from './catalog-build.ts';
import type { ChampSpec } from './catalog-types.ts';
import type { MonthDay } from './league-calendar.ts';
import type { TennisSchedule } from './tennis-calendar.ts';
import {
  type RoundDays,
  SLAM_MEN,
  SLAM_WOMEN,
  TWELVE_DAYS_64,
  WEEK_32,
  WEEK_64,
} from './tennis-draw.ts';

/*
 * Tennis: the tours' pools of players (hidden champs) and the ITF circuits that play every week
 * of the year; the ATP and WTA tournaments are in catalog-tennis-atp.ts and -wta.ts.
 */

/** A week's first round is offered from the Monday before, as books list the entry lists. */
const TENNIS_HORIZON_HOURS = 7 * DAY;

const PLANS: Readonly<Record<string, RoundDays>> = {
  week32: WEEK_32,
  week64: WEEK_64,
  twelve64: TWELVE_DAYS_64,
  slamMen: SLAM_MEN,
  slamWomen: SLAM_WOMEN,
};

/** Menu places by the size of the event. */
function priorityOf(points: number): number {
  if (points >= 2000) return 89;
  if (points >= 1000) return 75;
  if (points >= 500) return 60;
  return points >= 250 ? 55 : 40;
}

interface Extra {
  isTop?: boolean;
  small?: boolean;
  priority?: number;
}

/**
 * A tournament drawing on a tour's pool. `when` reads "02-23 week32 500 Asia/Dubai 14:00 x3":
 * the week of the Monday on or after 23 February ("weekly" for every week), the rounds' days, the
 * winner's ranking points, the zone, the local start of play and the courts in use. The men's
 * Grand Slams play best of five sets.
 */
export function tournament(
  ordinal: number,
  key: string,
  pool: string,
  country: string,
  name: string,
  when: string,
  extra: Extra = {},
): ChampSpec {
  const [from = '', plan = '', points = '', zone = '', start = '', courts = ''] = when.split(/\s+/);
  const rounds = PLANS[plan];
  if (!rounds || !/^x\d+$/.test(courts)) throw new Error(`simulator catalog: bad week "${when}"`);
  const schedule: TennisSchedule = {
    kind: 'tennis',
    ...(from === 'weekly' ? {} : { from: from as MonthDay }),
    rounds,
    points: Number(points),
    bestOf: rounds === SLAM_MEN ? 5 : 3,
    zone,
    start,
    courts: Number(courts.slice(1)),
  };
  return champ(ordinal, key, 4, 'tennis', country, name, { kind: 'pool', pool }, 0, schedule, {
    bare: true,
    horizonHours: TENNIS_HORIZON_HOURS,
    priority: extra.priority ?? priorityOf(schedule.points),
    ...(extra.isTop ? { isTop: true } : {}),
    ...(extra.small ? { small: true } : {}),
  });
}

/** A tour's players: a hidden champ the tour's tournaments draw from. */
function tourPool(
  ordinal: number,
  key: string,
  name: string,
  women: boolean,
  players: number,
  nations: string,
): ChampSpec {
  const source = persons(women, ...nations.split(' '));
  return champ(
    ordinal,
    key,
    4,
    'tennis',
    'AA',
    name,
    source,
    players,
    { kind: 'pool' },
    {
      bare: true,
    },
  );
}

/** Pools come before the tournaments that draw on them. */
export const TENNIS_POOLS: readonly ChampSpec[] = [
  tourPool(
    121,
    'atp-tour',
    'ATP Tour|Тур ATP|جولة ATP',
    false,
    192,
    'ES IT FR DE US RU RS GB JP CN BR AU',
  ),
  tourPool(
    122,
    'wta-tour',
    'WTA Tour|Тур WTA|جولة WTA',
    true,
    192,
    'US RU CN JP FR IT ES DE RS GB BR AU',
  ),
  tourPool(
    123,
    'itf-men-tour',
    'ITF Men|ITF. Мужчины|ITF رجال',
    false,
    192,
    'EG RU IT FR DE BR ES GB US JP',
  ),
  tourPool(
    124,
    'itf-women-tour',
    'ITF Women|ITF. Женщины|ITF سيدات',
    true,
    192,
    'RU IT FR ES DE EG JP GB US CN',
  ),
];

/**
 * The ITF's resorts hold an event nearly every week of the year (Sharm El Sheikh, Monastir,
 * Antalya, Cancún), the bigger ones (M25, W35) taking the better players of the week.
 */
export const ITF_CHAMPS: readonly ChampSpec[] = [
  tournament(
    52,
    'itf-men',
    'itf-men-tour',
    'EG',
    'ITF Men. Sharm El Sheikh|ITF. Мужчины. Шарм-эль-Шейх|ITF رجال. شرم الشيخ',
    'weekly week32 25 Africa/Cairo 10:00 x4',
    { small: true },
  ),
  tournament(
    175,
    'itf-men-monastir',
    'itf-men-tour',
    'TN',
    'ITF Men. Monastir|ITF. Мужчины. Монастир|ITF رجال. المنستير',
    'weekly week32 15 Africa/Tunis 10:00 x4',
  ),
  tournament(
    176,
    'itf-men-antalya',
    'itf-men-tour',
    'TR',
    'ITF Men. Antalya|ITF. Мужчины. Анталья|ITF رجال. أنطاليا',
    'weekly week32 15 Europe/Istanbul 10:00 x4',
  ),
  tournament(
    179,
    'itf-men-cancun',
    'itf-men-tour',
    'MX',
    'ITF Men. Cancún|ITF. Мужчины. Канкун|ITF رجال. كانكون',
    'weekly week32 15 America/Cancun 09:00 x4',
  ),
  tournament(
    125,
    'itf-women',
    'itf-women-tour',
    'TN',
    'ITF Women. Monastir|ITF. Женщины. Монастир|ITF سيدات. المنستير',
    'weekly week32 35 Africa/Tunis 10:00 x4',
  ),
  tournament(
    177,
    'itf-women-sharm',
    'itf-women-tour',
    'EG',
    'ITF Women. Sharm El Sheikh|ITF. Женщины. Шарм-эль-Шейх|ITF سيدات. شرم الشيخ',
    'weekly week32 15 Africa/Cairo 10:00 x4',
  ),
  tournament(
    178,
    'itf-women-antalya',
    'itf-women-tour',
    'TR',
    'ITF Women. Antalya|ITF. Женщины. Анталья|ITF سيدات. أنطاليا',
    'weekly week32 15 Europe/Istanbul 10:00 x4',
  ),
  tournament(
    180,
    'itf-women-cancun',
    'itf-women-tour',
    'MX',
    'ITF Women. Cancún|ITF. Женщины. Канкун|ITF سيدات. كانكون',
    'weekly week32 15 America/Cancun 09:00 x4',
  ),
];
