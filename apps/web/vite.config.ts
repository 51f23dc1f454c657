import { defineConfig, type Plugin } from 'vite';
import { precompressDirectory } from '../../scripts/web-build/precompress.ts';
import {
  type BudgetChunk,
  budgetFailureMessage,
  checkSizeBudget,
  kb,
  type SizeBudget,
} from '../../scripts/web-build/size-budget.ts';

/** The API server the dev proxy forwards to; `npm run dev -w @arenabet/server` listens here. */
const apiTarget = process.env.ARENABET_API_URL ?? 'http://localhost:8080';

/**
 * Brotli bytes, as the server sends them. The aim for the home page is 170 KB; React,
 * its router, zod, i18next and TanStack Query alone take about 133 KB of it
 * (docs/decisions.md, "Delivery to phones").
 */
const SIZE_BUDGET: SizeBudget = { initialBytes: 205 * 1024, chunkBytes: 30 * 1024 };

/**
 * After the files are written: a brotli and a gzip copy of each (the server picks one by the
 * request's Accept-Encoding), then the size budget, which fails the build when passed.
 */
function deliveryPlugin(): Plugin {
  let chunks: BudgetChunk[] = [];
  return {
    name: 'arenabet-delivery',
    apply: 'build',
    generateBundle(_options, bundle) {
      chunks = Object.values(bundle).flatMap((output) =>
        output.type === 'chunk'
          ? [{ fileName: output.fileName, isEntry: output.isEntry, imports: output.imports }]
          : [],
      );
    },
    async writeBundle(options) {
      const files = await precompressDirectory(options.dir ?? 'dist');
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
        // Libraries change less often than the site: separate files stay cached across releases.
        // What the first screen needs comes in three files (no queue of small requests on a slow
        // link); everything else is split by route and loaded when a page needs it.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
              priority: 3,
            },
            { name: 'vendor', test: /node_modules/, tags: ['$initial'], priority: 2 },
            { name: 'app', tags: ['$initial'], priority: 1 },
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
