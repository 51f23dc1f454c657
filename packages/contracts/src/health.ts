import { z } from 'zod';
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
    tag: 'system',
    access: 'public',
    response: healthResponse,
    mediaType: 'application/json',
  }),
};
