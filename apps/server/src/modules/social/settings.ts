import {
  OAUTH2_SETTINGS_FIELDS,
  type SocialProviderSettings,
  type SocialProviderSettingsInput,
} from '@arenabet/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { ModuleDeps } from '../../module-deps.ts';
import { badRequest } from '../../platform/http/errors.ts';
import { socialProviders } from './schema.ts';

export type ProviderRow = typeof socialProviders.$inferSelect;
type ConfigurableProvider = SocialProviderSettings['provider'];

/** The three endpoints a plain OAuth 2 provider cannot do without. */
const OAUTH2_ENDPOINTS = ['authorization_endpoint', 'token_endpoint', 'userinfo_endpoint'] as const;

/**
 * Either an OpenID issuer or the plain OAuth 2 endpoints: a mix would leave it unclear which
 * one signs people in, so it is refused field by field.
 */
function assertOneKind(input: SocialProviderSettingsInput): void {
  const errors: Record<string, string[]> = {};
  if (input.issuer !== undefined) {
    for (const field of OAUTH2_SETTINGS_FIELDS) {
      if (input[field] !== undefined) errors[field] = ['socauth_issuer_or_endpoints'];
    }
  } else {
    const missing = OAUTH2_ENDPOINTS.filter((field) => input[field] === undefined);
    // Nothing at all: the issuer is the usual way, so that is what the form is told.
    if (missing.length === OAUTH2_ENDPOINTS.length) errors.issuer = ['required'];
    else for (const field of missing) errors[field] = ['required'];
  }
  if (Object.keys(errors).length > 0) throw badRequest('validation_failed', errors);
}

/** The brand's clients at the providers; the secret leaves only towards the provider. */
export class SocialProviderSettingsStore {
  constructor(private readonly deps: ModuleDeps) {}

  async list(): Promise<ProviderRow[]> {
    return this.deps.db
      .select()
      .from(socialProviders)
      .where(eq(socialProviders.brandId, this.deps.brandId))
      .orderBy(asc(socialProviders.provider));
  }

  async find(provider: string): Promise<ProviderRow | undefined> {
    const [row] = await this.deps.db
      .select()
      .from(socialProviders)
      .where(
        and(eq(socialProviders.brandId, this.deps.brandId), eq(socialProviders.provider, provider)),
      );
    return row;
  }

  async set(
    provider: ConfigurableProvider,
    input: SocialProviderSettingsInput,
  ): Promise<ProviderRow> {
    assertOneKind(input);
    const clientSecret = input.client_secret ?? (await this.find(provider))?.clientSecret;
    // The first configuration of a provider has no stored secret to keep.
    if (!clientSecret) throw badRequest('validation_failed', { client_secret: ['required'] });
    const values = {
      issuer: input.issuer ?? null,
      clientId: input.client_id,
      clientSecret,
      enabled: input.enabled,
      authorizationEndpoint: input.authorization_endpoint ?? null,
      tokenEndpoint: input.token_endpoint ?? null,
      userinfoEndpoint: input.userinfo_endpoint ?? null,
      scope: input.scope ?? null,
      subjectPath: input.subject_path ?? null,
      emailPath: input.email_path ?? null,
      namePath: input.name_path ?? null,
      updatedAt: this.deps.clock.now(),
    };
    const [row] = await this.deps.db
      .insert(socialProviders)
      .values({ brandId: this.deps.brandId, provider, ...values })
      .onConflictDoUpdate({
        target: [socialProviders.brandId, socialProviders.provider],
        set: values,
      })
      .returning();
    if (!row) throw new Error('social provider settings were not stored');
    return row;
  }

  async remove(provider: ConfigurableProvider): Promise<boolean> {
    const removed = await this.deps.db
      .delete(socialProviders)
      .where(
        and(eq(socialProviders.brandId, this.deps.brandId), eq(socialProviders.provider, provider)),
      )
      .returning({ provider: socialProviders.provider });
    return removed.length > 0;
  }
}

/** What the back office sees: never the secret, only enough of it to tell which one it is. */
export function shownSettings(row: ProviderRow): SocialProviderSettings {
  return {
    provider: row.provider as ConfigurableProvider,
    issuer: row.issuer,
    clientId: row.clientId,
    clientSecretHint: row.clientSecret.length > 8 ? `****${row.clientSecret.slice(-4)}` : '****',
    enabled: row.enabled,
    authorizationEndpoint: row.authorizationEndpoint,
    tokenEndpoint: row.tokenEndpoint,
    userinfoEndpoint: row.userinfoEndpoint,
    scope: row.scope,
    subjectPath: row.subjectPath,
    emailPath: row.emailPath,
    namePath: row.namePath,
    updatedAt: row.updatedAt.toISOString(),
  };
}
