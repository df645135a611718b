import { defineConfig } from '@playwright/test';

/** Browser tests: Debian's chromium against a production build on a fresh database. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4390);

export const E2E_ORIGIN = `http://localhost:${E2E_PORT}`;
/** Another tenant of the same server, picked by host name. */
export const tenantOrigin = (tenantId: string) => `http://${tenantId}.localhost:${E2E_PORT}`;

export default defineConfig({
  testDir: 'tests/e2e',
  // One results folder per port, so runs side by side do not clear each other's.
  outputDir: `test-results/${E2E_PORT}`,
  fullyParallel: true,
  // A test.only left in fails CI instead of skipping the rest (playwright.s3.config.ts inherits this).
  forbidOnly: !!process.env.CI,
  workers: 2,
  reporter: [['list']],
  timeout: 30_000,
  use: {
    baseURL: E2E_ORIGIN,
    // A trace is kept where someone can open it: on a developer's machine. CI keeps no files, and
    // recording one for every test costs a fifth of the suite's time.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic'],
    },
  },
  webServer: {
    command: `rm -rf .data/e2e-${E2E_PORT} && node scripts/start.mjs`,
    // Ready, not just alive: the demo data seeded and every catalog image hashed for image search.
    url: `${E2E_ORIGIN}/api/health/ready`,
    // DEMO=1: the tests read sign-up codes from the demo mailbox and log in as the demo shopper.
    // Load shedding has its own tests (tests/security/overload.test.ts); here a slow machine
    // must not turn a shopper's page into a 503. The demo worker steps every 1.5 s, so a paid
    // order reaches ARRIVED within a test: a spec never counts on a paid order standing still.
    env: {
      PORT: String(E2E_PORT), HOST: '127.0.0.1', DATA_DIR: `.data/e2e-${E2E_PORT}`, DEMO: '1', MAX_IN_FLIGHT: '64', MAX_QUEUE_WAIT_MS: '10000',
      DEMO_STEP_MS: '1500',
    },
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'pipe',
  },
});
