import { type FeedGame, MARKET_GROUP, OUTCOME_TYPE } from '@arenabet/contracts';

/*
 * "Best" prices: the games whose result market carries the smallest bookmaker margin, i.e.
 * where the player gets the most of the fair price. Margin = sum of 1/odds of the result's
 * outcomes minus 1; a game without a full, open result market has none.
 */

/** W1 and W2, and X where the result has a draw (a two-way result is group 1 without X). */
function resultIsWhole(types: ReadonlySet<number>): boolean {
  const sides = types.has(OUTCOME_TYPE.home) && types.has(OUTCOME_TYPE.away);
  return sides && types.size === (types.has(OUTCOME_TYPE.draw) ? 3 : 2);
}

export function resultMargin(game: FeedGame): number | undefined {
  const result = game.outcomes.filter((o) => o.group === MARKET_GROUP.result1x2);
  // A locked side would leave a sum over part of the market: no margin to compare.
  if (result.some((o) => o.locked) || !resultIsWhole(new Set(result.map((o) => o.type)))) {
    return undefined;
  }
  return result.reduce((sum, outcome) => sum + 1 / outcome.odds, 0) - 1;
}

/** The games with a margin, lowest first, at most `limit`. */
export function bestPriced(games: readonly FeedGame[], limit: number): FeedGame[] {
  return games
    .map((game) => ({ game, margin: resultMargin(game) }))
    .filter((entry): entry is { game: FeedGame; margin: number } => entry.margin !== undefined)
    .sort((a, b) => a.margin - b.margin)
    .slice(0, limit)
    .map((entry) => entry.game);
}
