import {
  type FeedGame,
  type FeedOutcome,
  MARKET_GROUP,
  OUTCOME_TYPE,
  outcomeName,
} from '@arenabet/contracts';

/*
 * The markets a list row shows beside the teams: the result (W1 X W2 where a draw exists, W1 W2
 * where it does not: both are group 1, the two-way one has no type 2) and the main total, the line whose over and under are priced
 * closest to each other (the bookmaker's "main line").
 */

export type ResultKind = 'threeWay' | 'twoWay' | 'none';

const RESULT_COLUMNS: Record<ResultKind, { group: number; types: readonly number[] }> = {
  threeWay: {
    group: MARKET_GROUP.result1x2,
    types: [OUTCOME_TYPE.home, OUTCOME_TYPE.draw, OUTCOME_TYPE.away],
  },
  twoWay: { group: MARKET_GROUP.result1x2, types: [OUTCOME_TYPE.home, OUTCOME_TYPE.away] },
  none: { group: 0, types: [] },
};

function hasGroup(game: FeedGame, group: number): boolean {
  return game.outcomes.some((outcome) => outcome.group === group);
}

function hasDraw(game: FeedGame): boolean {
  return game.outcomes.some(
    (outcome) => outcome.group === MARKET_GROUP.result1x2 && outcome.type === OUTCOME_TYPE.draw,
  );
}

/** The result columns of a set of games shown under one header: 1X2 if any of them has a draw. */
export function resultKindOf(games: readonly FeedGame[]): ResultKind {
  if (games.some(hasDraw)) return 'threeWay';
  if (games.some((game) => hasGroup(game, MARKET_GROUP.result1x2))) return 'twoWay';
  return 'none';
}

function findOutcome(game: FeedGame, group: number, type: number): FeedOutcome | undefined {
  return game.outcomes.find((outcome) => outcome.group === group && outcome.type === type);
}

export interface ResultCell {
  type: number;
  /** Undefined where the game has no price for this column. */
  outcome: FeedOutcome | undefined;
}

/** One cell per result column of `kind`. */
export function resultOutcomes(game: FeedGame, kind: ResultKind): ResultCell[] {
  const { group, types } = RESULT_COLUMNS[kind];
  return types.map((type) => ({ type, outcome: findOutcome(game, group, type) }));
}

/** A game on offer (it has prices) without any of its main result's: that market is suspended. */
export function mainResultSuspended(game: FeedGame, kind: ResultKind): boolean {
  return game.outcomes.length > 0 && resultOutcomes(game, kind).every((cell) => !cell.outcome);
}

/** Column headings of the result: П1 Х П2 / W1 X W2 in the page's language. */
export function resultLabels(kind: ResultKind, language: string): string[] {
  return RESULT_COLUMNS[kind].types.map((type) => outcomeName({ type }, language));
}

export interface MainTotal {
  line: number;
  over: FeedOutcome;
  under: FeedOutcome;
}

export function mainTotal(game: FeedGame): MainTotal | undefined {
  const overs = new Map<number, FeedOutcome>();
  const unders = new Map<number, FeedOutcome>();
  for (const outcome of game.outcomes) {
    if (outcome.group !== MARKET_GROUP.total || outcome.line === undefined) continue;
    if (outcome.type === OUTCOME_TYPE.over) overs.set(outcome.line, outcome);
    if (outcome.type === OUTCOME_TYPE.under) unders.set(outcome.line, outcome);
  }
  let best: MainTotal | undefined;
  for (const [line, over] of overs) {
    const under = unders.get(line);
    if (!under) continue;
    const gap = Math.abs(over.odds - under.odds);
    if (!best || gap < Math.abs(best.over.odds - best.under.odds)) best = { line, over, under };
  }
  return best;
}

/** True when any of the games has a total: the header then shows the total's columns. */
export function hasTotals(games: readonly FeedGame[]): boolean {
  return games.some((game) => hasGroup(game, MARKET_GROUP.total));
}

/** An outcome's short name in a language: "П1", "ТБ 2.5", "Ф1 (+1.5)", "2:1". */
/** An outcome's name with its line (Over 2.5, H1 (+1.5), 2:1), as the coupon and server say it. */
export function outcomeLabel(
  outcome: Pick<FeedOutcome, 'type' | 'line'>,
  language: string,
): string {
  return outcomeName(outcome, language);
}
