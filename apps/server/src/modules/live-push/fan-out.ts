import type { PushTopic } from '@arenabet/contracts';
import type { ReferenceLanguage } from '@arenabet/reference/localized';
import type { FeedGameChange } from '../feed/feed-api.ts';
import type { PushConnection } from './connection.ts';
import type { SubscriptionClass, SubscriptionIndex } from './subscription-index.ts';

/** One serialised message and the connections it goes to. */
export interface Delivery {
  payload: Buffer;
  connections: ReadonlySet<PushConnection>;
}

/**
 * The topics a game's change belongs to. A game that moves between phases comes as two changes
 * (it left the old phase, it is new in the next), each with its phase, so live pages hear that a
 * game left live, and a sub-game's change reaches its game's page.
 */
export function changeTopics(change: FeedGameChange): PushTopic[] {
  const topics: PushTopic[] = [
    `sport:${change.sportId}`,
    `champ:${change.champId}`,
    `game:${change.gameId}`,
  ];
  if (change.parentId !== undefined) topics.push(`game:${change.parentId}`);
  if (change.phase === 'live') topics.push('live');
  return topics;
}

/**
 * Plans a batch's messages: each subscription class gets the changes any of its topics match,
 * each at most once and in batch order; a game's delta is serialised once per language and a
 * message once per distinct (language, changes), shared by every class and connection that
 * receives exactly that.
 */
export function planFanOut(changes: readonly FeedGameChange[], index: SubscriptionIndex) {
  const matched = matchClasses(changes, index);
  const deltas = new DeltaTexts(changes);
  const payloads = new Map<string, Buffer>();
  const deliveries: Delivery[] = [];
  for (const [subscriptionClass, indices] of matched) {
    const key = `${subscriptionClass.language}|${indices.join(',')}`;
    let payload = payloads.get(key);
    if (!payload) {
      payload = changesMessage(indices.map((i) => deltas.text(i, subscriptionClass.language)));
      payloads.set(key, payload);
    }
    deliveries.push({ payload, connections: subscriptionClass.connections });
  }
  return deliveries;
}

function matchClasses(changes: readonly FeedGameChange[], index: SubscriptionIndex) {
  const matched = new Map<SubscriptionClass, number[]>();
  changes.forEach((change, i) => {
    for (const topic of changeTopics(change)) {
      for (const subscriptionClass of index.classesOf(topic) ?? []) {
        const indices = matched.get(subscriptionClass);
        // Several topics of one class may match one change: it goes in once.
        if (!indices) matched.set(subscriptionClass, [i]);
        else if (indices[indices.length - 1] !== i) indices.push(i);
      }
    }
  });
  return matched;
}

/** Each change's delta as JSON, made on first use per language. */
class DeltaTexts {
  private readonly texts = new Map<string, string>();
  constructor(private readonly changes: readonly FeedGameChange[]) {}

  text(i: number, language: ReferenceLanguage): string {
    const key = `${i}|${language}`;
    let text = this.texts.get(key);
    if (text === undefined) {
      const change = this.changes[i];
      if (!change) throw new Error(`no change ${i} in the batch`);
      text = JSON.stringify(change.delta(language));
      this.texts.set(key, text);
    }
    return text;
  }
}

/** The `changes` message from deltas already serialised. */
function changesMessage(deltaTexts: string[]): Buffer {
  return Buffer.from(`{"type":"changes","games":[${deltaTexts.join(',')}]}`);
}
