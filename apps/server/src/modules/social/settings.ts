import type { SocialProviderSettings } from '@arenabet/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { ModuleDeps } from '../../module-deps.ts';
import { badRequest } from '../../platform/http/errors.ts';
import { socialProviders } from './schema.ts';

type ProviderRow = typeof socialProviders.$inferSelect;
type ConfigurableProvider = SocialProviderSettings['provider'];

export interface ProviderSettingsInput {
  issuer: string;
  client_id: string;
  client_secret?: string | undefined;
  enabled: boolean;
}

/** The brand's OpenID clients at the providers; the secret leaves only towards the provider. */
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

  async set(provider: ConfigurableProvider, input: ProviderSettingsInput): Promise<ProviderRow> {
    const clientSecret = input.client_secret ?? (await this.find(provider))?.clientSecret;
    // The first configuration of a provider has no stored secret to keep.
    if (!clientSecret) throw badRequest('validation_failed', { client_secret: ['required'] });
    const values = {
      issuer: input.issuer,
      clientId: input.client_id,
      clientSecret,
      enabled: input.enabled,
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
    updatedAt: row.updatedAt.toISOString(),
  };
}
