import { outboxCalls } from '@arenabet/contracts';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../platform/http/route.ts';
import type { OutboxMessage, OutboxService } from './service.ts';

export function outboxRoutes(app: FastifyInstance, outbox: OutboxService): void {
  registerCall(app, outboxCalls.list, async ({ query }) => {
    const messages = (await outbox.list(query)).map(outboxEntry);
    return { data: { type: 'outbox' as const, id: 'outbox', attributes: { messages } } };
  });
}

function outboxEntry(message: OutboxMessage) {
  return {
    ...message,
    channel: message.channel as 'sms' | 'email' | 'telegram',
    createdAt: message.createdAt.toISOString(),
    deliveredAt: message.deliveredAt?.toISOString() ?? null,
  };
}
