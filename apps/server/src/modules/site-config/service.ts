import type { SiteConfigSections } from '@arenabet/contracts/site-config';
import { CONFIG_ABSENT_MESSAGE, readSiteSettings } from '@arenabet/domain';
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/client.ts';
import { type Transaction, withTransaction } from '../../platform/db/transaction.ts';
import { AppError } from '../../platform/http/errors.ts';
import { TtlCache } from '../../platform/ttl-cache.ts';
import { mergeLayers } from './merge.ts';
import { siteConfigAudit, siteConfigs } from './schema.ts';
import { assertUsableConfig } from './usable-config.ts';

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

  /**
   * Merges the given sections into the row of the scope, creating it when absent. The result
   * must still be a configuration the site can run on, or nothing is written.
   */
  async update(scope: SiteConfigScope, sections: Sections, operatorId: number | null) {
    const row = await withTransaction(this.db, async (tx) => {
      // Creating the row first makes two first writes of one scope queue on its lock.
      const created = await tx
        .insert(siteConfigs)
        .values({ ...scope, sections: {} })
        .onConflictDoNothing()
        .returning({ id: siteConfigs.id });
      const [current] = await tx.select().from(siteConfigs).where(scopeIs(scope)).for('update');
      if (!current) throw new Error('site configuration row is missing after insert');
      const next = mergeLayers<Sections>(current.sections, sections);
      assertUsableConfig(await this.withBrandWide(tx, scope, next));
      const [saved] = await tx
        .update(siteConfigs)
        .set({
          sections: next,
          version: sql`nextval('site_config_version_seq')`,
          updatedAt: sql`now()`,
        })
        .where(eq(siteConfigs.id, current.id))
        .returning();
      if (!saved) throw new Error('site configuration row was not saved');
      await tx.insert(siteConfigAudit).values({
        configId: saved.id,
        operatorId,
        sectionsBefore: created.length > 0 ? null : current.sections,
        sectionsAfter: next,
      });
      return saved;
    });
    this.cache.clear();
    return row;
  }

  /** What an override means in effect: the brand-wide row with the override on top. */
  private async withBrandWide(tx: Transaction, scope: SiteConfigScope, sections: Sections) {
    if (scope.countryId === null && scope.language === null) return sections;
    const brandWide = { brandId: scope.brandId, countryId: null, language: null };
    const [base] = await tx.select().from(siteConfigs).where(scopeIs(brandWide));
    if (!base) throw new AppError(409, CONFIG_ABSENT_MESSAGE);
    return mergeLayers<Sections>(base.sections, sections);
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

  /** The default language of the brand-wide row; null when the brand has no configuration. */
  private async defaultLanguage(brandId: number): Promise<string | null> {
    const [base] = await this.db
      .select({ sections: siteConfigs.sections })
      .from(siteConfigs)
      .where(
        and(
          eq(siteConfigs.brandId, brandId),
          isNull(siteConfigs.countryId),
          isNull(siteConfigs.language),
        ),
      );
    return base ? readSiteSettings(base.sections as SiteConfigSections).languages.default : null;
  }

  private async load(brandId: number, countryId: number | null, requested: string | null) {
    // Without a language, the brand's default language decides which overrides apply.
    const language = requested ?? (await this.defaultLanguage(brandId));
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
            : or(isNull(siteConfigs.language), eq(siteConfigs.language, language)),
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
