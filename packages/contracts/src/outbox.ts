import { z } from 'zod';
import { defineCall } from './call.ts';
import { resource } from './json-api.ts';

export const OUTBOX_CHANNELS = ['sms', 'email', 'telegram'] as const;

export const outboxEntry = z.object({
  id: z.number().int(),
  channel: z.enum(OUTBOX_CHANNELS),
  recipient: z.string(),
  purpose: z.string(),
  subject: z.string(),
  body: z.string(),
  playerId: z.number().int().nullable(),
  createdAt: z.string(),
  deliveredAt: z.string().nullable(),
  deliveryError: z.string().nullable(),
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
      recipient: z.string().max(254).optional(),
      purpose: z.string().max(64).optional(),
      limit: z.coerce.number().int().min(1, 'validation_invalid_value').max(500).default(50),
    }),
    response: resource('outbox', z.object({ messages: z.array(outboxEntry) })),
  }),
};
