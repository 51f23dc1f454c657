import { z } from 'zod';
import { parseTrustProxy, type TrustProxy } from './http/client-address.ts';

/**
 * Every setting of the server, read once at start. A bad value stops start-up with a message
 * naming the setting, so a misconfigured deployment never half-runs.
 */
const settingsSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  /**
   * Where uploaded identity documents are kept, under their content hash; DATA_DIR/files by
   * default (a fresh temporary folder when the database is in memory).
   */
  FILES_DIR: z.string().min(1).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().min(1).optional(),
  OPERATOR_LOGIN: z.string().min(3).max(64).default('admin'),
  OPERATOR_PASSWORD: z.string().min(12, 'must be at least 12 characters').optional(),
  OPERATOR_SESSION_HOURS: z.coerce.number().int().min(1).max(720).default(12),
  PLAYER_SESSION_HOURS: z.coerce.number().int().min(1).max(720).default(24),
  SITE_BRAND_ID: z.coerce.number().int().min(1).default(1),
  SEED_DEMO_CONTENT: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
  /**
   * Which reverse proxies may name the client in X-Forwarded-For; every per-address limit,
   * session row and log reads the client's address through it. Unset: the socket's address
   * (behind a proxy, every visitor would share the proxy's). A number: that many hops in front
   * of the server are proxies. A list: the proxies' addresses and CIDR ranges. 'true' trusts
   * every hop, so any client could choose its address: only where nothing but the proxy can
   * reach the server.
   */
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((value, context): TrustProxy => {
      const parsed = parseTrustProxy(value);
      if (parsed === null) {
        context.addIssue({
          code: 'custom',
          message:
            "must be 'true', 'false', a hop count or a comma-separated list of addresses and CIDR ranges",
        });
        return z.NEVER;
      }
      return parsed;
    }),
  /**
   * The site's address as players reach it (https://example.com), for links in letters. Unset,
   * links use the address of the request, which a client can choose: set it in production.
   */
  PUBLIC_URL: z
    .url({ protocol: /^https?$/, message: 'must be an http:// or https:// URL' })
    .transform((value) => new URL(value).origin)
    .optional(),
  /** SMTP server for e-mail (smtp:// or smtps:// URL); unset, e-mails stay in the outbox. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Arenabet <no-reply@arenabet.local>'),
  /**
   * Serve a local OpenID provider at /dev-oidc and offer it as a social sign-in provider, so
   * the social flow runs offline (development and tests). Never on in production.
   */
  SOCIAL_DEV_PROVIDER: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
  /**
   * The built-in sandbox payment provider (test cards, hosted page, signed webhooks). On by
   * default, since it is the only provider built in; an operator with a real provider turns
   * it off.
   */
  PAYMENT_SANDBOX: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
  /**
   * The built-in simulated national self-exclusion register (a stand-in for the UK's GAMSTOP,
   * with its own sign-up at /register-sandbox/v1/registrations). On by default, since it is the
   * only register built in; an operator connected to the real one turns it off.
   */
  EXCLUSION_REGISTER_SANDBOX: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
  /** How long after a sandbox payment its webhook is sent, in milliseconds. */
  PAYMENT_SANDBOX_WEBHOOK_DELAY_MS: z.coerce.number().int().min(0).max(600_000).default(500),
  /** The sandbox sends every webhook a second time, late, as real providers sometimes do. */
  PAYMENT_SANDBOX_WEBHOOK_DUPLICATES: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
  /**
   * Where the outside casino studio (packages/studio, Northlight) serves its games; its games
   * join the lobby when set. The studio signs its wallet calls with the key
   * `casino-studio-key:northlight` of the site's secrets.
   */
  CASINO_STUDIO_URL: z.string().url().optional(),
  /**
   * The built-in feed simulator: the line and live of this site until a real provider is
   * plugged in behind the same FeedSource interface.
   */
  FEED_SIMULATOR: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
  /** The simulator's seed: the same seed and clock give the same games, odds and results. */
  FEED_SIMULATOR_SEED: z.coerce.number().int().min(1).max(2_147_483_647).default(20_261_122),
  /** How fast live games run against the wall clock (1 = real time). */
  FEED_SIMULATOR_SPEED: z.coerce.number().min(0.1).max(1000).default(1),
  /** 'full' (thousands of games, for the site) or 'small' (a few dozen, for tests). */
  FEED_SIMULATOR_SIZE: z.enum(['full', 'small']).default('full'),
  /** How often the simulator moves live games on, in milliseconds. */
  FEED_TICK_MS: z.coerce.number().int().min(50).max(60_000).default(1000),
  /** Redis for sharing feed changes between instances (redis://host:port). */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
    .optional(),
  /** NATS for sharing feed changes between instances (nats://host:port). */
  NATS_URL: z
    .string()
    .regex(/^(nats|tls):\/\//, 'must be a nats:// or tls:// URL')
    .optional(),
});

export type AppConfig = z.infer<typeof settingsSchema>;

/** Settings whose values must not reach a log, even when they are wrong. */
const SECRET_SETTINGS = new Set([
  'DATABASE_URL',
  'OPERATOR_PASSWORD',
  'SMTP_URL',
  'REDIS_URL',
  'NATS_URL',
]);

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const known = Object.fromEntries(
    Object.keys(settingsSchema.shape).map((key) => [key, emptyToUndefined(env[key])]),
  );
  const parsed = settingsSchema.safeParse(known);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((issue) => {
    const setting = String(issue.path[0] ?? 'unknown');
    const shown = SECRET_SETTINGS.has(setting)
      ? 'a hidden value'
      : JSON.stringify(env[setting] ?? null);
    return `${setting}: ${issue.message} (got ${shown})`;
  });
  throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
}

/** Test and tool configuration: defaults plus overrides, validated the same way. */
export function testConfig(overrides: Partial<Record<keyof AppConfig, string>> = {}): AppConfig {
  return readConfig({
    DATA_DIR: 'memory://',
    LOG_LEVEL: 'silent',
    FEED_SIMULATOR_SIZE: 'small',
    ...overrides,
  });
}

function emptyToUndefined(value: string | undefined): string | undefined {
  return value === undefined || value.trim() === '' ? undefined : value;
}
