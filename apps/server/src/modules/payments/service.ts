import { randomBytes } from 'node:crypto';
import type { Account } from '@arenabet/contracts/accounts';
import type {
  DeduceData,
  DepositStart,
  Payment,
  PaymentDirection,
  RechargeData,
} from '@arenabet/contracts/payments';
import {
  checkPaymentAmount,
  maskPayoutDetails,
  normalisePayoutDetails,
  type PaymentSettings,
  payoutDetailsProblem,
  type SiteSettings,
} from '@arenabet/domain';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { AppServices, ModuleDeps } from '../../module-deps.ts';
import { type Transaction, withTransaction } from '../../platform/db/transaction.ts';
import { AppError, badRequest, conflict, notFound } from '../../platform/http/errors.ts';
import { PaymentDecisions } from './decisions.ts';
import { checkoutExpiresAt, expireAbandonedDeposits } from './deposit-expiry.ts';
import { PaymentHistoryReader } from './history.ts';
import { requestFingerprint } from './idempotency.ts';
import {
  type HouseAccounts,
  houseAccountsFor,
  PROVIDER_UNAVAILABLE,
  paymentMovement,
  providerCurrency,
} from './movements.ts';
import { type AvailableMethod, availableMethods } from './payment-methods.ts';
import {
  decimalAmount,
  ledgerCurrency,
  type PaymentRow,
  paymentCurrency,
  paymentView,
} from './payment-view.ts';
import type { PaymentProviders } from './providers.ts';
import { payments } from './schema.ts';
import { PaymentWebhooks } from './webhooks.ts';

export interface DepositInput {
  accountId: number;
  methodId: string;
  amount: string | number;
  language: string;
}

export interface WithdrawalInput {
  accountId: number;
  methodId: string;
  amount: string | number;
  details: string;
}

const fieldError = (field: string, key: string) =>
  badRequest('validation_failed', { [field]: [key] });

/**
 * Deposits and withdrawals of players. Money moves only through the accounts service; each
 * status change is a conditional UPDATE from `pending` in the same transaction as its movement.
 */
export class PaymentsService {
  readonly history: PaymentHistoryReader;
  readonly decisions: PaymentDecisions;
  readonly webhooks: PaymentWebhooks;

  constructor(
    private readonly deps: ModuleDeps,
    private readonly services: AppServices,
    readonly providers: PaymentProviders,
  ) {
    this.history = new PaymentHistoryReader(deps, services);
    this.decisions = new PaymentDecisions(deps, services, providers);
    this.webhooks = new PaymentWebhooks(deps, services, providers);
  }

  async rechargeData(playerId: number, accountId?: number): Promise<RechargeData> {
    const account = await this.accountOf(playerId, accountId);
    const settings = await this.settings();
    const methods = this.methodsFor(settings.payments.depositMethods, account, settings);
    return {
      accountId: account.id,
      currency: paymentCurrency(account.currencyId),
      methods: methods.map((m) => m.view),
      blockedReason: await this.services.responsibleGambling.moneyInRefusal(playerId),
    };
  }

  async deduceData(playerId: number, accountId?: number): Promise<DeduceData> {
    const account = await this.accountOf(playerId, accountId);
    const settings = await this.settings();
    const methods = await this.withdrawalMethods(playerId, account, settings);
    const currency = ledgerCurrency(account.currencyId);
    return {
      accountId: account.id,
      currency: paymentCurrency(account.currencyId),
      available: account.money.toFixed(currency.precision),
      pending: decimalAmount(await this.pendingWithdrawals(account.id), account.currencyId),
      methods: methods.map((m) => m.view),
      blockedReason: await this.withdrawalBlockedReason(playerId, settings.payments),
    };
  }

  /**
   * Opens a pending deposit and the provider's hosted page for it. The same key again answers
   * the same payment and page; the account is credited only by the provider's verified webhook.
   */
  async startDeposit(
    playerId: number,
    input: DepositInput,
    idempotencyKey: string,
    origin: string,
  ): Promise<DepositStart> {
    const fingerprint = this.fingerprint('deposit', input);
    const earlier = await this.byIdempotencyKey(playerId, idempotencyKey, fingerprint);
    if (earlier && earlier.status !== 'pending') throw finishedDepositError(earlier);
    const row = earlier ?? (await this.openDeposit(playerId, input, idempotencyKey, fingerprint));
    const provider = this.providers.get(row.provider);
    const { depositCheckoutMinutes } = (await this.settings()).payments;
    try {
      const session = await provider.createCheckout({
        merchantReference: row.reference,
        amount: row.amount,
        currency: providerCurrency(row.currencyId),
        methodKind: row.methodKind,
        language: input.language,
        returnUrl: `${origin}/${input.language}/office/paycheck?id=${row.id}`,
        webhookUrl: `${origin}/web-api/payments/webhooks/${provider.id}`,
        expiresAt: checkoutExpiresAt(row.createdAt, depositCheckoutMinutes),
      });
      await this.deps.db
        .update(payments)
        .set({ providerReference: session.providerReference })
        .where(eq(payments.id, row.id));
      return { payment: paymentView(row, this.deps.clock.now()), redirectUrl: session.redirectUrl };
    } catch (error) {
      await this.settle(row.id, 'failed', PROVIDER_UNAVAILABLE);
      const failure = new AppError(502, PROVIDER_UNAVAILABLE);
      failure.cause = error;
      throw failure;
    }
  }

  /**
   * Holds the amount at once (player -> pending withdrawals) and leaves the payment for an
   * operator. The payment row and the hold commit together, or neither does.
   */
  async requestWithdrawal(
    playerId: number,
    input: WithdrawalInput,
    idempotencyKey: string,
  ): Promise<Payment> {
    const fingerprint = this.fingerprint('withdrawal', input);
    const earlier = await this.byIdempotencyKey(playerId, idempotencyKey, fingerprint);
    if (earlier) return paymentView(earlier, this.deps.clock.now());
    const account = await this.accountOf(playerId, input.accountId);
    const settings = await this.settings();
    const blocked = await this.withdrawalBlockedReason(playerId, settings.payments);
    if (blocked) throw fieldError('account_id', blocked);
    const methods = await this.withdrawalMethods(playerId, account, settings);
    const { method, amount } = this.checkedMethodAndAmount(methods, account, input);
    const details = normalisePayoutDetails(method.setting.kind, input.details);
    const problem = payoutDetailsProblem(method.setting.kind, details);
    if (problem) throw fieldError('details', problem);

    const house = await houseAccountsFor(this.services.accounts, account.currencyId);
    const row = await withTransaction(this.deps.db, async (tx) => {
      const [created] = await tx
        .insert(payments)
        .values({
          ...this.newPayment(playerId, account, method, amount, 'withdrawal'),
          review: 'awaiting',
          details: maskPayoutDetails(method.setting.kind, details),
          payoutDetails: details,
          idempotencyKey,
          requestFingerprint: fingerprint,
        })
        .onConflictDoNothing({ target: [payments.playerId, payments.idempotencyKey] })
        .returning();
      if (!created) return null;
      await this.holdForWithdrawal(tx, created, house);
      return created;
    });
    // A concurrent request with the same key committed first: answer its payment.
    return paymentView(
      row ?? (await this.byIdempotencyKey(playerId, idempotencyKey, fingerprint)) ?? unreachable(),
      this.deps.clock.now(),
    );
  }

  async paymentOf(playerId: number, paymentId: number): Promise<Payment> {
    const [row] = await this.deps.db
      .select()
      .from(payments)
      .where(and(eq(payments.id, paymentId), eq(payments.playerId, playerId)));
    if (!row) throw notFound('payment_not_found');
    return paymentView(row, this.deps.clock.now());
  }

  async recentPaymentsOf(playerId: number, limit: number): Promise<Payment[]> {
    const rows = await this.deps.db
      .select()
      .from(payments)
      .where(eq(payments.playerId, playerId))
      .orderBy(desc(payments.id))
      .limit(limit);
    const now = this.deps.clock.now();
    return rows.map((row) => paymentView(row, now));
  }

  /** Deposits being paid or withdrawals being reviewed keep an account from closing. */
  async hasPendingPayments(accountId: number): Promise<boolean> {
    const [row] = await this.deps.db
      .select({ id: payments.id })
      .from(payments)
      .where(and(eq(payments.accountId, accountId), eq(payments.status, 'pending')))
      .limit(1);
    return row !== undefined;
  }

  /** One sweep of abandoned checkouts (deposit-expiry.ts); the background loop calls it. */
  async expireAbandonedDeposits(now: Date): Promise<number> {
    const settings = await this.deps.siteSettings();
    if (!settings) return 0;
    const expired = await expireAbandonedDeposits(
      this.deps.db,
      now,
      settings.payments.depositCheckoutMinutes,
    );
    await this.services.responsibleGambling.releaseDeposits(this.deps.db, expired);
    return expired.length;
  }

  /** Moves a pending payment to a final status without money (a failed or cancelled deposit). */
  async settle(paymentId: number, status: 'failed' | 'cancelled', reason: string | null) {
    const [settled] = await this.deps.db
      .update(payments)
      .set({ status, reason, updatedAt: this.deps.clock.now() })
      .where(and(eq(payments.id, paymentId), eq(payments.status, 'pending')))
      .returning();
    if (settled?.direction === 'deposit') {
      await this.services.responsibleGambling.releaseDeposits(this.deps.db, [settled.id]);
    }
    return settled ?? null;
  }

  private async openDeposit(
    playerId: number,
    input: DepositInput,
    idempotencyKey: string,
    fingerprint: string,
  ): Promise<PaymentRow> {
    const account = await this.accountOf(playerId, input.accountId);
    const settings = await this.settings();
    if (!settings.features.recharge && !settings.features.deposit) {
      throw fieldError('method_id', 'payment_method_unavailable');
    }
    const methods = this.methodsFor(settings.payments.depositMethods, account, settings);
    const { method, amount } = this.checkedMethodAndAmount(methods, account, input);
    const responsible = this.services.responsibleGambling;
    const guard = await responsible.guard(playerId);
    // The payment and what it counts against the deposit limits go in together, or neither.
    const created = await withTransaction(this.deps.db, async (tx) => {
      const [row] = await tx
        .insert(payments)
        .values({
          ...this.newPayment(playerId, account, method, amount, 'deposit'),
          idempotencyKey,
          requestFingerprint: fingerprint,
        })
        .onConflictDoNothing({ target: [payments.playerId, payments.idempotencyKey] })
        .returning();
      if (row) {
        const ref = responsible.depositRef(row.id);
        await guard.reserve(tx, { counter: 'deposit', currencyId: row.currencyId, amount, ref });
      }
      return row;
    });
    return (
      created ??
      (await this.byIdempotencyKey(playerId, idempotencyKey, fingerprint)) ??
      unreachable()
    );
  }

  private newPayment(
    playerId: number,
    account: Account,
    method: AvailableMethod,
    amount: number,
    direction: PaymentDirection,
  ) {
    const now = this.deps.clock.now();
    return {
      reference: `AB${randomBytes(10).toString('hex').toUpperCase()}`,
      playerId,
      accountId: account.id,
      currencyId: account.currencyId,
      direction,
      methodId: method.setting.id,
      methodKind: method.setting.kind,
      provider: method.setting.provider,
      amount,
      status: 'pending' as const,
      createdAt: now,
      updatedAt: now,
    };
  }

  private async holdForWithdrawal(tx: Transaction, row: PaymentRow, house: HouseAccounts) {
    const pending = house.pendingWithdrawals;
    try {
      await this.services.accounts.transferIn(
        tx,
        paymentMovement(row, 'hold', 'withdrawal_hold', row.accountId, pending),
      );
    } catch (error) {
      if (error instanceof AppError && error.message === 'account_insufficient_funds') {
        throw fieldError('amount', 'account_insufficient_funds');
      }
      throw error;
    }
  }

  /** The payment an earlier request with this key made, if it asked for the same thing. */
  private async byIdempotencyKey(
    playerId: number,
    key: string,
    fingerprint: string,
  ): Promise<PaymentRow | null> {
    const [row] = await this.deps.db
      .select()
      .from(payments)
      .where(and(eq(payments.playerId, playerId), eq(payments.idempotencyKey, key)));
    if (!row) return null;
    if (row.requestFingerprint !== fingerprint) throw conflict('payment_idempotency_key_reused');
    return row;
  }

  private fingerprint(direction: PaymentDirection, input: DepositInput | WithdrawalInput) {
    const { accountId, methodId, amount } = input;
    const details = 'details' in input ? input.details : '';
    return requestFingerprint({ direction, accountId, methodId, amount: String(amount), details });
  }

  private checkedMethodAndAmount(
    methods: readonly AvailableMethod[],
    account: Account,
    input: { methodId: string; amount: string | number },
  ): { method: AvailableMethod; amount: number } {
    const method = methods.find((m) => m.setting.id === input.methodId);
    if (!method || !this.providers.has(method.setting.provider)) {
      throw fieldError('method_id', 'payment_method_unavailable');
    }
    const { precision } = ledgerCurrency(account.currencyId);
    const checked = checkPaymentAmount(input.amount, precision, method.limits);
    if (!checked.ok) throw fieldError('amount', checked.problem);
    return { method, amount: checked.amount };
  }

  private methodsFor(
    configured: PaymentSettings['depositMethods'],
    account: Account,
    settings: SiteSettings,
  ): AvailableMethod[] {
    return availableMethods(configured, account.currencyId, settings.currencies).filter((m) =>
      this.providers.has(m.setting.provider),
    );
  }

  /** Withdrawal methods, only those deposited with into this account when the rule is on. */
  private async withdrawalMethods(playerId: number, account: Account, settings: SiteSettings) {
    const methods = this.methodsFor(settings.payments.withdrawalMethods, account, settings);
    if (!settings.payments.withdrawalOnlyDepositMethods) return methods;
    const deposited = await this.depositedMethodIds(playerId, account.id);
    return methods.filter((m) => deposited.has(m.setting.id));
  }

  /** With the switch on, withdrawals wait for the player's identity to be verified. */
  private async withdrawalBlockedReason(
    playerId: number,
    settings: PaymentSettings,
  ): Promise<string | null> {
    if (!settings.withdrawalVerifiedOnly) return null;
    const verified = await this.services.verification.isVerified(playerId);
    return verified ? null : 'payment_withdrawal_needs_verification';
  }

  private async depositedMethodIds(playerId: number, accountId: number): Promise<Set<string>> {
    const rows = await this.deps.db
      .selectDistinct({ methodId: payments.methodId })
      .from(payments)
      .where(
        and(
          eq(payments.playerId, playerId),
          eq(payments.accountId, accountId),
          eq(payments.direction, 'deposit'),
          eq(payments.status, 'success'),
        ),
      );
    return new Set(rows.map((row) => row.methodId));
  }

  private async pendingWithdrawals(accountId: number): Promise<number> {
    const [row] = await this.deps.db
      .select({ total: sql<string>`coalesce(sum(${payments.amount}), 0)::text` })
      .from(payments)
      .where(
        and(
          eq(payments.accountId, accountId),
          eq(payments.direction, 'withdrawal'),
          eq(payments.status, 'pending'),
        ),
      );
    return Number(row?.total ?? 0);
  }

  /** The player's open account by id, or their active one; another's is simply not found. */
  private async accountOf(playerId: number, accountId?: number): Promise<Account> {
    const accounts = await this.services.accounts.accountsOf(playerId);
    const account =
      accountId === undefined
        ? (accounts.find((a) => a.isActive) ?? accounts[0])
        : accounts.find((a) => a.id === accountId);
    if (!account) throw fieldError('account_id', 'account_not_found');
    return account;
  }

  private async settings(): Promise<SiteSettings> {
    const settings = await this.deps.siteSettings();
    if (!settings) throw new AppError(503, 'site_config_missing');
    return settings;
  }
}

/**
 * A retry of a deposit that already ended answers as the first request ended: a hosted page
 * for it could take the player's money for a payment that can no longer be credited.
 */
function finishedDepositError(row: PaymentRow): AppError {
  if (row.reason === PROVIDER_UNAVAILABLE) return new AppError(502, PROVIDER_UNAVAILABLE);
  return conflict('payment_not_pending');
}

function unreachable(): never {
  throw new Error('A payment vanished between its insert and its read');
}
