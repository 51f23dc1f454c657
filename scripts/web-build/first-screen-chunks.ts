import { basename, extname, join } from 'node:path';

/**
 * A first screen's code in as few files as its sharing allows (docs/decisions.md, "Delivery to
 * phones"). Split by module, a screen came in five to seven small files; over HTTP/1.1 a browser
 * opens six connections to a host, so on a slow link each file past the sixth waits a round trip
 * behind the page's scripts, its dictionary and its first feed call. Each module the first
 * screens reach by static imports goes into one chunk named for the screens that reach it, so a
 * screen loads one file of its own (and one it shares with the other first screens).
 * Pure: the bundler hands in its module graph.
 */

/** What the bundler tells of a module while it chunks (rolldown's `getModuleInfo`). */
export interface ModuleGraph {
  getModuleInfo(moduleId: string): { importedIds: readonly string[] } | null;
}

/**
 * A `codeSplitting` group's `name`: for a module that one or more first screens' modules
 * (`screens`: each screen's modules, paths below `sourceRoot`) reach by static imports and the
 * app's entry (`entry`) does not, the name of their chunk; otherwise nothing, and the bundler
 * splits the module as before. The entry's reach is left alone: through a package's index a
 * screen reaches every module of the package, used or not, and those the entry does not use are
 * shared with screens other than the first ones.
 */
export function firstScreenChunkName(
  screens: readonly (readonly string[])[],
  entry: string,
  sourceRoot: string,
): (moduleId: string, graph: ModuleGraph) => string | null {
  let reachedBy: Map<string, string[]> | undefined;
  return (moduleId, graph) => {
    reachedBy ??= screensReaching(screens, join(sourceRoot, entry), sourceRoot, graph);
    const names = reachedBy.get(moduleId);
    return names ? `screen-${names.join('-and-')}` : null;
  };
}

/** For each module a first screen reaches by static imports past the entry's, those screens. */
function screensReaching(
  screens: readonly (readonly string[])[],
  entry: string,
  sourceRoot: string,
  graph: ModuleGraph,
): Map<string, string[]> {
  const entryReach = staticClosure([entry], new Set(), graph);
  const reachedBy = new Map<string, string[]>();
  for (const modules of screens) {
    const name = screenName(modules);
    const starts = modules.map((module) => join(sourceRoot, module));
    for (const moduleId of staticClosure(starts, entryReach, graph)) {
      reachedBy.set(moduleId, [...(reachedBy.get(moduleId) ?? []), name]);
    }
  }
  return reachedBy;
}

/** A screen is named for its first module: `feed-overview-page`. */
function screenName(modules: readonly string[]): string {
  const first = modules[0];
  if (!first) throw new Error('a first screen names no module');
  return basename(first, extname(first));
}

/** The modules `starts` reach by static imports, not entering those in `outside`. */
function staticClosure(
  starts: readonly string[],
  outside: ReadonlySet<string>,
  graph: ModuleGraph,
): Set<string> {
  const seen = new Set<string>();
  const pending = [...starts];
  for (let moduleId = pending.pop(); moduleId !== undefined; moduleId = pending.pop()) {
    if (seen.has(moduleId) || outside.has(moduleId)) continue;
    const info = graph.getModuleInfo(moduleId);
    if (!info) continue;
    seen.add(moduleId);
    pending.push(...info.importedIds);
  }
  return seen;
}
