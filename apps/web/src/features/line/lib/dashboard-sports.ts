import { SPORTS } from '@arenabet/reference/sports';

/*
 * The sports behind the dashboard sections the spec names (cyber, UFC, politics, marble).
 * Looked up by slug, which the reference table keeps stable like the ids.
 */
function idsOf(slugs: readonly string[]): number[] {
  return SPORTS.filter((sport) => slugs.includes(sport.slug)).map((sport) => sport.id);
}

/** Every esports title, and esports itself. */
export const CYBER_SPORTS: readonly number[] = SPORTS.filter((sport) => sport.isCyber).map(
  (sport) => sport.id,
);

export const UFC_SPORTS: readonly number[] = idsOf(['mma']);

export const POLITICS_SPORTS: readonly number[] = idsOf(['politics']);

/** Marble: races, where runners rather than two sides meet (marble races run on the same model). */
export const RACE_SPORTS: readonly number[] = idsOf([
  'horse-racing',
  'greyhound-racing',
  'trotting',
  'cyber-racing',
]);
