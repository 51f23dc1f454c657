import { fixturesBetween } from './schedule.ts';
import { LONGEST_GAME_SECONDS, type SimEnv, SimGame } from './sim-game.ts';
import { modelEntry } from './sport-models.ts';
import type { ChampEntry } from './world.ts';

/**
 * How many games are in play at `ms`, decided exactly as the simulator decides it, but from the
 * calendar alone: checking the size of the live offer at many moments needs no world built.
 */
export function liveGamesAt(env: SimEnv, champs: readonly ChampEntry[], ms: number): number {
  const seconds = Math.floor(ms / 1000);
  let live = 0;
  for (const champ of champs) {
    const entry = modelEntry(champ.spec.model);
    for (const fixture of fixturesBetween(champ, seconds - LONGEST_GAME_SECONDS, seconds + 1)) {
      if (new SimGame(fixture, entry, env, 0).phaseAt(ms) === 'live') live += 1;
    }
  }
  return live;
}
