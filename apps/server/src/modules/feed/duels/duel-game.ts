import { MARKET_GROUP } from '@arenabet/contracts';
import {
  type DuelSide,
  duelModel,
  duelScore,
  priceDuel,
  regulationGoals,
} from '@arenabet/domain/betting/duel';
import { isGoalScoreModel } from '@arenabet/domain/betting/goal-model';
import { oddsToDecimalText } from '@arenabet/domain/betting/odds';
import { GAME_STATUS } from '@arenabet/reference/games';
import type { LocalizedName } from '@arenabet/reference/localized';
import { hasResult, phaseOf } from '../game-phase.ts';
import type { SourceChamp, SourceGame, SourceOutcome } from '../source.ts';

/*
 * A duel as a game of the feeds: its "home" is the first pick's team, its "away" the second's,
 * its score their regulation goals, its outcomes priced now from both games' models. The coupon,
 * risk control and settlement take it as any other game; nothing of it is stored but the pair.
 */

export interface DuelRow {
  id: number;
  sportId: number;
  firstGameId: number;
  firstSide: DuelSide;
  secondGameId: number;
  secondSide: DuelSide;
}

/**
 * The one champ every duel is listed under: a duel belongs to no competition of its own. Id 0,
 * which no source gives a champ and every call taking a champ id refuses as invalid, so the
 * duels' champ is only ever a name (statistics, results and lists never see it).
 */
export const DUEL_CHAMP_ID = 0;
export const DUEL_CHAMP_NAME: LocalizedName = { en: 'Duels', ru: 'Дуэли', ar: 'المبارزات' };

export function duelChamp(sportId: number): SourceChamp {
  return {
    id: DUEL_CHAMP_ID,
    sportId,
    countryId: 0,
    name: DUEL_CHAMP_NAME,
    priority: 0,
    isTop: false,
    seasonId: 0,
  };
}

/** How far ahead GetAvailablePlayersForDuel lists games: two days of the line. */
export const DUEL_HORIZON_SECONDS = 48 * 60 * 60;

/** A game a duel can be built on: two teams, taking bets, priced from a goal model. */
export function isDuelable(game: SourceGame): boolean {
  return (
    game.awayTeamId !== undefined &&
    game.status === GAME_STATUS.BETS_ARE_BEING_ACCEPTED &&
    phaseOf(game) !== 'finished' &&
    isGoalScoreModel(game.scoreModel)
  );
}

function teamOf(game: SourceGame, side: DuelSide): number {
  return side === 1 ? game.homeTeamId : (game.awayTeamId ?? game.homeTeamId);
}

/** Regulation goals so far (or at the end): the duel is on regulation time, as its model is. */
function goalsOf(game: SourceGame) {
  if (game.result?.regulationScore) return game.result.regulationScore;
  return game.live ? regulationGoals(game.sportId, game.live) : { home: 0, away: 0 };
}

/** A live suspension of either game's main market suspends the duel. */
function suspended(game: SourceGame): boolean {
  return game.outcomes.some((o) => o.group === MARKET_GROUP.result1x2 && o.locked);
}

function statusOf(first: SourceGame, second: SourceGame) {
  const games = [first, second];
  if (games.some((g) => g.status === GAME_STATUS.CANCELED)) return GAME_STATUS.CANCELED;
  if (games.every((g) => g.status === GAME_STATUS.SETTLED)) return GAME_STATUS.SETTLED;
  return games.every(isDuelable)
    ? GAME_STATUS.BETS_ARE_BEING_ACCEPTED
    : GAME_STATUS.BETS_ARE_NO_LONGER_ACCEPTED;
}

function outcomesOf(row: DuelRow, first: SourceGame, second: SourceGame): SourceOutcome[] {
  if (!first.scoreModel || !second.scoreModel) return [];
  const model = duelModel(
    { model: first.scoreModel, side: row.firstSide },
    { model: second.scoreModel, side: row.secondSide },
  );
  const locked = suspended(first) || suspended(second);
  return priceDuel(model).map((price) => {
    const oddsText = oddsToDecimalText(price.odds);
    return {
      group: price.group,
      type: price.type,
      odds: Number(oddsText),
      oddsText,
      ...(price.param === undefined ? {} : { line: price.param }),
      locked,
    };
  });
}

export function duelGame(row: DuelRow, first: SourceGame, second: SourceGame): SourceGame {
  const status = statusOf(first, second);
  const over = hasResult({ status });
  const started = first.live !== undefined || second.live !== undefined;
  const bothEnded = phaseOf(first) === 'finished' && phaseOf(second) === 'finished';
  const score = duelScore(
    { score: goalsOf(first), side: row.firstSide },
    { score: goalsOf(second), side: row.secondSide },
  );
  const winner = score.home === score.away ? 0 : score.home > score.away ? 1 : 2;
  return {
    id: row.id,
    sportId: row.sportId,
    champId: DUEL_CHAMP_ID,
    homeTeamId: teamOf(first, row.firstSide),
    awayTeamId: teamOf(second, row.secondSide),
    startsAt: Math.min(first.startsAt, second.startsAt),
    priority: 0,
    status,
    // In play from the first kick-off until both games are over, even between the two.
    isLive: started && !over && !bothEnded,
    outcomes: status === GAME_STATUS.BETS_ARE_BEING_ACCEPTED ? outcomesOf(row, first, second) : [],
    subGames: [],
    ...(started ? { live: { score, periodScores: [], info: [] } } : {}),
    events: [],
    ...(status === GAME_STATUS.SETTLED
      ? { result: { regulationScore: score, winner, subGames: [] } }
      : {}),
    oddsHistory: [],
    duelOf: [row.firstGameId, row.secondGameId],
  };
}
