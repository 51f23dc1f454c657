import { and, eq } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/client.ts';
import { type Transaction, withTransaction } from '../../platform/db/transaction.ts';
import type {
  CheckoutRequest,
  CheckoutSession,
  PaymentProvider,
  PayoutRequest,
  RefundRequest,
  TransferOutcome,
  WebhookEvent,
  WebhookHeaders,
} from '../payments/provider.ts';
import { isDeclinedPayoutCard } from './card-rules.ts';
import { checkoutPageUrl, eventOf, HostedCheckout } from './checkout-actions.ts';
import {
  type Checkout,
  cancelExpiredCheckouts,
  checkoutByReference,
  openCheckout,
} from './checkout-store.ts';
import { sandboxTransfers } from './schema.ts';
import { isValidSignature, SIGNATURE_HEADER } from './signature.ts';
import { type DueWork, WebhookDispatcher, type WebhookSend } from './webhook-dispatcher.ts';
import { newEventId, parseWebhookPayload } from './webhook-payload.ts';

/*
 * The built-in sandbox payment provider. It keeps its own books and talks to the merchant only
 * the way an outside provider would: a hosted page, signed webhooks sent later (and sometimes
 * twice), and synchronous payouts and refunds that are idempotent on the merchant's reference.
 */

export interface SandboxProviderOptions {
  db: Database;
  clock: Clock;
  /** The HMAC key of the webhooks, shared with the merchant. */
  secret: () => Promise<string>;
  /** How long after an event its first webhook is due (500 ms by default). */
  webhookDelayMs?: number;
  /** Send every webhook a second time, late (on by default). */
  duplicateWebhooks?: boolean;
  /** How webhooks are posted (global fetch by default). */
  send?: WebhookSend;
}

type TransferKind = 'payout' | 'refund';

const SUCCESS: TransferOutcome = { status: 'success', reason: null };
const failed = (reason: string): TransferOutcome => ({ status: 'failed', reason });

/** Overdue checkouts are looked for this often, not on every 250 ms tick. */
const EXPIRY_SWEEP_INTERVAL_MS = 30_000;

export class SandboxProvider implements PaymentProvider, DueWork {
  readonly id = 'sandbox';
  readonly webhooks: WebhookDispatcher;
  /** The hosted page's actions; its routes call these. */
  readonly hosted: HostedCheckout;
  /** The provider's time; its pages tell expired checkouts by it. */
  readonly clock: Clock;
  private readonly db: Database;
  private readonly secret: () => Promise<string>;
  private lastExpirySweep = 0;

  constructor(options: SandboxProviderOptions) {
    this.db = options.db;
    this.clock = options.clock;
    this.secret = options.secret;
    this.webhooks = new WebhookDispatcher(options.db, options.secret, {
      ...(options.webhookDelayMs === undefined ? {} : { delayMs: options.webhookDelayMs }),
      ...(options.duplicateWebhooks === undefined ? {} : { duplicates: options.duplicateWebhooks }),
      ...(options.send ? { send: options.send } : {}),
    });
    this.hosted = new HostedCheckout(options.db, options.clock, this.webhooks);
  }

  /** The same merchant reference always answers the same session. */
  async createCheckout(request: CheckoutRequest): Promise<CheckoutSession> {
    assertCheckoutRequest(request);
    const checkout = await openCheckout(this.db, request, this.clock.now());
    assertSamePayment(checkout, request);
    const origin = new URL(checkout.returnUrl).origin;
    return {
      redirectUrl: `${origin}${checkoutPageUrl(checkout.id)}`,
      providerReference: checkout.id,
    };
  }

  async payout(request: PayoutRequest): Promise<TransferOutcome> {
    assertAmount(request.amount);
    const declined = request.methodKind === 'card' && isDeclinedPayoutCard(request.details);
    const outcome = declined ? failed('payout_declined_by_provider') : SUCCESS;
    return withTransaction(this.db, async (tx) => {
      const recorded = await this.recordTransfer(tx, 'payout', request, outcome);
      return recorded.outcome;
    });
  }

  /** Refunds a succeeded checkout, at most its amount and in its currency, once. */
  async refund(request: RefundRequest): Promise<TransferOutcome> {
    assertAmount(request.amount);
    const now = this.clock.now();
    return withTransaction(this.db, async (tx) => {
      const earlier = await transferOf(tx, 'refund', request.merchantReference);
      if (earlier) return earlier;
      const checkout = await succeededCheckout(tx, request.merchantReference);
      const refundable = checkout !== null && canRefund(checkout, request);
      const outcome = refundable ? SUCCESS : failed('refund_not_possible');
      const recorded = await this.recordTransfer(tx, 'refund', request, outcome);
      if (recorded.fresh && checkout && refundable) {
        await this.webhooks.queue(tx, checkout.webhookUrl, refundedEvent(request), now);
      }
      return recorded.outcome;
    });
  }

  async verifyWebhook(headers: WebhookHeaders, rawBody: string): Promise<WebhookEvent | null> {
    const header = firstValue(headers[SIGNATURE_HEADER]);
    const valid = isValidSignature(await this.secret(), header, rawBody, this.clock.now());
    return valid ? parseWebhookPayload(rawBody) : null;
  }

  /** One tick of the background loop: close overdue checkouts, then send due webhooks. */
  async runDue(now: Date): Promise<void> {
    if (now.getTime() - this.lastExpirySweep >= EXPIRY_SWEEP_INTERVAL_MS) {
      await this.cancelExpired(now);
      this.lastExpirySweep = now.getTime();
    }
    await this.webhooks.dispatchDue(now);
  }

  /** Abandoned checkouts end, and the merchant is told they expired, as a real provider does. */
  async cancelExpired(now: Date): Promise<number> {
    return withTransaction(this.db, async (tx) => {
      const expired = await cancelExpiredCheckouts(tx, now);
      for (const checkout of expired) {
        await this.webhooks.queue(tx, checkout.webhookUrl, eventOf(checkout, 'expired'), now);
      }
      return expired.length;
    });
  }

  /**
   * The unique (kind, reference) makes each transfer happen once: a racing twin waits for the
   * first, inserts nothing, and answers what the first recorded.
   */
  private async recordTransfer(
    tx: Transaction,
    kind: TransferKind,
    request: PayoutRequest | RefundRequest,
    outcome: TransferOutcome,
  ): Promise<{ outcome: TransferOutcome; fresh: boolean }> {
    const [inserted] = await tx
      .insert(sandboxTransfers)
      .values({
        kind,
        merchantReference: request.merchantReference,
        amount: request.amount,
        currency: request.currency.code,
        status: outcome.status,
        reason: outcome.reason,
        createdAt: this.clock.now(),
      })
      .onConflictDoNothing()
      .returning({ id: sandboxTransfers.id });
    if (inserted) return { outcome, fresh: true };
    const earlier = await transferOf(tx, kind, request.merchantReference);
    if (!earlier) throw new Error('sandbox transfer vanished after a conflicting insert');
    return { outcome: earlier, fresh: false };
  }
}

async function transferOf(
  tx: Transaction,
  kind: TransferKind,
  merchantReference: string,
): Promise<TransferOutcome | null> {
  const t = sandboxTransfers;
  const [row] = await tx
    .select({ status: t.status, reason: t.reason })
    .from(t)
    .where(and(eq(t.kind, kind), eq(t.merchantReference, merchantReference)));
  return row ?? null;
}

async function succeededCheckout(tx: Transaction, reference: string): Promise<Checkout | null> {
  const checkout = await checkoutByReference(tx, reference);
  return checkout?.status === 'succeeded' ? checkout : null;
}

function refundedEvent(request: RefundRequest): WebhookEvent {
  return {
    eventId: newEventId(),
    type: 'payment.refunded',
    merchantReference: request.merchantReference,
    amount: request.amount,
    currency: request.currency.code,
  };
}

function canRefund(checkout: Checkout, request: RefundRequest): boolean {
  return request.currency.code === checkout.currency && request.amount <= checkout.amount;
}

function firstValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/*
 * The merchant sending nonsense is a bug on our own side of the wire, not a player's mistake:
 * it throws, and the payments module's request fails as a server error.
 */
function assertAmount(amount: number): void {
  if (!Number.isSafeInteger(amount) || amount <= 0) {
    throw new Error(`sandbox: amount must be a positive integer of minor units, got ${amount}`);
  }
}

function assertCheckoutRequest(request: CheckoutRequest): void {
  assertAmount(request.amount);
  for (const url of [request.returnUrl, request.webhookUrl]) {
    if (!/^https?:$/.test(new URL(url).protocol))
      throw new Error(`sandbox: not an http URL: ${url}`);
  }
  const { precision } = request.currency;
  if (!Number.isInteger(precision) || precision < 0 || precision > 18) {
    throw new Error(`sandbox: bad currency precision ${precision}`);
  }
}

/** A reference reused for a different payment would let one page pay for another. */
function assertSamePayment(checkout: Checkout, request: CheckoutRequest): void {
  if (checkout.amount !== request.amount || checkout.currency !== request.currency.code) {
    throw new Error(`sandbox: reference ${request.merchantReference} is another payment's`);
  }
}
