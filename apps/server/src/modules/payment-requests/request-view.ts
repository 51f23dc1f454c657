import type {
  BackofficePaymentRequest,
  PaymentRequest,
  PaymentRequestTopic,
} from '@arenabet/contracts/payment-requests';
import type { Payment } from '@arenabet/contracts/payments';
import type { paymentRequests } from './schema.ts';

export type PaymentRequestRow = typeof paymentRequests.$inferSelect;

/** A stored request as the player reads it, with its payment as that payment is now. */
export function requestView(row: PaymentRequestRow, payment: Payment | null): PaymentRequest {
  return {
    id: row.id,
    // The column is only ever written from the contract's enum.
    topic: row.topic as PaymentRequestTopic,
    status: row.status,
    paymentId: row.paymentId,
    payment,
    fields: row.fields,
    message: row.message,
    answer: row.answer,
    answeredAt: row.answeredAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The operator also sees whose request it is and who answered it. */
export function backofficeRequestView(
  row: PaymentRequestRow,
  payment: Payment | null,
): BackofficePaymentRequest {
  return { ...requestView(row, payment), playerId: row.playerId, answeredBy: row.answeredBy };
}
