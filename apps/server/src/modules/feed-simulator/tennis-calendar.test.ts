import { describe, expect, it } from 'vitest';
import { CATALOG } from './catalog.ts';
import { dayOf } from './civil-time.ts';
import { EPOCH_MONDAY } from './edition-weeks.ts';
import {
  startsOn,
  type TennisSchedule,
  TourEntries,
  type TourEvent,
  weeksOf,
} from './tennis-calendar.ts';
import { drawSize, WEEK_32, WEEK_64 } from './tennis-draw.ts';
import { buildChamps, type TeamEntry } from './world.ts';

const SEED = 20_261_122;

function tourEvents(pool: string): TourEvent[] {
  return CATALOG.flatMap((spec) =>
    spec.schedule.kind === 'tennis' && spec.teams.kind === 'pool' && spec.teams.pool === pool
      ? [{ ordinal: spec.ordinal, schedule: spec.schedule }]
      : [],
  );
}

describe('tour entries', () => {
  const champs = buildChamps(SEED, CATALOG, false, 0);

  for (const pool of ['atp-tour', 'wta-tour', 'itf-men-tour', 'itf-women-tour']) {
    it(`fill every draw of the ${pool} from 2024 to 2060, a player in one event at a time`, () => {
      const players = champs.find((c) => c.spec.teams.kind === 'pool' && c.spec.teams.pool === pool)
        ?.teams as TeamEntry[];
      const events = tourEvents(pool);
      const entries = new TourEntries(SEED, 1, players, events);
      const running: { until: number; players: Set<TeamEntry> }[] = [];
      const problems: string[] = [];
      for (let monday = EPOCH_MONDAY; monday < dayOf(2061, 1, 1); monday += 7) {
        const busy = new Set(
          running.filter((r) => r.until > monday).flatMap((r) => [...r.players]),
        );
        const week = new Set<TeamEntry>();
        for (const event of events.filter((e) => startsOn(e.schedule, monday))) {
          const entrants = entries.entrants(event.ordinal, monday);
          if (entrants.length !== drawSize(event.schedule.rounds))
            problems.push(`${event.ordinal} ${monday}: ${entrants.length} players`);
          for (const player of entrants) {
            if (busy.has(player) || week.has(player))
              problems.push(`${event.ordinal} ${monday}: ${player.team.id} twice`);
            week.add(player);
          }
          running.push({ until: monday + 7 * weeksOf(event.schedule), players: new Set(entrants) });
        }
      }
      expect(problems).toEqual([]);
    });
  }

  it('send the best players of the week to its biggest event', () => {
    const players = champs.find((c) => c.spec.key === 'atp-dubai')?.teams as TeamEntry[];
    const monday = dayOf(2030, 3, 4);
    const event = (ordinal: number, points: number, rounds = WEEK_32): TourEvent => ({
      ordinal,
      schedule: {
        kind: 'tennis',
        rounds,
        points,
        bestOf: 3,
        zone: 'UTC',
        start: '11:00',
        courts: 4,
      } satisfies TennisSchedule,
    });
    const entries = new TourEntries(SEED, 1, players, [
      event(1, 250),
      event(2, 1000, WEEK_64),
      event(3, 500),
    ]);
    const mean = (ordinal: number) => {
      const entrants = entries.entrants(ordinal, monday);
      return entrants.reduce((sum, p) => sum + p.rating, 0) / entrants.length;
    };
    expect(mean(2)).toBeGreaterThan(mean(3));
    expect(mean(3)).toBeGreaterThan(mean(1));
    // Seeds by ranking: the entry list comes best first.
    const list = entries.entrants(2, monday).map((p) => p.rating);
    expect(list).toEqual([...list].sort((a, b) => b - a));
  });
});
