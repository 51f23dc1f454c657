import type { Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { textFrame } from '../../apps/server/src/modules/live-push/frame-writer.ts';
import { median } from './timed-run.ts';

/*
 * The floor under the live push's fan-out: the kernel's write alone. The same bytes as a
 * batch's message, framed once, written in one loop straight to the TCP socket of every open
 * push connection (the clients read and ignore them: they are no `changes`). The hub's publish
 * per connection, measured in the same run over the same sockets, is compared with it.
 */

export interface WriteFloor {
  /** Wall and CPU time of one write per connection, microseconds, median of the rounds. */
  wallUs: number;
  cpuUs: number;
}

/** The push connections' sockets, as the server upgrades them: start before clients connect. */
export function trackUpgradedSockets(server: Server): Set<Duplex> {
  const sockets = new Set<Duplex>();
  server.on('upgrade', (_request, socket: Duplex) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  return sockets;
}

/** A text frame of `bytes` payload bytes that no bench client takes for a batch. */
function paddingFrame(bytes: number): Buffer {
  const head = '{"type":"floor","pad":"';
  const tail = '"}';
  const pad = 'x'.repeat(Math.max(0, bytes - head.length - tail.length));
  return textFrame(Buffer.from(`${head}${pad}${tail}`));
}

/** One write of a `bytes`-sized frame to every socket, `rounds` times, paced like the batches. */
export async function measureWriteFloor(
  sockets: ReadonlySet<Duplex>,
  bytes: number,
  rounds: number,
  paceMs: number,
): Promise<WriteFloor> {
  const frame = paddingFrame(bytes);
  const wall: number[] = [];
  const cpu: number[] = [];
  const open = [...sockets].filter((socket) => !socket.destroyed);
  if (open.length === 0) return { wallUs: Number.NaN, cpuUs: Number.NaN };
  for (let round = 0; round < rounds; round++) {
    const cpuBefore = process.cpuUsage();
    const started = performance.now();
    for (const socket of open) socket.write(frame);
    const elapsedMs = performance.now() - started;
    const { user, system } = process.cpuUsage(cpuBefore);
    wall.push((elapsedMs * 1000) / open.length);
    cpu.push((user + system) / open.length);
    await sleep(paceMs);
  }
  return { wallUs: median(wall), cpuUs: median(cpu) };
}
