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
  /**
   * The chunk's modules that are loaded with `import()`: a screen's module starts a chunk of its
   * own, or sits in a first screen's chunk with the rest of its code (first-screen-chunks.ts).
   */
  screenModules: readonly string[];
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
 * For each module under `sourceRoot` loaded with `import()` (keyed by its path below it): its
 * chunk and the chunks that one imports statically, with their styles, less what the entry
 * loads.
 */
export function screenFiles(
  chunks: readonly ScreenBuildChunk[],
  sourceRoot: string,
): Record<string, ScreenFiles> {
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const initial = new Set(initialFiles(chunks));
  const screens: Record<string, ScreenFiles> = {};
  for (const chunk of chunks) {
    if (initial.has(chunk.fileName) || chunk.screenModules.length === 0) continue;
    const closure = staticClosure(chunk.fileName, byName, initial);
    const files: ScreenFiles = {
      scripts: closure.map((fileName) => `/${fileName}`),
      styles: closure.flatMap((fileName) => byName.get(fileName)?.css ?? []).map((f) => `/${f}`),
    };
    for (const moduleId of chunk.screenModules) {
      const module = relative(sourceRoot, moduleId).replaceAll('\\', '/');
      if (!module.startsWith('..')) screens[module] = files;
    }
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
