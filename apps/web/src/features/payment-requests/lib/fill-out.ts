import {
  type CreatePaymentRequestAttributes,
  PAYMENT_REQUEST_MESSAGE_MAX,
  PAYMENT_REQUEST_MESSAGE_MIN,
  PAYMENT_REQUEST_TOPIC_RULES,
  type PaymentRequestFieldId,
  type PaymentRequestTopic,
  topicGaps,
} from '@arenabet/contracts/payment-requests';

export type FillOutValues = Partial<Record<PaymentRequestFieldId, string>> & { message: string };

/** Field -> dictionary key, the way the server's validation_errors read. */
export type FillOutErrors = Record<string, string>;

/** What the form sends: the topic's own fields, only those filled, trimmed. */
export function fillOutAttributes(
  topic: PaymentRequestTopic,
  paymentId: number | null,
  values: FillOutValues,
): CreatePaymentRequestAttributes {
  const attributes: CreatePaymentRequestAttributes = { topic, message: values.message.trim() };
  if (PAYMENT_REQUEST_TOPIC_RULES[topic].payment !== null && paymentId !== null) {
    attributes.payment_id = paymentId;
  }
  for (const { id } of PAYMENT_REQUEST_TOPIC_RULES[topic].fields) {
    const value = values[id]?.trim();
    if (value) attributes[id] = value;
  }
  return attributes;
}

/**
 * The checks the form can make before sending: what the topic requires (the contract's own
 * rule) and the message's length. Formats are left to the server, which names them by field.
 */
export function fillOutErrors(attributes: CreatePaymentRequestAttributes): FillOutErrors {
  const errors: FillOutErrors = { ...topicGaps(attributes) };
  const length = attributes.message.length;
  if (length === 0) errors.message = 'required';
  else if (length < PAYMENT_REQUEST_MESSAGE_MIN) errors.message = 'min_symbols_limit';
  else if (length > PAYMENT_REQUEST_MESSAGE_MAX) errors.message = 'max_symbols_limit';
  return errors;
}
