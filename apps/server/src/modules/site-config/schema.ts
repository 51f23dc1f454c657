import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';

/** One counter for every change, so the highest version of merged rows names the whole merge. */
export const siteConfigVersionSeq = pgSequence('site_config_version_seq');

/**
 * Configuration rows of a brand: the brand-wide row (no country, no language) and overrides for
 * a country, a language, or both. Sections are the spec's configuration sections.
 */
export const siteConfigs = pgTable(
  'site_configs',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id').notNull(),
    countryId: integer('country_id'),
    language: text('language'),
    sections: jsonb('sections').$type<Record<string, Record<string, unknown>>>().notNull(),
    version: bigint('version', { mode: 'number' })
      .notNull()
      .default(sql`nextval('site_config_version_seq')`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('site_configs_scope_unique')
      .on(table.brandId, table.countryId, table.language)
      .nullsNotDistinct(),
  ],
);

/** Who changed what, when: an operator's change of the site is never anonymous. */
export const siteConfigAudit = pgTable(
  'site_config_audit',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    configId: integer('config_id')
      .notNull()
      .references(() => siteConfigs.id),
    operatorId: integer('operator_id'),
    sectionsBefore: jsonb('sections_before'),
    sectionsAfter: jsonb('sections_after').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('site_config_audit_config_idx').on(table.configId)],
);
