import {
  type BackofficePaymentRequest,
  type NewPaymentRequest,
  OPEN_PAYMENT_REQUESTS_LIMIT,
  PAYMENT_REQUEST_RECENT_PAYMENTS,
  PAYMENT_REQUEST_TOPIC_RULES,
  PAYMENT_REQUESTS_PAGE_SIZE,
  type PaymentRequest,
  type PaymentRequestList,
  type PaymentRequestStatus,
  type PaymentRequestTopic,
  paymentFitsTopic,
  topicFields,
} from '@arenabet/contracts/payment-requests';
import type { Payment } from '@arenabet/contracts/payments';
import { and, asc, count, desc, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { ModuleDeps } from '../../module-deps.ts';
import { type Transaction, withTransaction } from '../../platform/db/transaction.ts';
import { AppError, badRequest, conflict, notFound } from '../../platform/http/errors.ts';
import { backofficeRequestView, type PaymentRequestRow, requestView } from './request-view.ts';
import { paymentRequests } from './schema.ts';

/** What this module reads of the payments module: the player's own payments, nothing else. */
export interface PaymentsReader {
  recentPaymentsOf(playerId: number, limit: number): Promise<Payment[]>;
  /** Null (or a 404) for an unknown payment and for another player's. */
  paymentOf(playerId: number, paymentId: number): Promise<Payment | null>;
}

/** The services this module calls; the app's AppServices has them. */
export interface PaymentRequestsServices {
  payments: PaymentsReader;
}

/** Serialises one player's creations, so two at once cannot both pass the open limit. */
const CREATE_LOCK_CLASS = 4104;
/** A player in a time zone ahead of UTC may already live in tomorrow. */
const DATE_TOLERANCE_MS = 24 * 3_600_000;

const fieldError = (field: string, key: string) =>
  badRequest('validation_failed', { [field]: [key] });

export interface RequestFilter {
  status?: PaymentRequestStatus | undefined;
  page: number;
}

/**
 * The payment consultant: players ask about their payments by topic, operators answer. Every
 * status change is one conditional UPDATE, so a player closing while an operator answers ends
 * in one state or the other, never a mix.
 */
export class PaymentRequestsService {
  constructor(
    private readonly deps: Pick<ModuleDeps, 'db' | 'clock'>,
    private readonly services: PaymentRequestsServices,
  ) {}

  async listOf(playerId: number, filter: RequestFilter): Promise<PaymentRequestList> {
    const where = and(eq(paymentRequests.playerId, playerId), statusIs(filter.status));
    const { rows, hasMore } = await this.page(where, desc(paymentRequests.id), filter.page);
    const requests = await Promise.all(rows.map((row) => this.view(row)));
    return {
      requests,
      hasMore,
      openCount: await this.openCount(this.deps.db, playerId),
      openLimit: OPEN_PAYMENT_REQUESTS_LIMIT,
    };
  }

  async requestOf(playerId: number, id: number): Promise<PaymentRequest> {
    return this.view(await this.ownRow(playerId, id));
  }

  /** The player's newest payments that a request about the topic may point at. */
  async paymentsFor(playerId: number, topic?: PaymentRequestTopic): Promise<Payment[]> {
    const recent = await this.services.payments.recentPaymentsOf(
      playerId,
      PAYMENT_REQUEST_RECENT_PAYMENTS,
    );
    return topic ? recent.filter((payment) => paymentFitsTopic(topic, payment.direction)) : recent;
  }

  async create(playerId: number, request: NewPaymentRequest): Promise<PaymentRequest> {
    const payment = await this.paymentForTopic(playerId, request);
    this.requirePastDate(request.payment_date);
    const now = this.deps.clock.now();
    const row = await withTransaction(this.deps.db, async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${CREATE_LOCK_CLASS}, ${playerId})`);
      await this.requireRoomFor(tx, playerId, payment?.id ?? null);
      const [created] = await tx
        .insert(paymentRequests)
        .values({
          playerId,
          topic: request.topic,
          paymentId: payment?.id ?? null,
          fields: topicFields(request),
          message: request.message,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (!created) throw new Error('insert returned no row');
      return created;
    });
    return requestView(row, payment);
  }

  /** Closing a closed request changes nothing: a second press answers the same. */
  async close(playerId: number, id: number): Promise<PaymentRequest> {
    const [closed] = await this.closeWhere(
      and(eq(paymentRequests.id, id), eq(paymentRequests.playerId, playerId)),
    );
    return this.view(closed ?? (await this.ownRow(playerId, id)));
  }

  /** The operator's queue: waiting requests oldest first, the others newest first. */
  async backofficeList(
    filter: RequestFilter & { playerId?: number | undefined },
  ): Promise<{ requests: BackofficePaymentRequest[]; hasMore: boolean }> {
    const where = and(
      statusIs(filter.status),
      filter.playerId === undefined ? undefined : eq(paymentRequests.playerId, filter.playerId),
    );
    const order = filter.status === 'open' ? asc(paymentRequests.id) : desc(paymentRequests.id);
    const { rows, hasMore } = await this.page(where, order, filter.page);
    const requests = await Promise.all(rows.map((row) => this.backofficeView(row)));
    return { requests, hasMore };
  }

  async answer(id: number, operatorLogin: string, text: string): Promise<BackofficePaymentRequest> {
    const now = this.deps.clock.now();
    const [answered] = await this.deps.db
      .update(paymentRequests)
      .set({
        status: 'answered',
        answer: text,
        answeredBy: operatorLogin,
        answeredAt: now,
        updatedAt: now,
      })
      .where(and(eq(paymentRequests.id, id), eq(paymentRequests.status, 'open')))
      .returning();
    if (answered) return this.backofficeView(answered);
    await this.anyRow(id);
    throw conflict('payment_request_not_open');
  }

  async closeByOperator(id: number): Promise<BackofficePaymentRequest> {
    const [closed] = await this.closeWhere(eq(paymentRequests.id, id));
    return this.backofficeView(closed ?? (await this.anyRow(id)));
  }

  /** The payment the topic is about, checked to be the player's own and of the topic's kind. */
  private async paymentForTopic(
    playerId: number,
    request: NewPaymentRequest,
  ): Promise<Payment | null> {
    if (PAYMENT_REQUEST_TOPIC_RULES[request.topic].payment === null) return null;
    // The contract makes payment_id required for these topics.
    const payment = await this.ownPayment(playerId, request.payment_id ?? 0);
    if (!payment) throw fieldError('payment_id', 'payment_request_payment_not_found');
    if (!paymentFitsTopic(request.topic, payment.direction)) {
      throw fieldError('payment_id', 'payment_request_payment_wrong_topic');
    }
    return payment;
  }

  private requirePastDate(date: string | undefined) {
    if (date === undefined) return;
    const latest = this.deps.clock.now().getTime() + DATE_TOLERANCE_MS;
    if (Date.parse(`${date}T00:00:00Z`) > latest) {
      throw fieldError('payment_date', 'payment_request_date_in_future');
    }
  }

  private async requireRoomFor(tx: Transaction, playerId: number, paymentId: number | null) {
    if ((await this.openCount(tx, playerId)) >= OPEN_PAYMENT_REQUESTS_LIMIT) {
      throw conflict('payment_request_open_limit');
    }
    if (paymentId === null) return;
    const [waiting] = await tx
      .select({ id: paymentRequests.id })
      .from(paymentRequests)
      .where(
        and(
          eq(paymentRequests.playerId, playerId),
          eq(paymentRequests.paymentId, paymentId),
          eq(paymentRequests.status, 'open'),
        ),
      )
      .limit(1);
    if (waiting) throw conflict('payment_request_already_open');
  }

  private async openCount(db: Pick<Transaction, 'select'>, playerId: number): Promise<number> {
    const [row] = await db
      .select({ open: count() })
      .from(paymentRequests)
      .where(and(eq(paymentRequests.playerId, playerId), eq(paymentRequests.status, 'open')));
    return row?.open ?? 0;
  }

  private closeWhere(where: SQL | undefined) {
    const now = this.deps.clock.now();
    return this.deps.db
      .update(paymentRequests)
      .set({ status: 'closed', updatedAt: now })
      .where(and(where, ne(paymentRequests.status, 'closed')))
      .returning();
  }

  /** One more row than the page shows tells whether there is more. */
  private async page(where: SQL | undefined, order: SQL, page: number) {
    const limit = PAYMENT_REQUESTS_PAGE_SIZE * page;
    const rows = await this.deps.db
      .select()
      .from(paymentRequests)
      .where(where)
      .orderBy(order)
      .limit(limit + 1);
    return { rows: rows.slice(0, limit), hasMore: rows.length > limit };
  }

  /** Another player's request answers exactly as a missing one does. */
  private async ownRow(playerId: number, id: number): Promise<PaymentRequestRow> {
    const [row] = await this.deps.db
      .select()
      .from(paymentRequests)
      .where(and(eq(paymentRequests.id, id), eq(paymentRequests.playerId, playerId)));
    if (!row) throw notFound('payment_request_not_found');
    return row;
  }

  private async anyRow(id: number): Promise<PaymentRequestRow> {
    const [row] = await this.deps.db
      .select()
      .from(paymentRequests)
      .where(eq(paymentRequests.id, id));
    if (!row) throw notFound('payment_request_not_found');
    return row;
  }

  private async view(row: PaymentRequestRow): Promise<PaymentRequest> {
    return requestView(row, await this.linkedPayment(row));
  }

  private async backofficeView(row: PaymentRequestRow): Promise<BackofficePaymentRequest> {
    return backofficeRequestView(row, await this.linkedPayment(row));
  }

  private linkedPayment(row: PaymentRequestRow): Promise<Payment | null> {
    return row.paymentId === null
      ? Promise.resolve(null)
      : this.ownPayment(row.playerId, row.paymentId);
  }

  /** The payments module may answer a stranger's payment with a 404 instead of null. */
  private async ownPayment(playerId: number, paymentId: number): Promise<Payment | null> {
    try {
      return await this.services.payments.paymentOf(playerId, paymentId);
    } catch (error) {
      if (error instanceof AppError && (error.status === 404 || error.status === 400)) {
        return null;
      }
      throw error;
    }
  }
}

function statusIs(status: PaymentRequestStatus | undefined): SQL | undefined {
  return status === undefined ? undefined : eq(paymentRequests.status, status);
}
