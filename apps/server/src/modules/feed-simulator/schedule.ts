import type { ChampSpec } from './catalog-types.ts';
import type { Competition, Fixture } from './competition.ts';
import { Continuous } from './continuous.ts';
import { Cup } from './cup.ts';
import { Elections } from './elections.ts';
import { EsportsEvents } from './esports-events.ts';
import { FightCards } from './fight-cards.ts';
import { playedResult } from './game-context.ts';
import { League } from './league.ts';
import { NoGames } from './pool.ts';
import { RaceMeetings } from './race-meetings.ts';
import { TennisTournament, tourOf } from './tennis-tour.ts';
import { VirtualRaces } from './virtual-races.ts';
import type { ChampEntry } from './world.ts';

/*
 * Every champ's calendar comes from its competition: which games it plays when, between whom,
 * fixed by the seed and the champ alone. A game's id is built from its champ and its place in
 * the competition (game-ids.ts).
 */

export type { Fixture } from './competition.ts';
export { GAME_ID_LIMIT } from './game-ids.ts';

/** `catalog`: every champ of the world, for formats whose champs share teams (a tennis tour). */
export function competitionOf(
  seed: number,
  champ: ChampEntry,
  catalog: readonly ChampSpec[],
): Competition {
  const context = { seed, champ, resultOf: (fixture: Fixture) => playedResult(seed, fixture) };
  const schedule = champ.spec.schedule;
  switch (schedule.kind) {
    case 'league':
      return new League(context, schedule);
    case 'cup':
      return new Cup(context, schedule);
    case 'continuous':
      return new Continuous(context, schedule);
    case 'pool':
      return new NoGames();
    case 'elections':
      return new Elections(context, schedule);
    case 'esports':
      return new EsportsEvents(context, schedule);
    case 'races':
      return new RaceMeetings(context, schedule);
    case 'virtualRaces':
      return new VirtualRaces(context, schedule);
    case 'fights':
      return new FightCards(context, schedule);
    case 'tennis':
      return new TennisTournament(context, schedule, tourOf(seed, champ, catalog));
  }
}

/** Fixtures of a champ starting in [from, to), unix seconds, in start order. */
export function fixturesBetween(champ: ChampEntry, from: number, to: number): Fixture[] {
  return champ.competition
    .fixturesBetween(from, to)
    .filter((f) => f.startsAt >= from && f.startsAt < to)
    .sort((a, b) => a.startsAt - b.startsAt || a.id - b.id);
}
