import { connect, type NatsConnection } from 'nats';
import { encodeInParts, FEED_BUS_CHANNEL, type FeedBusMessage, NetworkBus } from './feed-bus.ts';

/** What NATS servers accept by default when the server does not say. */
const DEFAULT_MAX_PAYLOAD = 1024 * 1024;
/** Room for the protocol's own bytes around a payload. */
const PROTOCOL_HEADROOM = 1024;

/** NATS between the site's instances (NATS_URL). */
export class NatsBus extends NetworkBus {
  readonly name = 'nats';
  private connection: Promise<NatsConnection> | undefined;

  /** `channel`: the subject; tests give each run its own, as they share one server. */
  constructor(
    private readonly url: string,
    private readonly onError: (error: Error) => void,
    private readonly channel = FEED_BUS_CHANNEL,
  ) {
    super();
  }

  async publish(message: FeedBusMessage): Promise<void> {
    const connection = await this.connect();
    const maxBytes = (connection.info?.max_payload ?? DEFAULT_MAX_PAYLOAD) - PROTOCOL_HEADROOM;
    for (const part of encodeInParts(message, maxBytes)) connection.publish(this.channel, part);
  }

  protected async listen(): Promise<void> {
    const connection = await this.connect();
    connection.subscribe(this.channel, {
      callback: (error, message) => {
        if (error) this.onError(error);
        else this.deliver(message.string());
      },
    });
    // The server knows the subscription once the flush returns.
    await connection.flush();
  }

  protected async disconnect(): Promise<void> {
    const connection = await this.connection?.catch(() => undefined);
    await connection?.close();
  }

  /** Connects on first use, so an app that never starts its feed never connects. */
  private connect(): Promise<NatsConnection> {
    this.connection ??= connect({ servers: this.url, maxReconnectAttempts: -1 }).catch(
      (error: unknown) => {
        this.connection = undefined;
        throw error;
      },
    );
    return this.connection;
  }
}
