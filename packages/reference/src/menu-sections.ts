import type { ValueOf } from './table.ts';

export const MENU_SECTION = {
  alternative: 3,
  long: 7,
  marbleLive: 8,
  cyberStream: 9,
  simulatedReality: 11,
  aftermatchVsLive: 13,
  cyberZone: 28,
  sportsSimulators: 1001,
  sportsGames: 1002,
  fightingGames: 1003,
  cardGames: 1004,
  shooters: 1005,
  onlineRpgs: 1006,
  adventure: 1007,
  strategy: 1008,
  vehicularCombat: 1009,
  puzzles: 1010,
  others: 1011,
  eSports: 1012,
  topSport: 10001,
  play: 10002,
} as const;
export type MenuSection = ValueOf<typeof MENU_SECTION>;

// Top sport and play are menu entries of their own, not feed sections: the menu-section request
// parameter must refuse them (spec: it accepts exactly these).
export const MENU_SECTION_PARAM_VALUES = [
  3, 7, 8, 9, 11, 13, 28, 1001, 1002, 1003, 1004, 1005, 1006, 1007, 1008, 1009, 1010, 1011, 1012,
] as const;
export type MenuSectionParam = (typeof MENU_SECTION_PARAM_VALUES)[number];

/** Category ids with a fixed meaning in menus: hourglass (soon) and star (favourites). */
export const SPECIAL_CATEGORY_ID = { hourglass: 998, star: 999 } as const;
export type SpecialCategoryId = ValueOf<typeof SPECIAL_CATEGORY_ID>;

const allowed: ReadonlySet<unknown> = new Set(MENU_SECTION_PARAM_VALUES);
// Only the canonical base-10 spelling: Number() would also take '0x7', ' 7', '7e0' or '+7', and
// parseInt would take '7abc'. '007' is refused as well, so each value has one spelling.
const allowedStrings: ReadonlyMap<unknown, MenuSectionParam> = new Map(
  MENU_SECTION_PARAM_VALUES.map((n) => [String(n), n]),
);

/** The menu-section parameter from a query string or a JSON body; undefined when refused. */
export function parseMenuSection(value: unknown): MenuSectionParam | undefined {
  if (typeof value === 'number')
    return allowed.has(value) ? (value as MenuSectionParam) : undefined;
  return allowedStrings.get(value);
}
