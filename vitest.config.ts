import { defineConfig } from 'vitest/config';

/* Every run picks its own wall-clock instant, zone and locale (printed at start); see run-clock.ts. */
const runClock = new URL('./packages/domain/src/testing/run-clock.ts', import.meta.url).pathname;
const shiftWallClock = new URL('./packages/domain/src/testing/shift-wall-clock.ts', import.meta.url)
  .pathname;
const setupFiles = [shiftWallClock];

export default defineConfig({
  test: {
    globalSetup: [runClock],
    projects: [
      { test: { name: 'scripts', root: 'scripts', include: ['**/*.test.ts'], setupFiles } },
      {
        test: {
          name: 'contracts',
          root: 'packages/contracts',
          include: ['src/**/*.test.ts'],
          setupFiles,
        },
      },
      {
        test: {
          name: 'domain',
          root: 'packages/domain',
          include: ['src/**/*.test.ts'],
          setupFiles,
        },
      },
      {
        test: {
          name: 'reference',
          root: 'packages/reference',
          include: ['src/**/*.test.ts'],
          setupFiles,
        },
      },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['src/**/*.test.ts'],
          setupFiles,
          // One module cache per worker: the embedded database's WebAssembly compiles once, not per file.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'web',
          root: 'apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles,
          // Some tests talk to real local servers (HTTP, WebSocket) while the suite loads the machine.
          testTimeout: 20_000,
        },
      },
    ],
  },
});
