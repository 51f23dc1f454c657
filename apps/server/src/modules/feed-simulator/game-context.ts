import type { Fixture, PlayedResult } from './competition.ts';
import type { GameContext, Timeline } from './model.ts';
import { Rng } from './random.ts';
import { modelEntry } from './sport-models.ts';

/*
 * A fixture as its sport model sees it, and the game played out from it: the same draws
 * whether the feed shows the game or a competition asks who went through.
 */

export function gameContextOf(seed: number, fixture: Fixture): GameContext {
  const side = (entry: NonNullable<Fixture['away']>) => ({
    id: entry.team.id,
    rating: entry.rating,
    players: entry.playerIds,
  });
  return {
    id: fixture.id,
    sportId: fixture.champ.spec.sportId,
    home: side(fixture.home),
    ...(fixture.away ? { away: side(fixture.away) } : {}),
    ...(fixture.runners
      ? { runners: fixture.runners.map((r, i) => ({ id: i + 1, rating: r.rating })) }
      : {}),
    tilt: 0,
    shape: new Rng(seed, fixture.id, 7).normal(),
    format: fixture.format ?? {},
  };
}

export function playedTimeline(seed: number, fixture: Fixture, context: GameContext): Timeline {
  return modelEntry(fixture.champ.spec.model).model.simulate(context, new Rng(seed, fixture.id, 8));
}

export function playedResult(seed: number, fixture: Fixture): PlayedResult {
  const timeline = playedTimeline(seed, fixture, gameContextOf(seed, fixture));
  const last = timeline.steps.at(-1);
  return {
    winner: timeline.winner,
    score: last ? last.score : { home: 0, away: 0 },
    duration: timeline.duration,
  };
}
