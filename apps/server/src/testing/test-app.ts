import { TEST_INSTANT } from '@arenabet/domain/testing/test-instant';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp } from '../app.ts';
import type { FeedSource } from '../modules/feed/source.ts';
import { ManualClock } from '../platform/clock.ts';
import { type AppConfig, testConfig } from '../platform/config.ts';
import type { DatabaseHandle } from '../platform/db/client.ts';
import { seedDemoContent, seedFirstOperator } from '../seed.ts';
import { openTestDatabase } from './test-database.ts';

export const TEST_OPERATOR = { login: 'admin', password: 'operator-test-password' } as const;

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  clock: ManualClock;
  config: AppConfig;
  close(): Promise<void>;
  /** An operator's bearer token for calls under /web-api/backoffice. */
  operatorToken(): Promise<string>;
}

/** The real app over a fresh database, seeded like a first start. */
export async function createTestApp(
  overrides: Partial<Record<keyof AppConfig, string>> = {},
  options: { feedSource?: () => FeedSource } = {},
) {
  const config = testConfig({
    OPERATOR_LOGIN: TEST_OPERATOR.login,
    OPERATOR_PASSWORD: TEST_OPERATOR.password,
    WEB_DIST_DIR: '/nonexistent',
    ...overrides,
  });
  const database = await openTestDatabase();
  const clock = new ManualClock(TEST_INSTANT);
  // The sandbox's webhooks reach this same app in-process, when a test dispatches them.
  let self: FastifyInstance | undefined;
  const paymentWebhookSend = async (url: string, headers: Record<string, string>, body: string) => {
    if (!self) throw new Error('The test app is not built yet');
    const { pathname, search } = new URL(url);
    const answer = await self.inject({
      method: 'POST',
      url: pathname + search,
      headers,
      payload: body,
    });
    return answer.statusCode;
  };
  const app = await buildApp({
    config,
    database,
    clock,
    logger: false,
    validateResponses: true,
    backgroundWork: false,
    paymentWebhookSend,
    ...(options.feedSource ? { feedSource: options.feedSource } : {}),
  });
  self = app;
  await seedFirstOperator(app.services, config);
  if (config.SEED_DEMO_CONTENT) await seedDemoContent(app.services, config, app.log);
  await app.ready();
  // A test file's closures live to the end of the worker's run (vitest keeps them): after close
  // the app and its database are let go, so files do not pile up their worlds in one worker.
  let open: { app: FastifyInstance; database: DatabaseHandle } | undefined = { app, database };
  const opened = () => {
    if (!open) throw new Error('The test app is closed');
    return open;
  };
  const testApp: TestApp = {
    get app() {
      return opened().app;
    },
    get database() {
      return opened().database;
    },
    clock,
    config,
    close: async () => {
      if (!open) return;
      const closing = open;
      open = undefined;
      self = undefined;
      await closing.app.close();
      await closing.database.close();
    },
    operatorToken: async () => {
      const response = await opened().app.inject(
        jsonApi('POST', '/web-api/backoffice/auth/login', { ...TEST_OPERATOR, bearer: true }),
      );
      return response.json().data.attributes.token as string;
    },
  };
  return testApp;
}

/** A JSON:API request as the web app sends it. */
export function jsonApi(
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  attributes: unknown,
  token?: string,
): InjectOptions {
  return {
    method,
    url,
    headers: {
      'content-type': 'application/vnd.api+json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    payload: JSON.stringify({ data: { attributes } }),
  };
}
