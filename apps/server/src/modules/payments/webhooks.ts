import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppServices, ModuleDeps } from '../../module-deps.ts';
import { type Transaction, withTransaction } from '../../platform/db/transaction.ts';
import { AppError, unauthorized } from '../../platform/http/errors.ts';
import { CHECKOUT_EXPIRED } from './deposit-expiry.ts';
import { type HouseAccounts, houseAccountsFor, paymentMovement } from './movements.ts';
import { ledgerCurrency, type PaymentRow } from './payment-view.ts';
import type { WebhookEvent, WebhookHeaders } from './provider.ts';
import type { PaymentProviders } from './providers.ts';
import { payments, paymentWebhookEvents } from './schema.ts';

/** What became of a delivery; every outcome is answered 200 so the provider stops resending. */
export type WebhookOutcome = 'applied' | 'duplicate' | 'ignored';

/**
 * Applies a provider's signed event. Only a verified event changes a payment; the event id is
 * recorded in the same transaction as its effect, and the status change is conditional, so a
 * second or late delivery of the same event (or two at once) changes nothing.
 */
export class PaymentWebhooks {
  constructor(
    private readonly deps: Pick<ModuleDeps, 'db' | 'clock'>,
    private readonly services: AppServices,
    private readonly providers: PaymentProviders,
  ) {}

  async receive(
    providerId: string,
    headers: WebhookHeaders,
    rawBody: string,
    log: FastifyBaseLogger,
  ): Promise<WebhookOutcome> {
    const provider = this.providers.get(providerId);
    const event = await provider.verifyWebhook(headers, rawBody);
    if (!event) throw unauthorized('payment_webhook_signature_invalid');
    const house = await this.houseAccountsOf(event.merchantReference);
    return withTransaction(this.deps.db, async (tx) => {
      const [first] = await tx
        .insert(paymentWebhookEvents)
        .values({
          provider: providerId,
          eventId: event.eventId,
          type: event.type,
          receivedAt: this.deps.clock.now(),
        })
        .onConflictDoNothing()
        .returning();
      if (!first) return 'duplicate';
      const payment = await this.matchingPayment(tx, providerId, event, log);
      if (!payment) return 'ignored';
      await tx
        .update(paymentWebhookEvents)
        .set({ paymentId: payment.id })
        .where(
          and(
            eq(paymentWebhookEvents.provider, providerId),
            eq(paymentWebhookEvents.eventId, event.eventId),
          ),
        );
      return this.apply(tx, payment, event, house ?? unreachable(), log);
    });
  }

  /** The house accounts of the payment's currency, opened before the transaction starts. */
  private async houseAccountsOf(reference: string): Promise<HouseAccounts | null> {
    const [payment] = await this.deps.db
      .select({ currencyId: payments.currencyId })
      .from(payments)
      .where(eq(payments.reference, reference));
    return payment ? houseAccountsFor(this.services.accounts, payment.currencyId) : null;
  }

  /** The deposit the event is about, locked; an event that does not match it is only logged. */
  private async matchingPayment(
    tx: Transaction,
    providerId: string,
    event: WebhookEvent,
    log: FastifyBaseLogger,
  ): Promise<PaymentRow | null> {
    const [payment] = await tx
      .select()
      .from(payments)
      .where(
        and(eq(payments.reference, event.merchantReference), eq(payments.provider, providerId)),
      )
      .for('update');
    const matches =
      payment?.direction === 'deposit' &&
      payment.amount === event.amount &&
      ledgerCurrency(payment.currencyId).code === event.currency;
    if (payment && matches) return payment;
    log.warn({ event, paymentId: payment?.id }, 'payment webhook matches no deposit; ignored');
    return null;
  }

  private async apply(
    tx: Transaction,
    payment: PaymentRow,
    event: WebhookEvent,
    house: HouseAccounts,
    log: FastifyBaseLogger,
  ): Promise<WebhookOutcome> {
    switch (event.type) {
      case 'payment.succeeded':
        return this.credit(tx, payment, house);
      case 'payment.failed':
        return this.close(tx, payment, 'failed', 'payment_declined_by_provider');
      case 'payment.cancelled':
        return this.close(tx, payment, 'cancelled', 'payment_cancelled_by_player');
      case 'payment.expired':
        return this.close(tx, payment, 'cancelled', CHECKOUT_EXPIRED);
      case 'payment.refunded':
        return this.refundedByProvider(tx, payment, house, log);
    }
  }

  private async credit(
    tx: Transaction,
    payment: PaymentRow,
    house: HouseAccounts,
  ): Promise<WebhookOutcome> {
    // A deposit we closed as expired was still paid on the provider's side (a payment made in
    // its last seconds, a provider that never told us): the money was taken, so it is credited.
    const from = isExpired(payment) ? 'cancelled' : 'pending';
    if (!(await this.changeStatus(tx, payment, from, 'success', null))) return 'duplicate';
    if (from === 'cancelled')
      await this.services.responsibleGambling.restoreDeposit(tx, payment.id);
    await this.services.accounts.transferIn(
      tx,
      paymentMovement(payment, 'credit', 'deposit', house.cash, payment.accountId),
    );
    return 'applied';
  }

  private async close(
    tx: Transaction,
    payment: PaymentRow,
    status: 'failed' | 'cancelled',
    reason: string,
  ): Promise<WebhookOutcome> {
    if (!(await this.changeStatus(tx, payment, 'pending', status, reason))) return 'duplicate';
    await this.services.responsibleGambling.releaseDeposits(tx, [payment.id]);
    return 'applied';
  }

  /**
   * A refund the provider made on its own (a chargeback): debit the player if the money is
   * still there. If it is not, the deposit stays as it was for an operator to settle.
   */
  private async refundedByProvider(
    tx: Transaction,
    payment: PaymentRow,
    house: HouseAccounts,
    log: FastifyBaseLogger,
  ): Promise<WebhookOutcome> {
    if (payment.status !== 'success') return 'duplicate';
    try {
      await tx.transaction(async (savepoint) => {
        await this.changeStatus(savepoint, payment, 'success', 'refunded', 'payment_refunded');
        await this.services.accounts.transferIn(savepoint, refundMovement(payment, house.cash));
      });
      return 'applied';
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      log.warn({ paymentId: payment.id, reason: error.message }, 'provider refund not covered');
      return 'ignored';
    }
  }

  private async changeStatus(
    tx: Transaction,
    payment: PaymentRow,
    from: PaymentRow['status'],
    to: PaymentRow['status'],
    reason: string | null,
  ): Promise<boolean> {
    const changed = await tx
      .update(payments)
      .set({ status: to, reason, updatedAt: this.deps.clock.now() })
      .where(and(eq(payments.id, payment.id), eq(payments.status, from)))
      .returning({ id: payments.id });
    return changed.length > 0;
  }
}

/** Money back from the player to the house for a refunded deposit. */
export function refundMovement(payment: PaymentRow, cashAccountId: number) {
  return paymentMovement(payment, 'refund', 'deposit_refund', payment.accountId, cashAccountId);
}

function isExpired(payment: PaymentRow): boolean {
  return payment.status === 'cancelled' && payment.reason === CHECKOUT_EXPIRED;
}

function unreachable(): never {
  throw new Error('A payment found in its transaction was missing just before it');
}
