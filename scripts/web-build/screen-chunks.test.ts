import { describe, expect, it } from 'vitest';
import { type ScreenBuildChunk, screenFiles } from './screen-chunks.ts';

const chunk = (fileName: string, rest: Partial<ScreenBuildChunk> = {}): ScreenBuildChunk => ({
  fileName,
  isEntry: false,
  facadeModuleId: null,
  isDynamicEntry: false,
  imports: [],
  css: [],
  ...rest,
});

const chunks = [
  chunk('assets/index.js', { isEntry: true, imports: ['assets/react.js'] }),
  chunk('assets/react.js'),
  chunk('assets/live-page.js', {
    isDynamicEntry: true,
    facadeModuleId: '/repo/apps/web/src/features/line/live-page.tsx',
    imports: ['assets/index.js', 'assets/list.js', 'assets/react.js'],
    css: ['assets/live.css'],
  }),
  chunk('assets/list.js', { imports: ['assets/react.js'], css: ['assets/list.css'] }),
  // A library's own lazy part, outside the site's source.
  chunk('assets/lib-part.js', { isDynamicEntry: true, facadeModuleId: '/repo/node_modules/x.js' }),
];

describe("the screens' files", () => {
  it("are a screen's chunk and its static imports with their styles, less the entry's", () => {
    expect(screenFiles(chunks, '/repo/apps/web/src')).toEqual({
      'features/line/live-page.tsx': {
        scripts: ['/assets/live-page.js', '/assets/list.js'],
        styles: ['/assets/live.css', '/assets/list.css'],
      },
    });
  });
});
