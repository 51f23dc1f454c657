import type { SourceOutcome } from '../feed/source.ts';
import { bookMarginErrors } from './market-check.ts';
import type { GameContext, LiveView, MatchFormat, SportModel, Timeline } from './model.ts';
import { BOOK_MARGIN } from './pricing.ts';
import { Rng } from './random.ts';

/*
 * Helpers for the sport models' tests: a game between two sides of given ratings, played out
 * from a seed, and looked at moment by moment as the feed would.
 */

export function gameOf(
  sportId: number,
  format: MatchFormat = {},
  ratings: readonly [number, number] = [0.2, -0.1],
  id = 1,
): GameContext {
  return {
    id,
    sportId,
    home: { id: 1, rating: ratings[0] },
    away: { id: 2, rating: ratings[1] },
    tilt: 0,
    shape: 0,
    format,
  };
}

export function playOut(model: SportModel, game: GameContext, seed: number): Timeline {
  return model.simulate(game, new Rng(seed, game.id, 8));
}

/** The game as seen just after each of its steps (every score change) and once a minute. */
export function liveViews(timeline: Timeline, every = 60): LiveView[] {
  const moments = new Set(timeline.steps.map((s) => s.at + 1));
  for (let at = 0; at < timeline.duration; at += every) moments.add(at);
  return [...moments]
    .filter((at) => at < timeline.duration)
    .sort((a, b) => a - b)
    .map((elapsed) => {
      const step = timeline.steps.filter((s) => s.at <= elapsed).at(-1) ?? timeline.steps[0];
      if (!step) throw new Error('a timeline without steps');
      return { elapsed, step, timeline };
    });
}

/** Every market error of a game priced before the start and at every live moment. */
export function marginErrors(model: SportModel, game: GameContext, timeline: Timeline): string[] {
  const pricing = { margin: BOOK_MARGIN, locked: false };
  const views: (LiveView | undefined)[] = [undefined, ...liveViews(timeline)];
  return views.flatMap((view) => {
    const priced = model.price(game, view, pricing);
    const lists: SourceOutcome[][] = [priced.outcomes, ...priced.subGames.map((s) => s.outcomes)];
    return lists.flatMap((outcomes) =>
      bookMarginErrors(outcomes, BOOK_MARGIN).map((e) => `at ${view?.elapsed ?? 'line'}: ${e}`),
    );
  });
}

/** Share of `count` games (seeds 1..count) for which `predicate` holds of the played timeline. */
export function shareOf(
  model: SportModel,
  game: GameContext,
  count: number,
  predicate: (timeline: Timeline) => boolean,
): number {
  let hits = 0;
  for (let seed = 1; seed <= count; seed += 1) if (predicate(playOut(model, game, seed))) hits += 1;
  return hits / count;
}
