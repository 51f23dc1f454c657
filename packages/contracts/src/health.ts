import { z } from 'zod/mini';
import { defineCall } from './call.ts';

export const healthResponse = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['up', 'down']),
  uptimeSeconds: z.number(),
});

export const systemCalls = {
  health: defineCall({
    method: 'GET',
    path: '/web-api/health',
    summary: 'Liveness and database check (503 when the database does not answer)',
    description:
      'Answers this body with 200 when the database answers and with 503 when it does not, so a ' +
      'load balancer can read both the status and the reason.',
    tag: 'system',
    access: 'public',
    response: healthResponse,
    mediaType: 'application/json',
  }),
};
