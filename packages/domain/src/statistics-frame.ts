import {
  LEGACY_STATISTICS_HIDE_ITEM_PREFIX,
  STATISTICS_FRAME_MIN_HEIGHT_PX,
  STATISTICS_HIDDEN_ITEMS_KEY,
  STATISTICS_TABLE_TYPE_MAX,
  STATISTICS_TABLE_TYPE_MIN,
  STATISTICS_TIMEZONE_MAX,
  STATISTICS_TIMEZONE_MIN,
} from './constants.ts';

/*
 * The statistics frame (spec 001 sections 3, 4, 5, 9): the popup pages run in a window of their
 * own or an iframe of the site. They read their parameters from the query, talk to the host page
 * by postMessage, and keep the blocks a visitor folded away in local storage.
 */

// ---- Parameters ----------------------------------------------------------------------------

/** Stage table types: 1 the whole table, 2 home games only, 3 away games only. */
export const STATISTICS_TABLE_TYPE = { total: 1, home: 2, away: 3 } as const;
export type StatisticsTableType =
  (typeof STATISTICS_TABLE_TYPE)[keyof typeof STATISTICS_TABLE_TYPE];

export interface StatisticsFrameParams {
  /** The visitor's time zone, hours from UTC. */
  tz?: number;
  tt?: StatisticsTableType;
  /** The visitor's country id (geo), the partner (referral) id and the site's project id. */
  geo?: number;
  r?: number;
  project?: number;
  lang?: string;
  /** xx_YY, as ru_RU. */
  locale?: string;
  /** The least height the host wants the frame to report, in px. */
  mh?: number;
}
export type StatisticsFrameParamName = keyof StatisticsFrameParams;

/** Dictionary keys of the reasons a parameter is refused. */
export const STATISTICS_PARAM_ERROR = {
  timezone: 'stats_param_timezone',
  tableType: 'stats_param_table_type',
  id: 'stats_param_id',
  language: 'stats_param_language',
  locale: 'stats_param_locale',
  minHeight: 'stats_param_min_height',
} as const;
export type StatisticsParamError =
  (typeof STATISTICS_PARAM_ERROR)[keyof typeof STATISTICS_PARAM_ERROR];

export interface ParsedStatisticsFrameParams {
  /** Only the valid parameters; a refused one is left out, so its default applies. */
  params: StatisticsFrameParams;
  errors: Partial<Record<StatisticsFrameParamName, StatisticsParamError>>;
}

type QueryLike = URLSearchParams | Readonly<Record<string, string | undefined>>;

const NUMBER_TEXT = /^-?\d+(\.\d+)?$/;
const INTEGER_TEXT = /^-?\d+$/;
const LANGUAGE = /^[a-z]{2}$/;
const LOCALE = /^[a-z]{2}_[A-Z]{2}$/;

function numberOf(text: string, integer: boolean): number | undefined {
  return (integer ? INTEGER_TEXT : NUMBER_TEXT).test(text) ? Number(text) : undefined;
}

function inRange(value: number | undefined, min: number, max = Number.POSITIVE_INFINITY): boolean {
  return value !== undefined && value >= min && value <= max;
}

interface ParamRule {
  error: StatisticsParamError;
  read(text: string): number | string | undefined;
}

const integerIn = (min: number, max?: number) => (text: string) => {
  const value = numberOf(text, true);
  return inRange(value, min, max) ? value : undefined;
};

const PARAM_RULES: Record<StatisticsFrameParamName, ParamRule> = {
  tz: {
    error: STATISTICS_PARAM_ERROR.timezone,
    // Whole hours are not enough: India is +5.5 and Nepal +5.75.
    read: (text) => {
      const value = numberOf(text, false);
      return inRange(value, STATISTICS_TIMEZONE_MIN, STATISTICS_TIMEZONE_MAX) ? value : undefined;
    },
  },
  tt: {
    error: STATISTICS_PARAM_ERROR.tableType,
    read: integerIn(STATISTICS_TABLE_TYPE_MIN, STATISTICS_TABLE_TYPE_MAX),
  },
  geo: { error: STATISTICS_PARAM_ERROR.id, read: integerIn(1) },
  r: { error: STATISTICS_PARAM_ERROR.id, read: integerIn(1) },
  project: { error: STATISTICS_PARAM_ERROR.id, read: integerIn(1) },
  lang: {
    error: STATISTICS_PARAM_ERROR.language,
    read: (text) => (LANGUAGE.test(text) ? text : undefined),
  },
  locale: {
    error: STATISTICS_PARAM_ERROR.locale,
    read: (text) => (LOCALE.test(text) ? text : undefined),
  },
  mh: { error: STATISTICS_PARAM_ERROR.minHeight, read: integerIn(0) },
};

const PARAM_NAMES = Object.keys(PARAM_RULES) as StatisticsFrameParamName[];

function queryValue(query: QueryLike, name: string): string | undefined {
  const value = query instanceof URLSearchParams ? query.get(name) : query[name];
  return value === null || value === undefined || value === '' ? undefined : value;
}

/** Reads the frame's parameters; unknown ones are ignored and absent ones stay absent. */
export function parseStatisticsFrameParams(query: QueryLike): ParsedStatisticsFrameParams {
  const params: Record<string, number | string> = {};
  const errors: ParsedStatisticsFrameParams['errors'] = {};
  for (const name of PARAM_NAMES) {
    const text = queryValue(query, name);
    if (text === undefined) continue;
    const rule = PARAM_RULES[name];
    const value = rule.read(text.trim());
    if (value === undefined) errors[name] = rule.error;
    else params[name] = value;
  }
  return { params: params as StatisticsFrameParams, errors };
}

/** The parameters as a query string (without `?`), in a fixed order; absent ones left out. */
export function statisticsFrameQuery(params: StatisticsFrameParams): string {
  const query = new URLSearchParams();
  for (const name of PARAM_NAMES) {
    const value = params[name];
    if (value !== undefined) query.set(name, String(value));
  }
  return query.toString();
}

// ---- Height --------------------------------------------------------------------------------

/** The height the frame reports: never under 280 px, nor under what the host asked for. */
export function statisticsFrameHeight(contentHeight: number, minHeight = 0): number {
  const content = Number.isFinite(contentHeight) ? Math.ceil(contentHeight) : 0;
  return Math.max(STATISTICS_FRAME_MIN_HEIGHT_PX, minHeight, content);
}

// ---- Hidden items --------------------------------------------------------------------------

export const STATISTICS_HIDDEN_ITEMS_SEPARATOR = '-';

/** The part of Web Storage the rule needs (localStorage satisfies it). */
/*
 * Hidden items live under STATISTICS_HIDDEN_ITEMS_KEY joined by '-'; older versions kept one
 * key per folded block, LEGACY_STATISTICS_HIDE_ITEM_PREFIX + item id.
 */

export interface HiddenItemsStorage {
  readonly length: number;
  key(index: number): string | null;
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** The separator joins ids, so an id containing it (or nothing at all) could not round-trip. */
const ITEM_ID = /^[A-Za-z0-9_]+$/;

export function isHiddenItemId(id: string): boolean {
  return ITEM_ID.test(id);
}

function uniqueIds(ids: readonly string[]): string[] {
  return [...new Set(ids.filter(isHiddenItemId))];
}

function legacyKeys(storage: HiddenItemsStorage): string[] {
  const keys: string[] = [];
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    if (key?.startsWith(LEGACY_STATISTICS_HIDE_ITEM_PREFIX)) keys.push(key);
  }
  return keys;
}

/** Legacy values said whether the block was hidden; a cleared flag is not a hidden block. */
function legacyHidden(value: string | null): boolean {
  return value !== null && !['', '0', 'false', 'null'].includes(value.toLowerCase());
}

/**
 * The hidden items, after moving any legacy `stHideItem-` keys into the one key and removing
 * them, so the old keys are read exactly once.
 */
export function readHiddenItems(storage: HiddenItemsStorage): string[] {
  const stored = storage.getItem(STATISTICS_HIDDEN_ITEMS_KEY);
  const items = stored ? stored.split(STATISTICS_HIDDEN_ITEMS_SEPARATOR) : [];
  const legacy = legacyKeys(storage);
  if (legacy.length === 0) return uniqueIds(items);
  for (const key of legacy) {
    if (legacyHidden(storage.getItem(key)))
      items.push(key.slice(LEGACY_STATISTICS_HIDE_ITEM_PREFIX.length));
    storage.removeItem(key);
  }
  return writeHiddenItems(storage, items);
}

/** Stores the items joined by '-'; no items removes the key. Returns what was stored. */
export function writeHiddenItems(storage: HiddenItemsStorage, items: readonly string[]): string[] {
  const ids = uniqueIds(items);
  if (ids.length === 0) storage.removeItem(STATISTICS_HIDDEN_ITEMS_KEY);
  else storage.setItem(STATISTICS_HIDDEN_ITEMS_KEY, ids.join(STATISTICS_HIDDEN_ITEMS_SEPARATOR));
  return ids;
}

export function toggleHiddenItem(items: readonly string[], id: string): string[] {
  return items.includes(id) ? items.filter((item) => item !== id) : [...items, id];
}

// ---- Messages ------------------------------------------------------------------------------

/** Marks this site's messages among whatever else the host's window receives. */
export const STATISTICS_MESSAGE_SOURCE = 'arenabet-statistics';

/** How the frame moved in its own history, so the host can mirror it in its address. */
export type StatisticsHistoryMove = 'push' | 'replace' | 'pop';

/** An outcome the frame offers for the coupon. */
export interface StatisticsBetSelection {
  gameId: number;
  group: number;
  type: number;
  line?: number;
  odds: number;
}

/** Frame to host. */
export type StatisticsFrameMessage =
  | { type: 'height'; height: number }
  | { type: 'history'; move: StatisticsHistoryMove; path: string }
  | { type: 'title'; title: string }
  | { type: 'hiddenItems'; items: string[] }
  /** Asks whether betting is open here and which of the frame's outcomes sit in the coupon. */
  | { type: 'couponRequest'; requestId: string; gameId: number }
  /** Asks the host to put an outcome in the coupon (or take it out when it is there). */
  | { type: 'betRequest'; requestId: string; selection: StatisticsBetSelection };

/** Host to frame: the answer to a coupon or bet request. */
export interface StatisticsCouponData {
  type: 'couponData';
  requestId: string;
  isBetsAvailable: boolean;
  /** Outcomes of the game already in the coupon, by the contracts' `outcomeKey`. */
  selected?: string[];
  error?: string;
}

export type StatisticsFrameEnvelope = StatisticsFrameMessage & {
  source: typeof STATISTICS_MESSAGE_SOURCE;
};
export type StatisticsHostEnvelope = StatisticsCouponData & {
  source: typeof STATISTICS_MESSAGE_SOURCE;
};

/** The text a coupon request ends with when the host never answers (spec section 8). */
export const MESSAGE_DELIVERY_TIMEOUT = 'Message delivery timeout';

export function statisticsFrameMessage(message: StatisticsFrameMessage): StatisticsFrameEnvelope {
  return { ...message, source: STATISTICS_MESSAGE_SOURCE };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** Reads a host's answer; anything else in the window's message stream is not ours. */
export function readCouponData(data: unknown): StatisticsCouponData | undefined {
  if (!isRecord(data) || data.source !== STATISTICS_MESSAGE_SOURCE) return undefined;
  if (data.type !== 'couponData' || typeof data.requestId !== 'string') return undefined;
  const selected = Array.isArray(data.selected)
    ? data.selected.filter((key): key is string => typeof key === 'string')
    : undefined;
  return {
    type: 'couponData',
    requestId: data.requestId,
    // Only an explicit yes opens betting: a host of an older version must not seem to accept bets.
    isBetsAvailable: data.isBetsAvailable === true,
    ...(selected ? { selected } : {}),
    ...(typeof data.error === 'string' ? { error: data.error } : {}),
  };
}

const FRAME_MESSAGE_TYPES: ReadonlySet<string> = new Set([
  'height',
  'history',
  'title',
  'hiddenItems',
  'couponRequest',
  'betRequest',
]);

/** For a host page: is this a message from a statistics frame? */
export function isStatisticsFrameMessage(data: unknown): data is StatisticsFrameEnvelope {
  return (
    isRecord(data) &&
    data.source === STATISTICS_MESSAGE_SOURCE &&
    typeof data.type === 'string' &&
    FRAME_MESSAGE_TYPES.has(data.type)
  );
}
