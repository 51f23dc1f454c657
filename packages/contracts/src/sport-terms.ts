import type { LocalizedName } from '@arenabet/reference/localized';
import { sportById } from '@arenabet/reference/sports';
import type { PeriodUnit } from './period-words.ts';

/*
 * What a sport's score counts and what its periods are called: a CS2 match is counted in maps
 * and a map in rounds, a tennis match in sets and a set in games, table tennis in games
 * («партии») of points. Market titles, period names and the scoreboard read these words, on the
 * server and in the browser alike, so a Valorant correct score never speaks of goals.
 */

export type ScoreUnit =
  | 'goals'
  | 'points'
  | 'sets'
  /** A tennis game («гейм»). */
  | 'tennisGames'
  /** A game of table tennis or badminton («партия»). */
  | 'games'
  | 'maps'
  | 'rounds'
  | 'kills'
  | 'runs'
  | 'frames';

export interface SportTerms {
  /** What the match score counts. */
  score: ScoreUnit;
  /** A period of play: a half, a set, a map. */
  period: PeriodUnit;
  /** What a period's score counts (a map's rounds, a set's games). */
  periodScore: ScoreUnit;
  /** The unit goes without saying in market titles ("Total", not "Total goals"). */
  impliedUnit: boolean;
  /** A match can end level (1X2); otherwise it has a winner (two-way). */
  draws: boolean;
  /** Periods of regulation time; those after them are overtime or extra time. */
  regulation?: number;
  extra?: 'overtime' | 'extraTime';
  /** How a game still level is decided: hockey's shoot-out, football's penalties. */
  decider?: 'shootout' | 'penalties';
  /** Match markets but the overall winner settle on regulation time (ice hockey). */
  regulationMarkets?: boolean;
  /** Match markets count overtime points (basketball). */
  overtimeCounts?: boolean;
}

const FOOTBALL: SportTerms = {
  score: 'goals',
  period: 'half',
  periodScore: 'goals',
  impliedUnit: true,
  draws: true,
  regulation: 2,
  extra: 'extraTime',
  decider: 'penalties',
};
const HOCKEY: SportTerms = {
  score: 'goals',
  period: 'period',
  periodScore: 'goals',
  impliedUnit: true,
  draws: true,
  regulation: 3,
  extra: 'overtime',
  decider: 'shootout',
  regulationMarkets: true,
};
const BASKETBALL: SportTerms = {
  score: 'points',
  period: 'quarter',
  periodScore: 'points',
  impliedUnit: true,
  draws: false,
  regulation: 4,
  extra: 'overtime',
  overtimeCounts: true,
};
const drawless = (score: ScoreUnit, period: PeriodUnit, periodScore: ScoreUnit): SportTerms => ({
  score,
  period,
  periodScore,
  impliedUnit: false,
  draws: false,
});
const TENNIS = drawless('sets', 'set', 'tennisGames');
const VOLLEYBALL = drawless('sets', 'set', 'points');
const TABLE_TENNIS = drawless('games', 'game', 'points');
const SNOOKER = drawless('frames', 'frame', 'points');
const CRICKET = drawless('runs', 'innings', 'runs');
const FIGHT = drawless('rounds', 'round', 'rounds');
/** Shooters: a map is won in rounds. */
const SHOOTER = drawless('maps', 'map', 'rounds');
/** MOBAs: a map is won by destroying the base; its score is the kills. */
const MOBA = drawless('maps', 'map', 'kills');
const DEFAULT: SportTerms = {
  score: 'goals',
  period: 'period',
  periodScore: 'goals',
  impliedUnit: true,
  draws: true,
};

/** By sport id (packages/reference sport-table.ts). */
const BY_SPORT: ReadonlyMap<number, SportTerms> = new Map([
  ...[1, 13, 18, 85, 4037].map((id) => [id, FOOTBALL] as const),
  ...[2, 89].map((id) => [id, HOCKEY] as const),
  ...[3, 144].map((id) => [id, BASKETBALL] as const),
  ...[4, 4022].map((id) => [id, TENNIS] as const),
  ...[6, 17, 4024].map((id) => [id, VOLLEYBALL] as const),
  ...[10, 21].map((id) => [id, TABLE_TENNIS] as const),
  [20, SNOOKER],
  ...[31, 4023].map((id) => [id, CRICKET] as const),
  ...[9, 37, 4038].map((id) => [id, FIGHT] as const),
  // CS2, Rainbow Six, CrossFire, Standoff 2, Valorant.
  ...[4001, 4009, 4032, 4034, 4004].map((id) => [id, SHOOTER] as const),
  // Dota 2, LoL, Honor of Kings, Mobile Legends, Arena of Valor, Smite, Wild Rift.
  ...[4002, 4003, 4014, 4015, 4016, 4028, 4033].map((id) => [id, MOBA] as const),
]);

export function sportTerms(sportId: number): SportTerms {
  const known = BY_SPORT.get(sportId);
  if (known) return known;
  // Other esports titles are played in maps too.
  return sportById(sportId)?.isCyber ? SHOOTER : DEFAULT;
}

interface UnitWords {
  /** Plural and singular: "maps", "map" ("Total maps", "Map handicap"). */
  en: string;
  enOne: string;
  /** Nominative, genitive and dative plural: карты, карт («Тотал карт»), картам («Фора по картам»). */
  ru: string;
  ruGenitive: string;
  ruDative: string;
  ar: string;
}

const UNIT_WORDS: Readonly<Record<ScoreUnit, UnitWords>> = {
  goals: {
    en: 'goals',
    enOne: 'goal',
    ru: 'голы',
    ruGenitive: 'голов',
    ruDative: 'голам',
    ar: 'الأهداف',
  },
  points: {
    en: 'points',
    enOne: 'point',
    ru: 'очки',
    ruGenitive: 'очков',
    ruDative: 'очкам',
    ar: 'النقاط',
  },
  sets: {
    en: 'sets',
    enOne: 'set',
    ru: 'сеты',
    ruGenitive: 'сетов',
    ruDative: 'сетам',
    ar: 'المجموعات',
  },
  tennisGames: {
    en: 'games',
    enOne: 'game',
    ru: 'геймы',
    ruGenitive: 'геймов',
    ruDative: 'геймам',
    ar: 'الأشواط',
  },
  games: {
    en: 'games',
    enOne: 'game',
    ru: 'партии',
    ruGenitive: 'партий',
    ruDative: 'партиям',
    ar: 'الأشواط',
  },
  maps: {
    en: 'maps',
    enOne: 'map',
    ru: 'карты',
    ruGenitive: 'карт',
    ruDative: 'картам',
    ar: 'الخرائط',
  },
  rounds: {
    en: 'rounds',
    enOne: 'round',
    ru: 'раунды',
    ruGenitive: 'раундов',
    ruDative: 'раундам',
    ar: 'الجولات',
  },
  kills: {
    en: 'kills',
    enOne: 'kill',
    ru: 'убийства',
    ruGenitive: 'убийств',
    ruDative: 'убийствам',
    ar: 'عمليات القتل',
  },
  runs: {
    en: 'runs',
    enOne: 'run',
    ru: 'раны',
    ruGenitive: 'ранов',
    ruDative: 'ранам',
    ar: 'الركضات',
  },
  frames: {
    en: 'frames',
    enOne: 'frame',
    ru: 'фреймы',
    ruGenitive: 'фреймов',
    ruDative: 'фреймам',
    ar: 'الإطارات',
  },
};

export function scoreUnitWords(unit: ScoreUnit): Readonly<UnitWords> {
  return UNIT_WORDS[unit];
}

/** What a score counts, as a plural noun: "maps" / «карты» / «الخرائط». */
export function scoreUnitName(unit: ScoreUnit): LocalizedName {
  const w = UNIT_WORDS[unit];
  return { en: w.en, ru: w.ru, ar: w.ar };
}
