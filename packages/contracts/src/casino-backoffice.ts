/*
 * The casino in the back office: each game's performance against its published return, turning
 * games off and on (audited), and a player's rounds.
 */
import { z } from 'zod/mini';
import { defineCall } from './call.ts';
import { casinoRounds } from './casino.ts';
import { resource, resourceBody } from './json-api.ts';
import { idParam, requiredText } from './primitives.ts';

export const gamePerformance = z.object({
  /** The game's slug; for an outside studio, null: its rounds are counted by the wallet. */
  game: z.nullable(z.string()),
  provider: z.string(),
  currencyIso: z.string(),
  rounds: z.int(),
  /** Minor units of the currency: stakes taken and wins paid. */
  turnover: z.number(),
  wins: z.number(),
  /** wins / turnover; null before any stake. */
  observedReturn: z.nullable(z.number()),
  /** The published return (the lowest of its bets); null when the site does not know it. */
  theoreticalReturn: z.nullable(z.number()),
});
export type GamePerformance = z.infer<typeof gamePerformance>;

export const casinoGameState = z.object({
  game: z.string(),
  provider: z.string(),
  enabled: z.boolean(),
  changedAt: z.nullable(z.string()),
  reason: z.nullable(z.string()),
});
export type CasinoGameState = z.infer<typeof casinoGameState>;

export const casinoBackoffice = z.object({
  games: z.array(casinoGameState),
  performance: z.array(gamePerformance),
});
export type CasinoBackoffice = z.infer<typeof casinoBackoffice>;

const REASON_MAX = 500;

export const casinoBackofficeCalls = {
  games: defineCall({
    method: 'GET',
    path: '/web-api/backoffice/casino/games',
    summary: 'Every game, on or off, and its performance per currency against its published return',
    tag: 'backoffice',
    access: 'operator',
    response: resource('casino-backoffice', casinoBackoffice),
  }),
  switchGame: defineCall({
    method: 'POST',
    path: '/web-api/backoffice/casino/games/{game}',
    summary: 'Turn a game off (it leaves the lobby and takes no new round) or on again',
    description:
      'Audited with the operator and the reason. 404 casino_game_unknown; 400 validation_errors ' +
      'on reason (required, max_symbols_limit).',
    tag: 'backoffice',
    access: 'operator',
    params: z.object({ game: z.string() }),
    body: resourceBody(z.object({ enabled: z.boolean(), reason: requiredText(REASON_MAX) })),
    response: resource('casino-game-state', casinoGameState),
  }),
  playerRounds: defineCall({
    method: 'GET',
    path: '/web-api/backoffice/players/{playerId}/casino-rounds',
    summary: "A player's casino rounds, newest first, a page at a time",
    tag: 'backoffice',
    access: 'operator',
    params: z.object({ playerId: idParam }),
    query: z.object({ before: z.optional(z.coerce.number().check(z.int(), z.positive())) }),
    response: resource('casino-rounds', casinoRounds),
  }),
};
