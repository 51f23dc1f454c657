import type { GameBetOutcome, OPERATOR_LEG_RESULTS } from '@arenabet/contracts/bets';
import { pathFor } from '../../../shared/routes/path-for.ts';
import { PLAYER_PARAM, parsePlayerId } from './list-filter.ts';

/*
 * The bets screen's search, kept in the address (`?game=123` or `?player=45`) so the player
 * ledger can link to a player's bets and a reload keeps the list. A game wins over a player:
 * only a game's bets can be settled by hand.
 */

export const GAME_PARAM = 'game';

export type BetsSearch = { by: 'game'; id: number } | { by: 'player'; id: number } | { by: 'none' };

export function readBetsSearch(params: URLSearchParams): BetsSearch {
  // Game ids are int4 too, the same rule as account numbers.
  const game = parsePlayerId(params.get(GAME_PARAM));
  if (game !== null) return { by: 'game', id: game };
  const player = parsePlayerId(params.get(PLAYER_PARAM));
  return player !== null ? { by: 'player', id: player } : { by: 'none' };
}

export function writeBetsSearch(search: BetsSearch): URLSearchParams {
  if (search.by === 'none') return new URLSearchParams();
  return new URLSearchParams({
    [search.by === 'game' ? GAME_PARAM : PLAYER_PARAM]: String(search.id),
  });
}

/** The bets screen on a player's bets. */
export function playerBetsPath(language: string, playerId: number): string {
  return `${pathFor('backofficeBets', {}, language)}?${PLAYER_PARAM}=${playerId}`;
}

/** The bets screen on a game's bets, to look at or settle. */
export function gameBetsPath(language: string, gameId: number): string {
  return `${pathFor('backofficeBets', {}, language)}?${GAME_PARAM}=${gameId}`;
}

export type OperatorResult = (typeof OPERATOR_LEG_RESULTS)[number];

/** One outcome's identity within its game: sub-game, market group, type and line. */
export function outcomeKey(outcome: Pick<GameBetOutcome, 'gameId' | 'group' | 'type' | 'param'>) {
  return `${outcome.gameId}:${outcome.group}:${outcome.type}:${outcome.param ?? ''}`;
}

/**
 * The settlement's results: one per outcome the operator gave a result; outcomes left without
 * one are not sent (they keep their state).
 */
export function settlementResults(
  outcomes: readonly GameBetOutcome[],
  chosen: Readonly<Record<string, OperatorResult>>,
) {
  return outcomes.flatMap((outcome) => {
    const result = chosen[outcomeKey(outcome)];
    if (!result) return [];
    const { gameId, group, type, param } = outcome;
    return [{ gameId, group, type, ...(param === undefined ? {} : { param }), result }];
  });
}
