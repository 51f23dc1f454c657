import { type FeedGame, MARKET_GROUP } from '@arenabet/contracts';

/*
 * "Best" prices: the games whose result market carries the smallest bookmaker margin, i.e.
 * where the player gets the most of the fair price. Margin = sum of 1/odds of the result's
 * outcomes minus 1; a game without a full, open result market has none.
 */
const RESULT_SIZE: Readonly<Record<number, number>> = {
  [MARKET_GROUP.result1x2]: 3,
  [MARKET_GROUP.winner]: 2,
};

export function resultMargin(game: FeedGame): number | undefined {
  for (const [group, size] of Object.entries(RESULT_SIZE)) {
    const outcomes = game.outcomes.filter((o) => o.group === Number(group) && !o.locked);
    if (outcomes.length === size) {
      return outcomes.reduce((sum, outcome) => sum + 1 / outcome.odds, 0) - 1;
    }
  }
  return undefined;
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
