import { setTimeout as sleep } from 'node:timers/promises';

export interface TimedRunOptions {
  /** Loops running `work` at once, each waiting for its previous call. */
  clients: number;
  /** Time before counting starts: connections open, caches and plans warm up. */
  warmupMs: number;
  seconds: number;
}

export interface TimedRun {
  perSecond: number;
  /**
   * CPU time this process spent per completion (microseconds): the client's share of the cost,
   * which on a small machine competes with the database for the same cores.
   */
  clientCpuMicros: number;
}

/**
 * Completions of `work` per second while `clients` loops call it back to back, counted only
 * in the window after the warm-up. Each loop passes its own number (0 to clients - 1), so a
 * loop can stand for one player. The first failure stops every loop and is thrown.
 */
export async function timedRun(
  work: (client: number) => Promise<void>,
  { clients, warmupMs, seconds }: TimedRunOptions,
): Promise<TimedRun> {
  let completed = 0;
  let running = true;
  let failure: { error: unknown } | undefined;
  const loop = async (_: unknown, client: number) => {
    while (running) {
      try {
        await work(client);
        completed++;
      } catch (error) {
        failure ??= { error };
        running = false;
      }
    }
  };
  const loops = Array.from({ length: clients }, loop);
  await sleep(warmupMs);
  const startCount = completed;
  const startTime = performance.now();
  const startCpu = process.cpuUsage();
  await sleep(seconds * 1000);
  const counted = completed - startCount;
  const elapsed = (performance.now() - startTime) / 1000;
  const cpu = process.cpuUsage(startCpu);
  running = false;
  await Promise.all(loops);
  if (failure) throw failure.error;
  return {
    perSecond: counted / elapsed,
    clientCpuMicros: counted > 0 ? (cpu.user + cpu.system) / counted : 0,
  };
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/** The value below which `fraction` of the values lie (nearest rank). */
export function percentile(values: readonly number[], fraction: number): number {
  const sorted = Float64Array.from(values).sort();
  const rank = Math.ceil(fraction * sorted.length) - 1;
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank))] ?? 0;
}
