import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/**
 * Browser tests on a production start (NODE_ENV=production): no demo robot, no demo mailbox, no
 * demo accounts. Mail goes over SMTP to a local sink the tests read (tests/e2e-production/support/
 * mail-sink.mjs), and the desk's first owner is made the way an agent makes theirs, with
 * `npm run desk:owner` before the first start; the `owner` project accepts that link once.
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4392);
export const E2E_ORIGIN = `http://localhost:${E2E_PORT}`;
const MAIL_SINK_PORT = E2E_PORT + 1000;
const DATA_DIR = `.data/e2e-production-${E2E_PORT}`;
export const MAIL_SINK_DIR = `${DATA_DIR}-mail`;
/** Where the server's start leaves the first owner's one-time set-up link. */
export const OWNER_LINK_FILE = `${DATA_DIR}-owner-link.txt`;
export const OWNER = { email: 'agent-owner@example.com', name: 'Agent Owner', password: 'Owner-pass-2026' };

const PRODUCTION_ENV = {
  NODE_ENV: 'production',
  SESSION_SECRET: 'e2e-production-session-secret-0123456789',
  UPLOAD_SIGNING_SECRET: 'e2e-production-upload-secret-0123456789',
  PAYMENT_NOTIFY_SECRET: 'e2e-production-payment-secret-0123456789',
  SMTP_URL: `smtp://127.0.0.1:${MAIL_SINK_PORT}`,
  PORT: String(E2E_PORT), HOST: '127.0.0.1', DATA_DIR, MAX_IN_FLIGHT: '64', MAX_QUEUE_WAIT_MS: '10000',
};

export default defineConfig({
  ...base,
  testDir: 'tests/e2e-production',
  outputDir: `test-results/production-${E2E_PORT}`,
  // One story per spec, in order: the shop's staff and shoppers act on the same orders.
  fullyParallel: false,
  use: { ...base.use, baseURL: E2E_ORIGIN },
  projects: [
    { name: 'owner', testMatch: /owner\.setup\.ts/ },
    { name: 'production', testMatch: /\.spec\.ts/, testIgnore: /desk-preferences\.spec\.ts/, dependencies: ['owner'] },
    // Hiding transit and changing the rate change every shopper's site: after the other specs, never beside them.
    { name: 'site-preferences', testMatch: /desk-preferences\.spec\.ts/, dependencies: ['production'] },
  ],
  webServer: [
    {
      command: `rm -rf ${MAIL_SINK_DIR} && node tests/e2e-production/support/mail-sink.mjs`,
      port: MAIL_SINK_PORT,
      env: { MAIL_SINK_PORT: String(MAIL_SINK_PORT), MAIL_SINK_DIR },
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: `rm -rf ${DATA_DIR} && node_modules/.bin/tsx scripts/desk-owner.ts --tenant default --email ${OWNER.email} > ${OWNER_LINK_FILE} `
        + '&& node scripts/start.mjs',
      url: `${E2E_ORIGIN}/api/health/ready`,
      env: PRODUCTION_ENV,
      reuseExistingServer: false,
      timeout: 240_000,
      stdout: 'pipe',
    },
  ],
});
