import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SiteConfigSections } from '@arenabet/contracts';
import { firstCallUrls } from '@arenabet/contracts/first-calls';
import { readSiteSettings, type SiteSettings } from '@arenabet/domain';
import { firstScreenNeeds } from '@arenabet/domain/first-screens';
import { DEFAULT_LANGUAGE } from '@arenabet/reference/languages';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { AppServices, ModuleDeps } from './module-deps.ts';
import { accountsRoutes } from './modules/accounts/routes.ts';
import { AccountsService } from './modules/accounts/service.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { AuthService } from './modules/auth/service.ts';
import { betsRoutes } from './modules/bets/routes.ts';
import { BetsService } from './modules/bets/service.ts';
import { sweepInBackground } from './modules/bets/settlement-runner.ts';
import { captchaRoutes } from './modules/captcha/routes.ts';
import { CaptchaService } from './modules/captcha/service.ts';
import { closeAbandonedInBackground } from './modules/casino/abandoned-rounds.ts';
import { IN_HOUSE_GAMES } from './modules/casino/games.ts';
import { casinoRoutes } from './modules/casino/routes.ts';
import { CasinoService } from './modules/casino/service.ts';
import { casinoStudios } from './modules/casino/studios.ts';
import { runTablesInBackground } from './modules/casino/table-loop.ts';
import { favoritesRoutes } from './modules/favorites/routes.ts';
import { FavoritesService } from './modules/favorites/service.ts';
import { configuredSource } from './modules/feed/configured-source.ts';
import { duelRoutes } from './modules/feed/duels/routes.ts';
import { runFeed } from './modules/feed/lifecycle.ts';
import { feedRoutes } from './modules/feed/routes.ts';
import { FeedService } from './modules/feed/service.ts';
import type { FeedSource } from './modules/feed/source.ts';
import { gameSubscriptionRoutes } from './modules/game-subscriptions/routes.ts';
import { GameSubscriptionsService } from './modules/game-subscriptions/service.ts';
import { informationRoutes } from './modules/information/routes.ts';
import { InformationService } from './modules/information/service.ts';
import { LivePushHub } from './modules/live-push/hub.ts';
import { LIVE_PUSH_LIMITS } from './modules/live-push/limits.ts';
import { livePushRoutes } from './modules/live-push/routes.ts';
import { operatorRoutes } from './modules/operators/routes.ts';
import { OperatorService } from './modules/operators/service.ts';
import { ConfirmationCodes } from './modules/outbox/confirmation-codes.ts';
import { outboxRoutes } from './modules/outbox/routes.ts';
import { OutboxService } from './modules/outbox/service.ts';
import { passwordRoutes } from './modules/password/routes.ts';
import { PasswordService } from './modules/password/service.ts';
import { paymentRequestsRoutes } from './modules/payment-requests/routes.ts';
import { PaymentRequestsService } from './modules/payment-requests/service.ts';
import { SandboxProvider } from './modules/payment-sandbox/provider.ts';
import { paymentSandboxRoutes } from './modules/payment-sandbox/routes.ts';
import {
  startWebhookDispatcher,
  type WebhookSend,
} from './modules/payment-sandbox/webhook-dispatcher.ts';
import { startDepositExpiry } from './modules/payments/deposit-expiry.ts';
import type { PaymentProvider } from './modules/payments/provider.ts';
import { PaymentProviders } from './modules/payments/providers.ts';
import { paymentsRoutes } from './modules/payments/routes.ts';
import { PaymentsService } from './modules/payments/service.ts';
import { phoneActionsRoutes } from './modules/phone-actions/routes.ts';
import { PhoneActionsService } from './modules/phone-actions/service.ts';
import { PlayerService } from './modules/players/service.ts';
import { profileRoutes } from './modules/profile/routes.ts';
import { ProfileService } from './modules/profile/service.ts';
import { referenceRoutes } from './modules/reference/routes.ts';
import { SandboxExclusionRegister } from './modules/register-sandbox/register.ts';
import { registerSandboxRoutes } from './modules/register-sandbox/routes.ts';
import { registrationRoutes } from './modules/registration/routes.ts';
import { RegistrationService } from './modules/registration/service.ts';
import { responsibleGamblingRoutes } from './modules/responsible-gambling/routes.ts';
import { ResponsibleGamblingService } from './modules/responsible-gambling/service.ts';
import { securityQuestionRoutes } from './modules/security-question/routes.ts';
import { SecurityQuestionService } from './modules/security-question/service.ts';
import { siteConfigRoutes } from './modules/site-config/routes.ts';
import { SiteConfigService } from './modules/site-config/service.ts';
import { socialRoutes } from './modules/social/routes.ts';
import { SocialService } from './modules/social/service.ts';
import { statisticsRoutes } from './modules/statistics/routes.ts';
import { StatisticsService } from './modules/statistics/service.ts';
import { systemRoutes } from './modules/system/routes.ts';
import { type SecretName, serverSecret } from './modules/system/secrets.ts';
import { translationRoutes } from './modules/translations/routes.ts';
import { TranslationService } from './modules/translations/service.ts';
import { twoFactorRoutes } from './modules/two-factor/routes.ts';
import { TwoFactorService } from './modules/two-factor/service.ts';
import { FileStore } from './modules/verification/file-store.ts';
import { SimulatedIdentityProvider } from './modules/verification/identity-providers.ts';
import { verificationRoutes } from './modules/verification/routes.ts';
import { VerificationService } from './modules/verification/service.ts';
import { type Clock, systemClock } from './platform/clock.ts';
import type { AppConfig } from './platform/config.ts';
import type { DatabaseHandle } from './platform/db/client.ts';
import { trustProxyOption, watchForwarding } from './platform/http/client-address.ts';
import { registerCompression } from './platform/http/compression.ts';
import { isHttpsSite } from './platform/http/cookies.ts';
import { answerFrameworkError, httpPlugin } from './platform/http/http-plugin.ts';
import { requestLogSerializer } from './platform/http/log-redaction.ts';
import { privateAnswers } from './platform/http/private-answers.ts';
import { registerWebApp } from './platform/http/web-app.ts';
import { smtpTransport } from './platform/mail.ts';

export type { AppServices } from './module-deps.ts';

export interface AppDeps {
  config: AppConfig;
  database: DatabaseHandle;
  clock?: Clock;
  /** Fastify's logger options; tests pass false. */
  logger?: FastifyServerOptions['logger'];
  /** Check every answer against its contract (tests). */
  validateResponses?: boolean;
  /**
   * Run background loops (the sandbox's webhook sender); tests turn them off and run the work
   * themselves, at the moments they choose.
   */
  backgroundWork?: boolean;
  /** How the sandbox posts its webhooks (tests deliver them in-process); fetch by default. */
  paymentWebhookSend?: WebhookSend;
  /** The feed's source instead of the configured one (tests script games with it). */
  feedSource?: () => FeedSource;
}

declare module 'fastify' {
  interface FastifyInstance {
    services: AppServices;
  }
}

const APP_VERSION = '0.1.0';
const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));

/** Builds the whole site without listening: `main.ts` listens, tests inject. */
export async function buildApp(appDeps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = appDeps;
  const clock = appDeps.clock ?? systemClock;
  const app = Fastify({
    logger: appDeps.logger ?? {
      level: config.LOG_LEVEL,
      serializers: { req: requestLogSerializer },
    },
    trustProxy: trustProxyOption(config.TRUST_PROXY),
    bodyLimit: 1_048_576,
    frameworkErrors: answerFrameworkError,
  });
  watchForwarding(app, config.TRUST_PROXY);
  await app.register(httpPlugin, { publicUrl: config.PUBLIC_URL });
  // Defaults of every cookie set or cleared: an https site's are all Secure.
  await app.register(fastifyCookie, {
    parseOptions: isHttpsSite(config.PUBLIC_URL) ? { secure: true } : {},
  });
  await app.register(privateAnswers);
  // Before every route: it attaches to each route as the route is added.
  await registerCompression(app);
  app.validateResponses = appDeps.validateResponses ?? false;

  const brandId = config.SITE_BRAND_ID;
  const secret = memoizeBy((name: SecretName) => serverSecret(database.db, name));
  const settingsOf = memoizedSettings();
  const siteSettings: ModuleDeps['siteSettings'] = async (scope = {}) => {
    const resolved = await services.siteConfig.resolve(
      brandId,
      scope.countryId ?? null,
      scope.language ?? null,
    );
    return resolved ? settingsOf(resolved.sections, scope.language ?? '') : null;
  };
  const deps: ModuleDeps = {
    db: database.db,
    clock,
    config,
    brandId,
    siteSettings,
    captchaType: async () => (await siteSettings())?.captcha.type ?? 'custom',
    defaultLanguage: async () =>
      (await services.siteConfig.resolve(brandId, null, null))?.language ?? DEFAULT_LANGUAGE,
    secret,
  };
  const sandbox = config.PAYMENT_SANDBOX
    ? new SandboxProvider({
        db: database.db,
        clock,
        secret: () => secret('payment-sandbox-webhook-key'),
        webhookDelayMs: config.PAYMENT_SANDBOX_WEBHOOK_DELAY_MS,
        duplicateWebhooks: config.PAYMENT_SANDBOX_WEBHOOK_DUPLICATES,
        ...(appDeps.paymentWebhookSend ? { send: appDeps.paymentWebhookSend } : {}),
      })
    : null;
  const paymentProviders: PaymentProvider[] = sandbox ? [sandbox] : [];
  const exclusionRegister = config.EXCLUSION_REGISTER_SANDBOX
    ? new SandboxExclusionRegister(database.db, clock)
    : null;
  const mail = config.SMTP_URL ? smtpTransport(config.SMTP_URL, config.MAIL_FROM) : null;
  // Services reach each other through this object when called, so the order here is free.
  const services = {} as AppServices;
  const outbox = new OutboxService(database.db, clock, mail);
  Object.assign(services, {
    feed: new FeedService(deps, {
      source: appDeps.feedSource ?? configuredSource(config),
      log: app.log,
    }),
    favorites: new FavoritesService(deps, services),
    operators: new OperatorService(
      database.db,
      clock,
      config.OPERATOR_SESSION_HOURS,
      () => services.auth.attempts,
    ),
    players: new PlayerService(database.db, clock),
    accounts: new AccountsService(deps, services),
    payments: new PaymentsService(deps, services, new PaymentProviders(paymentProviders)),
    paymentRequests: new PaymentRequestsService(deps, services),
    auth: new AuthService(deps, services),
    twoFactor: new TwoFactorService(deps, services),
    captcha: new CaptchaService(database.db, clock, () => secret('captcha-key')),
    outbox,
    codes: new ConfirmationCodes(database.db, clock, () => secret('confirmation-code-key'), outbox),
    registration: new RegistrationService(deps, services),
    responsibleGambling: new ResponsibleGamblingService(deps, services, exclusionRegister),
    verification: new VerificationService(deps, services, new FileStore(() => filesDir(config)), [
      new SimulatedIdentityProvider('smart_id'),
      new SimulatedIdentityProvider('mobile_id'),
    ]),
    securityQuestion: new SecurityQuestionService(deps, services),
    password: new PasswordService(deps, services),
    phoneActions: new PhoneActionsService(deps, services),
    profile: new ProfileService(deps, services),
    social: new SocialService(deps, services),
    siteConfig: new SiteConfigService(database.db, clock),
    translations: new TranslationService(database.db, clock),
    information: new InformationService(database.db, clock),
    livePush: new LivePushHub(LIVE_PUSH_LIMITS, clock, app.log),
    gameSubscriptions: new GameSubscriptionsService(deps, services, app.log),
    statistics: new StatisticsService(() => services.feed, clock),
    bets: new BetsService(deps, services, app.log),
    casino: new CasinoService(deps, services, IN_HOUSE_GAMES, casinoStudios(config, secret), {
      log: app.log,
    }),
  } satisfies AppServices);
  app.decorate('services', services);

  runFeed(app, services.feed, {
    background: appDeps.backgroundWork !== false,
    tickMs: config.FEED_TICK_MS,
  });
  feedRoutes(app, services.feed);
  duelRoutes(app, services.feed, deps.defaultLanguage);
  systemRoutes(app, database.db, APP_VERSION);
  operatorRoutes(app, services.operators);
  authRoutes(app, services, deps);
  accountsRoutes(app, services, deps);
  paymentsRoutes(app, services, deps);
  if (appDeps.backgroundWork !== false) {
    expireDepositsInBackground(app, services.payments, clock);
    sweepSettlementInBackground(app, services);
    closeAbandonedRoundsInBackground(app, services);
    runCasinoTablesInBackground(app, services);
  }
  paymentRequestsRoutes(app, services, deps);
  if (sandbox) {
    paymentSandboxRoutes(app, sandbox);
    if (appDeps.backgroundWork !== false) runInBackground(app, sandbox, clock);
  }
  twoFactorRoutes(app, services, deps);
  captchaRoutes(app, services.captcha, deps.captchaType);
  outboxRoutes(app, services.outbox);
  registrationRoutes(app, services, deps);
  securityQuestionRoutes(app, services, deps);
  passwordRoutes(app, services, deps);
  phoneActionsRoutes(app, services, deps);
  profileRoutes(app, services, deps);
  socialRoutes(app, services, deps);
  siteConfigRoutes(app, services.siteConfig, brandId);
  translationRoutes(app, services.translations);
  informationRoutes(app, services.information, deps.defaultLanguage);
  referenceRoutes(app, deps.defaultLanguage);
  statisticsRoutes(app, services.statistics, deps.defaultLanguage);
  livePushRoutes(app, services, deps);
  gameSubscriptionRoutes(app, services);
  favoritesRoutes(app, services);
  betsRoutes(app, services, deps);
  casinoRoutes(app, services, deps);
  responsibleGamblingRoutes(app, services);
  if (exclusionRegister) registerSandboxRoutes(app, exclusionRegister);
  verificationRoutes(app, services.verification);

  await registerWebApp(app, config.WEB_DIST_DIR ?? DEFAULT_WEB_DIST, {
    firstCallUrls,
    firstScreenNeeds,
  });
  return app;
}

/** The sandbox's webhook sender runs while the app serves, and stops before the database closes. */
function runInBackground(app: FastifyInstance, sandbox: SandboxProvider, clock: Clock): void {
  let stop: (() => Promise<void>) | undefined;
  app.addHook('onReady', async () => {
    stop = startWebhookDispatcher(sandbox, clock, app.log);
  });
  app.addHook('onClose', async () => {
    await stop?.();
  });
}

/** Abandoned deposit checkouts are closed while the app serves, whatever the provider. */
function expireDepositsInBackground(app: FastifyInstance, payments: PaymentsService, clock: Clock) {
  let stop: (() => Promise<void>) | undefined;
  app.addHook('onReady', async () => {
    stop = startDepositExpiry((now) => payments.expireAbandonedDeposits(now), clock, app.log);
  });
  app.addHook('onClose', async () => {
    await stop?.();
  });
}

function closeAbandonedRoundsInBackground(app: FastifyInstance, services: AppServices) {
  let stop: (() => Promise<void>) | undefined;
  app.addHook('onReady', async () => {
    stop = closeAbandonedInBackground(services.casino, () => services.feed.isHolder, app.log);
  });
  app.addHook('onClose', async () => {
    await stop?.();
  });
}

/** The holder runs the shared tables; every instance pushes their changes to its watchers. */
function runCasinoTablesInBackground(app: FastifyInstance, services: AppServices) {
  let stop: (() => Promise<void>) | undefined;
  let stopWatching: (() => void) | undefined;
  app.addHook('onReady', async () => {
    stop = runTablesInBackground(services.casino.tables, () => services.feed.isHolder, app.log);
    stopWatching = services.casino.tablePush.watch();
  });
  app.addHook('onClose', async () => {
    stopWatching?.();
    await stop?.();
  });
}

function sweepSettlementInBackground(app: FastifyInstance, services: AppServices) {
  let stop: (() => Promise<void>) | undefined;
  app.addHook('onReady', async () => {
    stop = sweepInBackground(services.bets.settlement, () => services.feed.isHolder, app.log);
  });
  app.addHook('onClose', async () => {
    await stop?.();
  });
}

/**
 * Settings read once per stored configuration and language: the configuration service keeps
 * the same sections object until it changes, and signed-in requests read settings every time.
 */
function memoizedSettings() {
  const bySections = new WeakMap<object, Map<string, SiteSettings>>();
  return (sections: SiteConfigSections, language: string): SiteSettings => {
    let byLanguage = bySections.get(sections);
    if (!byLanguage) {
      byLanguage = new Map();
      bySections.set(sections, byLanguage);
    }
    let settings = byLanguage.get(language);
    if (!settings) {
      settings = readSiteSettings(sections, language || undefined);
      byLanguage.set(language, settings);
    }
    return settings;
  };
}

/** Runs once per key, on first use; a failure is not remembered, so the next use tries again. */
function memoizeBy<K, T>(load: (key: K) => Promise<T>): (key: K) => Promise<T> {
  const values = new Map<K, Promise<T>>();
  return (key) => {
    let value = values.get(key);
    if (!value) {
      value = load(key).catch((error: unknown) => {
        values.delete(key);
        throw error;
      });
      values.set(key, value);
    }
    return value;
  };
}

/** Uploaded files' folder: configured, beside the data, or a temporary one for a database in memory. */
async function filesDir(config: AppConfig): Promise<string> {
  if (config.FILES_DIR) return config.FILES_DIR;
  if (config.DATA_DIR.startsWith('memory://')) return mkdtemp(join(tmpdir(), 'arenabet-files-'));
  return join(config.DATA_DIR, 'files');
}
