import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** A language's dictionary; its version grows with every change so clients can cache by it. */
export const dictionaries = pgTable('dictionaries', {
  language: text('language').primaryKey(),
  version: integer('version').notNull().default(1),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const dictionaryEntries = pgTable(
  'dictionary_entries',
  {
    language: text('language')
      .notNull()
      .references(() => dictionaries.language),
    key: text('key').notNull(),
    value: text('value').notNull(),
  },
  (table) => [primaryKey({ columns: [table.language, table.key] })],
);
