import { minutesOf, utcDayOf, yearOfDay, zonedSeconds } from './civil-time.ts';
import type { Competition, CompetitionContext, Fixture } from './competition.ts';
import { Editions } from './competition.ts';
import { leftOut, mondayOfWeek, weekOf } from './edition-weeks.ts';
import { editionGameId } from './game-ids.ts';
import { Rng } from './random.ts';
import type { TeamEntry } from './world.ts';

/*
 * MMA fight cards: a promotion holds a card on its fight night most weeks (or every other week),
 * preliminary fights first, then the main card, the main event last over five rounds. Fighters
 * meet only within their weight class, and each is booked on one card of a cycle of several, so
 * a fighter rests two or three months between fights and never fights twice on a card.
 */

export interface FightCardSchedule {
  kind: 'fights';
  zone: string;
  /** Days after Monday of the fight night (5: Saturday). */
  night: number;
  /** A card every this many weeks. */
  everyWeeks: number;
  /** Share of those weeks without a card; two running are never both left out. */
  skip: number;
  /** Local start of the main card, and minutes between its fights and between prelims. */
  main: string;
  mainGap: number;
  prelimGap: number;
  /** Fights on the main card; the others are prelims before it. */
  mainFights: number;
  /** Fights on a card, at least and at most (no more than two a weight class). */
  fights: readonly [number, number];
  /** Weight classes of the roster. */
  classes: number;
  /** Cards in a fighter's cycle: he is booked on one of them. */
  cycle: number;
}

/** Fighters of a class booked for each card of the cycle: two fights. */
export const FIGHTERS_PER_BOOKING = 4;
/** Fights a card's ids hold: a week's card, 16 384 weeks of them. */
const CARD_CAPACITY = 16;
/** Cards kept laid out. */
const CARDS_KEPT = 6;

/** The roster a card schedule needs: every class, every card of the cycle, four fighters each. */
export function rosterSize(schedule: FightCardSchedule): number {
  return schedule.classes * schedule.cycle * FIGHTERS_PER_BOOKING;
}

/** A fighter's weight class, by his place in the roster. */
export function weightClassOf(schedule: FightCardSchedule, index: number): number {
  return index % schedule.classes;
}

export function fightGameId(ordinal: number, week: number, place: number): number {
  return editionGameId(ordinal, CARD_CAPACITY, week, place);
}

interface Bout {
  home: TeamEntry;
  away: TeamEntry;
  billing: number;
}

export class FightCards implements Competition {
  private readonly cards = new Editions<Fixture[]>(CARDS_KEPT);

  constructor(
    private readonly context: CompetitionContext,
    private readonly spec: FightCardSchedule,
  ) {
    if (context.champ.teams.length !== rosterSize(spec))
      throw new Error(`${context.champ.spec.key} needs ${rosterSize(spec)} fighters`);
  }

  fixturesBetween(from: number, to: number): Fixture[] {
    const fixtures: Fixture[] = [];
    for (let week = weekOf(utcDayOf(from) - 1); week <= weekOf(utcDayOf(to) + 1); week += 1)
      fixtures.push(...this.card(week).filter((f) => f.startsAt >= from && f.startsAt < to));
    return fixtures;
  }

  historyFrom(now: number): number {
    return this.lastCard(now)?.[0]?.startsAt ?? now;
  }

  seasonYearAt(now: number): number {
    const first = this.lastCard(now)?.[0];
    return yearOfDay(utcDayOf(first?.startsAt ?? now));
  }

  /** Whether the week has a card: its turn comes, and it is not one of the weeks left out. */
  holdsCard(week: number): boolean {
    const { everyWeeks, skip } = this.spec;
    if (week < 0 || week % everyWeeks !== this.context.champ.ordinal % everyWeeks) return false;
    const { seed, champ } = this.context;
    return !leftOut(seed, champ.ordinal, week, skip, everyWeeks);
  }

  /** The card on at `now` or the last one before it. */
  private lastCard(now: number): Fixture[] | undefined {
    for (let week = weekOf(utcDayOf(now) + 1); week >= weekOf(utcDayOf(now)) - 6; week -= 1) {
      const card = this.card(week);
      if (card[0] && card[0].startsAt <= now) return card;
    }
    return undefined;
  }

  private card(week: number): Fixture[] {
    return this.cards.get(week, (w) => (this.holdsCard(w) ? this.layOut(w) : []));
  }

  /** The bouts a class can give on the card: its four booked fighters, paired by rank. */
  private bouts(booking: number): Bout[] {
    const { teams } = this.context.champ;
    const { classes, cycle } = this.spec;
    const bouts: Bout[] = [];
    for (let c = 0; c < classes; c += 1) {
      const booked = Array.from(
        { length: FIGHTERS_PER_BOOKING },
        (_, k) => teams[(booking + cycle * k) * classes + c] as TeamEntry,
      ).sort((a, b) => b.rating - a.rating);
      for (let k = 0; k < FIGHTERS_PER_BOOKING; k += 2) {
        const [home, away] = [booked[k] as TeamEntry, booked[k + 1] as TeamEntry];
        bouts.push({ home, away, billing: home.rating + away.rating });
      }
    }
    return bouts;
  }

  private layOut(week: number): Fixture[] {
    const { seed, champ } = this.context;
    const spec = this.spec;
    const rng = new Rng(seed, champ.ordinal, week, 52);
    const booking = Math.floor(week / spec.everyWeeks) % spec.cycle;
    const count = rng.int(spec.fights[0], spec.fights[1]);
    // The best-billed fights make the card, building up to the main event.
    const card = this.bouts(booking)
      .sort((a, b) => b.billing - a.billing)
      .slice(0, count)
      .reverse();
    const day = mondayOfWeek(week) + spec.night;
    const main = minutesOf(spec.main);
    const prelims = card.length - spec.mainFights;
    return card.map((bout, k) => {
      const minutes =
        k < prelims ? main - (prelims - k) * spec.prelimGap : main + (k - prelims) * spec.mainGap;
      return {
        id: fightGameId(champ.ordinal, week, k),
        champ,
        startsAt: zonedSeconds(spec.zone, day, minutes),
        // The better-ranked fighter in the red corner, named first.
        home: bout.home,
        away: bout.away,
        order: k,
        format: { rounds: k === card.length - 1 ? 5 : 3 },
        seasonYear: yearOfDay(day),
        // Fights fall off cards: an injury in camp, a missed weight.
        mayBeWithdrawn: true,
      };
    });
  }
}
