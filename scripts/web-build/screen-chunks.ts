import { relative } from 'node:path';
import { initialFiles } from './size-budget.ts';

/**
 * What the build tells the server about each screen (`@arenabet/domain/first-screens`): the
 * files a page loaded with `import()` needs beyond the entry's, so a page opened at that screen
 * can name them in its head. Pure: the build hands in its chunks.
 */

export interface ScreenBuildChunk {
  fileName: string;
  isEntry: boolean;
  /** The source module a dynamically imported chunk starts from. */
  facadeModuleId: string | null;
  isDynamicEntry: boolean;
  imports: readonly string[];
  /** The style sheets the chunk brings with it. */
  css: readonly string[];
}

export interface ScreenFiles {
  /** Scripts, the module's own chunk first, as absolute paths on the site. */
  scripts: string[];
  styles: string[];
}

/**
 * For each dynamically imported module under `sourceRoot` (keyed by its path below it): its
 * chunk and the chunks it imports statically, with their styles, less what the entry loads.
 */
export function screenFiles(
  chunks: readonly ScreenBuildChunk[],
  sourceRoot: string,
): Record<string, ScreenFiles> {
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const initial = new Set(initialFiles(chunks));
  const screens: Record<string, ScreenFiles> = {};
  for (const chunk of chunks) {
    if (!chunk.isDynamicEntry || !chunk.facadeModuleId) continue;
    const module = relative(sourceRoot, chunk.facadeModuleId).replaceAll('\\', '/');
    if (module.startsWith('..')) continue;
    const closure = staticClosure(chunk.fileName, byName, initial);
    screens[module] = {
      scripts: closure.map((fileName) => `/${fileName}`),
      styles: closure.flatMap((fileName) => byName.get(fileName)?.css ?? []).map((f) => `/${f}`),
    };
  }
  return screens;
}

function staticClosure(
  start: string,
  byName: ReadonlyMap<string, ScreenBuildChunk>,
  loaded: ReadonlySet<string>,
): string[] {
  const seen: string[] = [];
  const visit = (fileName: string) => {
    if (loaded.has(fileName) || seen.includes(fileName)) return;
    seen.push(fileName);
    for (const imported of byName.get(fileName)?.imports ?? []) visit(imported);
  };
  visit(start);
  return seen;
}
