/*
 * The casino lobby's catalogue calls (spec 001, games preview and restcore): the spec names them
 * and their query parameters but shows no answer, so the shapes are ours. They answer from the
 * site's catalogue of games: the in-house games today, a contracted studio's as it is added.
 */
import { z } from 'zod/mini';
import { defineCall } from './call.ts';
import { resource, resourceBody } from './json-api.ts';
import { idNumber, languageCode } from './primitives.ts';

export const GAMES_PREVIEW_ROOT = '/service-api/gamespreview';
export const LAST_WINNERS_PATH = '/service-api/restcore/GetLastWinners';

export const previewGame = z.object({
  id: z.int(),
  slug: z.string(),
  /** Dictionary key of the game's name. */
  nameKey: z.string(),
  providerId: z.int(),
  providerSlug: z.string(),
  /** Category ids of the casino dictionary (roulette 5, keno 49, baccarat 31…). */
  categories: z.array(z.int()),
  /** The lowest and highest return to player of the game's bets, 0-1. */
  returnToPlayer: z.number(),
  bestReturn: z.number(),
  /**
   * A game with a progressive jackpot: the jackpot's share of the return on top of the game's
   * own (its contributions and seed, paid back as pots are won), 0-1.
   */
  jackpotReturn: z.optional(z.number()),
  /** The picture of the game's card (svg). */
  image: z.string(),
  addedOn: z.string(),
  popularity: z.int(),
  /** Whether a visitor may play it with play money. */
  hasDemo: z.boolean(),
});
export type PreviewGame = z.infer<typeof previewGame>;

export const gamesPreview = z.object({
  games: z.array(previewGame),
  categories: z.array(z.object({ id: z.int(), slug: z.string(), count: z.int() })),
  providers: z.array(z.object({ id: z.int(), slug: z.string(), count: z.int() })),
});
export type GamesPreview = z.infer<typeof gamesPreview>;

const previewQuery = z.object({
  lng: z.optional(languageCode),
  country: z.optional(z.coerce.number().check(z.int())),
  project: z.optional(z.string()),
  apiKey: z.optional(z.string()),
});

export const lastWinner = z.object({
  roundId: z.int(),
  gameId: z.int(),
  gameSlug: z.string(),
  /** The winner's account number with its middle hidden (12****89). */
  player: z.string(),
  /** In `currencyIso`: the asked currency where the site has its rate, else the round's own. */
  win: z.number(),
  multiplier: z.number(),
  currencyIso: z.string(),
  at: z.string(),
});
export type LastWinner = z.infer<typeof lastWinner>;

export const LAST_WINNERS_MAX = 50;

export const catalogueCalls = {
  previewLight: defineCall({
    method: 'GET',
    path: `${GAMES_PREVIEW_ROOT}/GetGamesPreviewLight`,
    summary: 'The lobby: every game with its categories and provider, and the counts of each',
    tag: 'casino',
    access: 'public',
    query: previewQuery,
    response: resource('games-preview', gamesPreview),
  }),
  actions: defineCall({
    method: 'GET',
    path: `${GAMES_PREVIEW_ROOT}/GetGamesActions`,
    summary: 'Promotions running on games (tournaments, drops): none are run today, an empty list',
    tag: 'casino',
    access: 'public',
    query: previewQuery,
    response: resource(
      'games-actions',
      z.object({ actions: z.array(z.object({ id: z.int(), gameIds: z.array(z.int()) })) }),
    ),
  }),
  banner: defineCall({
    method: 'GET',
    path: `${GAMES_PREVIEW_ROOT}/getbanner`,
    summary: "The lobby's banners: each names a game and the dictionary keys of its words",
    tag: 'casino',
    access: 'public',
    query: previewQuery,
    response: resource(
      'games-banners',
      z.object({
        banners: z.array(
          z.object({
            gameId: z.int(),
            titleKey: z.string(),
            textKey: z.string(),
            image: z.string(),
          }),
        ),
      }),
    ),
  }),
  byGameIds: defineCall({
    method: 'POST',
    path: `${GAMES_PREVIEW_ROOT}/GetGamesPreviewByGameIds`,
    summary: 'The games of these ids (a player’s favourites), unknown ids left out',
    tag: 'casino',
    access: 'player',
    body: resourceBody(
      z.object({ gameIds: z.array(idNumber).check(z.maxLength(200, 'validation_too_big')) }),
    ),
    response: resource('games-preview-by-ids', z.object({ games: z.array(previewGame) })),
  }),
  lastWinners: defineCall({
    method: 'GET',
    path: LAST_WINNERS_PATH,
    summary: 'The latest casino rounds that paid more than their stake, newest first',
    description: `curIso: the currency to show wins in; refId: the brand's id; limit 1-${LAST_WINNERS_MAX} (10).`,
    tag: 'casino',
    access: 'public',
    query: z.object({
      curIso: z.optional(z.string()),
      refId: z.optional(z.coerce.number().check(z.int())),
      limit: z.optional(
        z.coerce
          .number()
          .check(z.int(), z.positive(), z.lte(LAST_WINNERS_MAX, 'validation_too_big')),
      ),
    }),
    response: resource('last-winners', z.object({ winners: z.array(lastWinner) })),
  }),
};
