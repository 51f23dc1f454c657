import { pushServerMessage } from '@arenabet/contracts';
import type { ReferenceLanguage } from '@arenabet/reference/localized';
import { describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import type { PushConnection } from './connection.ts';
import { planFanOut } from './fan-out.ts';
import { gameChange } from './push-test-kit.ts';
import { SubscriptionIndex } from './subscription-index.ts';

/** A connection as the index sees it; fan-out planning never touches the socket. */
function subscriber(index: SubscriptionIndex, language: ReferenceLanguage, ...topics: string[]) {
  const connection: PushConnection = {
    ip: '127.0.0.1',
    language,
    socket: {} as WebSocket,
    tcp: undefined,
    deflateWindowBits: undefined,
    topics: new Set(topics),
    alive: true,
    messageCount: 0,
    messageWindowStart: 0,
  };
  index.place(connection);
  return connection;
}

function gamesOf(payload: Buffer): number[] {
  const message = pushServerMessage.parse(JSON.parse(payload.toString()));
  return message.type === 'changes' ? message.games.map((game) => game.I) : [];
}

describe('planFanOut', () => {
  const batch = () => [
    gameChange({ gameId: 1, sportId: 1, champId: 10, phase: 'live' }),
    gameChange({ gameId: 2, sportId: 2, champId: 20, phase: 'live' }),
    gameChange({ gameId: 3, sportId: 1, champId: 11, phase: 'line' }),
  ];

  it('gives each class its matching changes once, in batch order', () => {
    const index = new SubscriptionIndex();
    const live = subscriber(index, 'en', 'live');
    const liveAndFootball = subscriber(index, 'en', 'sport:1', 'live', 'game:1');
    const oneGame = subscriber(index, 'ru', 'game:3');
    subscriber(index, 'en', 'champ:99');
    const deliveries = planFanOut(batch(), index);
    const gamesFor = (connection: PushConnection) =>
      deliveries.filter((d) => d.connections.has(connection)).map((d) => gamesOf(d.payload));
    expect(gamesFor(live)).toEqual([[1, 2]]);
    expect(gamesFor(liveAndFootball)).toEqual([[1, 2, 3]]);
    expect(gamesFor(oneGame)).toEqual([[3]]);
    expect(deliveries).toHaveLength(3);
  });

  it('serialises once per language and per distinct set of changes', () => {
    const index = new SubscriptionIndex();
    const a = subscriber(index, 'en', 'live');
    const b = subscriber(index, 'en', 'live');
    // Other topics, the same changes: the same message.
    const c = subscriber(index, 'en', 'game:1', 'game:2');
    const d = subscriber(index, 'ar', 'live');
    const changes = batch();
    const deliveries = planFanOut(changes, index);
    const payloadOf = (connection: PushConnection) =>
      deliveries.find((delivery) => delivery.connections.has(connection))?.payload;
    expect(payloadOf(a)).toBe(payloadOf(b));
    expect(payloadOf(a)).toBe(payloadOf(c));
    expect(payloadOf(d)).not.toBe(payloadOf(a));
    expect(changes.map((change) => change.encoded.sort())).toEqual([
      ['ar', 'en'],
      ['ar', 'en'],
      [],
    ]);
  });

  it('forgets a class when its last connection leaves or changes topics', () => {
    const index = new SubscriptionIndex();
    const first = subscriber(index, 'en', 'live');
    const second = subscriber(index, 'en', 'live');
    expect(index.classCount).toBe(1);
    second.topics = new Set(['sport:2']);
    index.place(second);
    index.remove(first);
    expect(index.classCount).toBe(1);
    expect(index.classesOf('live')).toBeUndefined();
    expect(planFanOut(batch(), index).map((delivery) => gamesOf(delivery.payload))).toEqual([[2]]);
  });
});
