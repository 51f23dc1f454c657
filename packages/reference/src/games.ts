import { isValueOf, type ValueOf } from './table.ts';

/** Game (event) categories; numeric ids as the feeds send them. */
export const GAME_CATEGORY = {
  fifteen: 1,
  score: 2,
  football: 3,
  hockey: 4,
  cyberfootball: 6,
  free: 7,
  jackpot: 8,
  cybersport: 9,
  cricket: 11,
  basket: 12,
} as const;
export type GameCategory = ValueOf<typeof GAME_CATEGORY>;

export const GAME_STATUS = {
  BETS_ARE_BEING_ACCEPTED: 1,
  SETTLED: 2,
  BETS_ARE_NO_LONGER_ACCEPTED: 3,
  CANCELED: 4,
} as const;
export type GameStatus = ValueOf<typeof GAME_STATUS>;

/** line = pre-match, live = in play. */
export const EVENT_KINDS = ['line', 'live'] as const;
export type EventKind = (typeof EVENT_KINDS)[number];

export const DEVICE_KINDS = ['android', 'android-asia', 'ios', 'other'] as const;
export type DeviceKind = (typeof DEVICE_KINDS)[number];

export const ANDROID_APP_TYPE = { normal: 0, lite: 1, asia: 2 } as const;
export type AndroidAppType = ValueOf<typeof ANDROID_APP_TYPE>;

export function isGameCategory(value: unknown): value is GameCategory {
  return isValueOf(GAME_CATEGORY, value);
}

export function isGameStatus(value: unknown): value is GameStatus {
  return isValueOf(GAME_STATUS, value);
}
