import { FEED_DEFAULT_COUNT, FEED_MAX_COUNT, FEED_SEARCH_MAX_LENGTH } from '@arenabet/contracts';
import { defineParams, shapeRequestParams } from '@arenabet/domain';
import { DEFAULT_LANGUAGE } from '@arenabet/reference/languages';
import { type ReferenceLanguage, referenceLanguageFor } from '@arenabet/reference/localized';
import { type MenuSectionParam, parseMenuSection } from '@arenabet/reference/menu-sections';
import type { FeedPhase } from '../game-phase.ts';

/*
 * A feed call's parameters (spec 001 sections 3 and 5): any order, unknown ones ignored, names
 * the family of sites uses for the same thing merged (id/gameId, champ/champs/champId, ...),
 * id lists de-duplicated and sorted. A value that cannot be read is refused, never guessed.
 */

/** What a feed call was asked, in one shape whatever spelling the caller used. */
export interface FeedRequest {
  /**
   * The reference language names are given in (ru, en, ar): `lng` of any language maps to one;
   * without `lng`, the site's default language.
   */
  lang: ReferenceLanguage;
  sportIds: number[];
  champIds: number[];
  teamIds: number[];
  gameIds: number[];
  gameId?: number;
  count: number;
  countryId?: number;
  tsFrom?: number;
  tsTo?: number;
  /** Search text, lower-cased (the search ignores case). */
  text?: string;
  getEmpty: boolean;
  isSubGames: boolean;
  /** GetGameZip: the markets grouped in columns (`GE`) instead of the flat `E`. */
  groupEvents: boolean;
  section?: MenuSectionParam;
  /** `virtualSports`: only the virtual sports (the short formats played around the clock). */
  virtualOnly: boolean;
  /** The player's disallowed sports of this feed (lineDisallowSport / liveDisallowSport). */
  disallowedSportIds: number[];
}

/** A parameter the call cannot use: the feed answers 400 with this text in its envelope. */
export class FeedRequestError extends Error {
  override readonly name = 'FeedRequestError';
}

export type RawQuery = Record<string, string | string[] | undefined>;

const ID_PATTERN = /^[0-9]{1,12}$/;
const INTEGER_PATTERN = /^-?[0-9]{1,15}$/;
const TRUE_VALUES = new Set(['true', '1']);
const FALSE_VALUES = new Set(['false', '0', '']);

/** Accepted for compatibility with tools of this family; they change nothing here. */
const IGNORED_INTEGERS = [
  'country',
  'partner',
  'mode',
  'gr',
  'groupId',
  'cyberFlag',
  'coefViewId',
  'minOffset',
] as const;
const IGNORED_FLAGS = ['countryOnly'] as const;

export function parseFeedRequest(query: RawQuery, phase: FeedPhase): FeedRequest {
  for (const name of IGNORED_INTEGERS) readInteger(query, name);
  for (const name of IGNORED_FLAGS) readFlag(query, name);
  const text = readText(query);
  const gameId = readInteger(query, 'id', 1) ?? readInteger(query, 'gameId', 1);
  const countryId = readInteger(query, 'countryId', 1);
  const tsFrom = readInteger(query, 'tsFrom', 0);
  const tsTo = readInteger(query, 'tsTo', 0);
  const section = readSection(query);
  return {
    lang: referenceLanguageFor(readValue(query, 'lng') || DEFAULT_LANGUAGE),
    sportIds: readIds(query, ['sports', 'sport', 'sportId']),
    champIds: readIds(query, ['champs', 'champ', 'champId']),
    teamIds: readIds(query, ['teams', 'team']),
    gameIds: readIds(query, ['games']),
    count: readCount(query),
    getEmpty: readFlag(query, 'getEmpty'),
    isSubGames: readFlag(query, 'isSubGames'),
    // Clients of the family spell it GroupEvents; the lower-case spelling is taken too.
    groupEvents: readFlag(query, 'GroupEvents') || readFlag(query, 'groupEvents'),
    virtualOnly: readFlag(query, 'virtualSports'),
    disallowedSportIds: readIds(query, [`${phase}DisallowSport`]),
    ...(gameId === undefined ? {} : { gameId }),
    ...(countryId === undefined ? {} : { countryId }),
    ...(tsFrom === undefined ? {} : { tsFrom }),
    ...(tsTo === undefined ? {} : { tsTo }),
    ...(text === undefined ? {} : { text }),
    ...(section === undefined ? {} : { section }),
  };
}

const KEY_PARAMS = defineParams({
  sports: { kind: 'idList' },
  champs: { kind: 'idList' },
  teams: { kind: 'idList' },
  games: { kind: 'idList' },
  gameId: { kind: 'int' },
  count: { kind: 'int', default: FEED_DEFAULT_COUNT },
  countryId: { kind: 'int' },
  tsFrom: { kind: 'int' },
  tsTo: { kind: 'int' },
  text: { kind: 'string' },
  getEmpty: { kind: 'bool' },
  isSubGames: { kind: 'bool' },
  groupEvents: { kind: 'bool' },
  section: { kind: 'int' },
  virtualSports: { kind: 'bool' },
  disallow: { kind: 'idList' },
});

/** One spelling per meaning (the spec's request shaping): equal requests share a cache entry. */
export function requestKey(request: FeedRequest): string {
  const shaped = shapeRequestParams(KEY_PARAMS, {
    sports: request.sportIds,
    champs: request.champIds,
    teams: request.teamIds,
    games: request.gameIds,
    gameId: request.gameId,
    count: request.count,
    countryId: request.countryId,
    tsFrom: request.tsFrom,
    tsTo: request.tsTo,
    text: request.text,
    getEmpty: request.getEmpty,
    isSubGames: request.isSubGames,
    groupEvents: request.groupEvents,
    section: request.section,
    virtualSports: request.virtualOnly,
    disallow: request.disallowedSportIds,
  });
  const pairs = Object.entries(shaped).map(([name, value]) => `${name}=${value}`);
  return [`lng=${request.lang}`, ...pairs].join('&');
}

function readValue(query: RawQuery, name: string): string | undefined {
  const value = query[name];
  return Array.isArray(value) ? value[value.length - 1] : value;
}

function readInteger(query: RawQuery, name: string, min?: number): number | undefined {
  const value = readValue(query, name)?.trim();
  if (value === undefined || value === '') return undefined;
  const parsed = INTEGER_PATTERN.test(value) ? Number.parseInt(value, 10) : Number.NaN;
  if (Number.isNaN(parsed) || (min !== undefined && parsed < min)) {
    throw new FeedRequestError(
      `Parameter ${name} must be ${min === undefined ? 'an integer' : `an integer of at least ${min}`}`,
    );
  }
  return parsed;
}

function readCount(query: RawQuery): number {
  // `limit` is how the main feeds spell it.
  const count = readInteger(query, 'count', 1) ?? readInteger(query, 'limit', 1);
  // More than the most is answered with the most, as tools ask for "everything" this way.
  return Math.min(count ?? FEED_DEFAULT_COUNT, FEED_MAX_COUNT);
}

function readFlag(query: RawQuery, name: string): boolean {
  const value = readValue(query, name)?.trim().toLowerCase();
  if (value === undefined || FALSE_VALUES.has(value)) return false;
  if (TRUE_VALUES.has(value)) return true;
  throw new FeedRequestError(`Parameter ${name} must be true or false`);
}

/** Repeated parameters and comma-separated lists merge; every id must be a positive integer. */
function readIds(query: RawQuery, names: readonly string[]): number[] {
  const ids = new Set<number>();
  for (const name of names) {
    const raw = query[name];
    const values = Array.isArray(raw) ? raw : raw === undefined ? [] : [raw];
    for (const part of values.flatMap((value) => value.split(','))) {
      const id = part.trim();
      if (id === '') continue;
      if (!ID_PATTERN.test(id) || Number(id) === 0) {
        throw new FeedRequestError(`Parameter ${name} must be a list of ids separated by commas`);
      }
      ids.add(Number(id));
    }
  }
  return [...ids].sort((a, b) => a - b);
}

function readText(query: RawQuery): string | undefined {
  const text = readValue(query, 'text')?.trim();
  if (text === undefined || text === '') return undefined;
  if (text.length > FEED_SEARCH_MAX_LENGTH) {
    throw new FeedRequestError(
      `Parameter text must be at most ${FEED_SEARCH_MAX_LENGTH} characters long`,
    );
  }
  return text.toLocaleLowerCase();
}

function readSection(query: RawQuery): MenuSectionParam | undefined {
  const value = readValue(query, 'section');
  if (value === undefined) return undefined;
  const section = parseMenuSection(value);
  if (section === undefined) throw new FeedRequestError('Parameter section is not a menu section');
  return section;
}
