import type { PushTopic } from '@arenabet/contracts';
import type { ReferenceLanguage } from '@arenabet/reference/localized';
import type { PushConnection } from './connection.ts';

/**
 * Connections with the same language and the same topics (most pages of one kind subscribe
 * alike): a batch is matched and serialised once per class, not once per connection.
 */
export class SubscriptionClass {
  readonly connections = new Set<PushConnection>();
  constructor(
    readonly key: string,
    readonly language: ReferenceLanguage,
    readonly topics: readonly PushTopic[],
  ) {}
}

/** Classes by topic, kept as connections subscribe, unsubscribe and leave. */
export class SubscriptionIndex {
  private readonly classes = new Map<string, SubscriptionClass>();
  private readonly byTopic = new Map<PushTopic, Set<SubscriptionClass>>();

  /** Puts a connection in the class of its current topics (none when it has no topics). */
  place(connection: PushConnection): void {
    this.remove(connection);
    if (connection.topics.size === 0) return;
    const topics = [...connection.topics].sort();
    const key = `${connection.language}|${topics.join(',')}`;
    let subscriptionClass = this.classes.get(key);
    if (!subscriptionClass) {
      subscriptionClass = new SubscriptionClass(key, connection.language, topics);
      this.addClass(subscriptionClass);
    }
    subscriptionClass.connections.add(connection);
    connection.subscriptionClass = subscriptionClass;
  }

  remove(connection: PushConnection): void {
    const subscriptionClass = connection.subscriptionClass;
    if (!subscriptionClass) return;
    connection.subscriptionClass = undefined;
    subscriptionClass.connections.delete(connection);
    if (subscriptionClass.connections.size === 0) this.removeClass(subscriptionClass);
  }

  classesOf(topic: PushTopic): ReadonlySet<SubscriptionClass> | undefined {
    return this.byTopic.get(topic);
  }

  get classCount(): number {
    return this.classes.size;
  }

  private addClass(subscriptionClass: SubscriptionClass): void {
    this.classes.set(subscriptionClass.key, subscriptionClass);
    for (const topic of subscriptionClass.topics) {
      let classes = this.byTopic.get(topic);
      if (!classes) {
        classes = new Set();
        this.byTopic.set(topic, classes);
      }
      classes.add(subscriptionClass);
    }
  }

  private removeClass(subscriptionClass: SubscriptionClass): void {
    this.classes.delete(subscriptionClass.key);
    for (const topic of subscriptionClass.topics) {
      const classes = this.byTopic.get(topic);
      classes?.delete(subscriptionClass);
      if (classes?.size === 0) this.byTopic.delete(topic);
    }
  }
}
