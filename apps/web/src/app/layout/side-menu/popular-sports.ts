import { type SportOption, sportList } from '@arenabet/reference/sports';

/**
 * The order of the sports menu before the line exists to rank sports by events: the sports a
 * European and Middle-Eastern audience bets on most. The rest follow under "All sports".
 */
const POPULAR_SLUGS = [
  'football',
  'ice-hockey',
  'basketball',
  'tennis',
  'esports',
  'volleyball',
  'table-tennis',
  'mma',
  'boxing',
  'handball',
  'cricket',
  'american-football',
] as const;

export function menuSports(language: string): { popular: SportOption[]; others: SportOption[] } {
  // Esports titles are reached through the esports entry, not listed one by one.
  const sports = sportList(language).filter((sport) => !sport.isCyber || sport.slug === 'esports');
  const rank = (slug: string) => POPULAR_SLUGS.indexOf(slug as (typeof POPULAR_SLUGS)[number]);
  const popular = sports
    .filter((sport) => rank(sport.slug) >= 0)
    .sort((a, b) => rank(a.slug) - rank(b.slug));
  const others = sports.filter((sport) => rank(sport.slug) < 0);
  return { popular, others };
}
