import type { MatchFormat } from './model.ts';
import { Rng } from './random.ts';
import type { ChampEntry, Runner, TeamEntry } from './world.ts';

/*
 * Fixtures are placed on a calendar anchored on a fixed epoch: which games a champ plays on a
 * day (or in a cadence step) depends only on the seed, the champ and that day, never on when
 * the world is looked at. A game's id is its champ's ordinal and its slot on that calendar.
 */

/** 2025-01-01T00:00:00Z: day and step numbers count from here. */
export const SCHEDULE_EPOCH = 1_735_689_600;
const DAY_SECONDS = 86_400;
/** Most games a daily champ plays in a day; slots per day in the id. */
const DAY_SLOTS = 16;
/** Bits of a game id below the champ ordinal. */
const SLOT_BITS = 19;
/** Game ids stay below this; sub-game ids are built above it. */
export const GAME_ID_LIMIT = 2 ** 27;

export interface Fixture {
  id: number;
  champ: ChampEntry;
  /** Unix seconds. */
  startsAt: number;
  home: TeamEntry;
  away?: TeamEntry;
  runners?: Runner[];
  /** Order of the game in its day or step, for priority. */
  order: number;
  /** How the competition has this game played (knockout, series length). */
  format?: MatchFormat;
}

export function gameIdOf(ordinal: number, slot: number): number {
  const wrapped = ((slot % 2 ** SLOT_BITS) + 2 ** SLOT_BITS) % 2 ** SLOT_BITS;
  return ordinal * 2 ** SLOT_BITS + wrapped;
}

/** Fixtures of a champ starting in [from, to), unix seconds, in start order. */
export function fixturesBetween(
  seed: number,
  champ: ChampEntry,
  from: number,
  to: number,
): Fixture[] {
  const fixtures =
    champ.spec.schedule.kind === 'daily'
      ? dailyFixtures(seed, champ, from, to)
      : continuousFixtures(seed, champ, from, to);
  return fixtures
    .filter((f) => f.startsAt >= from && f.startsAt < to)
    .sort((a, b) => a.startsAt - b.startsAt || a.id - b.id);
}

function dailyFixtures(seed: number, champ: ChampEntry, from: number, to: number): Fixture[] {
  const fixtures: Fixture[] = [];
  // A day's window may run past midnight, so the day before `from` can still start games in it.
  const firstDay = Math.floor((from - SCHEDULE_EPOCH) / DAY_SECONDS) - 1;
  const lastDay = Math.floor((to - SCHEDULE_EPOCH) / DAY_SECONDS);
  for (let day = firstDay; day <= lastDay; day += 1)
    fixtures.push(...dayFixtures(seed, champ, day));
  return fixtures;
}

function dayFixtures(seed: number, champ: ChampEntry, day: number): Fixture[] {
  const schedule = champ.spec.schedule;
  if (schedule.kind !== 'daily') return [];
  const rng = new Rng(seed, champ.ordinal, day, 7);
  const dayStart = SCHEDULE_EPOCH + day * DAY_SECONDS;
  const weekday = new Date(dayStart * 1000).getUTCDay();
  const weight = schedule.weekdays?.[weekday] ?? 1;
  const races = champ.spec.teams.kind === 'races';
  const sequential = races || champ.spec.model === 'mma';
  const pairs = races ? champ.teams.length : Math.floor(champ.teams.length / 2);
  const wanted = sequential
    ? Math.round(schedule.perDay * weight)
    : Math.round(schedule.perDay * weight * rng.range(0.6, 1.4));
  const count = Math.min(DAY_SLOTS, pairs, wanted);
  const windowSlots = Math.max(1, Math.round((schedule.to - schedule.from) * 4));
  const quarters = sequential
    ? Array.from({ length: count }, (_, i) => Math.min(windowSlots - 1, i * 2))
    : Array.from({ length: count }, () => rng.int(0, windowSlots - 1)).sort((a, b) => a - b);
  const order = rng.shuffle(champ.teams);
  return quarters.map((quarter, k) => {
    const startsAt = dayStart + schedule.from * 3600 + quarter * 900;
    const id = gameIdOf(champ.ordinal, day * DAY_SLOTS + k);
    if (races) return raceFixture(seed, champ, id, startsAt, champ.teams[k] as TeamEntry, k);
    return {
      id,
      champ,
      startsAt,
      home: order[2 * k] as TeamEntry,
      away: order[2 * k + 1] as TeamEntry,
      order: k,
    };
  });
}

function raceFixture(
  seed: number,
  champ: ChampEntry,
  id: number,
  startsAt: number,
  race: TeamEntry,
  order: number,
): Fixture {
  const rng = new Rng(seed, id, 8);
  const runners = rng.shuffle(champ.horses).slice(0, rng.int(8, 14));
  return { id, champ, startsAt, home: race, runners, order };
}

/**
 * Short formats: `parallel` pitches (tables, servers), each starting a game every `cadence`
 * minutes, staggered so that games start all through the cadence. Each pitch has its own
 * teams, so nobody plays two games at once.
 */
function continuousFixtures(seed: number, champ: ChampEntry, from: number, to: number): Fixture[] {
  const schedule = champ.spec.schedule;
  if (schedule.kind !== 'continuous') return [];
  const cadence = schedule.cadence * 60;
  const offset = (champ.ordinal * 137) % cadence;
  const fixtures: Fixture[] = [];
  const firstStep = Math.floor((from - SCHEDULE_EPOCH - offset) / cadence) - 1;
  const lastStep = Math.ceil((to - SCHEDULE_EPOCH - offset) / cadence);
  for (let step = firstStep; step <= lastStep; step += 1) {
    for (let pitch = 0; pitch < schedule.parallel; pitch += 1) {
      const teams = champ.teams.filter((_, i) => i % schedule.parallel === pitch);
      const rng = new Rng(seed, champ.ordinal, step, pitch, 9);
      const [home, away] = rng.shuffle(teams);
      if (!home || !away) continue;
      const startsAt =
        SCHEDULE_EPOCH +
        offset +
        step * cadence +
        Math.round((pitch * cadence) / schedule.parallel);
      fixtures.push({
        id: gameIdOf(champ.ordinal, step * schedule.parallel + pitch),
        champ,
        startsAt,
        home,
        away,
        order: pitch,
      });
    }
  }
  return fixtures;
}
