import { fileURLToPath } from 'node:url';
import { readSiteSettings } from '@arenabet/domain';
import { DEFAULT_LANGUAGE, DEFAULT_PARTNER } from '@arenabet/reference/languages';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { authRoutes } from './modules/auth/routes.ts';
import { AuthService } from './modules/auth/service.ts';
import { captchaRoutes } from './modules/captcha/routes.ts';
import { CaptchaService } from './modules/captcha/service.ts';
import { informationRoutes } from './modules/information/routes.ts';
import { InformationService } from './modules/information/service.ts';
import { operatorRoutes } from './modules/operators/routes.ts';
import { OperatorService } from './modules/operators/service.ts';
import { PlayerService } from './modules/players/service.ts';
import { referenceRoutes } from './modules/reference/routes.ts';
import { registrationRoutes } from './modules/registration/routes.ts';
import { RegistrationService } from './modules/registration/service.ts';
import { siteConfigRoutes } from './modules/site-config/routes.ts';
import { SiteConfigService } from './modules/site-config/service.ts';
import { systemRoutes } from './modules/system/routes.ts';
import { serverSecret } from './modules/system/secrets.ts';
import { translationRoutes } from './modules/translations/routes.ts';
import { TranslationService } from './modules/translations/service.ts';
import { type Clock, systemClock } from './platform/clock.ts';
import type { AppConfig } from './platform/config.ts';
import type { DatabaseHandle } from './platform/db/client.ts';
import { answerFrameworkError, httpPlugin } from './platform/http/http-plugin.ts';
import { registerWebApp } from './platform/http/web-app.ts';

export interface AppDeps {
  config: AppConfig;
  database: DatabaseHandle;
  clock?: Clock;
  /** Fastify's logger options; tests pass false. */
  logger?: FastifyServerOptions['logger'];
  /** Check every answer against its contract (tests). */
  validateResponses?: boolean;
}

export interface AppServices {
  operators: OperatorService;
  players: PlayerService;
  auth: AuthService;
  captcha: CaptchaService;
  registration: RegistrationService;
  siteConfig: SiteConfigService;
  translations: TranslationService;
  information: InformationService;
}

declare module 'fastify' {
  interface FastifyInstance {
    services: AppServices;
  }
}

const APP_VERSION = '0.1.0';
const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));

/** Builds the whole site without listening: `main.ts` listens, tests inject. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  const clock = deps.clock ?? systemClock;
  const app = Fastify({
    logger: deps.logger ?? { level: config.LOG_LEVEL },
    trustProxy: trustProxyOption(config.TRUST_PROXY),
    bodyLimit: 1_048_576,
    frameworkErrors: answerFrameworkError,
  });
  await app.register(httpPlugin);
  await app.register(fastifyCookie);
  app.validateResponses = deps.validateResponses ?? false;

  const players = new PlayerService(database.db);
  const tokenKey = memoize(() => serverSecret(database.db, 'player-token-key'));
  const captchaKey = memoize(() => serverSecret(database.db, 'captcha-key'));
  const auth = new AuthService(database.db, players, clock, tokenKey, config.PLAYER_SESSION_HOURS);
  const services: AppServices = {
    operators: new OperatorService(database.db, clock, config.OPERATOR_SESSION_HOURS),
    players,
    auth,
    captcha: new CaptchaService(database.db, clock, captchaKey),
    registration: new RegistrationService(players, auth, DEFAULT_PARTNER),
    siteConfig: new SiteConfigService(database.db, clock),
    translations: new TranslationService(database.db, clock),
    information: new InformationService(database.db, clock),
  };
  app.decorate('services', services);

  const brandId = config.SITE_BRAND_ID;
  const brandConfig = () => services.siteConfig.resolve(brandId, null, null);
  const defaultLanguage = async () => (await brandConfig())?.language ?? DEFAULT_LANGUAGE;
  // Without configuration the captcha stays on: a missing setting must not open the door.
  const captchaType = async () => {
    const config = await brandConfig();
    return config ? readSiteSettings(config.sections).captcha.type : ('custom' as const);
  };

  systemRoutes(app, database.db, APP_VERSION);
  operatorRoutes(app, services.operators, clock);
  authRoutes(app, services.auth, services.players, clock);
  captchaRoutes(app, services.captcha, captchaType);
  registrationRoutes(app, services.registration, services.captcha, captchaType);
  siteConfigRoutes(app, services.siteConfig, brandId);
  translationRoutes(app, services.translations);
  informationRoutes(app, services.information, defaultLanguage);
  referenceRoutes(app, defaultLanguage);

  await registerWebApp(app, config.WEB_DIST_DIR ?? DEFAULT_WEB_DIST);
  return app;
}

/** A hop count becomes the function form Fastify's types accept for it. */
function trustProxyOption(value: AppConfig['TRUST_PROXY']) {
  return typeof value === 'number' ? (_address: string, hop: number) => hop < value : value;
}

/** Runs once, on first use; a failure is not remembered, so the next use tries again. */
function memoize<T>(load: () => Promise<T>): () => Promise<T> {
  let value: Promise<T> | undefined;
  return () => {
    value ??= load().catch((error: unknown) => {
      value = undefined;
      throw error;
    });
    return value;
  };
}
