import { referenceCalls } from '@arenabet/contracts';
import { phoneCountries, phoneMasks } from '@arenabet/reference/phone';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../platform/http/route.ts';

/** Reference data changes only with a release, so browsers may keep it for a day. */
const CACHE_CONTROL = 'public, max-age=86400';

export function referenceRoutes(
  app: FastifyInstance,
  defaultLanguage: () => Promise<string>,
): void {
  registerCall(app, referenceCalls.phoneCountries, async ({ query, reply }) => {
    reply.header('cache-control', CACHE_CONTROL);
    return { countries: phoneCountries(query.lng ?? (await defaultLanguage())) };
  });

  registerCall(app, referenceCalls.phoneMasks, async ({ reply }) => {
    reply.header('cache-control', CACHE_CONTROL);
    return phoneMasks();
  });
}
