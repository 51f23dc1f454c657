import { utcDayOf, yearOfDay } from './civil-time.ts';
import type { Competition, Fixture } from './competition.ts';

/*
 * A pool: a hidden champ that plays no games of its own and whose teams other champs draw from
 * (the players of a tennis tour, who play Dubai one week and Madrid another). It never reaches
 * the feed's list of champs; its teams reach it through the champs that draw from it.
 */

export interface PoolSchedule {
  kind: 'pool';
}

export class NoGames implements Competition {
  fixturesBetween(): Fixture[] {
    return [];
  }

  historyFrom(now: number): number {
    return now;
  }

  seasonYearAt(now: number): number {
    return yearOfDay(utcDayOf(now));
  }
}
