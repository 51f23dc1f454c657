import { and, asc, eq, inArray, isNull, lt, lte } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/client.ts';
import type { Transaction } from '../../platform/db/transaction.ts';
import { repeatUntilStopped } from '../../platform/repeat.ts';
import type { WebhookEvent } from '../payments/provider.ts';
import { sandboxWebhookDeliveries } from './schema.ts';
import { SIGNATURE_HEADER, signatureHeader } from './signature.ts';
import { webhookPayload } from './webhook-payload.ts';

/*
 * The sandbox's webhook sender. Events are rows first (written in the same transaction as the
 * change they report), sent later by a loop, so a crash or a merchant that is down loses
 * nothing. Like a real provider it sends late, sends some events twice, and retries with
 * growing delays until the merchant answers 2xx.
 */

/** Posts one webhook; answers the HTTP status the merchant gave. */
export type WebhookSend = (
  url: string,
  headers: Record<string, string>,
  body: string,
) => Promise<number>;

export interface WebhookDispatcherOptions {
  /** How long after the event the first delivery is due. */
  delayMs?: number;
  /** Send every event a second time, a little later, as real providers sometimes do. */
  duplicates?: boolean;
  send?: WebhookSend;
  /** Rows one dispatch claims at most. */
  batchSize?: number;
}

export const DEFAULT_WEBHOOK_DELAY_MS = 500;
/** How much later the duplicate copy of an event is due. */
export const DUPLICATE_LAG_MS = 1_500;
export const MAX_DELIVERY_ATTEMPTS = 15;
const FIRST_RETRY_MS = 1_000;
const LONGEST_RETRY_MS = 5 * 60_000;
const SEND_TIMEOUT_MS = 10_000;
/**
 * A claimed row is pushed this far into the future while it is being sent: longer than a send
 * may take, so no other dispatcher picks it up meanwhile, and if this instance dies mid-send
 * the row becomes due again by itself.
 */
const CLAIM_LEASE_MS = 60_000;

type Delivery = typeof sandboxWebhookDeliveries.$inferSelect;
type Executor = Database | Transaction;

export interface DispatchReport {
  delivered: number;
  failed: number;
}

export class WebhookDispatcher {
  private readonly delayMs: number;
  private readonly duplicates: boolean;
  private readonly send: WebhookSend;
  private readonly batchSize: number;

  constructor(
    private readonly db: Database,
    private readonly secret: () => Promise<string>,
    options: WebhookDispatcherOptions = {},
  ) {
    this.delayMs = options.delayMs ?? DEFAULT_WEBHOOK_DELAY_MS;
    this.duplicates = options.duplicates ?? true;
    this.send = options.send ?? fetchSend;
    this.batchSize = options.batchSize ?? 20;
  }

  /** Writes the event's deliveries; pass the transaction that makes the change it reports. */
  async queue(executor: Executor, url: string, event: WebhookEvent, now: Date): Promise<void> {
    const payload = webhookPayload(event);
    const delays = this.duplicates
      ? [this.delayMs, this.delayMs + DUPLICATE_LAG_MS]
      : [this.delayMs];
    await executor.insert(sandboxWebhookDeliveries).values(
      delays.map((delay) => ({
        eventId: event.eventId,
        url,
        payload,
        dueAt: new Date(now.getTime() + delay),
        createdAt: now,
      })),
    );
  }

  /** Sends every delivery due at `now` that no other dispatcher holds; `send` overrides (tests). */
  async dispatchDue(now: Date, send: WebhookSend = this.send): Promise<DispatchReport> {
    const claimed = await this.claimDue(now);
    if (claimed.length === 0) return { delivered: 0, failed: 0 };
    const secret = await this.secret();
    const results = await Promise.all(
      claimed.map((delivery) => this.attempt(delivery, secret, now, send)),
    );
    const delivered = results.filter(Boolean).length;
    return { delivered, failed: results.length - delivered };
  }

  /**
   * One statement takes the due rows and leases them: SKIP LOCKED lets dispatchers on several
   * instances run at once, each taking rows the others have not.
   */
  private claimDue(now: Date): Promise<Delivery[]> {
    const t = sandboxWebhookDeliveries;
    const due = this.db
      .select({ id: t.id })
      .from(t)
      .where(and(isNull(t.deliveredAt), lte(t.dueAt, now), lt(t.attempts, MAX_DELIVERY_ATTEMPTS)))
      .orderBy(asc(t.dueAt))
      .limit(this.batchSize)
      .for('update', { skipLocked: true });
    return this.db
      .update(t)
      .set({ dueAt: new Date(now.getTime() + CLAIM_LEASE_MS) })
      .where(inArray(t.id, due))
      .returning();
  }

  private async attempt(
    delivery: Delivery,
    secret: string,
    now: Date,
    send: WebhookSend,
  ): Promise<boolean> {
    // Signed at send time, so a retry an hour later still carries a fresh signature.
    const headers = {
      'content-type': 'application/json',
      'user-agent': 'SandboxPay-Webhooks/1.0',
      [SIGNATURE_HEADER]: signatureHeader(secret, delivery.payload, now),
    };
    const problem = await sendProblem(() => send(delivery.url, headers, delivery.payload));
    if (problem === null) await this.markDelivered(delivery, now);
    else await this.scheduleRetry(delivery, now, problem);
    return problem === null;
  }

  private async markDelivered(delivery: Delivery, now: Date): Promise<void> {
    const t = sandboxWebhookDeliveries;
    await this.db
      .update(t)
      .set({ deliveredAt: now, attempts: delivery.attempts + 1, lastError: null })
      .where(and(eq(t.id, delivery.id), isNull(t.deliveredAt)));
  }

  private async scheduleRetry(delivery: Delivery, now: Date, problem: string): Promise<void> {
    const t = sandboxWebhookDeliveries;
    const attempts = delivery.attempts + 1;
    await this.db
      .update(t)
      .set({
        attempts,
        dueAt: new Date(now.getTime() + retryDelayMs(attempts)),
        lastError: problem.slice(0, 500),
      })
      .where(and(eq(t.id, delivery.id), isNull(t.deliveredAt)));
  }
}

/** 1 s after the first failure, doubling each time, never more than 5 minutes. */
export function retryDelayMs(failedAttempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, failedAttempts - 1), LONGEST_RETRY_MS);
}

/** Null when the merchant took the webhook (2xx); otherwise what went wrong, for last_error. */
async function sendProblem(post: () => Promise<number>): Promise<string | null> {
  try {
    const status = await post();
    return status >= 200 && status < 300 ? null : `HTTP ${status}`;
  } catch (error) {
    return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  }
}

/** The real sender: a POST that gives up after 10 s and never follows redirects. */
export const fetchSend: WebhookSend = async (url, headers, body) => {
  const response = await fetch(url, {
    method: 'POST',
    headers,
    body,
    redirect: 'manual',
    signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
  });
  // The answer's body is not read; cancelling frees the connection at once.
  await response.body?.cancel();
  return response.status;
};

/** What the dispatch loop runs on each tick. */
export interface DueWork {
  runDue(now: Date): Promise<unknown>;
}

export interface LoopLog {
  error(details: object, message: string): void;
}

export const DISPATCH_INTERVAL_MS = 250;

/**
 * Runs `work` every 250 ms until the returned stop function is called. A tick starts only
 * after the previous one ended, so slow sends never pile up; a failing tick is logged and the
 * loop goes on. Stop waits for a running tick, so the database is not closed under it.
 */
export function startWebhookDispatcher(
  work: DueWork,
  clock: Clock,
  log: LoopLog,
  intervalMs = DISPATCH_INTERVAL_MS,
): () => Promise<void> {
  return repeatUntilStopped(
    () => work.runDue(clock.now()),
    intervalMs,
    (error) => log.error({ err: error }, 'payment sandbox: webhook dispatch failed'),
  );
}
