/*
 * Favourites (spec 001 section 7): an account holder's favourite games, kept on the server so
 * they follow the player to any device. The spec names GET Favorite, POST and DELETE
 * Favorite/Games and POST Favorite/migrate/Games; the champ calls beside them are ours, made
 * the same way, because a player stars champs as well as games. Shapes are not shown in the
 * spec, so they are ours: every call answers the player's favourites as they are after it.
 */
import { z } from 'zod/mini';
import { defineCall } from './call.ts';
import { resource, resourceBody } from './json-api.ts';
import { idNumber } from './primitives.ts';

export const FAVORITES_ROOT = '/service-api/favorites/v1/Favorite';

/**
 * The most favourites of each kind a player keeps. A page of favourites shows them all at
 * once, so the cap keeps it readable and its feed request small; a favourite of a finished
 * game frees its place.
 */
export const FAVORITE_GAMES_MAX = 200;
export const FAVORITE_CHAMPS_MAX = 200;

const requiredIds = (max: number) =>
  z
    .array(idNumber, {
      error: (issue) => (issue.input === undefined ? 'required' : 'validation_invalid_type'),
    })
    .check(z.minLength(1, 'required'), z.maxLength(max, 'favorites_too_many'));

/** Ids in the body of every change; repeats count once. */
const gameIdsBody = resourceBody(z.object({ gameIds: requiredIds(FAVORITE_GAMES_MAX) }));
const champIdsBody = resourceBody(z.object({ champIds: requiredIds(FAVORITE_CHAMPS_MAX) }));

export const favorites = z.object({
  /** Newest first. */
  gameIds: z.array(z.int()),
  champIds: z.array(z.int()),
});
export type Favorites = z.infer<typeof favorites>;

export const favoritesMigration = z.extend(favorites, {
  /**
   * Ids that did not move: the feed no longer knows them (a game long finished) or the
   * player's favourites were full. The browser forgets them either way.
   */
  skippedIds: z.array(z.int()),
});
export type FavoritesMigration = z.infer<typeof favoritesMigration>;

const favoritesAnswer = resource('favorites', favorites);
const migrationAnswer = resource('favorites-migration', favoritesMigration);

const refusals =
  '400 validation_errors on the ids field: required, validation_invalid_type, ' +
  'validation_too_small (not a positive integer), favorites_too_many (more than the cap in ' +
  'one call), favorites_game_unknown / favorites_champ_unknown (not in the feed), ' +
  'favorites_limit_reached (the player would keep more than the cap). 401 when signed out.';

const migrationNote =
  'Moves the favourites an anonymous visitor kept in the browser to the account at sign-in: ' +
  'merged with those already kept, repeats and ids already kept count once, so sending the ' +
  'same list again changes nothing. Ids the feed no longer knows, and ids past the cap, are ' +
  'skipped rather than refused.';

export const favoriteCalls = {
  list: defineCall({
    method: 'GET',
    path: FAVORITES_ROOT,
    summary: "The player's favourite games and champs, newest first",
    description: 'Accepts the x-auth Bearer header (spec), Authorization Bearer or the cookie.',
    tag: 'favorites',
    access: 'player',
    response: favoritesAnswer,
  }),
  addGames: defineCall({
    method: 'POST',
    path: `${FAVORITES_ROOT}/Games`,
    summary: 'Add games to the favourites; games already there stay as they are',
    description: refusals,
    tag: 'favorites',
    access: 'player',
    body: gameIdsBody,
    response: favoritesAnswer,
  }),
  removeGames: defineCall({
    method: 'DELETE',
    path: `${FAVORITES_ROOT}/Games`,
    summary: 'Remove games from the favourites; ids not there are ignored',
    tag: 'favorites',
    access: 'player',
    body: gameIdsBody,
    response: favoritesAnswer,
  }),
  migrateGames: defineCall({
    method: 'POST',
    path: `${FAVORITES_ROOT}/migrate/Games`,
    summary: "Move an anonymous visitor's favourite games to the account (sign-in)",
    description: migrationNote,
    tag: 'favorites',
    access: 'player',
    body: gameIdsBody,
    response: migrationAnswer,
  }),
  addChamps: defineCall({
    method: 'POST',
    path: `${FAVORITES_ROOT}/Champs`,
    summary: 'Add champs to the favourites (this site’s addition beside Games)',
    description: refusals,
    tag: 'favorites',
    access: 'player',
    body: champIdsBody,
    response: favoritesAnswer,
  }),
  removeChamps: defineCall({
    method: 'DELETE',
    path: `${FAVORITES_ROOT}/Champs`,
    summary: 'Remove champs from the favourites; ids not there are ignored',
    tag: 'favorites',
    access: 'player',
    body: champIdsBody,
    response: favoritesAnswer,
  }),
  migrateChamps: defineCall({
    method: 'POST',
    path: `${FAVORITES_ROOT}/migrate/Champs`,
    summary: "Move an anonymous visitor's favourite champs to the account (sign-in)",
    description: migrationNote,
    tag: 'favorites',
    access: 'player',
    body: champIdsBody,
    response: migrationAnswer,
  }),
};
