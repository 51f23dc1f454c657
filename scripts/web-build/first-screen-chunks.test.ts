import { describe, expect, it } from 'vitest';
import { firstScreenChunkName, type ModuleGraph } from './first-screen-chunks.ts';

const ROOT = '/repo/apps/web/src';

/** Each module and what it imports statically; `import()` is not an edge. */
const IMPORTS: Record<string, string[]> = {
  'main.tsx': ['app.tsx', 'contracts/index.ts'],
  'app.tsx': ['shared/button.tsx'],
  'contracts/index.ts': ['contracts/feed.ts', 'contracts/payments.ts'],
  'contracts/feed.ts': [],
  'contracts/payments.ts': [],
  'shared/button.tsx': [],
  'line/overview-page.tsx': ['line/chips.tsx', 'feed/rows.tsx', 'contracts/index.ts'],
  'line/chips.tsx': ['shared/button.tsx'],
  'feed/windowed-list.tsx': ['/repo/node_modules/virtual/index.js'],
  '/repo/node_modules/virtual/index.js': [],
  'feed/rows.tsx': ['feed/odds.tsx'],
  'feed/odds.tsx': [],
  'game/game-page.tsx': ['feed/odds.tsx', 'game/board.tsx'],
  'game/board.tsx': [],
  'office/office-page.tsx': ['feed/odds.tsx'],
};

const id = (module: string) => (module.startsWith('/') ? module : `${ROOT}/${module}`);

const graph: ModuleGraph = {
  getModuleInfo(moduleId) {
    const module = moduleId.startsWith(`${ROOT}/`) ? moduleId.slice(ROOT.length + 1) : moduleId;
    const imports = IMPORTS[module];
    return imports ? { importedIds: imports.map(id) } : null;
  },
};

const SCREENS = [['line/overview-page.tsx', 'feed/windowed-list.tsx'], ['game/game-page.tsx']];

describe("the first screens' chunks", () => {
  const nameOf = (module: string) =>
    firstScreenChunkName(SCREENS, 'main.tsx', ROOT)(id(module), graph);

  it("put a screen's own code, its lazily loaded parts and their libraries in one chunk", () => {
    for (const module of [
      'line/overview-page.tsx',
      'line/chips.tsx',
      'feed/rows.tsx',
      'feed/windowed-list.tsx',
      '/repo/node_modules/virtual/index.js',
    ]) {
      expect(nameOf(module)).toBe('screen-overview-page');
    }
    expect(nameOf('game/board.tsx')).toBe('screen-game-page');
  });

  it('give what two first screens share a chunk of its own', () => {
    expect(nameOf('feed/odds.tsx')).toBe('screen-overview-page-and-game-page');
  });

  it("leave the entry's reach, and what only other screens use, to the bundler", () => {
    // Reached through the entry's package index, though only a later screen may use it.
    expect(nameOf('contracts/payments.ts')).toBeNull();
    expect(nameOf('shared/button.tsx')).toBeNull();
    expect(nameOf('office/office-page.tsx')).toBeNull();
  });
});
