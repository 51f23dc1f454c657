import { sportById } from '@arenabet/reference/sports';
import { CATALOG } from '../../apps/server/src/modules/feed-simulator/catalog.ts';
import { BOOK_MARGIN } from '../../apps/server/src/modules/feed-simulator/pricing.ts';
import { fixturesBetween } from '../../apps/server/src/modules/feed-simulator/schedule.ts';
import { SimGame } from '../../apps/server/src/modules/feed-simulator/sim-game.ts';
import { modelEntry } from '../../apps/server/src/modules/feed-simulator/sport-models.ts';
import { buildChamps } from '../../apps/server/src/modules/feed-simulator/world.ts';

/**
 * Issue 11: for each sport of the full world, the share of the days of a year on which it has
 * a game in play during each hour of the day (UTC): how a visitor's live page looks at 4 a.m.
 * A count from the calendar, not a timing: the same seed and year give the same table.
 */
const HOUR = 3600;
const DAY = 24 * HOUR;

export function printLiveHours(seed: number, year: number): void {
  const from = Date.UTC(year, 0, 1) / 1000;
  const days = Math.round((Date.UTC(year + 1, 0, 1) / 1000 - from) / DAY);
  const env = { seed, speed: 1, margin: BOOK_MARGIN };
  const hours = new Map<number, Uint8Array>();
  for (const champ of buildChamps(seed, CATALOG, false, from)) {
    const flags = hours.get(champ.spec.sportId) ?? new Uint8Array(days * 24);
    hours.set(champ.spec.sportId, flags);
    const entry = modelEntry(champ.spec.model);
    // A week at a time keeps each champ's laid-out seasons and draws small.
    for (let day = 0; day < days; day += 7) {
      const weekEnd = Math.min(from + (day + 7) * DAY, from + days * DAY);
      for (const fixture of fixturesBetween(champ, from + day * DAY - 6 * HOUR, weekEnd)) {
        const span = new SimGame(fixture, entry, env, 0).liveSpan();
        if (!span) continue;
        const first = Math.max(0, Math.floor((span.from / 1000 - from) / HOUR));
        const last = Math.min(days * 24 - 1, Math.floor((span.to / 1000 - 1 - from) / HOUR));
        for (let hour = first; hour <= last; hour += 1) flags[hour] = 1;
      }
    }
  }
  console.log(`\nShare of the days of ${year} with a game in play in each UTC hour, by sport (%):`);
  console.log(`| sport | ${Array.from({ length: 24 }, (_, h) => h).join(' | ')} |`);
  for (const [sportId, flags] of [...hours].sort((a, b) => a[0] - b[0])) {
    const shares = Array.from({ length: 24 }, (_, hour) => {
      let played = 0;
      for (let day = 0; day < days; day += 1) played += flags[day * 24 + hour] ?? 0;
      return Math.round((100 * played) / days);
    });
    const name = sportById(sportId)?.names.en ?? String(sportId);
    console.log(`| ${name} | ${shares.join(' | ')} |`);
  }
}
