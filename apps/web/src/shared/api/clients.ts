import { WEB_API_BASE } from '@arenabet/contracts';
import { env } from '../config/env.ts';
import { createApiClient } from './client.ts';

const common = {
  origin: env.apiOrigin,
  timeoutMs: env.requestTimeoutMs,
  retries: env.requestRetries,
};

/** The site's own calls: base path `/web-api` plus the call's path. */
export const webApi = createApiClient({ basePath: WEB_API_BASE, ...common });

/** Calls described by a contract carry their full path, service prefix included. */
export const rootApi = createApiClient({ basePath: '', ...common });
