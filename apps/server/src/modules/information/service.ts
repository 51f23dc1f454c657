import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import {
  INFORMATION_PAGE_SLUGS,
  type InformationPageSlug,
  informationPageSlug,
} from '@arenabet/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/client.ts';
import { TtlCache } from '../../platform/ttl-cache.ts';
import { informationPages } from './schema.ts';

export type InformationPageRow = typeof informationPages.$inferSelect;

/** Where a language without its own texts looks next. */
const FALLBACK_LANGUAGES = ['en', 'ru'];
const BUNDLED_DIR = fileURLToPath(new URL('./content/', import.meta.url));

/** Pages change rarely; an instance may serve a page another instance changed for this long. */
const PAGES_TTL_MS = 30_000;

export class InformationService {
  private readonly lists: TtlCache<{ language: string; pages: InformationPageRow[] }>;
  private readonly pages: TtlCache<InformationPageRow | null>;

  constructor(
    private readonly db: Database,
    clock: Clock,
  ) {
    this.lists = new TtlCache(PAGES_TTL_MS, clock);
    this.pages = new TtlCache(PAGES_TTL_MS, clock);
  }

  list(language: string): Promise<{ language: string; pages: InformationPageRow[] }> {
    return this.lists.getOrLoad(language, () => this.loadList(language));
  }

  page(slug: InformationPageSlug, language: string): Promise<InformationPageRow | null> {
    return this.pages.getOrLoad(`${slug}:${language}`, () => this.loadPage(slug, language));
  }

  /** Each page in the first language of the chain that has it, so one page never hides the rest. */
  private async loadList(language: string) {
    const chain = languageChain(language);
    const rows = await this.db
      .select()
      .from(informationPages)
      .where(inArray(informationPages.language, chain));
    const rank = (row: InformationPageRow) => chain.indexOf(row.language);
    const bySlug = new Map<string, InformationPageRow>();
    for (const row of [...rows].sort((a, b) => rank(a) - rank(b))) {
      if (!bySlug.has(row.slug)) bySlug.set(row.slug, row);
    }
    const pages = inSiteOrder([...bySlug.values()]);
    const shown = chain.find((lang) => pages.some((page) => page.language === lang)) ?? language;
    return { language: shown, pages };
  }

  private async loadPage(slug: InformationPageSlug, language: string) {
    const chain = languageChain(language);
    const rows = await this.db
      .select()
      .from(informationPages)
      .where(and(eq(informationPages.slug, slug), inArray(informationPages.language, chain)));
    return chain.map((lang) => rows.find((row) => row.language === lang)).find(Boolean) ?? null;
  }

  async write(slug: InformationPageSlug, language: string, title: string, body: string) {
    const [row] = await this.db
      .insert(informationPages)
      .values({ slug, language, title, body })
      .onConflictDoUpdate({
        target: [informationPages.slug, informationPages.language],
        set: { title, body, updatedAt: sql`now()` },
      })
      .returning();
    if (!row) throw new Error('information page was not saved');
    this.clearCaches();
    return row;
  }

  private clearCaches(): void {
    this.lists.clear();
    this.pages.clear();
  }

  /** Adds bundled pages the database lacks; pages an operator wrote are kept. */
  async seedBundled(): Promise<number> {
    let added = 0;
    for (const language of await readdir(BUNDLED_DIR)) {
      for (const file of await readdir(`${BUNDLED_DIR}${language}`)) {
        const slug = informationPageSlug.safeParse(file.replace(/\.md$/, ''));
        if (!slug.success) continue;
        const { title, body } = splitTitle(
          await readFile(`${BUNDLED_DIR}${language}/${file}`, 'utf8'),
        );
        const inserted = await this.db
          .insert(informationPages)
          .values({ slug: slug.data, language, title, body })
          .onConflictDoNothing()
          .returning({ slug: informationPages.slug });
        added += inserted.length;
      }
    }
    this.clearCaches();
    return added;
  }
}

function languageChain(language: string): string[] {
  return [...new Set([language, ...FALLBACK_LANGUAGES])];
}

function inSiteOrder(pages: InformationPageRow[]): InformationPageRow[] {
  const order = (slug: string) => INFORMATION_PAGE_SLUGS.indexOf(slug as InformationPageSlug);
  return [...pages].sort((a, b) => order(a.slug) - order(b.slug));
}

/** A bundled page is Markdown whose first line is `# Title`. */
export function splitTitle(markdown: string): { title: string; body: string } {
  const [first = '', ...rest] = markdown.replace(/\r\n/g, '\n').split('\n');
  return { title: first.replace(/^#\s+/, '').trim(), body: rest.join('\n').trim() };
}
