import type { AddressInfo } from 'node:net';
import type { PushClientMessage } from '@arenabet/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket, WebSocketServer } from 'ws';
import { LivePushClient, type PushSocket, reconnectDelay } from './live-push-client.ts';

/** A real WebSocket server on a free port that records what clients send. */
class PushServer {
  readonly received: PushClientMessage[] = [];
  readonly sockets = new Set<WebSocket>();
  connections = 0;
  #server: WebSocketServer;

  private constructor(server: WebSocketServer) {
    this.#server = server;
    server.on('connection', (socket) => {
      this.connections += 1;
      this.sockets.add(socket);
      socket.on('close', () => this.sockets.delete(socket));
      socket.on('message', (data) => this.received.push(JSON.parse(String(data))));
      socket.send(JSON.stringify({ type: 'welcome', serverTime: Date.now(), signedIn: false }));
    });
  }

  static async start(port = 0): Promise<PushServer> {
    const server = new WebSocketServer({ host: '127.0.0.1', port });
    await new Promise<void>((resolve) => server.once('listening', resolve));
    return new PushServer(server);
  }

  get port(): number {
    return (this.#server.address() as AddressInfo).port;
  }

  broadcast(message: unknown): void {
    for (const socket of this.sockets) socket.send(JSON.stringify(message));
  }

  /** Drops every connection the way a crashed proxy would: no closing handshake. */
  dropAll(): void {
    for (const socket of this.sockets) socket.terminate();
  }

  close(): Promise<void> {
    for (const socket of this.sockets) socket.terminate();
    return new Promise((resolve) => this.#server.close(() => resolve()));
  }
}

// Generous: with the whole suite running, a reconnect on this two-core machine can take seconds.
async function until(check: () => boolean, timeoutMs = 10_000): Promise<void> {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function clientFor(server: PushServer, options: { pingIntervalMs?: number } = {}) {
  // The port is kept: a restarted server listens on the same one.
  const { port } = server;
  const client = new LivePushClient({
    url: () => `ws://127.0.0.1:${port}/service-api/live-push?lng=en`,
    createSocket: (url) => new WebSocket(url) as unknown as PushSocket,
    initialDelayMs: 20,
    maxDelayMs: 200,
    random: () => 1,
    ...options,
  });
  cleanups.push(() => client.close());
  return client;
}

async function started(): Promise<PushServer> {
  const server = await PushServer.start();
  cleanups.push(() => server.close());
  return server;
}

describe('the live push client', () => {
  it('connects on the first subscription, subscribes, and hands over the changes', async () => {
    const server = await started();
    const client = clientFor(server);
    expect(client.state).toBe('idle');
    const seen: number[] = [];
    client.onChanges((games) => seen.push(...games.map((g) => g.I)));

    client.subscribe(['sport:1', 'live']);
    await until(() => server.received.length > 0);
    expect(server.received[0]).toEqual({ op: 'subscribe', topics: ['sport:1', 'live'] });

    server.broadcast({
      type: 'changes',
      games: [
        { I: 5, U: 2 },
        { I: 6, U: 3 },
      ],
    });
    server.broadcast({ type: 'changes', games: [{ I: 'not a game' }] });
    server.broadcast({ type: 'changes', games: [{ I: 7, U: 1, X: true }] });
    await until(() => seen.length === 3);
    expect(seen).toEqual([5, 6, 7]);
  });

  it("connects for a player's bets without any topic and hands over the bets messages", async () => {
    const server = await started();
    const client = clientFor(server);
    const seen: number[][] = [];
    const stop = client.onBets((message) => seen.push(message.couponIds));
    await until(() => client.state === 'open');

    server.broadcast({ type: 'bets', event: 'settled', couponIds: [41, 42] });
    server.broadcast({ type: 'bets', event: 'lost track', couponIds: [43] });
    server.broadcast({ type: 'bets', event: 'accepted', betGuid: 'g', couponIds: [44] });
    await until(() => seen.length === 2);
    expect(seen).toEqual([[41, 42], [44]]);
    stop();
  });

  it("connects for an operator's risk news and hands over the risk messages", async () => {
    const server = await started();
    const client = clientFor(server);
    const seen: number[][] = [];
    const stop = client.onRisk((message) => seen.push(message.couponIds));
    await until(() => client.state === 'open');

    server.broadcast({ type: 'risk', event: 'bets_accepted', couponIds: [51] });
    server.broadcast({ type: 'risk', event: 'unknown', couponIds: [52] });
    server.broadcast({ type: 'risk', event: 'bets_accepted', couponIds: [53, 54] });
    await until(() => seen.length === 2);
    expect(seen).toEqual([[51], [53, 54]]);
    stop();
  });

  it("hands over a shared table's rounds to the table's listeners", async () => {
    const server = await started();
    const client = clientFor(server);
    const seen: [number, string][] = [];
    const stop = client.onTable(({ round }) => seen.push([round.id, round.phase]));
    client.subscribe(['table:crash']);
    await until(() => server.received.length > 0);
    expect(server.received[0]).toEqual({ op: 'subscribe', topics: ['table:crash'] });

    const round = {
      id: 7,
      game: 'crash',
      phase: 'betting',
      chainId: 1,
      position: 3,
      commitment: 'c',
      salt: 's',
      openedAt: 1,
      bettingClosesAt: 2,
      startedAt: null,
      settledAt: null,
      outcome: null,
      hash: null,
      bets: [],
      betCount: 0,
      settledBetCount: 0,
      serverTime: 1,
    };
    server.broadcast({ type: 'casinoTable', round });
    server.broadcast({ type: 'casinoTable', round: { ...round, phase: 'flying' } });
    server.broadcast({ type: 'casinoTable', round: { ...round, phase: 'running', startedAt: 2 } });
    await until(() => seen.length === 2);
    expect(seen).toEqual([
      [7, 'betting'],
      [7, 'running'],
    ]);
    stop();
  });

  it('shares a topic between callers and drops it when the last one leaves', async () => {
    const server = await started();
    const client = clientFor(server);
    const first = client.subscribe(['champ:10']);
    await until(() => client.state === 'open');
    const second = client.subscribe(['champ:10', 'game:3']);
    await until(() => server.received.length === 2);
    expect(server.received[1]).toEqual({ op: 'subscribe', topics: ['game:3'] });

    first();
    first();
    second();
    await until(() => server.received.length === 3);
    expect(server.received[2]).toEqual({ op: 'unsubscribe', topics: ['champ:10', 'game:3'] });
    expect(client.topics).toEqual([]);
  });

  it('reconnects after a drop, subscribes again to every topic, and says so', async () => {
    const server = await started();
    const client = clientFor(server);
    let reconnects = 0;
    client.onReconnect(() => {
      reconnects += 1;
    });
    client.subscribe(['sport:1']);
    client.subscribe(['game:9']);
    await until(() => client.state === 'open' && server.received.length >= 1);
    expect(reconnects).toBe(0);

    server.received.length = 0;
    server.dropAll();
    // The client says so on open; the server reads the new subscription a moment later.
    await until(() => reconnects === 1 && server.received.length >= 1);
    expect(server.connections).toBe(2);
    expect(server.received).toEqual([{ op: 'subscribe', topics: ['sport:1', 'game:9'] }]);
  });

  it('keeps trying while the server is down and comes back when it returns', async () => {
    const first = await PushServer.start();
    const port = first.port;
    const client = clientFor(first);
    const states: string[] = [];
    client.onStateChange((state) => states.push(state));
    let reconnects = 0;
    client.onReconnect(() => {
      reconnects += 1;
    });
    client.subscribe(['live']);
    await until(() => client.state === 'open');
    await first.close();
    await until(() => states.filter((s) => s === 'waiting').length >= 3);

    const second = await PushServer.start(port);
    cleanups.push(() => second.close());
    await until(() => reconnects === 1);
    await until(() => second.received.length === 1);
    expect(second.received[0]).toEqual({ op: 'subscribe', topics: ['live'] });
  });

  it('treats a silent connection as dead and opens a new one', async () => {
    const server = await started();
    // This server never answers pings: after two intervals of silence the client gives up.
    const client = clientFor(server, { pingIntervalMs: 40 });
    client.subscribe(['live']);
    await until(() => server.connections >= 2);
    expect(server.received.some((message) => message.op === 'ping')).toBe(true);
  });

  it('opens no connection while nobody asks for anything', async () => {
    const server = await started();
    const client = clientFor(server);
    const release = client.subscribe([]);
    release();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.connections).toBe(0);
    expect(client.state).toBe('idle');
  });
});

describe('the pause before reconnecting', () => {
  it('doubles from the first pause up to the cap, jittered between half and all of it', () => {
    expect(reconnectDelay(0, 1_000, 30_000, 1)).toBe(1_000);
    expect(reconnectDelay(3, 1_000, 30_000, 1)).toBe(8_000);
    expect(reconnectDelay(10, 1_000, 30_000, 1)).toBe(30_000);
    expect(reconnectDelay(3, 1_000, 30_000, 0)).toBe(4_000);
  });
});
