import { type LocalizedName, referenceLanguageFor } from './localized.ts';
import { SPORT_ROWS } from './sport-table.ts';

export interface Sport {
  readonly id: number;
  /** Icon slug, kebab-case; stable like the id. */
  readonly slug: string;
  readonly isCyber: boolean;
  readonly names: LocalizedName;
}

export interface SportOption {
  readonly id: number;
  readonly name: string;
  readonly slug: string;
  readonly isCyber: boolean;
}

/** Ids the spec names; everything else is looked up by slug. */
export const SPORT_ID = {
  football: 1,
  hockey: 2,
  basketball: 3,
  tennis: 4,
  esports: 40,
  horseRacing: 44,
} as const;

// The statistics link builder refuses any other cyber sport (spec, validation rules).
export const CYBER_STATISTICS_SPORT_IDS = [85, 144, 89] as const;
export type CyberStatisticsSportId = (typeof CYBER_STATISTICS_SPORT_IDS)[number];

/** The simulator's own racecourse, a race every few minutes (not a real course's meetings). */
export const VIRTUAL_HORSE_RACING_SPORT_ID = 4049;

/**
 * Virtual sports (the feed's `virtualSports` parameter): the short formats played around the
 * clock, a game every 15 to 25 minutes on each table or console: cyber football, cyber hockey,
 * cyber basketball and the table tennis leagues; and virtual horse racing, a race every four
 * minutes.
 */
export const VIRTUAL_SPORT_IDS: readonly number[] = [
  85,
  89,
  144,
  10,
  VIRTUAL_HORSE_RACING_SPORT_ID,
];

export const SPORTS: readonly Sport[] = SPORT_ROWS;

const byId: ReadonlyMap<number, Sport> = new Map(SPORTS.map((s) => [s.id, s]));
const bySlug: ReadonlyMap<string, Sport> = new Map(SPORTS.map((s) => [s.slug, s]));

export function sportById(id: number): Sport | undefined {
  return byId.get(id);
}

export function sportBySlug(slug: string): Sport | undefined {
  return bySlug.get(slug.toLowerCase());
}

export function isCyberStatisticsSportId(id: unknown): id is CyberStatisticsSportId {
  return (CYBER_STATISTICS_SPORT_IDS as readonly unknown[]).includes(id);
}

export function sportName(sport: Sport, lang: string): string {
  return sport.names[referenceLanguageFor(lang)];
}

/** Sports named in `lang`, in table order: real sports by id, then esports titles. */
export function sportList(lang: string): readonly SportOption[] {
  const refLang = referenceLanguageFor(lang);
  return SPORTS.map((s) => ({
    id: s.id,
    name: s.names[refLang],
    slug: s.slug,
    isCyber: s.isCyber,
  }));
}
