import { type ChildProcess, fork } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import type { ClientCommand, ClientReport } from './fanout-protocol.ts';

const CLIENT_ENTRY = fileURLToPath(new URL('./fanout-clients.ts', import.meta.url));

/** What every client process reported for one batch. */
export interface BatchArrivals {
  times: number[];
  /** The same times, by the index of the connection's server URL. */
  byInstance: number[][];
  missing: number;
}

export interface BenchChild {
  process: ChildProcess;
  /** Rejects when the process exits, which only `stop` should make it do. */
  failed: Promise<never>;
}

/** A bench process of its own (run with tsx), talked to over IPC. */
export function forkBenchChild(
  entry: string,
  args: readonly string[] = [],
  env: NodeJS.ProcessEnv = process.env,
): BenchChild {
  const child = fork(entry, args, {
    execArgv: ['--import', 'tsx'],
    serialization: 'advanced',
    env,
  });
  const failed = once(child, 'exit').then(([code]) => {
    throw new Error(`bench process ${entry} exited (${code})`);
  });
  // Heard by whichever request is waiting; an exit after `stop` is no failure.
  failed.catch(() => {});
  return { process: child, failed };
}

/**
 * The fan-out bench's client processes, driven over IPC: connections spread evenly across them,
 * arrivals gathered from all of them.
 */
export class ClientProcesses {
  private constructor(private readonly children: readonly BenchChild[]) {}

  static start(count: number): ClientProcesses {
    return new ClientProcesses(Array.from({ length: count }, () => forkBenchChild(CLIENT_ENTRY)));
  }

  get count(): number {
    return this.children.length;
  }

  /**
   * Opens connections until `total` are open across the processes, spread evenly over `urls`;
   * answers how many closed.
   */
  async connect(urls: readonly string[], total: number, topic: string): Promise<number> {
    const reports = await this.ask((i) => ({
      op: 'connect',
      urls: [...urls],
      topic,
      total: Math.floor(total / this.count) + (i < total % this.count ? 1 : 0),
    }));
    const open = reports.reduce((sum, r) => sum + (r.op === 'connected' ? r.open : 0), 0);
    if (open !== total) throw new Error(`${open} connections open, ${total} wanted`);
    return reports.reduce((sum, r) => sum + (r.op === 'connected' ? r.closed : 0), 0);
  }

  async collect(version: number, timeoutMs: number): Promise<BatchArrivals> {
    const reports = await this.ask(() => ({ op: 'collect', version, timeoutMs }));
    const arrivals: BatchArrivals = { times: [], byInstance: [], missing: 0 };
    for (const report of reports) {
      if (report.op !== 'arrivals') continue;
      report.times.forEach((times, instance) => {
        arrivals.times.push(...times);
        arrivals.byInstance[instance] = [...(arrivals.byInstance[instance] ?? []), ...times];
      });
      arrivals.missing += report.missing;
    }
    return arrivals;
  }

  async stop(): Promise<void> {
    await Promise.all(
      this.children.map(async ({ process: child, failed }) => {
        if (!child.connected) return;
        child.send({ op: 'stop' } satisfies ClientCommand);
        await failed.catch(() => {});
      }),
    );
  }

  /** Sends each process its command and waits for each one's report. */
  private ask(command: (i: number) => ClientCommand): Promise<ClientReport[]> {
    return Promise.all(
      this.children.map(async ({ process: child, failed }, i) => {
        const answer = once(child, 'message') as Promise<[ClientReport]>;
        child.send(command(i));
        const [report] = await Promise.race([answer, failed]);
        return report;
      }),
    );
  }
}
