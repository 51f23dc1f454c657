import { defineConfig } from 'vite';

/** The API server the dev proxy forwards to; `npm run dev -w @arenabet/server` listens here. */
const apiTarget = process.env.ARENABET_API_URL ?? 'http://localhost:8080';

export default defineConfig({
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
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
            },
            { name: 'vendor', test: /node_modules/ },
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
