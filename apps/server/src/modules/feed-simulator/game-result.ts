import type { SourceResult } from '../feed/source.ts';
import { LAST_SUB_GAME_INDEX, subGameId } from './game-ids.ts';
import type { PeriodScore, ScorePair, SportModel, Timeline } from './model.ts';

/*
 * A finished game's result as its markets settle. The score shown counts extra time, overtime
 * and a hockey shoot-out's deciding goal, and knows nothing of a first leg, so the regulation
 * score and the winner are written out; each period's markets were offered under its own
 * sub-game id, so its score is written under that id.
 */

export function gameResult(
  gameId: number,
  timeline: Timeline,
  model: Pick<SportModel, 'regulationPeriods' | 'roundsFought'>,
): SourceResult {
  const final = timeline.steps.at(-1);
  const periodScores = final?.periodScores ?? [];
  const regulation = model.regulationPeriods;
  const regulationScore =
    regulation === undefined ? undefined : regulationScoreOf(periodScores, regulation);
  return {
    ...(regulationScore ? { regulationScore } : {}),
    winner: timeline.winner,
    ...(model.roundsFought ? { roundsFought: model.roundsFought(timeline) } : {}),
    subGames: periodScores
      .filter((p) => p.period - 1 <= LAST_SUB_GAME_INDEX && p.period <= (regulation ?? p.period))
      .map((p) => ({ id: subGameId(gameId, p.period - 1), score: p.score })),
  };
}

/** The score after `regulation` periods, or undefined when the game ended with them. */
function regulationScoreOf(
  periodScores: readonly PeriodScore[],
  regulation: number,
): ScorePair | undefined {
  if (!periodScores.some((p) => p.period > regulation)) return undefined;
  return periodScores
    .filter((p) => p.period <= regulation)
    .reduce((sum, p) => ({ home: sum.home + p.score.home, away: sum.away + p.score.away }), {
      home: 0,
      away: 0,
    });
}
