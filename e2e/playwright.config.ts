import { defineConfig } from '@playwright/test';

/*
 * Drives the built site (npm run build) served by the real server, on a fresh in-memory
 * database each run; with DATABASE_URL set, the server uses that PostgreSQL instead.
 * The browser is Debian's Chromium: no browser is downloaded.
 */
import { E2E_OPERATOR_PASSWORD } from './support/operator.ts';

const port = Number(process.env.E2E_PORT ?? 8199);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: './specs',
  outputDir: './test-results',
  // Specs that load several pages (screenshots in two languages) need more than 20 s on a busy
  // two-core machine running the server, the database and two browsers at once. The same
  // machine kind has been seen running the unit suite in 218 s one day and 404 s another: the
  // limits are set for the slow day.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI
    ? [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]]
    : 'list',
  use: {
    baseURL,
    browserName: 'chromium',
    viewport: { width: 1280, height: 800 },
    locale: 'ru-RU',
    colorScheme: 'dark',
    // Endless decorative motion (live pulses, shimmering placeholders) keeps Chromium's software
    // compositor drawing sixty frames a second in every open page: with it the suite took twice
    // the CPU. The site honours the setting, and no spec checks motion.
    reducedMotion: 'reduce',
    // A trace records a snapshot of the page at every action: about 30 % of the suite's CPU
    // (screenshots, auth and security specs: 225 s against 163 s of CPU). CI keeps only its log,
    // where no trace can be opened, so it runs with E2E_TRACE=off.
    trace: process.env.E2E_TRACE === 'off' ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    // A page whose load never ends fails as that, named, instead of using up a long walk's time.
    navigationTimeout: 60_000,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: 'node --import tsx ../apps/server/src/main.ts',
    // Ready once the feed answers: the simulator's world loads at start (seconds on PGlite, which
    // shares the server's thread), and no spec should run against a server still loading it.
    url: `${baseURL}/service-api/LineFeed/GetSportsShortZip`,
    reuseExistingServer: false,
    // The build and first start share the machine with other work: a minute is sometimes short.
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: 'memory://',
      LOG_LEVEL: 'warn',
      // Specs read codes the site sends from the back-office outbox.
      // Each test browses from an address of its own (support/test.ts), sent by the loopback
      // as a proxy would; one spec's failed sign-ins then never lock another's address.
      TRUST_PROXY: '127.0.0.1',
      OPERATOR_LOGIN: 'admin',
      SOCIAL_DEV_PROVIDER: 'true',
      OPERATOR_PASSWORD: E2E_OPERATOR_PASSWORD,
      // Live games run ten times faster, so a spec sees odds and scores move within seconds.
      FEED_SIMULATOR_SPEED: '10',
      FEED_TICK_MS: '250',
      ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
    },
  },
});
