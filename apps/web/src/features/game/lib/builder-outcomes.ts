import { type FeedOutcome, outcomeKey } from '@arenabet/contracts';

/**
 * The builder's outcomes at the line's prices now. The builder feed is read now and then; the
 * game's own copy is what the push keeps current, so its price and lock are taken where it
 * has the outcome. One the game no longer offers (its market closed) is shown locked until the
 * builder feed is read again.
 */
export function builderOutcomesNow(
  builder: readonly FeedOutcome[],
  game: readonly FeedOutcome[],
): FeedOutcome[] {
  const current = new Map(game.map((outcome) => [outcomeKey(outcome), outcome]));
  return builder.map((outcome) => current.get(outcomeKey(outcome)) ?? { ...outcome, locked: true });
}
