import type { SiteConfigSections } from '@arenabet/contracts/site-config';
import { readSiteSettings } from '@arenabet/domain';
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/client.ts';
import { withTransaction } from '../../platform/db/transaction.ts';
import { TtlCache } from '../../platform/ttl-cache.ts';
import { mergeLayers } from './merge.ts';
import { siteConfigAudit, siteConfigs } from './schema.ts';

export interface ResolvedSiteConfig {
  brandId: number;
  countryId: number | null;
  language: string;
  version: number;
  sections: SiteConfigSections;
}

export interface SiteConfigScope {
  brandId: number;
  countryId: number | null;
  language: string | null;
}

export type SiteConfigRow = typeof siteConfigs.$inferSelect;
type Sections = Record<string, Record<string, unknown>>;

/** How long an instance may serve a configuration another instance has changed. */
const RESOLVED_TTL_MS = 5_000;

export class SiteConfigService {
  private readonly cache: TtlCache<ResolvedSiteConfig | null>;

  constructor(
    private readonly db: Database,
    clock: Clock,
  ) {
    this.cache = new TtlCache(RESOLVED_TTL_MS, clock);
  }

  /** The brand's configuration for a country and language; null when the brand has none. */
  resolve(brandId: number, countryId: number | null, language: string | null) {
    const key = `${brandId}:${countryId ?? ''}:${language ?? ''}`;
    return this.cache.getOrLoad(key, () => this.load(brandId, countryId, language));
  }

  async listRows(brandId: number): Promise<SiteConfigRow[]> {
    return this.db
      .select()
      .from(siteConfigs)
      .where(eq(siteConfigs.brandId, brandId))
      .orderBy(siteConfigs.id);
  }

  /** Merges the given sections into the row of the scope, creating it when absent. */
  async update(scope: SiteConfigScope, sections: Sections, operatorId: number | null) {
    const row = await withTransaction(this.db, async (tx) => {
      const [current] = await tx.select().from(siteConfigs).where(scopeIs(scope)).for('update');
      const next = mergeLayers<Sections>(current?.sections ?? {}, sections);
      const [saved] = current
        ? await tx
            .update(siteConfigs)
            .set({
              sections: next,
              version: sql`nextval('site_config_version_seq')`,
              updatedAt: sql`now()`,
            })
            .where(eq(siteConfigs.id, current.id))
            .returning()
        : await tx
            .insert(siteConfigs)
            .values({ ...scope, sections: next })
            .returning();
      if (!saved) throw new Error('site configuration row was not saved');
      await tx.insert(siteConfigAudit).values({
        configId: saved.id,
        operatorId,
        sectionsBefore: current?.sections ?? null,
        sectionsAfter: next,
      });
      return saved;
    });
    this.cache.clear();
    return row;
  }

  /** Seeds a brand-wide row on an empty site; an operator's later changes are kept. */
  async seedBrand(brandId: number, sections: SiteConfigSections): Promise<boolean> {
    const inserted = await this.db
      .insert(siteConfigs)
      .values({ brandId, countryId: null, language: null, sections: sections as Sections })
      .onConflictDoNothing()
      .returning({ id: siteConfigs.id });
    this.cache.clear();
    return inserted.length > 0;
  }

  private async load(brandId: number, countryId: number | null, language: string | null) {
    const rows = await this.db
      .select()
      .from(siteConfigs)
      .where(
        and(
          eq(siteConfigs.brandId, brandId),
          countryId === null
            ? isNull(siteConfigs.countryId)
            : or(isNull(siteConfigs.countryId), eq(siteConfigs.countryId, countryId)),
          language === null
            ? isNull(siteConfigs.language)
            : or(isNull(siteConfigs.language), inArray(siteConfigs.language, [language])),
        ),
      );
    const base = rows.find((row) => row.countryId === null && row.language === null);
    if (!base) return null;
    const layers = [...rows]
      .sort((a, b) => specificity(a) - specificity(b))
      .map((row) => row.sections);
    const sections = mergeLayers<Sections>({}, ...layers) as SiteConfigSections;
    return {
      brandId,
      countryId,
      language: language ?? readSiteSettings(sections).languages.default,
      version: Math.max(...rows.map((row) => row.version)),
      sections,
    };
  }
}

/** Brand-wide < country < language < country and language: the more specific wins. */
function specificity(row: SiteConfigRow): number {
  return (row.countryId === null ? 0 : 1) + (row.language === null ? 0 : 2);
}

function scopeIs(scope: SiteConfigScope) {
  return and(
    eq(siteConfigs.brandId, scope.brandId),
    scope.countryId === null
      ? isNull(siteConfigs.countryId)
      : eq(siteConfigs.countryId, scope.countryId),
    scope.language === null
      ? isNull(siteConfigs.language)
      : eq(siteConfigs.language, scope.language),
  );
}
