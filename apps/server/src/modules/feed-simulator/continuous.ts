import { DAY_SECONDS, dayOf } from './civil-time.ts';
import {
  type Competition,
  type CompetitionContext,
  EDITION_EPOCH_YEAR,
  type Fixture,
} from './competition.ts';
import { continuousGameId } from './game-ids.ts';
import { Rng } from './random.ts';
import { type Pairing, singleRoundRobin } from './round-robin.ts';
import type { TeamEntry } from './world.ts';

/*
 * Short formats around the clock (cyber football, table tennis leagues): `parallel` pitches
 * (tables, consoles), each starting a game every `cadence` minutes, staggered so that games
 * start all through the cadence. Each pitch has its own players and runs a round robin of them
 * over and over, home and away swapping each time, one game after another in an order where
 * nobody plays two games in a row, across the turn of the round robin too: everyone rests at
 * least one game between two of theirs.
 */

/**
 * A pitch needs six players or more: with five, no order of a round robin rests everyone
 * between games all the way round (the Petersen graph has no Hamiltonian cycle).
 */
export const FEWEST_PLAYERS_A_PITCH = 6;

export interface ContinuousSchedule {
  kind: 'continuous';
  /** Minutes between two starts on one pitch. */
  cadence: number;
  parallel: number;
  /** Frozen block of game ids (0-31), one per continuous champ. */
  idBlock: number;
}

const EPOCH = dayOf(EDITION_EPOCH_YEAR, 1, 1) * DAY_SECONDS;
const HISTORY_SECONDS = DAY_SECONDS;

export class Continuous implements Competition {
  private readonly pitches: TeamEntry[][];
  private readonly orders = new Map<number, Pairing[]>();

  constructor(
    private readonly context: CompetitionContext,
    private readonly spec: ContinuousSchedule,
  ) {
    const { teams } = context.champ;
    this.pitches = Array.from({ length: spec.parallel }, (_, pitch) =>
      teams.filter((_, i) => i % spec.parallel === pitch),
    );
  }

  private get offset(): number {
    return (this.context.champ.ordinal * 137) % (this.spec.cadence * 60);
  }

  fixturesBetween(from: number, to: number): Fixture[] {
    const cadence = this.spec.cadence * 60;
    const first = Math.max(0, Math.floor((from - EPOCH - this.offset) / cadence) - 1);
    const last = Math.ceil((to - EPOCH - this.offset) / cadence);
    const fixtures: Fixture[] = [];
    for (let step = first; step <= last; step += 1) {
      for (let pitch = 0; pitch < this.spec.parallel; pitch += 1) {
        const fixture = this.fixture(step, pitch);
        if (fixture && fixture.startsAt >= from && fixture.startsAt < to) fixtures.push(fixture);
      }
    }
    return fixtures;
  }

  historyFrom(now: number): number {
    return now - HISTORY_SECONDS;
  }

  seasonYearAt(now: number): number {
    return new Date(now * 1000).getUTCFullYear();
  }

  private fixture(step: number, pitch: number): Fixture | undefined {
    const players = this.pitches[pitch] ?? [];
    const order = this.order(pitch, players.length);
    const pair = order[step % order.length];
    if (!pair) return undefined;
    const cadence = this.spec.cadence * 60;
    const startsAt =
      EPOCH + this.offset + step * cadence + Math.round((pitch * cadence) / this.spec.parallel);
    const swapped = Math.floor(step / order.length) % 2 === 1;
    return {
      id: continuousGameId(this.spec.idBlock, step * this.spec.parallel + pitch),
      champ: this.context.champ,
      startsAt,
      home: players[swapped ? pair.away : pair.home] as TeamEntry,
      away: players[swapped ? pair.home : pair.away] as TeamEntry,
      order: pitch,
      seasonYear: new Date(startsAt * 1000).getUTCFullYear(),
    };
  }

  /** The pitch's round robin in playing order. */
  private order(pitch: number, players: number): Pairing[] {
    let order = this.orders.get(pitch);
    if (!order) {
      const rng = new Rng(this.context.seed, this.context.champ.ordinal, pitch, 9);
      order = restfulCycle(roundsOf(players, rng.shuffle(range(players))));
      this.orders.set(pitch, order);
    }
    return order;
  }
}

function range(n: number): number[] {
  return Array.from({ length: n }, (_, i) => i);
}

/** A round robin of `seats.length` players (a bye added to an odd number plays no game). */
function roundsOf(players: number, seats: readonly number[]): Pairing[][] {
  if (players < 2) return [];
  const even = players + (players % 2);
  return singleRoundRobin(even).map((round) =>
    round
      .filter((pair) => pair.home < players && pair.away < players)
      .map((pair) => ({ home: seats[pair.home] as number, away: seats[pair.away] as number })),
  );
}

function shareAPlayer(a: Pairing, b: Pairing): boolean {
  return a.home === b.home || a.home === b.away || a.away === b.home || a.away === b.away;
}

/** Every order of a few games (a round has at most a handful). */
function orderings<T>(items: readonly T[]): T[][] {
  if (items.length <= 1) return [[...items]];
  return items.flatMap((item, i) =>
    orderings([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [item, ...rest]),
  );
}

/** The round robin in an order that also rests everyone across its turn to the next. */
function restfulCycle(rounds: readonly Pairing[][]): Pairing[] {
  const [first = [], ...rest] = rounds;
  let games: Pairing[] = [];
  for (const start of orderings(first)) {
    games = restfulOrder([start, ...rest]);
    const [opening, closing] = [games[0], games.at(-1)];
    if (opening && closing && !shareAPlayer(opening, closing)) return games;
  }
  return games;
}

/**
 * Rounds one game after another, each round turned so its first game shares nobody with the
 * game before; inside a round nobody plays twice.
 */
export function restfulOrder(rounds: readonly Pairing[][]): Pairing[] {
  const games: Pairing[] = [];
  for (const round of rounds) {
    const before = games.at(-1);
    const clear = round.findIndex((pair) => !before || !shareAPlayer(pair, before));
    const start = Math.max(0, clear);
    games.push(...round.slice(start), ...round.slice(0, start));
  }
  return games;
}
