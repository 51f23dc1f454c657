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
  nations: string[],
): ChampSpec {
  return champ(
    ordinal,
    key,
    4,
    'tennis',
    'AA',
    name,
    persons(women, ...nations),
    players,
    {
      kind: 'pool',
    },
    { bare: true },
  );
}

/** Pools come before the tournaments that draw on them. */
export const TENNIS_POOLS: readonly ChampSpec[] = [
  tourPool(121, 'atp-tour', 'ATP Tour|Тур ATP|جولة ATP', false, 192, [
    'ES',
    'IT',
    'FR',
    'DE',
    'US',
    'RU',
    'RS',
    'GB',
    'JP',
    'CN',
    'BR',
    'AU',
  ]),
  tourPool(122, 'wta-tour', 'WTA Tour|Тур WTA|جولة WTA', true, 192, [
    'US',
    'RU',
    'CN',
    'JP',
    'FR',
    'IT',
    'ES',
    'DE',
    'RS',
    'GB',
    'BR',
    'AU',
  ]),
  tourPool(123, 'itf-men-tour', 'ITF Men|ITF. Мужчины|ITF رجال', false, 96, [
    'EG',
    'RU',
    'IT',
    'FR',
    'DE',
    'BR',
    'ES',
  ]),
  tourPool(124, 'itf-women-tour', 'ITF Women|ITF. Женщины|ITF سيدات', true, 96, [
    'RU',
    'IT',
    'FR',
    'ES',
    'DE',
    'EG',
    'JP',
  ]),
];

export const ITF_CHAMPS: readonly ChampSpec[] = [
  tournament(
    52,
    'itf-men',
    'itf-men-tour',
    'EG',
    'ITF. Sharm El Sheikh|ITF. Шарм-эль-Шейх|ITF. شرم الشيخ',
    'weekly week32 15 Africa/Cairo 10:00 x4',
    { small: true },
  ),
  tournament(
    125,
    'itf-women',
    'itf-women-tour',
    'TN',
    'ITF. Monastir|ITF. Монастир|ITF. المنستير',
    'weekly week32 15 Africa/Tunis 10:00 x4',
  ),
];
