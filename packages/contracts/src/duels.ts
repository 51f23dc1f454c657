/*
 * Duels (spec 001: /service-api/LineFeed/BuildDuel and GetAvailablePlayersForDuel): one team of
 * a game against one team of another game of the same sport, on who scores more in regulation
 * time. The spec names the calls, not their shapes, so these are ours (JSON:API, as the site's
 * own calls are); the duel itself comes back as a game in the feed's wire form, so anything
 * that shows a feed game shows it, and its outcomes go into the coupon as any game's do.
 */
import { z } from 'zod/mini';
import { defineCall } from './call.ts';
import { FEED_ROOTS } from './feed-calls.ts';
import { gameWire } from './feed-wire-schemas.ts';
import { resource, resourceBody } from './json-api.ts';
import { idNumber, idParam, languageCode } from './primitives.ts';

/** 1 the game's home team, 2 its away team. */
export const duelSide = z.union([z.literal(1), z.literal(2)]);

export const duelPick = z.object({ gameId: idNumber, side: duelSide });
export type DuelPickRequest = z.infer<typeof duelPick>;

export const buildDuelRequest = z.object({
  first: duelPick,
  second: duelPick,
  lng: z.optional(languageCode),
});
export type BuildDuelRequest = z.input<typeof buildDuelRequest>;

const duelTeam = z.object({ id: z.int(), name: z.string() });

/** A game whose teams can be picked for a duel. */
export const duelCandidate = z.object({
  gameId: z.int(),
  champId: z.int(),
  champName: z.string(),
  /** Unix seconds. */
  startsAt: z.int(),
  live: z.boolean(),
  home: duelTeam,
  away: duelTeam,
});
export type DuelCandidate = z.infer<typeof duelCandidate>;

export const duelCandidatesView = z.object({ games: z.array(duelCandidate) });

export const duelView = z.object({
  /** The duel as a feed game: `I` its id, `O1` the first pick's team, `O2` the second's. */
  game: gameWire,
});

/** Why a duel cannot be built, as `validation_errors` keys (keyed by the pick's field). */
export const DUEL_REFUSALS = [
  'duel_same_game',
  'duel_game_unavailable',
  'duel_other_sport',
] as const;

export const duelCalls = {
  availablePlayers: defineCall({
    method: 'GET',
    path: `${FEED_ROOTS.line}/GetAvailablePlayersForDuel`,
    summary: 'The games whose teams a duel can pit, of one sport',
    description:
      'Games before or in play that take bets and are priced from a goal model (football, ice ' +
      'hockey and their cyber versions), in feed order, with both teams; names in `lng`.',
    tag: 'Line and live feed',
    access: 'public',
    query: z.object({ sport: idParam, lng: z.optional(languageCode) }),
    response: resource('duel-candidates', duelCandidatesView),
  }),
  get: defineCall({
    method: 'GET',
    path: `${FEED_ROOTS.line}/GetDuel`,
    summary: 'A duel built before, by its id, with its prices now',
    description:
      'What BuildDuel answered, read again: the duel page follows its prices with it. 404 ' +
      '`duel_not_found` for an id that is no duel.',
    tag: 'Line and live feed',
    access: 'public',
    query: z.object({ id: idParam, lng: z.optional(languageCode) }),
    response: resource('duel', duelView),
  }),
  build: defineCall({
    method: 'POST',
    path: `${FEED_ROOTS.line}/BuildDuel`,
    summary: 'A duel of two teams of different games: who scores more',
    description:
      'Pits the first pick’s team against the second’s. The same picks give the same duel (one ' +
      'id per pair), so building it again reads its prices now. Refusals are 400 ' +
      '`validation_errors` on the pick: `duel_same_game`, `duel_game_unavailable` (not ' +
      'taking bets, finished, or without a goal model), `duel_other_sport`.',
    tag: 'Line and live feed',
    access: 'public',
    /** `?lng=` as the feed calls take it; the body's `lng` wins. */
    query: z.object({ lng: z.optional(languageCode) }),
    body: resourceBody(buildDuelRequest),
    response: resource('duel', duelView),
  }),
};
