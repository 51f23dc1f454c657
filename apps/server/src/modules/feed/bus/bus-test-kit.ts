import { randomUUID } from 'node:crypto';
import { connect } from 'node:net';
import { FEED_BUS_CHANNEL } from './feed-bus.ts';

/** The local servers the bus tests use, unless the environment names others. */
export const TEST_REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
export const TEST_NATS_URL = process.env.NATS_URL ?? 'nats://127.0.0.1:4222';

/**
 * A channel of its own for one test: other test files, and other people's runs, publish on the
 * same servers at the same time, and their batches must not reach this test's instances.
 */
export function testChannel(): string {
  return `${FEED_BUS_CHANNEL}.test.${randomUUID()}`;
}

/** Whether a server listens at the URL's host and port, within a second. */
function reachable(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect({ host: hostname, port: Number(port), timeout: 1000 });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
    socket.once('timeout', () => done(false));
  });
}

/** Which bus servers run here; a missing one is said once, so its skipped tests are explained. */
export async function busServers(what: string): Promise<{ redis: boolean; nats: boolean }> {
  const [redis, nats] = await Promise.all([reachable(TEST_REDIS_URL), reachable(TEST_NATS_URL)]);
  if (!redis) console.warn(`${what} over Redis skipped: no Redis server at ${TEST_REDIS_URL}`);
  if (!nats) console.warn(`${what} over NATS skipped: no NATS server at ${TEST_NATS_URL}`);
  return { redis, nats };
}
