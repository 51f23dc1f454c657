import { z } from 'zod/mini';
import { defineCall } from './call.ts';
import { resource } from './json-api.ts';

export const OUTBOX_CHANNELS = ['sms', 'email', 'telegram'] as const;

export const outboxEntry = z.object({
  id: z.int(),
  channel: z.enum(OUTBOX_CHANNELS),
  recipient: z.string(),
  purpose: z.string(),
  subject: z.string(),
  body: z.string(),
  playerId: z.nullable(z.int()),
  createdAt: z.string(),
  deliveredAt: z.nullable(z.string()),
  deliveryError: z.nullable(z.string()),
});
export type OutboxEntry = z.infer<typeof outboxEntry>;

export const outboxCalls = {
  list: defineCall({
    method: 'GET',
    path: '/web-api/backoffice/outbox',
    summary: 'Messages the site sent (SMS, e-mail, Telegram), newest first',
    description:
      'Without an SMTP server configured this is where messages are delivered: operators read ' +
      'them here, and the tests read codes from here.',
    tag: 'backoffice',
    access: 'operator',
    query: z.object({
      recipient: z.optional(z.string().check(z.maxLength(254))),
      purpose: z.optional(z.string().check(z.maxLength(64))),
      limit: z._default(
        z.coerce.number().check(z.int(), z.gte(1, 'validation_invalid_value'), z.lte(500)),
        50,
      ),
    }),
    response: resource('outbox', z.object({ messages: z.array(outboxEntry) })),
  }),
};
