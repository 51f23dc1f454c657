import type { ChampSpec, ModelKey, Schedule, TeamSource } from './catalog-types.ts';
import { tri } from './names.ts';

/* Helpers that keep the catalog's champs one readable call each. Hours are UTC; weekday weights
 * run from Sunday. */

/** Leagues play mostly at weekends. */
export const WEEKEND = [1.7, 0.6, 0.5, 0.6, 0.5, 0.9, 1.9] as const;
/** Continental cups: Tuesday to Thursday. */
export const MIDWEEK = [0, 0, 2.4, 2.4, 2.2, 0, 0] as const;
/** Fight nights on Saturday. */
export const SATURDAY = [0, 0, 0, 0, 0, 0, 7] as const;
/** Election days. */
export const TUESDAY = [0, 0, 7, 0, 0, 0, 0] as const;
export const SUNDAY = [7, 0, 0, 0, 0, 0, 0] as const;

export const DAY = 24;
const FORTNIGHT = 14 * DAY;

export function daily(
  perDay: number,
  from: number,
  to: number,
  weekdays?: readonly number[],
): Schedule {
  return { kind: 'daily', perDay, from, to, ...(weekdays ? { weekdays } : {}) };
}

export function continuous(cadence: number, parallel: number): Schedule {
  return { kind: 'continuous', cadence, parallel };
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
    horizonHours: extra.horizonHours ?? (schedule.kind === 'daily' ? FORTNIGHT : 3),
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
