import { DAY_SECONDS, dayOf } from './civil-time.ts';
import {
  type Competition,
  type CompetitionContext,
  EDITION_EPOCH_YEAR,
  type Fixture,
} from './competition.ts';
import { editionGameId } from './game-ids.ts';
import { Rng } from './random.ts';
import type { TeamEntry } from './world.ts';

/*
 * The first simulator's calendar, kept for the champs not yet moved to a real competition
 * format: about `perDay` games a day between `from` and `to` UTC hours, between teams drawn
 * afresh each day.
 */

export interface DailySchedule {
  kind: 'daily';
  perDay: number;
  from: number;
  to: number;
  weekdays?: readonly number[];
}

const EPOCH_DAY = dayOf(EDITION_EPOCH_YEAR, 1, 1);
/** Most games a champ plays in a day: the games of a day's edition. */
const DAY_SLOTS = 16;

export class LegacyDaily implements Competition {
  constructor(
    private readonly context: CompetitionContext,
    private readonly spec: DailySchedule,
    /** The share of `perDay` played (the small world plays fewer). */
    private readonly share: number,
  ) {}

  fixturesBetween(from: number, to: number): Fixture[] {
    const fixtures: Fixture[] = [];
    // A day's window may run past midnight, so the day before `from` can still start games in it.
    const firstDay = Math.max(EPOCH_DAY, Math.floor(from / DAY_SECONDS) - 1);
    const lastDay = Math.floor(to / DAY_SECONDS);
    for (let day = firstDay; day <= lastDay; day += 1) fixtures.push(...this.dayFixtures(day));
    return fixtures;
  }

  historyFrom(now: number): number {
    return now - 30 * DAY_SECONDS;
  }

  seasonYearAt(now: number): number {
    return new Date(now * 1000).getUTCFullYear();
  }

  private dayFixtures(day: number): Fixture[] {
    const { spec } = this;
    const { champ, seed } = this.context;
    const rng = new Rng(seed, champ.ordinal, day, 7);
    const dayStart = day * DAY_SECONDS;
    const weekday = new Date(dayStart * 1000).getUTCDay();
    const weight = spec.weekdays?.[weekday] ?? 1;
    const races = champ.spec.teams.kind === 'races';
    const sequential = races || champ.spec.model === 'mma';
    const pairs = races ? champ.teams.length : Math.floor(champ.teams.length / 2);
    const perDay = spec.perDay * this.share;
    const wanted = sequential
      ? Math.round(perDay * weight)
      : Math.round(perDay * weight * rng.range(0.6, 1.4));
    const count = Math.min(DAY_SLOTS, pairs, wanted);
    const windowSlots = Math.max(1, Math.round((spec.to - spec.from) * 4));
    const quarters = sequential
      ? Array.from({ length: count }, (_, i) => Math.min(windowSlots - 1, i * 2))
      : Array.from({ length: count }, () => rng.int(0, windowSlots - 1)).sort((a, b) => a - b);
    const order = rng.shuffle(champ.teams);
    const seasonYear = new Date(dayStart * 1000).getUTCFullYear();
    return quarters.map((quarter, k) => {
      const startsAt = dayStart + spec.from * 3600 + quarter * 900;
      const id = editionGameId(champ.ordinal, DAY_SLOTS, day - EPOCH_DAY, k);
      if (races) {
        const race = champ.teams[k] as TeamEntry;
        const runners = new Rng(seed, id, 8).shuffle(champ.horses).slice(0, rng.int(8, 14));
        return {
          id,
          champ,
          startsAt,
          home: race,
          runners,
          order: k,
          seasonYear,
          mayBeWithdrawn: true,
        };
      }
      return {
        id,
        champ,
        startsAt,
        home: order[2 * k] as TeamEntry,
        away: order[2 * k + 1] as TeamEntry,
        order: k,
        seasonYear,
        mayBeWithdrawn: true,
      };
    });
  }
}
