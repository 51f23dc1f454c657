import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import Fastify, { type FastifyInstance } from 'fastify';

/** One URL under load: requests per second and the slowest 1% of answers. */
export interface LoadResult {
  perSecond: number;
  p99Ms: number;
  /**
   * CPU time of the server's thread per answer, in microseconds, when the load comes from a
   * worker thread: unlike the rate, it barely moves when other processes share the cores.
   */
  serverCpuMicros?: number;
}

export interface LoadOptions {
  url: string;
  headers?: Record<string, string> | undefined;
  connections: number;
  seconds: number;
  /**
   * Threads firing the requests. 0 fires them from this thread, beside the server under test;
   * 1 moves the load generator to a worker thread, so its work does not queue the answers.
   */
  workers?: number;
}

export async function loadUrl({
  url,
  headers,
  connections,
  seconds,
  workers = 0,
}: LoadOptions): Promise<LoadResult> {
  const cpuBefore = mainThreadCpuMs();
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    ...(headers ? { headers } : {}),
    ...(workers > 0 ? { workers } : {}),
  });
  if (result.non2xx > 0) throw new Error(`${url} answered ${result.non2xx} non-2xx responses`);
  if (result.errors > 0) throw new Error(`${url}: ${result.errors} requests failed`);
  const cpuMs = (mainThreadCpuMs() ?? Number.NaN) - (cpuBefore ?? Number.NaN);
  return {
    perSecond: result.requests.average,
    p99Ms: result.latency.p99,
    ...(workers > 0 && cpuMs >= 0
      ? { serverCpuMicros: (cpuMs * 1000) / result.requests.total }
      : {}),
  };
}

/** Linux counts CPU time in ticks of this many milliseconds (USER_HZ is 100). */
const TICK_MS = 10;

/** CPU time of this process's main thread (the server's), from /proc; undefined elsewhere. */
function mainThreadCpuMs(): number | undefined {
  try {
    const stat = readFileSync(`/proc/${process.pid}/task/${process.pid}/stat`, 'utf8');
    // Fields after the command name: state is the first, utime the 12th, stime the 13th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return undefined;
  }
}

/** The baseline every call is compared with: the least work a Fastify answer can be. */
export function minimalApp(): FastifyInstance {
  const app = Fastify({ logger: false });
  app.get('/hello', async () => ({ hello: 'world' }));
  return app;
}

export async function listen(app: FastifyInstance): Promise<string> {
  return app.listen({ port: 0, host: '127.0.0.1' });
}
