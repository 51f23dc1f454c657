import type { FeedBus, FeedBusListener, FeedBusMessage } from './feed-bus.ts';

/**
 * The bus of a single instance: nobody else to tell. Several services in one process (tests)
 * may share one to behave like instances sharing Redis or NATS; delivery is asynchronous, as
 * over a network, so a publisher never runs a receiver's code inside its own tick.
 */
export class InProcessBus implements FeedBus {
  readonly name = 'in-process';
  private readonly listeners = new Set<FeedBusListener>();

  async publish(message: FeedBusMessage): Promise<void> {
    for (const listener of this.listeners) queueMicrotask(() => listener(message));
  }

  async subscribe(listener: FeedBusListener): Promise<() => void> {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async close(): Promise<void> {
    this.listeners.clear();
  }
}
