import { describe, expect, it } from 'vitest';
import { type ScreenBuildChunk, screenFiles } from './screen-chunks.ts';

const chunk = (fileName: string, rest: Partial<ScreenBuildChunk> = {}): ScreenBuildChunk => ({
  fileName,
  isEntry: false,
  screenModules: [],
  imports: [],
  css: [],
  ...rest,
});

const chunks = [
  chunk('assets/index.js', { isEntry: true, imports: ['assets/react.js'] }),
  chunk('assets/react.js'),
  chunk('assets/live-page.js', {
    screenModules: ['/repo/apps/web/src/features/line/live-page.tsx'],
    imports: ['assets/index.js', 'assets/list.js', 'assets/react.js'],
    css: ['assets/live.css'],
  }),
  chunk('assets/list.js', { imports: ['assets/react.js'], css: ['assets/list.css'] }),
  // A library's own lazy part, outside the site's source.
  chunk('assets/lib-part.js', { screenModules: ['/repo/node_modules/x.js'] }),
  // A first screen's chunk: two screens' modules with the code only they use.
  chunk('assets/screen-game.js', {
    screenModules: [
      '/repo/apps/web/src/features/game/game-page.tsx',
      '/repo/apps/web/src/features/game/builder.tsx',
    ],
    imports: ['assets/index.js', 'assets/list.js'],
    css: ['assets/game.css'],
  }),
];

describe("the screens' files", () => {
  it("are a screen's chunk and its static imports with their styles, less the entry's", () => {
    expect(screenFiles(chunks, '/repo/apps/web/src')).toEqual({
      'features/line/live-page.tsx': {
        scripts: ['/assets/live-page.js', '/assets/list.js'],
        styles: ['/assets/live.css', '/assets/list.css'],
      },
      'features/game/game-page.tsx': {
        scripts: ['/assets/screen-game.js', '/assets/list.js'],
        styles: ['/assets/game.css', '/assets/list.css'],
      },
      'features/game/builder.tsx': {
        scripts: ['/assets/screen-game.js', '/assets/list.js'],
        styles: ['/assets/game.css', '/assets/list.css'],
      },
    });
  });
});
