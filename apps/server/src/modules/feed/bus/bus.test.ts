import { afterEach, describe, expect, it } from 'vitest';
import { fixtureGame } from '../feed-test-kit.ts';
import { busServers, TEST_NATS_URL, TEST_REDIS_URL, testChannel } from './bus-test-kit.ts';
import { decodeBusMessage, encodeInParts, type FeedBus, type FeedBusMessage } from './feed-bus.ts';
import { InProcessBus } from './in-process-bus.ts';
import { NatsBus } from './nats-bus.ts';
import { RedisBus } from './redis-bus.ts';

const servers = await busServers('Bus tests');

const batch = (version: number, games = [fixtureGame()]): FeedBusMessage => ({
  kind: 'changes',
  origin: 'test-publisher',
  previousVersion: version - 1,
  version,
  games,
});

/** Resolves with the messages a bus delivers until `enough` says so. */
function received(
  bus: FeedBus,
  enough: (messages: FeedBusMessage[]) => boolean,
): Promise<FeedBusMessage[]> {
  return new Promise((resolve) => {
    const messages: FeedBusMessage[] = [];
    void bus.subscribe((message) => {
      messages.push(message);
      if (enough(messages)) resolve(messages);
    });
  });
}
const gamesIn = (messages: FeedBusMessage[]) =>
  messages.flatMap((m) => (m.kind === 'changes' ? m.games.map((g) => g.id) : []));

const opened: FeedBus[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((bus) => bus.close()));
});

function sharedBusTests(make: (channel: string) => FeedBus) {
  const open = (channel: string) => {
    const bus = make(channel);
    opened.push(bus);
    return bus;
  };

  it('delivers one batch to every instance, in order, games whole', async () => {
    const channel = testChannel();
    const [first, second, publisher] = [open(channel), open(channel), open(channel)];
    const atFirst = received(first, (m) => m.length === 2);
    const atSecond = received(second, (m) => m.length === 2);
    // Subscriptions are in place once subscribe resolved; give them that moment.
    await Promise.all([first.subscribe(() => {}), second.subscribe(() => {})]);
    await publisher.publish(batch(7));
    await publisher.publish(batch(8));
    const [a, b] = await Promise.all([atFirst, atSecond]);
    expect(a).toEqual([batch(7), batch(8)]);
    expect(b).toEqual(a);
  });
}

describe('the in-process bus', () => {
  // Services of one process share the one bus object.
  const shared = new InProcessBus();
  sharedBusTests(() => shared);

  it('stops delivering to a listener that unsubscribed', async () => {
    const bus = new InProcessBus();
    const heard: FeedBusMessage[] = [];
    const stop = await bus.subscribe((m) => heard.push(m));
    stop();
    await bus.publish(batch(1));
    await Promise.resolve();
    expect(heard).toEqual([]);
  });
});

describe.skipIf(!servers.redis)('the Redis bus', () => {
  sharedBusTests(
    (channel) => new RedisBus(TEST_REDIS_URL, (error) => console.error(error), channel),
  );
});

describe.skipIf(!servers.nats)('the NATS bus', () => {
  const natsBus = (channel: string) =>
    new NatsBus(TEST_NATS_URL, (error) => console.error(error), channel);
  sharedBusTests(natsBus);

  it('splits a batch over the server’s payload limit into parts with the same versions', async () => {
    const games = Array.from({ length: 1000 }, (_, i) =>
      fixtureGame({
        id: i + 1,
        oddsHistory: Array.from({ length: 40 }, (_, at) => ({ at, odds: { 1: 1.5 } })),
      }),
    );
    const parts = encodeInParts(batch(9, games), 1024 * 1024);
    expect(parts.length).toBeGreaterThan(1);
    const channel = testChannel();
    const [receiver, publisher] = [natsBus(channel), natsBus(channel)];
    opened.push(receiver, publisher);
    const arrived = received(receiver, (m) => gamesIn(m).length === games.length);
    await receiver.subscribe(() => {});
    await publisher.publish(batch(9, games));
    const messages = await arrived;
    expect(messages.every((m) => m.version === 9 && m.kind === 'changes')).toBe(true);
    expect(messages.length).toBeGreaterThan(1);
    expect(gamesIn(messages)).toEqual(games.map((g) => g.id));
  });
});

describe('bus messages', () => {
  it('ignore what is not one of ours', () => {
    expect(decodeBusMessage('not json')).toBeUndefined();
    expect(decodeBusMessage('{"kind":"changes","origin":"x","version":1}')).toBeUndefined();
    expect(decodeBusMessage(JSON.stringify(batch(3)))).toEqual(batch(3));
  });
});
