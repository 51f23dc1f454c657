/*
 * Payments: deposits (recharge) through a payment provider's hosted page, withdrawals (deduce)
 * held until an operator decides, and the payment history. The spec names the office calls
 * (getrechargedata, getdeducedata, gethistorypayment*) but not their shapes, so the shapes are
 * ours. Amounts travel as decimal text in major units of the account's currency ('12.50'), so
 * no float ever carries money; the server keeps integers of minor units.
 */
import { z } from 'zod/mini';
import { defineCall } from './call.ts';
import { resource, resourceBody } from './json-api.ts';
import { idNumber, idParam, requiredText, storableText } from './primitives.ts';
import { PAYMENT_METHOD_KINDS } from './site-config.ts';

/** Every money-moving request carries one; the same key again answers the first result. */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,100}$/;

export const PAYMENT_DIRECTIONS = ['deposit', 'withdrawal'] as const;
export type PaymentDirection = (typeof PAYMENT_DIRECTIONS)[number];

/** A withdrawal an operator refused is `rejected`: its money is back with the player. */
export const PAYMENT_STATUSES = [
  'pending',
  'success',
  'failed',
  'cancelled',
  'rejected',
  'refunded',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Payments older than this are archived: history shows them only with is_include_archive. */
export const PAYMENT_ARCHIVE_DAYS = 90;

const requiredNumber = (schema: z.ZodMiniType<number, number>) =>
  z.pipe(
    z.number({
      error: (issue) => (issue.input === undefined ? 'required' : 'validation_invalid_type'),
    }),
    schema,
  );

/** Decimal major units as the numeric input leaves them; a JSON number is accepted too. */
const amountInput = z.union(
  [z.string().check(z.maxLength(40, 'payment_amount_invalid')), z.number()],
  {
    error: (issue) => (issue.input === undefined ? 'required' : 'validation_invalid_type'),
  },
);

const methodId = z
  .string({
    error: (issue) => (issue.input === undefined ? 'required' : 'validation_invalid_type'),
  })
  .check(z.regex(/^[a-z][a-z0-9_]{0,31}$/, 'payment_method_unavailable'));

const decimalText = z.string();

export const paymentCurrency = z.object({
  id: z.int(),
  iso: z.string(),
  symbol: z.string(),
  name: z.string(),
  /** Digits of the minor unit: how many decimals an amount may have. */
  precision: z.int(),
});
export type PaymentCurrency = z.infer<typeof paymentCurrency>;

/** A way to pay in or out, with its limits in the account's currency. */
export const paymentMethod = z.object({
  id: z.string(),
  kind: z.enum(PAYMENT_METHOD_KINDS),
  minAmount: decimalText,
  maxAmount: decimalText,
  /** One-tap amounts within the limits. */
  presets: z.array(decimalText),
});
export type PaymentMethod = z.infer<typeof paymentMethod>;

export const payment = z.object({
  id: z.int(),
  /** The reference the provider and the player's receipt (paycheck) show. */
  reference: z.string(),
  direction: z.enum(PAYMENT_DIRECTIONS),
  status: z.enum(PAYMENT_STATUSES),
  methodId: z.string(),
  methodKind: z.enum(PAYMENT_METHOD_KINDS),
  accountId: z.int(),
  currency: paymentCurrency,
  amount: decimalText,
  /** Masked payout details of a withdrawal ('•••• 1111'); null for deposits. */
  details: z.nullable(z.string()),
  /** Dictionary key of why it failed or was cancelled. */
  reason: z.nullable(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Older than PAYMENT_ARCHIVE_DAYS. */
  archived: z.boolean(),
});
export type Payment = z.infer<typeof payment>;

const accountQuery = z.object({ account_id: z.optional(idParam) });

export const rechargeData = z.object({
  accountId: z.int(),
  currency: paymentCurrency,
  methods: z.array(paymentMethod),
  /**
   * Why the player cannot deposit at all (dictionary key: a time-out, a self-exclusion, an
   * identity not yet verified), or null.
   */
  blockedReason: z.nullable(z.string()),
});
export type RechargeData = z.infer<typeof rechargeData>;

export const deduceData = z.object({
  accountId: z.int(),
  currency: paymentCurrency,
  /** What the player may withdraw now: the account's balance. */
  available: decimalText,
  /** Held in withdrawals that wait for an operator. */
  pending: decimalText,
  methods: z.array(paymentMethod),
  /** Why the player cannot withdraw at all (dictionary key), or null. */
  blockedReason: z.nullable(z.string()),
});
export type DeduceData = z.infer<typeof deduceData>;

export const depositStart = z.object({
  payment,
  /** The provider's hosted payment page; the browser goes there. */
  redirectUrl: z.string(),
});
export type DepositStart = z.infer<typeof depositStart>;

export const historyFilters = z.object({
  is_include_archive: z._default(z.optional(z.boolean()), false),
  page_number: requiredNumber(z.int().check(z.gte(1, 'validation_invalid_value'), z.lte(1000))),
  /** Inclusive calendar days, 'YYYY-MM-DD', in UTC. */
  date_from: z.optional(z.iso.date('validation_invalid_format')),
  date_to: z.optional(z.iso.date('validation_invalid_format')),
  direction: z.optional(z.enum(PAYMENT_DIRECTIONS, 'validation_invalid_value')),
  status: z.optional(z.enum(PAYMENT_STATUSES, 'validation_invalid_value')),
});
export type HistoryFilters = z.input<typeof historyFilters>;
export type ParsedHistoryFilters = z.output<typeof historyFilters>;

export const paymentHistory = z.object({
  /** The first 50 x page_number payments, newest first. */
  payments: z.array(payment),
  pageNumber: z.int(),
  hasMore: z.boolean(),
  /** Sum of successful deposits minus successful withdrawals in the list, per currency. */
  totals: z.array(z.object({ currency: paymentCurrency, net: decimalText })),
});
export type PaymentHistory = z.infer<typeof paymentHistory>;

export const paymentSources = z.object({
  directions: z.array(z.enum(PAYMENT_DIRECTIONS)),
  statuses: z.array(z.enum(PAYMENT_STATUSES)),
  /** Methods the player has used, for the filter. */
  methods: z.array(z.object({ id: z.string(), kind: z.enum(PAYMENT_METHOD_KINDS) })),
  /** The player's accounts that have payments: main first. */
  accounts: z.array(z.object({ id: z.int(), currency: paymentCurrency, main: z.boolean() })),
});
export type PaymentSources = z.infer<typeof paymentSources>;

const historyAnswer = resource('payment-history', paymentHistory);

const idempotencyNote =
  'Needs an Idempotency-Key header (8-100 of A-Z a-z 0-9 _ . : -): the same key again answers ' +
  'the first result; the same key with other data is 409 payment_idempotency_key_reused.';

export const paymentCalls = {
  rechargeData: defineCall({
    method: 'GET',
    path: '/web-api/getrechargedata',
    summary: 'Deposit methods and limits for an account (the active one by default)',
    tag: 'payments',
    access: 'player',
    query: accountQuery,
    response: resource('recharge-data', rechargeData),
  }),
  deduceData: defineCall({
    method: 'GET',
    path: '/web-api/getdeducedata',
    summary: 'Withdrawal methods, limits and what may be withdrawn from an account',
    tag: 'payments',
    access: 'player',
    query: accountQuery,
    response: resource('deduce-data', deduceData),
  }),
  deposit: defineCall({
    method: 'POST',
    path: '/web-api/payments/deposit',
    summary: "Start a deposit: answers the provider's hosted page to send the player to",
    description: `${idempotencyNote} 400 validation_errors on account_id, method_id, amount.`,
    tag: 'payments',
    access: 'player',
    body: resourceBody(
      z.object({
        account_id: requiredNumber(idNumber),
        method_id: methodId,
        amount: amountInput,
        /** The site's language, for the hosted page and the way back. */
        language: z.optional(z.string().check(z.regex(/^[a-z]{2,3}$/))),
      }),
    ),
    response: resource('deposit-start', depositStart),
  }),
  withdraw: defineCall({
    method: 'POST',
    path: '/web-api/payments/withdrawal',
    summary: 'Ask for a withdrawal: the amount is held at once until an operator decides',
    description: `${idempotencyNote} 400 validation_errors on account_id, method_id, amount, details.`,
    tag: 'payments',
    access: 'player',
    body: resourceBody(
      z.object({
        account_id: requiredNumber(idNumber),
        method_id: methodId,
        amount: amountInput,
        /** Card number, IBAN, wallet id or crypto address, by the method's kind. */
        details: storableText().check(z.maxLength(128, 'max_symbols_limit')),
      }),
    ),
    response: resource('payment', payment),
  }),
  get: defineCall({
    method: 'GET',
    path: '/web-api/payments/{id}',
    summary: "One of the player's payments (the paycheck)",
    tag: 'payments',
    access: 'player',
    params: z.object({ id: idParam }),
    response: resource('payment', payment),
  }),
  historyMainAccount: defineCall({
    method: 'POST',
    path: '/web-api/gethistorypaymentmainaccount',
    summary: "Payments of the player's main account, newest first, 50 x page_number",
    tag: 'payments',
    access: 'player',
    body: resourceBody(historyFilters),
    response: historyAnswer,
  }),
  historyVirtualAccount: defineCall({
    method: 'POST',
    path: '/web-api/gethistorypaymentvirtualaccount',
    summary: "Payments of the player's currency accounts (one with account_id), 50 x page_number",
    tag: 'payments',
    access: 'player',
    body: resourceBody(z.extend(historyFilters, { account_id: z.optional(idNumber) })),
    response: historyAnswer,
  }),
  historySource: defineCall({
    method: 'GET',
    path: '/web-api/gethistorypaymentsource',
    summary: 'What the payment history can be filtered by',
    tag: 'payments',
    access: 'player',
    response: resource('payment-sources', paymentSources),
  }),
};

/* Back office */

/** A player's id is their account number. */
export const backofficePayment = z.extend(payment, {
  playerId: z.int(),
  decidedBy: z.nullable(z.string()),
  decidedAt: z.nullable(z.string()),
});
export type BackofficePayment = z.infer<typeof backofficePayment>;

export const ledgerEntry = z.object({
  postingId: z.int(),
  transactionId: z.int(),
  /** What the movement was: deposit, withdrawal_hold, bet… */
  kind: z.string(),
  idempotencyKey: z.string(),
  accountId: z.int(),
  currency: paymentCurrency,
  /** Signed: positive credits the player's account. */
  amount: decimalText,
  createdAt: z.string(),
});
export type LedgerEntry = z.infer<typeof ledgerEntry>;

export const playerLedger = z.object({
  playerId: z.int(),
  accounts: z.array(
    z.object({
      id: z.int(),
      main: z.boolean(),
      currency: paymentCurrency,
      balance: decimalText,
      /** The sum of the account's postings: equal to balance in a consistent ledger. */
      fromPostings: decimalText,
      closed: z.boolean(),
    }),
  ),
  /** Newest first, 50 x page. */
  entries: z.array(ledgerEntry),
  hasMore: z.boolean(),
});
export type PlayerLedger = z.infer<typeof playerLedger>;

const operatorDecisionParams = z.object({ id: idParam });

export const backofficePaymentCalls = {
  list: defineCall({
    method: 'GET',
    path: '/web-api/backoffice/payments',
    summary: 'Deposits or withdrawals, newest first, 50 x page',
    tag: 'backoffice',
    access: 'operator',
    query: z.object({
      direction: z.optional(z.enum(PAYMENT_DIRECTIONS, 'validation_invalid_value')),
      status: z.optional(z.enum(PAYMENT_STATUSES, 'validation_invalid_value')),
      /** The player's account number. */
      player_id: z.optional(idParam),
      page: z._default(
        z.coerce.number().check(z.int(), z.gte(1, 'validation_invalid_value'), z.lte(1000)),
        1,
      ),
    }),
    response: resource(
      'backoffice-payments',
      z.object({ payments: z.array(backofficePayment), hasMore: z.boolean() }),
    ),
  }),
  approve: defineCall({
    method: 'POST',
    path: '/web-api/backoffice/payments/{id}/approve',
    summary: 'Approve a pending withdrawal: it is paid out through the provider',
    description: '409 payment_not_pending when it was already decided.',
    tag: 'backoffice',
    access: 'operator',
    params: operatorDecisionParams,
    response: resource('backoffice-payment', backofficePayment),
  }),
  reject: defineCall({
    method: 'POST',
    path: '/web-api/backoffice/payments/{id}/reject',
    summary: 'Reject a pending withdrawal: the held money returns to the player',
    description: '409 payment_not_pending when it was already decided.',
    tag: 'backoffice',
    access: 'operator',
    params: operatorDecisionParams,
    body: resourceBody(
      z.object({
        /** Shown to the player as the reason. */
        reason: requiredText(500),
      }),
    ),
    response: resource('backoffice-payment', backofficePayment),
  }),
  refund: defineCall({
    method: 'POST',
    path: '/web-api/backoffice/payments/{id}/refund',
    summary: 'Refund a successful deposit through the provider (debits the player)',
    description:
      '409 payment_not_refundable unless a successful deposit; 400 account_insufficient_funds.',
    tag: 'backoffice',
    access: 'operator',
    params: operatorDecisionParams,
    response: resource('backoffice-payment', backofficePayment),
  }),
  playerLedger: defineCall({
    method: 'GET',
    path: '/web-api/backoffice/players/{playerId}/ledger',
    summary: "A player's accounts and ledger postings, newest first, 50 x page",
    tag: 'backoffice',
    access: 'operator',
    params: z.object({ playerId: idParam }),
    query: z.object({
      page: z._default(
        z.coerce.number().check(z.int(), z.gte(1, 'validation_invalid_value'), z.lte(1000)),
        1,
      ),
    }),
    response: resource('player-ledger', playerLedger),
  }),
};
