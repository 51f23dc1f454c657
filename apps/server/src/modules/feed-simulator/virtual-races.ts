import { DAY_SECONDS, dayOf } from './civil-time.ts';
import {
  type Competition,
  type CompetitionContext,
  EDITION_EPOCH_YEAR,
  type Fixture,
} from './competition.ts';
import { CONTINUOUS_GAMES_HELD, continuousGameId } from './game-ids.ts';
import { Rng } from './random.ts';
import type { TeamEntry } from './world.ts';

/*
 * Virtual racing: a course of the simulator's own racing around the clock, a race every
 * `cadence` minutes from the top of the hour, as the virtual racing products of betting shops
 * and sites run them. The horses are kept in strings that race in turn, one string a race, and
 * each race's field is drawn from its string: a horse runs at most once in `strings` races. The
 * races of an hour are named Race 1, Race 2, ... after the course (the champ's teams).
 */

export interface VirtualRaceSchedule {
  kind: 'virtualRaces';
  /** Minutes between two starts; it divides the hour, so each hour's races number alike. */
  cadence: number;
  /** Runners in each race. */
  runners: number;
  /** Strings of horses racing in turn. */
  strings: number;
  /** Frozen block of game ids (0-31), shared with the continuous formats' blocks. */
  idBlock: number;
}

/** Horses a string holds beyond a field, so fields differ from one race of it to the next. */
const STRING_SPARE = 4;
const EPOCH = dayOf(EDITION_EPOCH_YEAR, 1, 1) * DAY_SECONDS;
/** Finished races kept as results: a few hours' worth is what a player looks back at. */
const HISTORY_SECONDS = 6 * 3600;

/** Horses a virtual course needs. */
export function virtualStableSize(schedule: VirtualRaceSchedule): number {
  return schedule.strings * (schedule.runners + STRING_SPARE);
}

/** Races an hour holds, each named after its place in the hour. */
export function racesAnHour(schedule: VirtualRaceSchedule): number {
  return 60 / schedule.cadence;
}

export class VirtualRaces implements Competition {
  constructor(
    private readonly context: CompetitionContext,
    private readonly spec: VirtualRaceSchedule,
  ) {
    if (60 % spec.cadence !== 0) throw new Error(`a cadence of ${spec.cadence} min splits no hour`);
    if (context.champ.horses.length !== virtualStableSize(spec))
      throw new Error(`${context.champ.spec.key} needs ${virtualStableSize(spec)} horses`);
  }

  fixturesBetween(from: number, to: number): Fixture[] {
    const cadence = this.spec.cadence * 60;
    const first = Math.max(0, Math.ceil((from - EPOCH) / cadence));
    const last = Math.min(CONTINUOUS_GAMES_HELD, Math.ceil((to - EPOCH) / cadence));
    const fixtures: Fixture[] = [];
    for (let race = first; race < last; race += 1) fixtures.push(this.race(race));
    return fixtures;
  }

  historyFrom(now: number): number {
    return now - HISTORY_SECONDS;
  }

  seasonYearAt(now: number): number {
    return new Date(now * 1000).getUTCFullYear();
  }

  private race(number: number): Fixture {
    const { champ, seed } = this.context;
    const { strings, runners, cadence } = this.spec;
    const string = number % strings;
    const stable = champ.horses.filter((_, i) => i % strings === string);
    const field = new Rng(seed, champ.ordinal, number, 73).shuffle(stable).slice(0, runners);
    const startsAt = EPOCH + number * cadence * 60;
    return {
      id: continuousGameId(this.spec.idBlock, number),
      champ,
      startsAt,
      home: champ.teams[number % racesAnHour(this.spec)] as TeamEntry,
      runners: field,
      order: 0,
      seasonYear: new Date(startsAt * 1000).getUTCFullYear(),
    };
  }
}
