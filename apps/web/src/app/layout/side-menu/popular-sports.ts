import type { FeedSportShort } from '@arenabet/contracts';
import { type SportOption, sportById, sportList } from '@arenabet/reference/sports';

/**
 * The order of the sports menu: the sports a European and Middle-Eastern audience bets on most
 * come first, the rest follow by how many games the feeds have on them.
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

/** Sports shown before "All sports" is pressed. */
export const MENU_FOLDED_COUNT = POPULAR_SLUGS.length;

function rankOf(slug: string): number {
  const rank = POPULAR_SLUGS.indexOf(slug as (typeof POPULAR_SLUGS)[number]);
  return rank < 0 ? POPULAR_SLUGS.length : rank;
}

export interface MenuSport {
  id: number;
  name: string;
  slug: string;
  isCyber: boolean;
  /** Games in play; undefined while the count is not known. */
  live: number | undefined;
  /** Pre-match games; undefined while the count is not known. */
  line: number | undefined;
}

/** The feeds' sports with both counts, popular first, then by number of games. */
export function menuSportsFromFeed(
  line: readonly FeedSportShort[],
  live: readonly FeedSportShort[],
): MenuSport[] {
  const sports = new Map<number, MenuSport>();
  const entry = (sport: FeedSportShort): MenuSport => {
    const known = sports.get(sport.id);
    if (known) return known;
    const reference = sportById(sport.id);
    const created: MenuSport = {
      id: sport.id,
      name: sport.name,
      slug: reference?.slug ?? '',
      isCyber: reference?.isCyber ?? false,
      live: 0,
      line: 0,
    };
    sports.set(sport.id, created);
    return created;
  };
  for (const sport of line) entry(sport).line = sport.gameCount;
  for (const sport of live) entry(sport).live = sport.liveCount ?? sport.gameCount;
  const total = (sport: MenuSport) => (sport.line ?? 0) + (sport.live ?? 0);
  return [...sports.values()]
    .filter((sport) => total(sport) > 0)
    .sort((a, b) => rankOf(a.slug) - rankOf(b.slug) || total(b) - total(a) || a.id - b.id);
}

/** Until the feeds answer (or when they cannot): the reference's sports, without counts. */
export function menuSportsFromReference(language: string): MenuSport[] {
  const toMenu = (sport: SportOption): MenuSport => ({
    ...sport,
    live: undefined,
    line: undefined,
  });
  // Esports titles are reached through the esports entry, not listed one by one.
  return sportList(language)
    .filter((sport) => !sport.isCyber || sport.slug === 'esports')
    .map(toMenu)
    .sort((a, b) => rankOf(a.slug) - rankOf(b.slug));
}
