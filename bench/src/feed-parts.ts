import { type FanOutOptions, runFanOutBench } from './fanout-bench.ts';
import { runInstancesFanOut } from './fanout-instances.ts';
import { runFeedBench } from './feed-bench.ts';
import { openFeedWorld } from './feed-world.ts';

/**
 * The feed calls and the live push's fan-out, over one app serving the full simulator world:
 * loading that world takes most of the time, so both parts share it.
 */
export interface FeedPartsOptions {
  feed: boolean;
  fanout: boolean;
  rounds: number;
  seconds: number;
}

const env = process.env;

export async function runFeedParts({ feed, fanout, rounds, seconds }: FeedPartsOptions) {
  const fanOut = fanOutOptions();
  // Above one, the fan-out runs its server instances in processes of their own, at 1 and K.
  const instances = Number(env.BENCH_FANOUT_INSTANCES ?? 1);
  if (fanout && instances > 1) {
    await runInstancesFanOut({ ...fanOut, instanceCounts: [1, instances] });
    if (!feed) return;
  }
  const world = await openFeedWorld();
  try {
    if (feed) {
      await runFeedBench(world, {
        rounds,
        seconds,
        connections: Number(env.BENCH_CONNECTIONS ?? 16),
        workers: Number(env.BENCH_FEED_WORKERS ?? 1),
      });
    }
    if (fanout && instances <= 1) await runFanOutBench(world, fanOut);
  } finally {
    await world.close();
  }
}

function fanOutOptions(): FanOutOptions {
  return {
    clientCounts: (env.BENCH_FANOUT_CLIENTS ?? '2000,10000').split(',').map(Number),
    batches: Number(env.BENCH_FANOUT_BATCHES ?? 20),
    warmupBatches: Number(env.BENCH_FANOUT_WARMUP ?? 3),
    // On two cores the server and one client process have a core each; a second client
    // process takes time from the server in the middle of its fan-out.
    processes: Number(env.BENCH_FANOUT_PROCESSES ?? 1),
    paceMs: Number(env.BENCH_FANOUT_PACE_MS ?? 500),
  };
}
