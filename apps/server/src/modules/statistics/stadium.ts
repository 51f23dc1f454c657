import type { StadiumInfo } from '@arenabet/contracts';
import { type LocalizedName, referenceLanguageFor } from '@arenabet/reference/localized';
import { SPORT_ID } from '@arenabet/reference/sports';
import { stableInt } from './stable-hash.ts';

/*
 * The feed names no venues: a game is played at its home team's ground, named after the team,
 * with a size and opening year fixed by the team's id.
 */

/** Sports played outdoors on a field; the others in an indoor arena. */
const FIELD_SPORTS: ReadonlySet<number> = new Set([
  SPORT_ID.football,
  5, // baseball
  7, // rugby
  12, // american football
  14, // bandy
  16, // field hockey
  18, // beach soccer
  31, // cricket
  32, // australian rules
]);

type VenueKind = 'stadium' | 'arena';

const VENUE_NAMES: Record<VenueKind, LocalizedName> = {
  stadium: { en: '{team} Stadium', ru: 'Стадион «{team}»', ar: 'ملعب {team}' },
  arena: { en: '{team} Arena', ru: 'Арена «{team}»', ar: 'صالة {team}' },
};

const CAPACITY: Record<VenueKind, [number, number]> = {
  stadium: [80, 800],
  arena: [30, 220],
};

export function venueKind(sportId: number): VenueKind {
  return FIELD_SPORTS.has(sportId) ? 'stadium' : 'arena';
}

export function stadiumOf(
  gameId: number,
  sportId: number,
  homeTeam: { id: number; name: LocalizedName },
  countryName: string,
  lang: string,
): StadiumInfo {
  const language = referenceLanguageFor(lang);
  const kind = venueKind(sportId);
  const [least, most] = CAPACITY[kind];
  return {
    gameId,
    name: VENUE_NAMES[kind][language].replace('{team}', homeTeam.name[language]),
    countryName,
    // Capacities are round hundreds, as venues publish them.
    capacity: stableInt(least, most, homeTeam.id, 1) * 100,
    opened: stableInt(1905, 2021, homeTeam.id, 2),
  };
}
