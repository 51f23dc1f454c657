import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

const SERVER_ENTRY = fileURLToPath(new URL('../../apps/server/src/main.ts', import.meta.url));

/** The real server in a process of its own, as `npm start` runs it, on a throw-away database. */
export interface SiteProcess {
  origin: string;
  stop(): Promise<void>;
}

/**
 * Starts the server on a free loopback port and waits until the feed answers, so no page is
 * measured against a server still building its world. Its own process keeps its work off the
 * measuring thread (Lighthouse computes its figures in this one).
 */
export async function startSiteProcess(env: NodeJS.ProcessEnv = {}): Promise<SiteProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER_ENTRY], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: 'memory://',
      LOG_LEVEL: 'warn',
      // Set, so the first start does not print a generated password.
      OPERATOR_PASSWORD: 'bench-operator-password',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  try {
    await waitUntilReady(child, `${origin}/service-api/LineFeed/GetSportsShortZip`);
  } catch (error) {
    child.kill('SIGTERM');
    throw error;
  }
  return {
    origin,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await once(child, 'exit');
    },
  };
}

async function waitUntilReady(child: ChildProcess, url: string, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode})`);
    const answer = await fetch(url).catch(() => undefined);
    if (answer?.ok) return;
    await sleep(500);
  }
  throw new Error(`the server did not answer ${url} within ${timeoutMs / 1000} s`);
}

async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}
