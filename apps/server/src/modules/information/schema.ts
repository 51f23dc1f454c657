import type { InformationPageSlug } from '@arenabet/contracts';
import { pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** Rules, privacy policy, cookies...: texts the operator keeps per language. */
export const informationPages = pgTable(
  'information_pages',
  {
    slug: text('slug').$type<InformationPageSlug>().notNull(),
    language: text('language').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.slug, table.language] })],
);
