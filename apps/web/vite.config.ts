import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
// By path: the configuration is run by Node, which loads no TypeScript from packages.
import { FIRST_SCREEN_MODULES } from '../../packages/domain/src/first-screen-modules.ts';
import { SCREENS_MANIFEST } from '../../packages/domain/src/screens-manifest.ts';
import { firstScreenChunkName } from '../../scripts/web-build/first-screen-chunks.ts';
import { precompressDirectory } from '../../scripts/web-build/precompress.ts';
import { type ScreenBuildChunk, screenFiles } from '../../scripts/web-build/screen-chunks.ts';
import {
  budgetFailureMessage,
  checkSizeBudget,
  kb,
  type SizeBudget,
} from '../../scripts/web-build/size-budget.ts';

const SOURCE_ROOT = fileURLToPath(new URL('./src/', import.meta.url));

/** The API server the dev proxy forwards to; `npm run dev -w @arenabet/server` listens here. */
const apiTarget = process.env.ARENABET_API_URL ?? 'http://localhost:8080';

/**
 * Brotli bytes, as the server sends them: the home page's initial JavaScript within the issue's
 * 170 KB, of which React, its router, TanStack Query and zod/mini take about 106 KB
 * (docs/decisions.md, "Delivery to phones").
 */
/*
 * A chunk loaded on demand: 32 KB; every screen's code is far below it. The seeded dictionaries
 * (raw text, fetched only when the server's copy fails) are data that grows with each screen's
 * words: 48 KB each (the Russian one is 33 KB with issue 16's player protection).
 */
const SIZE_BUDGET: SizeBudget = {
  initialBytes: 170 * 1024,
  chunkBytes: 32 * 1024,
  dataChunks: { match: /^assets\/(ru|en|ar)-[\w-]+\.js$/, bytes: 48 * 1024 },
};

/**
 * After the files are written: a brotli and a gzip copy of each (the server picks one by the
 * request's Accept-Encoding), then the size budget, which fails the build when passed.
 */
function deliveryPlugin(): Plugin {
  let chunks: ScreenBuildChunk[] = [];
  return {
    name: 'arenabet-delivery',
    apply: 'build',
    generateBundle(_options, bundle) {
      const loadedLater = (moduleId: string) =>
        (this.getModuleInfo(moduleId)?.dynamicImporters.length ?? 0) > 0;
      chunks = Object.values(bundle).flatMap((output) =>
        output.type === 'chunk'
          ? [
              {
                fileName: output.fileName,
                isEntry: output.isEntry,
                screenModules: output.moduleIds.filter(loadedLater),
                imports: output.imports,
                css: [...(output.viteMetadata?.importedCss ?? [])],
              },
            ]
          : [],
      );
    },
    async writeBundle(options) {
      const dir = options.dir ?? 'dist';
      // For the server: the files of each screen, named in the head of a page opened at it.
      await mkdir(join(dir, dirname(SCREENS_MANIFEST)), { recursive: true });
      await writeFile(
        join(dir, SCREENS_MANIFEST),
        JSON.stringify(screenFiles(chunks, SOURCE_ROOT)),
      );
      const files = await precompressDirectory(dir);
      const sizes = new Map(files.map((file) => [file.path, file.brotliBytes]));
      const report = checkSizeBudget(chunks, sizes, SIZE_BUDGET);
      if (report.failures.length > 0) this.error(budgetFailureMessage(report));
      this.info(
        `home page's initial JavaScript: ${kb(report.initial.bytes)} brotli in ${report.initial.files.length} files (budget ${kb(SIZE_BUDGET.initialBytes)})`,
      );
    },
  };
}

export default defineConfig({
  plugins: [deliveryPlugin()],
  // JSX goes through Vite's built-in Oxc transform; no React plugin is installed.
  oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The server publishes everything in dist/, so a map file there would hand out the source;
    // 'hidden' only drops the link to it. Nothing uploads maps to an error tracker yet.
    sourcemap: false,
    target: 'es2022',
    rolldownOptions: {
      output: {
        // Libraries change less often than the site: a file of their own stays cached across
        // releases. What the home page needs comes in that file and the app's (no queue of small
        // requests on a slow link); a first screen's own code in one more; everything else is
        // split by route and loaded when a page needs it.
        codeSplitting: {
          groups: [
            { name: 'libraries', test: /node_modules/, tags: ['$initial'], priority: 3 },
            { name: 'app', tags: ['$initial'], priority: 2 },
            {
              name: firstScreenChunkName(FIRST_SCREEN_MODULES, 'main.tsx', SOURCE_ROOT),
              debugName: 'first screens',
              priority: 1,
            },
          ],
        },
      },
      onwarn(warning, warn) {
        // React Query marks its files "use client" for server-component bundlers; a SPA has none.
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        warn(warning);
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/web-api': apiTarget,
      '/translation-api': apiTarget,
      // The live push is a WebSocket under /service-api.
      '/service-api': { target: apiTarget, ws: true },
      '/main-line-feed': apiTarget,
      '/main-live-feed': apiTarget,
    },
  },
});
