import { Redis } from 'ioredis';
import { encodeBusMessage, FEED_BUS_CHANNEL, type FeedBusMessage, NetworkBus } from './feed-bus.ts';

/** Redis pub/sub between the site's instances (REDIS_URL). */
export class RedisBus extends NetworkBus {
  readonly name = 'redis';
  private readonly publisher: Redis;
  private subscriber: Redis | undefined;

  /**
   * `onError` hears connection problems; ioredis reconnects by itself meanwhile. `channel`:
   * tests give each run its own, as they share one server.
   */
  constructor(
    url: string,
    private readonly onError: (error: Error) => void,
    private readonly channel = FEED_BUS_CHANNEL,
  ) {
    super();
    // Lazy: an app that never starts its feed (most tests) never connects.
    this.publisher = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2 });
    this.publisher.on('error', onError);
  }

  async publish(message: FeedBusMessage): Promise<void> {
    await this.publisher.publish(this.channel, encodeBusMessage(message));
  }

  protected async listen(): Promise<void> {
    // A connection in subscriber mode can do nothing else, hence a second one.
    const subscriber = this.publisher.duplicate();
    this.subscriber = subscriber;
    subscriber.on('error', this.onError);
    subscriber.on('message', (_channel: string, text: string) => this.deliver(text));
    await subscriber.subscribe(this.channel);
  }

  protected async disconnect(): Promise<void> {
    await Promise.all([quit(this.publisher), this.subscriber && quit(this.subscriber)]);
  }
}

/** A connection that never connected has nothing to say goodbye to. */
async function quit(connection: Redis): Promise<void> {
  if (connection.status === 'wait' || connection.status === 'end') {
    connection.disconnect();
    return;
  }
  await connection.quit();
}
