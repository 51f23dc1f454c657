import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/client.ts';
import type { MailTransport } from '../../platform/mail.ts';
import { outboxMessages } from './schema.ts';

export type OutboxChannel = 'sms' | 'email' | 'telegram';

export interface OutgoingMessage {
  channel: OutboxChannel;
  /** A phone in E.164, an e-mail address or a Telegram chat. */
  recipient: string;
  /** What the message is for (`phone_registration`, `password_reset`…), for operators and tests. */
  purpose: string;
  subject: string;
  body: string;
  playerId?: number | null;
  /**
   * Texts in the body that open an account (a code, a password). Once a transport has
   * delivered the message they are blanked in the stored copy, so the outbox does not keep
   * live keys; without a transport the stored row is the delivery and keeps them.
   */
  secrets?: readonly string[];
}

const BLANKED = '••••••';

export type OutboxMessage = typeof outboxMessages.$inferSelect;

export interface OutboxQuery {
  recipient?: string | undefined;
  purpose?: string | undefined;
  limit: number;
}

/** The one way messages leave the site: every one is stored first, then delivered. */
export class OutboxService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly mail: MailTransport | null,
  ) {}

  async send(message: OutgoingMessage): Promise<OutboxMessage> {
    const { secrets = [], ...row } = message;
    const [stored] = await this.db
      .insert(outboxMessages)
      .values({ ...row, createdAt: this.clock.now() })
      .returning();
    if (!stored) throw new Error('outbox message was not stored');
    if (message.channel === 'email' && this.mail) await this.deliver(stored, this.mail, secrets);
    return stored;
  }

  async list(query: OutboxQuery): Promise<OutboxMessage[]> {
    const conditions: SQL[] = [];
    if (query.recipient) conditions.push(eq(outboxMessages.recipient, query.recipient));
    if (query.purpose) conditions.push(eq(outboxMessages.purpose, query.purpose));
    return this.db
      .select()
      .from(outboxMessages)
      .where(and(...conditions))
      .orderBy(desc(outboxMessages.id))
      .limit(query.limit);
  }

  /** A failed delivery is recorded on the row, not thrown: the player can ask to resend. */
  private async deliver(
    stored: OutboxMessage,
    mail: MailTransport,
    secrets: readonly string[],
  ): Promise<void> {
    let outcome: Partial<OutboxMessage>;
    try {
      await mail.deliver({ to: stored.recipient, subject: stored.subject, text: stored.body });
      const body = secrets.reduce((text, secret) => text.replaceAll(secret, BLANKED), stored.body);
      outcome = { deliveredAt: this.clock.now(), body };
    } catch (error) {
      outcome = { deliveryError: error instanceof Error ? error.message : String(error) };
    }
    await this.db.update(outboxMessages).set(outcome).where(eq(outboxMessages.id, stored.id));
  }
}
