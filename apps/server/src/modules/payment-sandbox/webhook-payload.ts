import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { WEBHOOK_EVENT_TYPES, type WebhookEvent } from '../payments/provider.ts';

/*
 * The body of a sandbox webhook, in the provider's own snake_case wire format. Parsing is
 * strict: a body with a field we do not know is not one we signed, so it is refused.
 */

const webhookBody = z.strictObject({
  // Any token: the signature, not the id's look, vouches for the event; the merchant keys on it.
  event_id: z.string().regex(/^[A-Za-z0-9_.:-]{1,100}$/),
  type: z.enum(WEBHOOK_EVENT_TYPES),
  merchant_reference: z.string().min(1).max(200),
  amount: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
  currency: z.string().min(1).max(20),
});

/** A new event's id; every delivery of that event carries it. */
export function newEventId(): string {
  return `evt_${randomBytes(12).toString('hex')}`;
}

export function webhookPayload(event: WebhookEvent): string {
  return JSON.stringify({
    event_id: event.eventId,
    type: event.type,
    merchant_reference: event.merchantReference,
    amount: event.amount,
    currency: event.currency,
  });
}

/** The event a raw body carries, or null when it is not JSON of the expected shape. */
export function parseWebhookPayload(rawBody: string): WebhookEvent | null {
  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    return null;
  }
  const parsed = webhookBody.safeParse(json);
  if (!parsed.success) return null;
  const body = parsed.data;
  return {
    eventId: body.event_id,
    type: body.type,
    merchantReference: body.merchant_reference,
    amount: body.amount,
    currency: body.currency,
  };
}
