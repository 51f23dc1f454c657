import type { ChampSpec, ModelKey, Schedule, TeamSource } from './catalog-types.ts';
import type { PlayoffSpec } from './league.ts';
import type { LeagueRhythm, MonthDay, Seat } from './league-calendar.ts';
import { tri } from './names.ts';

/* Helpers that keep the catalog's champs one readable call each. */

export const DAY = 24;
const FORTNIGHT = 14 * DAY;

/** `idBlock`: the champ's frozen block of continuous game ids (game-ids.ts). */
export function continuous(cadence: number, parallel: number, idBlock: number): Schedule {
  return { kind: 'continuous', cadence, parallel, idBlock };
}

interface Extra {
  isTop?: boolean;
  small?: boolean;
  bare?: boolean;
  priority?: number;
  horizonHours?: number;
}

export function champ(
  ordinal: number,
  key: string,
  sportId: number,
  model: ModelKey,
  country: string,
  name: string,
  teams: TeamSource,
  teamCount: number,
  schedule: Schedule,
  extra: Extra = {},
): ChampSpec {
  return {
    ordinal,
    key,
    sportId,
    model,
    country,
    name: tri(name),
    teams,
    teamCount,
    schedule,
    horizonHours: extra.horizonHours ?? (schedule.kind === 'continuous' ? 3 : FORTNIGHT),
    priority: extra.priority ?? (extra.isTop ? 90 : 50),
    ...(extra.isTop ? { isTop: true } : {}),
    ...(extra.small ? { small: true } : {}),
    ...(extra.bare ? { bare: true } : {}),
  };
}

export const clubs = (country: string): TeamSource => ({ kind: 'clubs', country });
export const worded = (
  cities: string,
  words: 'nicknames' | 'russian' | 'cricket',
  wordFirst = false,
): TeamSource => ({
  kind: 'worded',
  cities,
  words,
  wordFirst,
});
export const persons = (women: boolean, ...nations: string[]): TeamSource => ({
  kind: 'persons',
  nations,
  women,
});

/** Gamers playing the clubs of these countries. */
export const cyber = (...countries: string[]): TeamSource => ({
  kind: 'cyber',
  of: countries.map(clubs),
});
/** Gamers playing North American franchises ("Boston Bears") or Russian clubs ("Torpedo Omsk"). */
export const cyberFranchises = (...sources: TeamSource[]): TeamSource => ({
  kind: 'cyber',
  of: sources,
});

const WEEKEND_DAYS: Readonly<Record<string, number>> = { Thu: -2, Fri: -1, Sat: 0, Sun: 1, Mon: 2 };
const MIDWEEK_DAYS: Readonly<Record<string, number>> = { Tue: 0, Wed: 1, Thu: 2 };

/** "Sat 15:00 x5; Sun 14:00": seats by day name (D0, D1, ... for rounds of `every` leagues). */
function parseSeats(text: string, days: Readonly<Record<string, number>>): Seat[] {
  if (text.trim() === '') return [];
  return text.split(';').map((part) => {
    const [day = '', time = '', times = 'x1'] = part.trim().split(/\s+/);
    const offset = day.startsWith('D') ? Number(day.slice(1)) : days[day];
    if (offset === undefined || !/^\d\d:\d\d$/.test(time))
      throw new Error(`simulator catalog: bad seat "${part}"`);
    return { day: offset, time, count: Number(times.slice(1)) };
  });
}

interface LeagueOptions {
  zone: string;
  from: MonthDay;
  to: MonthDay;
  breaks?: readonly [MonthDay, MonthDay][];
  /** Weekend seats (a weekly league), or a round's seats from its first day, D0, D1, ... */
  weekend?: string;
  midweek?: string;
  every?: string;
  /** Shortest rest between two games of a team, hours (48 unless said). */
  rest?: number;
  fifa?: boolean;
  european?: boolean;
  single?: boolean;
  years?: 'even' | 'odd';
  playoffs?: PlayoffSpec;
}

/** A league's calendar: weekly (weekend and midweek seats) or a round every few days. */
export function league(options: LeagueOptions): Schedule {
  const rhythm: LeagueRhythm = options.every
    ? { kind: 'every' }
    : {
        kind: 'weekly',
        midweekSeats: parseSeats(options.midweek ?? '', MIDWEEK_DAYS),
        ...(options.fifa ? { fifaBreaks: true } : {}),
        ...(options.european ? { european: true } : {}),
      };
  return {
    kind: 'league',
    zone: options.zone,
    window: {
      from: options.from,
      to: options.to,
      ...(options.breaks ? { breaks: options.breaks.map(([from, to]) => ({ from, to })) } : {}),
      ...(options.years ? { years: options.years } : {}),
    },
    rhythm,
    seats: parseSeats(options.every ?? options.weekend ?? '', WEEKEND_DAYS),
    minRestHours: options.rest ?? 48,
    ...(options.single ? { single: true } : {}),
    ...(options.playoffs ? { playoffs: options.playoffs } : {}),
  };
}

/** The top `teams` of the table play best-of-`bestOf` series, a game every `everyDays` days. */
export function playoffs(
  teams: number,
  bestOf: number,
  times: string,
  everyDays = 2,
  gapDays = 4,
): PlayoffSpec {
  return { teams, bestOf, everyDays, gapDays, times: times.split(/;\s*/) };
}

export const nations = (...countries: string[]): TeamSource => ({ kind: 'nations', countries });
