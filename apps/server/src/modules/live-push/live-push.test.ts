import {
  MAX_PUSH_TOPICS,
  OPERATOR_TOKEN_COOKIE,
  PUSH_CLOSE,
  PUSH_ERRORS,
} from '@arenabet/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { makePlayer } from '../password/security-test-kit.ts';
import { LIVE_PUSH_LIMITS } from './limits.ts';
import {
  connect,
  gameChange,
  type ListeningApp,
  listeningApp,
  type PushClient,
  refusedStatus,
} from './push-test-kit.ts';

let t: ListeningApp;
const clients: PushClient[] = [];

async function open(options: Parameters<typeof connect>[1] = {}) {
  const client = await connect(t, options);
  clients.push(client);
  await client.next('welcome');
  return client;
}

function publish(...changes: ReturnType<typeof gameChange>[]) {
  t.app.services.livePush.publish({ changes, events: [], resulted: [] });
}

/** Lets messages in flight arrive: a ping answered after them proves they were sent before. */
async function settle(client: PushClient) {
  client.send({ op: 'ping' });
  await client.next('pong');
}

const football = { sportId: 1, champId: 10 };

/** The bytes the client's TCP socket has read, frames as they came over the wire. */
function bytesRead(client: PushClient): number {
  return (client.socket as unknown as { _socket: { bytesRead: number } })._socket.bytesRead;
}

beforeAll(async () => {
  t = await listeningApp();
});

afterEach(() => {
  for (const client of clients.splice(0)) client.close();
  t.app.services.livePush.setLimits(LIVE_PUSH_LIMITS);
});

afterAll(async () => {
  await t.close();
});

describe('connecting', () => {
  it('welcomes with the server time, anonymous without the cookie', async () => {
    const client = await connect(t);
    clients.push(client);
    const welcome = await client.next('welcome');
    expect(welcome).toEqual({
      type: 'welcome',
      serverTime: t.clock.now().getTime(),
      signedIn: false,
    });
  });

  it('knows a signed-in player by the user_token cookie', async () => {
    const player = await makePlayer(t);
    const client = await connect(t, { token: player.token });
    clients.push(client);
    expect((await client.next('welcome')).signedIn).toBe(true);
  });

  it('refuses an upgrade from another site, and accepts one from its own pages', async () => {
    const host = new URL(t.origin).host;
    expect(await refusedStatus(t, { headers: { origin: 'https://evil.example' } })).toBe(403);
    expect(await refusedStatus(t, { headers: { 'sec-fetch-site': 'cross-site' } })).toBe(403);
    expect(await refusedStatus(t, { headers: { origin: 'not a url' } })).toBe(403);
    await open({ headers: { origin: `http://${host}`, 'sec-fetch-site': 'same-origin' } });
  });

  it('refuses a bad language and answers a plain GET with a clear 400', async () => {
    expect(await refusedStatus(t, { lng: 'EN-gb' })).toBe(400);
    const answer = await t.app.inject({ method: 'GET', url: '/service-api/live-push' });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe('live_push_websocket_only');
  });

  it('limits connections per address and in all', async () => {
    const { livePush } = t.app.services;
    livePush.setLimits({ maxConnectionsPerIp: 2 });
    await open();
    await open();
    expect(await refusedStatus(t)).toBe(429);
    livePush.setLimits({ maxConnectionsPerIp: 100, maxConnections: livePush.stats().connections });
    expect(await refusedStatus(t)).toBe(503);
  });
});

describe('subscriptions and changes', () => {
  it('sends only the subscribed topics, each game once per batch', async () => {
    const watcher = await open({ lng: 'en' });
    // Both topics match game 101: it must still arrive once.
    expect(await watcher.subscribe('champ:10', 'game:101')).toEqual({
      type: 'subscriptions',
      topics: ['champ:10', 'game:101'],
    });
    const bystander = await open({ lng: 'en' });
    await bystander.subscribe('sport:2');

    publish(
      gameChange({ gameId: 101, ...football }),
      gameChange({ gameId: 102, ...football }),
      gameChange({ gameId: 201, sportId: 2, champId: 20 }),
      gameChange({ gameId: 301, sportId: 1, champId: 30 }),
    );
    const changes = await watcher.next('changes');
    expect(changes.games.map((game) => game.I)).toEqual([101, 102]);
    expect(changes.games[0]?.N?.O1).toBe('home en');
    expect((await bystander.next('changes')).games.map((game) => game.I)).toEqual([201]);
    await settle(watcher);
    expect(watcher.takeChangedGames()).toEqual([]);
  });

  it('routes live games to `live`, and sub-games to their game', async () => {
    const live = await open();
    await live.subscribe('live');
    const gamePage = await open();
    await gamePage.subscribe('game:402');
    publish(
      gameChange({ gameId: 401, ...football, phase: 'line' }),
      gameChange({ gameId: 402, ...football, phase: 'live' }),
      gameChange({ gameId: 403, ...football, phase: 'finished' }),
      { ...gameChange({ gameId: 40_201, ...football, phase: 'live' }), parentId: 402 },
    );
    expect((await live.next('changes')).games.map((game) => game.I)).toEqual([402, 40_201]);
    expect((await gamePage.next('changes')).games.map((game) => game.I)).toEqual([402, 40_201]);
  });

  it('encodes each change once per language and names it in the connection language', async () => {
    const [en, ru, ar, enAgain] = await Promise.all([
      open({ lng: 'en' }),
      open({ lng: 'ru' }),
      open({ lng: 'ar' }),
      open({ lng: 'en' }),
    ]);
    for (const client of [en, ru, ar]) await client?.subscribe('game:501');
    await enAgain?.subscribe('game:501', 'sport:1');
    const change = gameChange({ gameId: 501, ...football });
    publish(change);
    expect((await en?.next('changes'))?.games[0]?.N?.L).toBe('champ 10 en');
    expect((await ru?.next('changes'))?.games[0]?.N?.L).toBe('champ 10 ru');
    expect((await ar?.next('changes'))?.games[0]?.N?.L).toBe('champ 10 ar');
    expect((await enAgain?.next('changes'))?.games[0]?.N?.L).toBe('champ 10 en');
    expect(change.encoded.sort()).toEqual(['ar', 'en', 'ru']);
  });

  it('delivers a batch bigger than 64 kB whole', async () => {
    const client = await open();
    await client.subscribe('champ:12');
    const changes = Array.from({ length: 300 }, (_, i) =>
      gameChange({ gameId: 1100 + i, sportId: 1, champId: 12 }),
    );
    publish(...changes);
    const message = await client.next('changes');
    expect(message.games.map((game) => game.I)).toEqual(changes.map((change) => change.gameId));
  });

  it('deflates a batch once for the clients that took compression, within the window each asked', async () => {
    const offers = [{}, { serverMaxWindowBits: 10 }, { serverMaxWindowBits: 8 }, false] as const;
    const [wide, narrow, tiny, plain] = await Promise.all(
      offers.map((perMessageDeflate) => open({ perMessageDeflate })),
    );
    const everyone = [wide, narrow, tiny, plain].filter((client) => client !== undefined);
    for (const client of everyone) await client.subscribe('champ:13');
    expect(wide?.socket.extensions).toBe('permessage-deflate');
    expect(plain?.socket.extensions).toBe('');
    const read = everyone.map(bytesRead);
    const changes = Array.from({ length: 300 }, (_, i) =>
      gameChange({ gameId: 1500 + i, sportId: 1, champId: 13 }),
    );
    publish(...changes);
    // ws's inflater within the client's window reads each: a frame deflated with a wider window
    // than a client asked for fails there ("invalid distance too far back").
    for (const client of everyone) {
      const message = await client.next('changes');
      expect(message.games.map((game) => game.I)).toEqual(changes.map((c) => c.gameId));
    }
    const [wideBytes, narrowBytes, tinyBytes, plainBytes] = everyone.map(
      (client, i) => bytesRead(client) - (read[i] ?? 0),
    );
    expect(wideBytes).toBeLessThan((plainBytes ?? 0) / 4);
    expect(narrowBytes).toBeLessThan((plainBytes ?? 0) / 2);
    // A 256-byte window cannot be kept by raw deflate: that client reads the plain frame.
    expect(tinyBytes).toBe(plainBytes);
  });

  it("takes a client whose offer cannot limit its own window (Firefox's) without compression", async () => {
    const client = await open({
      perMessageDeflate: false,
      headers: { 'sec-websocket-extensions': 'permessage-deflate' },
    });
    expect(client.socket.extensions).toBe('');
    await client.subscribe('game:1601');
    publish(gameChange({ gameId: 1601, ...football }));
    expect((await client.next('changes')).games[0]?.I).toBe(1601);
  });

  it('sends a small batch plain even to a client that took compression', async () => {
    const [deflating, plain] = await Promise.all([open(), open({ perMessageDeflate: false })]);
    const both = [deflating, plain].filter((client) => client !== undefined);
    for (const client of both) await client.subscribe('game:1701');
    const read = both.map(bytesRead);
    publish(gameChange({ gameId: 1701, ...football }));
    for (const client of both) await client.next('changes');
    const [deflatingBytes, plainBytes] = both.map(
      (client, i) => bytesRead(client) - (read[i] ?? 0),
    );
    expect(deflatingBytes).toBe(plainBytes);
  });

  it('stops sending after unsubscribe', async () => {
    const client = await open();
    await client.subscribe('game:601', 'game:602');
    expect(await client.unsubscribe('game:601')).toEqual({
      type: 'subscriptions',
      topics: ['game:602'],
    });
    publish(gameChange({ gameId: 601, ...football }), gameChange({ gameId: 602, ...football }));
    expect((await client.next('changes')).games.map((game) => game.I)).toEqual([602]);
    await client.unsubscribe('game:602');
    publish(gameChange({ gameId: 602, ...football }));
    await settle(client);
    expect(client.takeChangedGames()).toEqual([]);
  });

  it('takes a reconnected client that subscribes again as new', async () => {
    const first = await open();
    await first.subscribe('game:701');
    first.close();
    expect(await first.closed()).toBe(1005);
    const again = await open();
    await again.subscribe('game:701');
    publish(gameChange({ gameId: 701, ...football }));
    expect((await again.next('changes')).games.map((game) => game.I)).toEqual([701]);
    expect(first.takeChangedGames()).toEqual([]);
    expect(t.app.services.livePush.stats().connections).toBe(1);
  });
});

describe('bad clients', () => {
  it('answers bad messages with an error and keeps the connection', async () => {
    const client = await open();
    const bad = [
      'not json',
      { op: 'dance' },
      { op: 'subscribe', topics: ['game:0'] },
      { op: 'subscribe', topics: 'live' },
      { op: 'subscribe', topics: ['sport:1; drop table'] },
    ];
    for (const message of bad) {
      client.send(message);
      expect(await client.next('error')).toEqual({
        type: 'error',
        messageKey: PUSH_ERRORS.invalidMessage,
      });
    }
    await settle(client);
  });

  it('refuses more topics than allowed, in one message or in total', async () => {
    const client = await open();
    const topics = (from: number, count: number) =>
      Array.from({ length: count }, (_, i) => `game:${from + i}`);
    client.send({ op: 'subscribe', topics: topics(1, MAX_PUSH_TOPICS + 1) });
    expect((await client.next('error')).messageKey).toBe(PUSH_ERRORS.tooManyTopics);
    expect((await client.subscribe(...topics(1, MAX_PUSH_TOPICS))).topics).toHaveLength(200);
    client.send({ op: 'subscribe', topics: ['live'] });
    expect((await client.next('error')).messageKey).toBe(PUSH_ERRORS.tooManyTopics);
    expect((await client.unsubscribe('game:1')).topics).toHaveLength(199);
  });

  it('closes a connection that sends an oversized message (1009) or too many (1008)', async () => {
    const big = await open();
    big.send({ op: 'subscribe', topics: Array(3000).fill('live') });
    expect(await big.closed()).toBe(1009);

    t.app.services.livePush.setLimits({ maxClientMessagesPerMinute: 3 });
    const chatty = await open();
    for (let i = 0; i < 4; i += 1) chatty.send({ op: 'ping' });
    expect(await chatty.closed()).toBe(PUSH_CLOSE.policy);
    expect(chatty.messages.filter((message) => message.type === 'pong')).toHaveLength(3);
  });

  it('closes a slow consumer with its code, and keeps serving the others', async () => {
    const { livePush } = t.app.services;
    livePush.setLimits({ maxBufferedBytes: 256 * 1024, closeGraceMs: 10_000 });
    // Plain frames: deflated, the batches below would take far longer to fill the buffers.
    const slow = await open({ perMessageDeflate: false });
    const fast = await open({ perMessageDeflate: false });
    await slow.subscribe('game:801');
    await fast.subscribe('game:801');
    slow.socket.pause();
    const before = livePush.stats().connections;
    // About 40 kB a batch: the fast client reads each one, the slow one fills its buffers.
    const odds = Array.from({ length: 400 }, (_, i) => 1 + i / 1000);
    for (let round = 0; round < 2000 && livePush.stats().connections === before; round += 1) {
      publish(...odds.map((price) => gameChange({ gameId: 801, ...football }, price)));
      await settle(fast);
      fast.takeChangedGames();
    }
    expect(livePush.stats().connections).toBe(before - 1);
    slow.socket.resume();
    expect(await slow.closed(10_000)).toBe(PUSH_CLOSE.slowConsumer);
    await settle(fast);
    expect(fast.closeCode).toBeUndefined();
  });
});

describe('heartbeat and sessions', () => {
  it('drops a connection that stopped answering pings, and keeps the ones that answer', async () => {
    const { livePush } = t.app.services;
    const silent = await open({ autoPong: false });
    const alive = await open();
    livePush.checkHeartbeats();
    await settle(alive);
    livePush.checkHeartbeats();
    expect(await silent.closed()).toBe(1006);
    await settle(alive);
    expect(alive.closeCode).toBeUndefined();
  });

  it('ends a signed-in connection when its session expires', async () => {
    const player = await makePlayer(t);
    const client = await open({ token: player.token });
    t.clock.advance(25 * 3_600_000);
    t.app.services.livePush.checkHeartbeats();
    expect(await client.closed()).toBe(PUSH_CLOSE.sessionEnded);
  });

  it("sends a notification only to the player's open connections", async () => {
    const player = await makePlayer(t);
    const other = await makePlayer(t);
    const tabs = [
      await open({ token: player.token, lng: 'en' }),
      await open({ token: player.token, lng: 'ru' }),
    ];
    const othersTab = await open({ token: other.token });
    const anonymous = await open();
    const sent = t.app.services.livePush.notifyPlayers([player.id], (language) => ({
      type: 'notification',
      notificationType: 'live',
      gameId: 901,
      event: 'goal',
      messageKey: 'subscription_goal',
      values: { home: `home ${language}`, away: 'away', score: '1:0' },
    }));
    expect(sent).toBe(2);
    expect((await tabs[0]?.next('notification'))?.values.home).toBe('home en');
    expect((await tabs[1]?.next('notification'))?.values.home).toBe('home ru');
    for (const client of [othersTab, anonymous]) {
      await settle(client);
      expect(client.messages.some((message) => message.type === 'notification')).toBe(false);
    }
  });
});

describe("the book's news for operators", () => {
  it("goes to signed-in operators' connections only, and ends with the operator's session", async () => {
    const token = await t.operatorToken();
    const operator = await open({ headers: { cookie: `${OPERATOR_TOKEN_COOKIE}=${token}` } });
    const player = await open({ token: (await makePlayer(t)).token });
    const anonymous = await open({ headers: { cookie: `${OPERATOR_TOKEN_COOKIE}=forged` } });
    const sent = t.app.services.livePush.sendToOperators({
      type: 'risk',
      event: 'bets_accepted',
      couponIds: [7, 8],
    });
    expect(sent).toBe(1);
    expect(await operator.next('risk')).toEqual({
      type: 'risk',
      event: 'bets_accepted',
      couponIds: [7, 8],
    });
    for (const client of [player, anonymous]) {
      await settle(client);
      expect(client.messages.some((message) => message.type === 'risk')).toBe(false);
    }
    t.clock.advance(25 * 3_600_000);
    t.app.services.livePush.checkHeartbeats();
    expect(await operator.closed()).toBe(PUSH_CLOSE.sessionEnded);
  });
});

describe('a deployment with a public address', () => {
  it('accepts pages of the public address, and closes every connection with 1001 on shutdown', async () => {
    const own = await listeningApp({ PUBLIC_URL: 'https://arenabet.example' });
    const client = await connect(own, { headers: { origin: 'https://arenabet.example' } });
    await client.next('welcome');
    const lookalike = { headers: { origin: 'https://arenabet.example.evil' } };
    expect(await refusedStatus(own, lookalike)).toBe(403);
    await own.close();
    expect(await client.closed()).toBe(PUSH_CLOSE.goingAway);
  });
});
