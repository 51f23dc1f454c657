import type { FeedSportShort } from '@arenabet/contracts';
import { sportById, sportName } from '@arenabet/reference/sports';

/** A sport's name: the feed's, else the reference table's in the page's language. */
export function nameOfSport(
  sportId: number,
  language: string,
  feedSports: readonly FeedSportShort[] | undefined,
): string | undefined {
  const fromFeed = feedSports?.find((sport) => sport.id === sportId)?.name;
  if (fromFeed) return fromFeed;
  const sport = sportById(sportId);
  return sport ? sportName(sport, language) : undefined;
}
