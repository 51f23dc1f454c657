import { defineConfig } from 'vitest/config';

/* Every run picks its own wall-clock instant, zone and locale (printed at start); see run-clock.ts. */
const runClock = new URL('./packages/domain/src/testing/run-clock.ts', import.meta.url).pathname;
const shiftWallClock = new URL('./packages/domain/src/testing/shift-wall-clock.ts', import.meta.url)
  .pathname;
const setupFiles = [shiftWallClock];
const SIMULATOR_TESTS = [
  'src/modules/feed-simulator/**/*.test.ts',
  'src/modules/statistics/season-tables.test.ts',
];

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
          name: 'studio',
          root: 'packages/studio',
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
        // The simulated world's tests build whole worlds with no database: each file in a fresh
        // module cache, so a worker does not keep every file's worlds to the end of the run.
        test: {
          name: 'simulator',
          root: 'apps/server',
          include: SIMULATOR_TESTS,
          setupFiles,
          testTimeout: 30_000,
          // A whole world takes 2-4 s to build, several times that on a machine shared by a run.
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['src/**/*.test.ts'],
          exclude: SIMULATOR_TESTS,
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
