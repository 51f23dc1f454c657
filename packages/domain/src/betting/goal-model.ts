/*
 * The model of a goal game's regulation score (football, hockey and their cyber versions), as
 * the book prices it: the score now plus each side's goals still to come, independent Poisson
 * counts. The simulator prices its markets from it and the bet builder prices outcomes of one
 * game together from it, so both read one distribution.
 */

export interface ScorePair {
  home: number;
  away: number;
}

/** The score now and the goals each side is still expected to score in regulation time. */
export interface GoalScoreModel {
  score: ScorePair;
  expected: ScorePair;
}

/** Goals still to come counted one by one up to this; the tail is lumped on the last count. */
export const MAX_MODEL_GOALS = 12;

export function poissonPmf(mean: number, max = MAX_MODEL_GOALS): number[] {
  const pmf: number[] = [];
  let p = Math.exp(-mean);
  let sum = 0;
  for (let k = 0; k < max; k += 1) {
    pmf.push(p);
    sum += p;
    p = (p * mean) / (k + 1);
  }
  // The tail goes to the last count, so the distribution sums to exactly 1.
  pmf.push(Math.max(0, 1 - sum));
  return pmf;
}

export type ScorePredicate = (home: number, away: number) => boolean;

/** The chance that every predicate holds for the final score. */
export function chanceOfAll(model: GoalScoreModel, predicates: readonly ScorePredicate[]): number {
  const home = poissonPmf(model.expected.home);
  const away = poissonPmf(model.expected.away);
  let sum = 0;
  for (let i = 0; i < home.length; i += 1) {
    const ph = home[i] ?? 0;
    for (let j = 0; j < away.length; j += 1) {
      const h = model.score.home + i;
      const a = model.score.away + j;
      if (predicates.every((holds) => holds(h, a))) sum += ph * (away[j] ?? 0);
    }
  }
  return Math.min(1, sum);
}

export function isGoalScoreModel(value: unknown): value is GoalScoreModel {
  const model = value as GoalScoreModel | undefined;
  const count = (n: unknown) => Number.isInteger(n) && (n as number) >= 0;
  const mean = (n: unknown) => typeof n === 'number' && Number.isFinite(n) && n >= 0;
  return (
    typeof model === 'object' &&
    model !== null &&
    count(model.score?.home) &&
    count(model.score?.away) &&
    mean(model.expected?.home) &&
    mean(model.expected?.away)
  );
}
