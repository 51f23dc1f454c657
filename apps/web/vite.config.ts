import { defineConfig } from 'vite';

/** The API server the dev proxy forwards to; `npm run dev -w @arenabet/server` listens here. */
const apiTarget = process.env.ARENABET_API_URL ?? 'http://localhost:8080';

export default defineConfig({
  // JSX goes through Vite's built-in Oxc transform; no React plugin is installed.
  oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true, target: 'es2022' },
  server: {
    port: 5173,
    proxy: {
      '/web-api': apiTarget,
      '/translation-api': apiTarget,
      '/service-api': apiTarget,
    },
  },
});
