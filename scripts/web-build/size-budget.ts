/**
 * The web build's size budget (issue 13, "fast on a phone"): the JavaScript the home page needs
 * before it can draw (the entry and every chunk it imports statically, as index.html preloads
 * them) and each chunk loaded later (a route's screen, a dialog's form), counted as brotli
 * bytes, the way the server sends them. Pure: the build hands in its chunks and their sizes.
 */

export interface BudgetChunk {
  fileName: string;
  isEntry: boolean;
  /** Chunks this one imports statically: they load with it. */
  imports: readonly string[];
}

export interface SizeBudget {
  /** The entry and its static imports together, in bytes. */
  initialBytes: number;
  /** Any other chunk on its own, in bytes. */
  chunkBytes: number;
  /**
   * Chunks of data rather than code, matched by file name, with a budget of their own: the
   * seeded dictionaries grow with every screen's words, and are fetched only when the server's
   * copy fails, never on a screen's way to drawing.
   */
  dataChunks?: { match: RegExp; bytes: number };
}

export interface BudgetReport {
  initial: { files: string[]; bytes: number };
  /** Every chunk over the budget, with the budget it passed; empty when all is well. */
  failures: string[];
}

/** The entry's static closure: what the first page load fetches before anything runs. */
export function initialFiles(chunks: readonly BudgetChunk[]): string[] {
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const seen = new Set<string>();
  const visit = (fileName: string) => {
    if (seen.has(fileName)) return;
    seen.add(fileName);
    for (const imported of byName.get(fileName)?.imports ?? []) visit(imported);
  };
  for (const chunk of chunks) if (chunk.isEntry) visit(chunk.fileName);
  return [...seen];
}

export function checkSizeBudget(
  chunks: readonly BudgetChunk[],
  compressedBytes: ReadonlyMap<string, number>,
  budget: SizeBudget,
): BudgetReport {
  const size = (fileName: string) => compressedBytes.get(fileName) ?? 0;
  const files = initialFiles(chunks);
  const bytes = files.reduce((sum, fileName) => sum + size(fileName), 0);
  const failures: string[] = [];
  if (bytes > budget.initialBytes) {
    const parts = [...files]
      .sort((a, b) => size(b) - size(a))
      .map((fileName) => `    ${fileName}  ${kb(size(fileName))}`);
    failures.push(
      `the home page's initial JavaScript is ${kb(bytes)}, over its budget of ${kb(budget.initialBytes)}:\n${parts.join('\n')}`,
    );
  }
  const initial = new Set(files);
  for (const chunk of chunks) {
    const isData = budget.dataChunks?.match.test(chunk.fileName) ?? false;
    const limit = isData && budget.dataChunks ? budget.dataChunks.bytes : budget.chunkBytes;
    if (initial.has(chunk.fileName) || size(chunk.fileName) <= limit) continue;
    const what = isData ? 'a chunk of data' : 'a chunk loaded on demand';
    failures.push(
      `${chunk.fileName} is ${kb(size(chunk.fileName))}, over the budget of ${kb(limit)} for ${what}`,
    );
  }
  return { initial: { files, bytes }, failures };
}

/** The message a failed build prints: what passed its budget and what to do about it. */
export function budgetFailureMessage(report: BudgetReport): string {
  return [
    'Size budget passed (brotli bytes, as the server sends them):',
    ...report.failures.map((failure) => `  - ${failure}`),
    'Load what the first screen does not show with import() (a screen: shared/routes/screen.ts;',
    'a part of the page: React.lazy), or raise the budget in apps/web/vite.config.ts and say why.',
  ].join('\n');
}

export function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}
