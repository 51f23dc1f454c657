import { SeededWords, uniformInt } from '@arenabet/domain/casino/chance';
import { evaluateBaseSpin, GEM_MINE_REELS } from '@arenabet/domain/casino/games/slot';
import { median } from './timed-run.ts';

/**
 * Gem Mine's paid spins per second in pure code, on one core (issue 15 aims at 5 million),
 * beside a baseline measured in the same run: the same stops drawn and merely summed. The
 * stops come from a seeded generator, drawn before the clock starts, so the spin's evaluation is
 * what is timed.
 */
export interface CasinoBenchOptions {
  rounds: number;
  seconds: number;
}

const BATCH = 1_000_000;
const REELS = GEM_MINE_REELS.length;

function drawnStops(count: number): Uint16Array {
  const words = new SeededWords(20_261_128);
  const stops = new Uint16Array(count * REELS);
  for (let i = 0; i < stops.length; i++) {
    stops[i] = uniformInt(words, (GEM_MINE_REELS[i % REELS] as readonly number[]).length);
  }
  return stops;
}

type Pass = (stops: Uint16Array, view: Uint16Array[]) => number;

const spinPass: Pass = (_stops, views) => {
  let paid = 0;
  for (const view of views) paid += evaluateBaseSpin(view);
  return paid;
};

const sumPass: Pass = (_stops, views) => {
  let sum = 0;
  for (const view of views) for (let r = 0; r < REELS; r++) sum += view[r] as number;
  return sum;
};

/** Passes over the batch for `seconds`; answers spins per second of CPU time. */
function rate(pass: Pass, stops: Uint16Array, views: Uint16Array[], seconds: number) {
  let spins = 0;
  let sink = 0;
  const start = process.cpuUsage();
  const deadline = performance.now() + seconds * 1000;
  while (performance.now() < deadline) {
    sink += pass(stops, views);
    spins += views.length;
  }
  const used = process.cpuUsage(start);
  if (sink === -1) console.log(sink);
  return spins / ((used.user + used.system) / 1e6);
}

export function runCasinoBench(options: CasinoBenchOptions): void {
  const stops = drawnStops(BATCH);
  const views = Array.from({ length: BATCH }, (_, i) => stops.subarray(i * REELS, (i + 1) * REELS));
  const spin: number[] = [];
  const baseline: number[] = [];
  for (let round = 0; round < options.rounds; round++) {
    baseline.push(rate(sumPass, stops, views, options.seconds));
    spin.push(rate(spinPass, stops, views, options.seconds));
  }
  const spins = median(spin);
  const sums = median(baseline);
  console.log('\nGem Mine paid spins in pure code, one core (median of rounds, per CPU second)');
  console.log(`  baseline: the same stops summed      ${(sums / 1e6).toFixed(1)} M/s`);
  console.log(
    `  evaluateBaseSpin (20 lines, scatter) ${(spins / 1e6).toFixed(1)} M/s (aim: 5 M/s)`,
  );
  console.log(`  ratio spin / baseline                ${(spins / sums).toFixed(3)}`);
}
