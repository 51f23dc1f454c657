import { type FeedGame, type FeedOutcome, MARKET_GROUP } from '@arenabet/contracts';

/*
 * The express of the day: an accumulator the site suggests, made of the favourites of the day's
 * most prominent games. One leg per champ, so one league's upset does not sink it twice, and
 * only clear favourites (odds within the band below), so the express is a sensible bet and not
 * a lottery ticket.
 */
export const EXPRESS_DAY_LEGS = 4;
const FAVOURITE_ODDS = { min: 1.2, max: 2.2 } as const;

export interface ExpressLeg {
  game: FeedGame;
  outcome: FeedOutcome;
}

export interface Express {
  legs: ExpressLeg[];
  /** The product of the legs' odds, to three decimals as odds are kept. */
  totalOdds: number;
}

/** The open result outcome with the lowest odds, when it is a clear favourite. */
export function favouriteOf(game: FeedGame): FeedOutcome | undefined {
  let best: FeedOutcome | undefined;
  for (const outcome of game.outcomes) {
    if (outcome.group !== MARKET_GROUP.result1x2 || outcome.locked) continue;
    if (!best || outcome.odds < best.odds) best = outcome;
  }
  if (!best || best.odds < FAVOURITE_ODDS.min || best.odds > FAVOURITE_ODDS.max) return undefined;
  return best;
}

/** Games in the feed's order (priority first); legs are taken from the top. */
export function expressOfTheDay(
  games: readonly FeedGame[],
  size = EXPRESS_DAY_LEGS,
): Express | undefined {
  const legs: ExpressLeg[] = [];
  const champs = new Set<number>();
  const ranked = [...games].sort((a, b) => b.priority - a.priority);
  for (const game of ranked) {
    if (legs.length === size) break;
    if (champs.has(game.champId)) continue;
    const outcome = favouriteOf(game);
    if (!outcome) continue;
    legs.push({ game, outcome });
    champs.add(game.champId);
  }
  if (legs.length < size) return undefined;
  const product = legs.reduce((total, leg) => total * leg.outcome.odds, 1);
  return { legs, totalOdds: Math.round(product * 1000) / 1000 };
}
