import { z } from 'zod/mini';
import {
  champWire,
  feedEnvelope,
  gameWire,
  marketNameWire,
  outcomeWire,
  sportShortWire,
} from './feed-wire.ts';

/*
 * The line and live feed calls (spec 001 section 7). Each is served twice, under LineFeed
 * (pre-match) and LiveFeed (in play), with the same parameters and answer shapes.
 */
export const FEED_ROOTS = {
  line: '/service-api/LineFeed',
  live: '/service-api/LiveFeed',
} as const;
export type FeedRoot = keyof typeof FEED_ROOTS;

export const FEED_CALLS = [
  'Get1x2_VZip',
  'Get1x2_Zip',
  'GetSportsShortZip',
  'GetChampsZip',
  'GetChampZip',
  'GetGameZip',
  'GetGamesTeamZip',
  'GetTopGamesStatZip',
  'WebGetTopChampsZip',
  'Web_SearchZip',
  'GetExpressDayZip',
  'GetChronoOfPlay',
  'GetFavoritesZip',
  'GetMarketsZip',
] as const;
export type FeedCall = (typeof FEED_CALLS)[number];

export function feedPath(root: FeedRoot, call: FeedCall): string {
  return `${FEED_ROOTS[root]}/${call}`;
}

/**
 * The same calls under the bare roots older clients of this family still use: the same
 * parameters, the same answers (one registration serves both), the same cached bytes.
 */
export const FEED_BARE_ROOTS = {
  line: '/LineFeed',
  live: '/LiveFeed',
} as const satisfies Record<FeedRoot, string>;

export function bareFeedPath(root: FeedRoot, call: FeedCall): string {
  return `${FEED_BARE_ROOTS[root]}/${call}`;
}

/** The sportSection calls of the main feeds, under /main-line-feed and /main-live-feed. */
export const MAIN_FEED_ROOTS = {
  line: '/main-line-feed/v1',
  live: '/main-live-feed/v1',
} as const;

export const SPORT_SECTION_CALLS = [
  'gamesByChamp',
  'gamesByOpp',
  'topChamps',
  'champsBySport',
  'sport1x2',
  'search',
] as const;
export type SportSectionCall = (typeof SPORT_SECTION_CALLS)[number];

export const MAIN_FEED_CALLS = [
  'gameEvents',
  'gameInfo',
  'games1x2',
  'champsBySportWithGames',
  'expressDay',
] as const;
export type MainFeedCall = (typeof MAIN_FEED_CALLS)[number];

export function sportSectionPath(root: FeedRoot, call: SportSectionCall): string {
  return `${MAIN_FEED_ROOTS[root]}/sportSection/${call}`;
}

export function mainFeedPath(root: FeedRoot, call: MainFeedCall): string {
  return `${MAIN_FEED_ROOTS[root]}/${call}`;
}

/**
 * The bet builder's outcomes of games (spec 001: /main-line-feed/betbuilder/v2/events and the
 * live eventsByGames), asked for by `games`: per game that has a score model, the outcomes of
 * the match the builder takes together (UpdateCouponBuilder). A game without one is left out.
 */
export const BET_BUILDER_FEED = {
  line: { root: '/main-line-feed/betbuilder/v2', call: 'events' },
  live: { root: '/main-live-feed/betbuilder/v2', call: 'eventsByGames' },
} as const;

export function betBuilderFeedPath(root: FeedRoot): string {
  const { root: prefix, call } = BET_BUILDER_FEED[root];
  return `${prefix}/${call}`;
}

export const builderGameWire = z.object({
  /** The game. */
  I: z.int(),
  /** Its outcomes a builder bet can take, as GetGameZip writes them. */
  E: z.array(outcomeWire),
});
export type BuilderGameWire = z.infer<typeof builderGameWire>;
export const builderEventsAnswer = feedEnvelope(z.array(builderGameWire));

/** Search text longer than this is refused (spec: search input maximum length 100). */
export const FEED_SEARCH_MAX_LENGTH = 100;
/** Games per list call when `count` is absent. */
export const FEED_DEFAULT_COUNT = 50;
/**
 * The most games one call gives. Clients ask for a sport's or champ's games with the count
 * GetSportsShortZip or GetChampsZip promised, so this stays above the whole line (the full
 * world has about 3 300 games, 1 300 of them football): a promise is always kept in one call.
 */
export const FEED_MAX_COUNT = 10_000;

/**
 * The parameters the feed calls read, for the OpenAPI document: any order, unknown ones
 * ignored. Id lists are comma-joined; each call uses the ones that mean something to it.
 */
const idList = z.string().check(z.regex(/^\d+(,\d+)*$/));
export const feedQuery = z.partial(
  z.object({
    lng: z.string().check(z.describe('language of the names')),
    sports: idList,
    champs: idList,
    games: idList.check(z.describe('GetFavoritesZip: the games')),
    teams: idList,
    count: z.string().check(z.describe(`games to answer, ${FEED_DEFAULT_COUNT} by default`)),
    tsFrom: z.string().check(z.describe('unix seconds')),
    tsTo: z.string().check(z.describe('unix seconds')),
    id: z.string().check(z.describe('a game (GetGameZip, GetChronoOfPlay)')),
    gameId: z.string(),
    sport: z.string(),
    champ: z.string(),
    champId: z.string(),
    countryId: z.string(),
    isSubGames: z.string().check(z.describe('GetGameZip: list the sub-games (SG)')),
    GroupEvents: z
      .string()
      .check(z.describe('GetGameZip: the markets grouped in columns (GE) instead of the flat E')),
    text: z.string().check(z.maxLength(FEED_SEARCH_MAX_LENGTH)),
    section: z.string().check(z.describe('menu section: 3, 7, 8, 9, 11, 13, 28, 1001-1012')),
    lineDisallowSport: idList,
    liveDisallowSport: idList,
  }),
);

export const gameListAnswer = feedEnvelope(z.array(gameWire));
export const gameAnswer = feedEnvelope(gameWire);
export const sportsShortAnswer = feedEnvelope(z.array(sportShortWire));
export const champListAnswer = feedEnvelope(z.array(champWire));
export const champAnswer = feedEnvelope(champWire);
export const marketNamesAnswer = feedEnvelope(z.array(marketNameWire));

/** GetChronoOfPlay: the timeline of a live game. */
export const chronoEventWire = z.object({
  /** Seconds into the game. */
  TS: z.int(),
  /** Kind: goal, card, period end, ... (FEED_EVENT_KINDS). */
  K: z.string(),
  /** 1 home, 2 away, 0 neither. */
  O: z.int(),
  /** Text, in the asked language. */
  N: z.optional(z.string()),
  FS: z.optional(z.object({ S1: z.int(), S2: z.int() })),
});
export type ChronoEventWire = z.infer<typeof chronoEventWire>;
export const chronoAnswer = feedEnvelope(z.array(chronoEventWire));

/** Game events a player can subscribe to, and the chronology's kinds. */
export const FEED_EVENT_KINDS = [
  'goal',
  'red_card',
  'yellow_card',
  'period_end',
  'result',
  'point',
  'dangerous_attack',
  'game_start',
  /** An attempt of a shoot-out (football penalties, a hockey shoot-out), scored or missed. */
  'penalty_scored',
  'penalty_missed',
] as const;
export type FeedEventKind = (typeof FEED_EVENT_KINDS)[number];
