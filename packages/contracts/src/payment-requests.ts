/*
 * Payment requests, the spec's "payment consultant" (spec 000 section 2: requests, create by
 * topic, transactions, fill-out). The spec names the screens only, so the shapes are ours: a
 * player asks about a payment by topic, points at one of their own payments when the topic is
 * about one, fills out the topic's few fields and a message; an operator answers in the back
 * office (the request becomes answered and the player reads the answer) and either side closes
 * it. Amounts the player types are decimal text, kept as typed: they are what the player saw at
 * their bank, never money the site moves.
 */
import { z } from 'zod/mini';
import { defineCall } from './call.ts';
import { resource, resourceBody } from './json-api.ts';
import { type PaymentDirection, payment } from './payments.ts';
import { idNumber, idParam, storableText } from './primitives.ts';

export const PAYMENT_REQUEST_TOPICS = [
  'deposit_not_credited',
  'withdrawal_delayed',
  'wrong_amount',
  'refund_request',
  'other',
] as const;
export type PaymentRequestTopic = (typeof PAYMENT_REQUEST_TOPICS)[number];

export const PAYMENT_REQUEST_STATUSES = ['open', 'answered', 'closed'] as const;
export type PaymentRequestStatus = (typeof PAYMENT_REQUEST_STATUSES)[number];

/** Requests waiting for an operator per player: more is a queue nobody reads, or a flood. */
export const OPEN_PAYMENT_REQUESTS_LIMIT = 5;
export const PAYMENT_REQUEST_MESSAGE_MIN = 10;
export const PAYMENT_REQUEST_MESSAGE_MAX = 2000;
export const PAYMENT_REQUEST_ANSWER_MAX = 2000;
/** How many of the player's newest payments the transactions step offers. */
export const PAYMENT_REQUEST_RECENT_PAYMENTS = 20;
/** Requests per page of a list; pages load cumulatively (page n shows the first n x this). */
export const PAYMENT_REQUESTS_PAGE_SIZE = 50;

/** The fill-out fields a topic may ask for, by the kind of value each holds. */
export const PAYMENT_REQUEST_FIELDS = {
  /** When the money left the player's bank or card, 'YYYY-MM-DD'. */
  payment_date: 'date',
  /** The amount the player's bank shows, in the payment's currency. */
  amount: 'amount',
  /** The amount the player expected instead. */
  expected_amount: 'amount',
  /** The last 4 digits of the card or account, to find the payment at the provider. */
  card_last4: 'last4',
} as const;
export type PaymentRequestFieldId = keyof typeof PAYMENT_REQUEST_FIELDS;
export const PAYMENT_REQUEST_FIELD_IDS = Object.keys(
  PAYMENT_REQUEST_FIELDS,
) as PaymentRequestFieldId[];

export interface PaymentRequestTopicRule {
  /** Which of the player's payments the request is about: a direction, any, or none. */
  payment: PaymentDirection | 'any' | null;
  /** The topic's fill-out form, in order; fields of other topics are not kept. */
  fields: readonly { id: PaymentRequestFieldId; required: boolean }[];
}

export const PAYMENT_REQUEST_TOPIC_RULES: Record<PaymentRequestTopic, PaymentRequestTopicRule> = {
  deposit_not_credited: {
    payment: 'deposit',
    fields: [
      { id: 'payment_date', required: true },
      { id: 'amount', required: true },
      { id: 'card_last4', required: false },
    ],
  },
  withdrawal_delayed: { payment: 'withdrawal', fields: [{ id: 'card_last4', required: false }] },
  wrong_amount: { payment: 'any', fields: [{ id: 'expected_amount', required: true }] },
  refund_request: { payment: 'deposit', fields: [{ id: 'card_last4', required: true }] },
  other: {
    payment: null,
    fields: [
      { id: 'payment_date', required: false },
      { id: 'amount', required: false },
    ],
  },
};

export function isPaymentRequestTopic(value: string): value is PaymentRequestTopic {
  return (PAYMENT_REQUEST_TOPICS as readonly string[]).includes(value);
}

/** Whether a payment of this direction fits the topic (the transactions step lists only those). */
export function paymentFitsTopic(topic: PaymentRequestTopic, direction: PaymentDirection): boolean {
  const wanted = PAYMENT_REQUEST_TOPIC_RULES[topic].payment;
  return wanted === 'any' || wanted === direction;
}

const AMOUNT_PATTERN = /^\d{1,12}(?:[.,]\d{1,8})?$/;
const LAST4_PATTERN = /^\d{4}$/;

const requiredText = () =>
  z.string({
    error: (issue) => (issue.input === undefined ? 'required' : 'validation_invalid_type'),
  });

/**
 * A positive decimal in major units, '12.50' or '12,50' (kept as '12.50', so the operator reads
 * one form); zero is not an amount paid.
 */
const typedAmount = z.pipe(
  requiredText().check(
    z.trim(),
    z.regex(AMOUNT_PATTERN, 'payment_request_amount_invalid'),
    z.refine((value) => /[1-9]/.test(value), 'payment_request_amount_invalid'),
  ),
  z.transform((value) => value.replace(',', '.')),
);

const FIELD_SCHEMAS = {
  date: z.pipe(requiredText(), z.iso.date('validation_invalid_format')),
  amount: typedAmount,
  last4: requiredText().check(
    z.trim(),
    z.regex(LAST4_PATTERN, 'payment_request_card_last4_invalid'),
  ),
} as const;

const fieldSchema = (id: PaymentRequestFieldId) => FIELD_SCHEMAS[PAYMENT_REQUEST_FIELDS[id]];

export const createPaymentRequestAttributes = z
  .object({
    topic: z.enum(PAYMENT_REQUEST_TOPICS, {
      error: (issue) => (issue.input === undefined ? 'required' : 'validation_invalid_value'),
    }),
    payment_id: z.optional(
      z.nullable(z.pipe(z.number({ error: () => 'validation_invalid_type' }), idNumber)),
    ),
    message: z.pipe(
      z.pipe(
        z.pipe(requiredText(), storableText()),
        z.transform((value) => value.trim()),
      ),
      z
        .string()
        .check(
          z.minLength(PAYMENT_REQUEST_MESSAGE_MIN, 'min_symbols_limit'),
          z.maxLength(PAYMENT_REQUEST_MESSAGE_MAX, 'max_symbols_limit'),
        ),
    ),
    payment_date: z.optional(fieldSchema('payment_date')),
    amount: z.optional(fieldSchema('amount')),
    expected_amount: z.optional(fieldSchema('expected_amount')),
    card_last4: z.optional(fieldSchema('card_last4')),
  })
  .check(
    z.superRefine((attributes, context) => {
      for (const [field, message] of Object.entries(topicGaps(attributes))) {
        context.addIssue({ code: 'custom', path: [field], message });
      }
    }),
  );
export type CreatePaymentRequestAttributes = z.input<typeof createPaymentRequestAttributes>;
export type NewPaymentRequest = z.output<typeof createPaymentRequestAttributes>;

/**
 * What the topic asks for and the request lacks: field -> 'required'. Shared by the contract
 * and the fill-out form, so the form says the same as the server before anything is sent.
 */
export function topicGaps(
  attributes: { topic: PaymentRequestTopic; payment_id?: number | null | undefined } & Partial<
    Record<PaymentRequestFieldId, string | undefined>
  >,
): Record<string, 'required'> {
  const rule = PAYMENT_REQUEST_TOPIC_RULES[attributes.topic];
  const gaps: Record<string, 'required'> = {};
  if (rule.payment !== null && attributes.payment_id == null) gaps.payment_id = 'required';
  for (const field of rule.fields) {
    const value = attributes[field.id];
    if (field.required && (value === undefined || value.trim() === '')) gaps[field.id] = 'required';
  }
  return gaps;
}

/** The topic's fields as the request keeps them: only the topic's own, only those filled. */
export function topicFields(request: NewPaymentRequest): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const { id } of PAYMENT_REQUEST_TOPIC_RULES[request.topic].fields) {
    const value = request[id];
    if (value !== undefined && value !== '') fields[id] = value;
  }
  return fields;
}

export const paymentRequest = z.object({
  id: z.int(),
  topic: z.enum(PAYMENT_REQUEST_TOPICS),
  status: z.enum(PAYMENT_REQUEST_STATUSES),
  paymentId: z.nullable(z.int()),
  /** The payment as it is now; null when the topic has none. */
  payment: z.nullable(payment),
  /** The topic's fill-out fields, by field id. */
  fields: z.record(z.string(), z.string()),
  message: z.string(),
  /** The operator's answer, once answered. */
  answer: z.nullable(z.string()),
  answeredAt: z.nullable(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PaymentRequest = z.infer<typeof paymentRequest>;

export const paymentRequestList = z.object({
  /** Newest first. */
  requests: z.array(paymentRequest),
  hasMore: z.boolean(),
  /** Requests waiting for an operator, against OPEN_PAYMENT_REQUESTS_LIMIT. */
  openCount: z.int(),
  openLimit: z.int(),
});
export type PaymentRequestList = z.infer<typeof paymentRequestList>;

const page = z._default(
  z.coerce.number().check(z.int(), z.gte(1, 'validation_invalid_value'), z.lte(1000)),
  1,
);
const statusFilter = z.optional(z.enum(PAYMENT_REQUEST_STATUSES, 'validation_invalid_value'));
const requestParams = z.object({ id: idParam });
const requestAnswer = resource('payment-request', paymentRequest);

export const paymentRequestCalls = {
  list: defineCall({
    method: 'GET',
    path: '/web-api/payment-requests',
    summary: "The player's payment requests, newest first, 50 x page",
    tag: 'payment-requests',
    access: 'player',
    query: z.object({ status: statusFilter, page }),
    response: resource('payment-requests', paymentRequestList),
  }),
  payments: defineCall({
    method: 'GET',
    path: '/web-api/payment-requests/payments',
    summary: "The player's newest payments a request about the topic may point at",
    tag: 'payment-requests',
    access: 'player',
    query: z.object({
      topic: z.optional(z.enum(PAYMENT_REQUEST_TOPICS, 'validation_invalid_value')),
    }),
    response: resource('payment-request-payments', z.object({ payments: z.array(payment) })),
  }),
  get: defineCall({
    method: 'GET',
    path: '/web-api/payment-requests/{id}',
    summary: "One of the player's payment requests",
    tag: 'payment-requests',
    access: 'player',
    params: requestParams,
    response: requestAnswer,
  }),
  create: defineCall({
    method: 'POST',
    path: '/web-api/payment-requests',
    summary: 'Ask the payment consultant about a payment, by topic',
    description:
      '400 validation_errors on topic, payment_id (payment_request_payment_not_found, ' +
      'payment_request_payment_wrong_topic), message and the topic fields (payment_date, ' +
      'amount, expected_amount, card_last4); 409 payment_request_open_limit with ' +
      `${OPEN_PAYMENT_REQUESTS_LIMIT} requests waiting, payment_request_already_open when ` +
      'one about the payment waits.',
    tag: 'payment-requests',
    access: 'player',
    body: resourceBody(createPaymentRequestAttributes),
    response: requestAnswer,
    successStatus: 201,
  }),
  close: defineCall({
    method: 'POST',
    path: '/web-api/payment-requests/{id}/close',
    summary: 'Close one of the player’s requests (closing a closed one changes nothing)',
    tag: 'payment-requests',
    access: 'player',
    params: requestParams,
    response: requestAnswer,
  }),
};

/* Back office */

/** A player's id is their account number. */
export const backofficePaymentRequest = z.extend(paymentRequest, {
  playerId: z.int(),
  /** The operator's login. */
  answeredBy: z.nullable(z.string()),
});
export type BackofficePaymentRequest = z.infer<typeof backofficePaymentRequest>;

const backofficeAnswer = resource('backoffice-payment-request', backofficePaymentRequest);

export const backofficePaymentRequestCalls = {
  list: defineCall({
    method: 'GET',
    path: '/web-api/backoffice/payment-requests',
    summary: 'Payment requests by status, oldest waiting first, 50 x page',
    tag: 'backoffice',
    access: 'operator',
    query: z.object({ status: statusFilter, player_id: z.optional(idParam), page }),
    response: resource(
      'backoffice-payment-requests',
      z.object({ requests: z.array(backofficePaymentRequest), hasMore: z.boolean() }),
    ),
  }),
  answer: defineCall({
    method: 'POST',
    path: '/web-api/backoffice/payment-requests/{id}/answer',
    summary: 'Answer an open request: it becomes answered and the player reads the answer',
    description: '409 payment_request_not_open when it was answered or closed already.',
    tag: 'backoffice',
    access: 'operator',
    params: requestParams,
    body: resourceBody(
      z.object({
        answer: z.pipe(
          z.pipe(
            z.pipe(requiredText(), storableText()),
            z.transform((value) => value.trim()),
          ),
          z
            .string()
            .check(
              z.minLength(1, 'required'),
              z.maxLength(PAYMENT_REQUEST_ANSWER_MAX, 'max_symbols_limit'),
            ),
        ),
      }),
    ),
    response: backofficeAnswer,
  }),
  close: defineCall({
    method: 'POST',
    path: '/web-api/backoffice/payment-requests/{id}/close',
    summary: 'Close a request (closing a closed one changes nothing)',
    tag: 'backoffice',
    access: 'operator',
    params: requestParams,
    response: backofficeAnswer,
  }),
};
