/*
 * The app for this module's route tests, with the player's payments as fixtures: requests are
 * about payments, and making real ones needs the provider's whole round trip, which the
 * payments module's own tests cover. The payments service's two reads are replaced by reads of
 * the fixtures; everything else is the real app on a real database.
 */
import type { Payment, PaymentDirection, PaymentStatus } from '@arenabet/contracts/payments';
import { vi } from 'vitest';
import { buildApp } from '../../app.ts';
import type { AppServices, ModuleDeps } from '../../module-deps.ts';
import { ManualClock } from '../../platform/clock.ts';
import { type AppConfig, testConfig } from '../../platform/config.ts';
import type { DatabaseHandle } from '../../platform/db/client.ts';
import { notFound } from '../../platform/http/errors.ts';
import { seedFirstOperator } from '../../seed.ts';
import { jsonApi, TEST_OPERATOR, type TestApp } from '../../testing/test-app.ts';
import { openTestDatabase } from '../../testing/test-database.ts';
import { paymentRequestsRoutes } from './routes.ts';
import { PaymentRequestsService, type PaymentsReader } from './service.ts';

/** The app's services, with this module wired into the app or not yet. */
type WithPaymentRequests = AppServices & Partial<{ paymentRequests: PaymentRequestsService }>;

const EUR = { id: 12, iso: 'EUR', symbol: '€', name: 'Euro', precision: 2 };

/** The payments each player has, newest last. */
export class PaymentFixtures {
  private readonly byPlayer = new Map<number, Payment[]>();
  private serial = 0;

  add(
    playerId: number,
    direction: PaymentDirection,
    fields: { status?: PaymentStatus; amount?: string } = {},
  ): Payment {
    this.serial += 1;
    const at = new Date(Date.UTC(2026, 0, 1, 12, this.serial)).toISOString();
    const payment: Payment = {
      id: 10_000 + this.serial,
      reference: `PR-TEST-${this.serial}`,
      direction,
      status: fields.status ?? 'pending',
      methodId: 'card',
      methodKind: 'card',
      accountId: playerId,
      currency: EUR,
      amount: fields.amount ?? '25.00',
      details: direction === 'withdrawal' ? '•••• 1111' : null,
      reason: null,
      createdAt: at,
      updatedAt: at,
      archived: false,
    };
    this.byPlayer.set(playerId, [...(this.byPlayer.get(playerId) ?? []), payment]);
    return payment;
  }

  readonly reader: PaymentsReader = {
    recentPaymentsOf: async (playerId, limit) =>
      [...(this.byPlayer.get(playerId) ?? [])].reverse().slice(0, limit),
    paymentOf: async (playerId, paymentId) =>
      this.byPlayer.get(playerId)?.find((payment) => payment.id === paymentId) ?? null,
  };
}

export interface PaymentRequestsTestApp extends TestApp {
  payments: PaymentFixtures;
}

/**
 * Like `createTestApp`, and registers this module itself while the app does not yet: routes
 * can only be added before the app is ready.
 */
export async function createPaymentRequestsTestApp(): Promise<PaymentRequestsTestApp> {
  const config = testConfig({
    OPERATOR_LOGIN: TEST_OPERATOR.login,
    OPERATOR_PASSWORD: TEST_OPERATOR.password,
    WEB_DIST_DIR: '/nonexistent',
    SEED_DEMO_CONTENT: 'false',
  });
  const database = await openTestDatabase();
  const clock = new ManualClock(new Date('2026-03-10T12:00:00Z'));
  const app = await buildApp({ config, database, clock, logger: false, validateResponses: true });
  const payments = new PaymentFixtures();
  vi.spyOn(app.services.payments, 'recentPaymentsOf').mockImplementation(
    payments.reader.recentPaymentsOf,
  );
  // The payments module answers a stranger's payment with a 404, as the fixtures' null means.
  vi.spyOn(app.services.payments, 'paymentOf').mockImplementation(async (playerId, paymentId) => {
    const payment = await payments.reader.paymentOf(playerId, paymentId);
    if (!payment) throw notFound('payment_not_found');
    return payment;
  });
  const services = app.services as WithPaymentRequests;
  if (!services.paymentRequests) {
    const deps = unusedDeps(database, clock, config);
    services.paymentRequests = new PaymentRequestsService(deps, app.services);
    paymentRequestsRoutes(app, { paymentRequests: services.paymentRequests }, deps);
  }
  await seedFirstOperator(app.services, config);
  await app.ready();
  return {
    app,
    database,
    clock,
    config,
    payments,
    close: async () => {
      await app.close();
      await database.close();
    },
    operatorToken: async () => {
      const response = await app.inject(
        jsonApi('POST', '/web-api/backoffice/auth/login', { ...TEST_OPERATOR, bearer: true }),
      );
      return response.json().data.attributes.token as string;
    },
  };
}

/** What the module is given besides the database and the clock, which it does not read. */
function unusedDeps(database: DatabaseHandle, clock: ManualClock, config: AppConfig): ModuleDeps {
  return {
    db: database.db,
    clock,
    config,
    brandId: config.SITE_BRAND_ID,
    siteSettings: async () => null,
    captchaType: async () => 'custom',
    defaultLanguage: async () => 'ru',
    secret: async () => {
      throw new Error('payment requests use no secret');
    },
  };
}
