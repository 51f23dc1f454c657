import { type ChildProcess, fork } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import type { ClientCommand, ClientReport } from './fanout-protocol.ts';

const CLIENT_ENTRY = fileURLToPath(new URL('./fanout-clients.ts', import.meta.url));

/** What every client process reported for one batch. */
export interface BatchArrivals {
  times: number[];
  missing: number;
}

interface Child {
  process: ChildProcess;
  /** Rejects when the process exits, which only `stop` should make it do. */
  failed: Promise<never>;
}

/**
 * The fan-out bench's client processes, driven over IPC: connections spread evenly across them,
 * arrivals gathered from all of them.
 */
export class ClientProcesses {
  private constructor(private readonly children: readonly Child[]) {}

  static start(count: number): ClientProcesses {
    const children = Array.from({ length: count }, () => {
      const child = fork(CLIENT_ENTRY, [], {
        execArgv: ['--import', 'tsx'],
        serialization: 'advanced',
      });
      const failed = once(child, 'exit').then(([code]) => {
        throw new Error(`a fan-out client process exited (${code})`);
      });
      // Heard by whichever request is waiting; an exit after `stop` is no failure.
      failed.catch(() => {});
      return { process: child, failed };
    });
    return new ClientProcesses(children);
  }

  get count(): number {
    return this.children.length;
  }

  /** Opens connections until `total` are open across the processes; answers how many closed. */
  async connect(url: string, total: number, topic: string): Promise<number> {
    const reports = await this.ask((i) => ({
      op: 'connect',
      url,
      topic,
      total: Math.floor(total / this.count) + (i < total % this.count ? 1 : 0),
    }));
    const open = reports.reduce((sum, r) => sum + (r.op === 'connected' ? r.open : 0), 0);
    if (open !== total) throw new Error(`${open} connections open, ${total} wanted`);
    return reports.reduce((sum, r) => sum + (r.op === 'connected' ? r.closed : 0), 0);
  }

  async collect(version: number, timeoutMs: number): Promise<BatchArrivals> {
    const reports = await this.ask(() => ({ op: 'collect', version, timeoutMs }));
    const arrivals: BatchArrivals = { times: [], missing: 0 };
    for (const report of reports) {
      if (report.op !== 'arrivals') continue;
      arrivals.times.push(...report.times);
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
