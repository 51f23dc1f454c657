import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import { ManualClock } from '../../platform/clock.ts';
import type { DatabaseHandle } from '../../platform/db/client.ts';
import { httpPlugin } from '../../platform/http/http-plugin.ts';
import { openTestDatabase } from '../../testing/test-database.ts';
import type { CheckoutRequest } from '../payments/provider.ts';
import { SandboxProvider, type SandboxProviderOptions } from './provider.ts';
import { paymentSandboxRoutes } from './routes.ts';
import { sandboxCheckouts, sandboxWebhookDeliveries } from './schema.ts';
import type { WebhookSend } from './webhook-dispatcher.ts';

/*
 * The sandbox alone over a fresh test database, with its pages on a bare Fastify: its tests
 * need nothing of the rest of the site. `injectingSend` is for the payments module's tests too:
 * it delivers webhooks into an app by inject instead of over the network.
 */

export const TEST_WEBHOOK_SECRET = 'sandbox-test-webhook-secret';
export const MERCHANT_ORIGIN = 'http://merchant.example';

export interface SentWebhook {
  url: string;
  headers: Record<string, string>;
  body: string;
}

export interface SandboxHarness {
  database: DatabaseHandle;
  clock: ManualClock;
  provider: SandboxProvider;
  app: FastifyInstance;
  /** Every webhook the provider posted, in order. */
  sent: SentWebhook[];
  /** Records the webhook and answers `status` (200 unless changed). */
  send: WebhookSend;
  status: { value: number };
  /** A new checkout; answers its id (the last part of the redirect URL). */
  checkout(overrides?: Partial<CheckoutRequest>): Promise<string>;
  checkoutRow(id: string): Promise<typeof sandboxCheckouts.$inferSelect | undefined>;
  deliveriesOf(reference: string): Promise<(typeof sandboxWebhookDeliveries.$inferSelect)[]>;
  postForm(url: string, form: Record<string, string>): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

let references = 0;
const RUN = randomUUID().slice(0, 8);
export const newReference = () => `pay-test-${RUN}-${++references}`;

export async function openSandboxHarness(
  options: Partial<Pick<SandboxProviderOptions, 'webhookDelayMs' | 'duplicateWebhooks'>> = {},
): Promise<SandboxHarness> {
  const database = await openTestDatabase();
  const clock = new ManualClock(SANDBOX_TEST_INSTANT);
  const sent: SentWebhook[] = [];
  const status = { value: 200 };
  const send: WebhookSend = async (url, headers, body) => {
    sent.push({ url, headers, body });
    return status.value;
  };
  const provider = new SandboxProvider({
    db: database.db,
    clock,
    secret: async () => TEST_WEBHOOK_SECRET,
    send,
    ...options,
  });
  const app = Fastify({ logger: false });
  await app.register(httpPlugin);
  paymentSandboxRoutes(app, provider);
  await app.ready();
  return {
    database,
    clock,
    provider,
    app,
    sent,
    send,
    status,
    async checkout(overrides = {}) {
      const expiresAt = new Date(clock.now().getTime() + 30 * 60_000);
      const session = await provider.createCheckout(checkoutRequest({ expiresAt, ...overrides }));
      return session.providerReference;
    },
    async checkoutRow(id) {
      const [row] = await database.db
        .select()
        .from(sandboxCheckouts)
        .where(eq(sandboxCheckouts.id, id));
      return row;
    },
    async deliveriesOf(reference) {
      const all = await database.db
        .select()
        .from(sandboxWebhookDeliveries)
        .orderBy(asc(sandboxWebhookDeliveries.id));
      return all.filter((row) => JSON.parse(row.payload).merchant_reference === reference);
    },
    postForm: (url, form) =>
      app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(form).toString(),
      }),
    async close() {
      await app.close();
      await database.close();
    },
  };
}

const SANDBOX_TEST_INSTANT = new Date('2026-03-10T12:00:00Z');

export function checkoutRequest(overrides: Partial<CheckoutRequest> = {}): CheckoutRequest {
  return {
    merchantReference: newReference(),
    amount: 1250,
    currency: { code: 'EUR', precision: 2 },
    methodKind: 'card',
    language: 'en',
    returnUrl: `${MERCHANT_ORIGIN}/en/payments/recharge?from=sandbox`,
    webhookUrl: `${MERCHANT_ORIGIN}/web-api/payments/webhooks/sandbox`,
    // The merchant's usual 30 minutes from the harness's first instant.
    expiresAt: new Date(SANDBOX_TEST_INSTANT.getTime() + 30 * 60_000),
    ...overrides,
  };
}

/** Delivers webhooks into `app` by inject (path and query of the URL), answering its status. */
export function injectingSend(app: FastifyInstance): WebhookSend {
  return async (url, headers, body) => {
    const { pathname, search } = new URL(url);
    const response = await app.inject({
      method: 'POST',
      url: pathname + search,
      headers,
      payload: body,
    });
    return response.statusCode;
  };
}
