import type {
  BackofficePayment,
  PaymentDirection,
  PaymentStatus,
} from '@arenabet/contracts/payments';
import { pagingLimit } from '@arenabet/domain';
import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { AppServices, ModuleDeps } from '../../module-deps.ts';
import type { Database } from '../../platform/db/client.ts';
import { type Transaction, withTransaction } from '../../platform/db/transaction.ts';
import { AppError, conflict, notFound } from '../../platform/http/errors.ts';
import {
  type HouseAccounts,
  houseAccountsFor,
  PROVIDER_UNAVAILABLE,
  paymentMovement,
  providerCurrency,
} from './movements.ts';
import { type PaymentRow, paymentView } from './payment-view.ts';
import type { TransferOutcome } from './provider.ts';
import type { PaymentProviders } from './providers.ts';
import { payments } from './schema.ts';
import { refundMovement } from './webhooks.ts';

export interface BackofficeFilters {
  direction?: PaymentDirection;
  status?: PaymentStatus;
  playerId?: number;
  page: number;
}

/**
 * What operators do with payments: approve or reject withdrawals, refund deposits. Each
 * decision claims the payment with a conditional UPDATE first, so two operators clicking at
 * once make one decision; the other gets 409 payment_not_pending.
 */
export class PaymentDecisions {
  constructor(
    private readonly deps: Pick<ModuleDeps, 'db' | 'clock'>,
    private readonly services: AppServices,
    private readonly providers: PaymentProviders,
  ) {}

  async list(
    filters: BackofficeFilters,
  ): Promise<{ payments: BackofficePayment[]; hasMore: boolean }> {
    const limit = pagingLimit(filters.page);
    const conditions: (SQL | undefined)[] = [
      filters.direction && eq(payments.direction, filters.direction),
      filters.status && eq(payments.status, filters.status),
      filters.playerId === undefined ? undefined : eq(payments.playerId, filters.playerId),
    ];
    const rows = await this.deps.db
      .select()
      .from(payments)
      .where(and(...conditions))
      .orderBy(desc(payments.id))
      .limit(limit + 1);
    return {
      payments: rows.slice(0, limit).map((row) => this.view(row)),
      hasMore: rows.length > limit,
    };
  }

  /**
   * Claims the withdrawal as approved, pays it out through the provider, then moves the held
   * money to the house (paid) or back to the player (the provider refused). A crash between the
   * claim and the end leaves it approved and pending: approving again resumes the payout, which
   * the provider makes once per reference.
   */
  async approve(paymentId: number, operator: string): Promise<BackofficePayment> {
    const claimed = await this.claimWithdrawal(paymentId, operator);
    const house = await houseAccountsFor(this.services.accounts, claimed.currencyId);
    const outcome = await this.payout(claimed);
    const settled = await withTransaction(this.deps.db, async (tx) =>
      outcome.status === 'success'
        ? this.finishWithdrawal(tx, claimed, house, 'success', null, 'payout')
        : this.finishWithdrawal(tx, claimed, house, 'failed', outcome.reason, 'return'),
    );
    return this.view(settled);
  }

  /** Rejection returns the held money to the player in the same transaction. */
  async reject(paymentId: number, operator: string, reason: string): Promise<BackofficePayment> {
    const house = await this.houseAccountsOf(paymentId, 'withdrawal');
    const settled = await withTransaction(this.deps.db, async (tx) => {
      const [claimed] = await tx
        .update(payments)
        .set({ review: 'rejected', ...this.decision(operator) })
        .where(and(eq(payments.id, paymentId), awaitingReview))
        .returning();
      if (!claimed) throw await this.notPending(tx, paymentId, 'withdrawal');
      return this.finishWithdrawal(tx, claimed, house, 'rejected', reason, 'return');
    });
    return this.view(settled);
  }

  /**
   * Debits the player and marks the deposit refunded first (so the money cannot be spent
   * meanwhile), then asks the provider; if the provider refuses, the debit is reversed.
   */
  async refund(paymentId: number, operator: string): Promise<BackofficePayment> {
    const house = await this.houseAccountsOf(paymentId, 'deposit');
    const refunded = await withTransaction(this.deps.db, async (tx) => {
      const [claimed] = await tx
        .update(payments)
        .set({ status: 'refunded', reason: 'payment_refunded', ...this.decision(operator) })
        .where(
          and(
            eq(payments.id, paymentId),
            eq(payments.direction, 'deposit'),
            eq(payments.status, 'success'),
          ),
        )
        .returning();
      if (!claimed) throw await this.notPending(tx, paymentId, 'deposit');
      await this.services.accounts.transferIn(tx, refundMovement(claimed, house.cash));
      return claimed;
    });
    const outcome = await this.providerRefund(refunded);
    if (outcome.status === 'success') return this.view(refunded);
    const reason = outcome.reason ?? 'payment_refund_failed';
    return this.view(await this.reverseRefund(refunded, house, reason));
  }

  private async claimWithdrawal(paymentId: number, operator: string): Promise<PaymentRow> {
    const [claimed] = await this.deps.db
      .update(payments)
      .set({ review: 'approved', ...this.decision(operator) })
      .where(and(eq(payments.id, paymentId), awaitingReview))
      .returning();
    if (claimed) return claimed;
    const [row] = await this.deps.db.select().from(payments).where(eq(payments.id, paymentId));
    // An approval that stopped half-way (provider down, crash) is resumed.
    if (row?.review === 'approved' && row.status === 'pending') return row;
    throw await this.notPending(this.deps.db, paymentId, 'withdrawal');
  }

  private async payout(payment: PaymentRow): Promise<TransferOutcome> {
    try {
      return await this.providers.get(payment.provider).payout({
        merchantReference: payment.reference,
        amount: payment.amount,
        currency: providerCurrency(payment.currencyId),
        methodKind: payment.methodKind,
        details: payment.payoutDetails ?? '',
      });
    } catch (error) {
      const failure = new AppError(502, PROVIDER_UNAVAILABLE);
      failure.cause = error;
      throw failure;
    }
  }

  private async providerRefund(payment: PaymentRow): Promise<TransferOutcome> {
    try {
      return await this.providers.get(payment.provider).refund({
        merchantReference: payment.reference,
        amount: payment.amount,
        currency: providerCurrency(payment.currencyId),
      });
    } catch {
      return { status: 'failed', reason: PROVIDER_UNAVAILABLE };
    }
  }

  private reverseRefund(
    payment: PaymentRow,
    house: HouseAccounts,
    reason: string,
  ): Promise<PaymentRow> {
    return withTransaction(this.deps.db, async (tx) => {
      const [restored] = await tx
        .update(payments)
        .set({ status: 'success', reason, updatedAt: this.deps.clock.now() })
        .where(and(eq(payments.id, payment.id), eq(payments.status, 'refunded')))
        .returning();
      if (!restored) throw conflict('payment_not_pending');
      const cash = house.cash;
      await this.services.accounts.transferIn(
        tx,
        paymentMovement(
          payment,
          'refund_reversal',
          'deposit_refund_reversal',
          cash,
          payment.accountId,
        ),
      );
      return restored;
    });
  }

  /**
   * Ends a claimed withdrawal: 'payout' moves the held money to the house's cash, 'return'
   * gives it back to the player. The payout details are no longer needed either way.
   */
  private async finishWithdrawal(
    tx: Transaction,
    payment: PaymentRow,
    house: HouseAccounts,
    status: 'success' | 'failed' | 'rejected',
    reason: string | null,
    step: 'payout' | 'return',
  ): Promise<PaymentRow> {
    const [finished] = await tx
      .update(payments)
      .set({ status, reason, payoutDetails: null, updatedAt: this.deps.clock.now() })
      .where(and(eq(payments.id, payment.id), eq(payments.status, 'pending')))
      .returning();
    if (!finished) throw conflict('payment_not_pending');
    const held = house.pendingWithdrawals;
    const to = step === 'payout' ? house.cash : payment.accountId;
    const kind = step === 'payout' ? 'withdrawal_payout' : 'withdrawal_return';
    await this.services.accounts.transferIn(tx, paymentMovement(payment, step, kind, held, to));
    return finished;
  }

  /** The house accounts of a payment's currency, opened before any transaction starts. */
  private async houseAccountsOf(paymentId: number, direction: PaymentDirection) {
    const [row] = await this.deps.db
      .select({ currencyId: payments.currencyId, direction: payments.direction })
      .from(payments)
      .where(eq(payments.id, paymentId));
    if (!row || row.direction !== direction) throw notFound('payment_not_found');
    return houseAccountsFor(this.services.accounts, row.currencyId);
  }

  private decision(operator: string) {
    const now = this.deps.clock.now();
    return { decidedBy: operator, decidedAt: now, updatedAt: now };
  }

  /** Inside a transaction, pass it: a second connection would wait for it (PGlite). */
  private async notPending(
    executor: Database | Transaction,
    paymentId: number,
    direction: PaymentDirection,
  ): Promise<AppError> {
    const [row] = await executor
      .select({ direction: payments.direction })
      .from(payments)
      .where(eq(payments.id, paymentId));
    if (!row || row.direction !== direction) return notFound('payment_not_found');
    return conflict(direction === 'deposit' ? 'payment_not_refundable' : 'payment_not_pending');
  }

  private view(row: PaymentRow): BackofficePayment {
    return {
      ...paymentView(row, this.deps.clock.now()),
      playerId: row.playerId,
      decidedBy: row.decidedBy,
      decidedAt: row.decidedAt?.toISOString() ?? null,
    };
  }
}

const awaitingReview = and(
  eq(payments.direction, 'withdrawal'),
  eq(payments.status, 'pending'),
  eq(payments.review, 'awaiting'),
);
