import { readdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { DICTIONARY_CACHE_MS } from '@arenabet/domain';
import { eq, sql } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/client.ts';
import { withTransaction } from '../../platform/db/transaction.ts';
import { TtlCache } from '../../platform/ttl-cache.ts';
import { dictionaries, dictionaryEntries } from './schema.ts';

export interface Dictionary {
  language: string;
  version: number;
  entries: Readonly<Record<string, string>>;
  /** The entries as the JSON string the spec's call answers, serialised once per version. */
  json: string;
}

/** The texts of each release, shared with the web app (its fallback when the server fails). */
const BUNDLED_DIR = `${dirname(createRequire(import.meta.url).resolve('@arenabet/reference/dictionaries/ru.json'))}/`;

export class TranslationService {
  private readonly cache: TtlCache<Dictionary | null>;

  constructor(
    private readonly db: Database,
    clock: Clock,
  ) {
    this.cache = new TtlCache(DICTIONARY_CACHE_MS, clock);
  }

  /** The dictionary of a language, or null when the site has none for it. */
  dictionary(language: string): Promise<Dictionary | null> {
    return this.cache.getOrLoad(language, () => this.load(language));
  }

  async languages(): Promise<{ language: string; version: number }[]> {
    return this.db
      .select({ language: dictionaries.language, version: dictionaries.version })
      .from(dictionaries)
      .orderBy(dictionaries.language);
  }

  /** Sets texts of a language (operator), creating the dictionary when absent. */
  async setEntries(language: string, entries: Record<string, string>): Promise<number> {
    const version = await withTransaction(this.db, async (tx) => {
      const [dictionary] = await tx
        .insert(dictionaries)
        .values({ language })
        .onConflictDoUpdate({
          target: dictionaries.language,
          set: { version: sql`${dictionaries.version} + 1`, updatedAt: sql`now()` },
        })
        .returning({ version: dictionaries.version });
      const rows = Object.entries(entries).map(([key, value]) => ({ language, key, value }));
      if (rows.length > 0) {
        await tx
          .insert(dictionaryEntries)
          .values(rows)
          .onConflictDoUpdate({
            target: [dictionaryEntries.language, dictionaryEntries.key],
            set: { value: sql`excluded.value` },
          });
      }
      return dictionary?.version ?? 1;
    });
    this.cache.clear();
    return version;
  }

  /**
   * Adds the keys of the dictionaries bundled with this release that the database lacks. Texts an
   * operator has changed are kept; the version moves only when something was added.
   */
  async seedBundled(): Promise<string[]> {
    const files = (await readdir(BUNDLED_DIR)).filter((file) => file.endsWith('.json'));
    const seeded: string[] = [];
    for (const file of files.sort()) {
      const language = file.replace(/\.json$/, '');
      const bundled = JSON.parse(await readFile(`${BUNDLED_DIR}${file}`, 'utf8')) as Record<
        string,
        string
      >;
      const existing = await this.db
        .select({ key: dictionaryEntries.key })
        .from(dictionaryEntries)
        .where(eq(dictionaryEntries.language, language));
      const known = new Set(existing.map((row) => row.key));
      const missing = Object.fromEntries(
        Object.entries(bundled).filter(([key]) => !known.has(key)),
      );
      if (Object.keys(missing).length > 0) {
        await this.setEntries(language, missing);
        seeded.push(language);
      }
    }
    return seeded;
  }

  /** One statement, so the version and the texts come from the same snapshot. */
  private async load(language: string): Promise<Dictionary | null> {
    const rows = await this.db
      .select({
        version: dictionaries.version,
        key: dictionaryEntries.key,
        value: dictionaryEntries.value,
      })
      .from(dictionaries)
      .leftJoin(dictionaryEntries, eq(dictionaryEntries.language, dictionaries.language))
      .where(eq(dictionaries.language, language))
      .orderBy(dictionaryEntries.key);
    const [first] = rows;
    if (!first) return null;
    const entries = Object.fromEntries(
      rows.flatMap((row) => (row.key === null || row.value === null ? [] : [[row.key, row.value]])),
    );
    return { language, version: first.version, entries, json: JSON.stringify(entries) };
  }
}
