import { defineConfig } from '@playwright/test';
import base, { E2E_ORIGIN, E2E_PORT } from './playwright.config';
import { S3_TEST_BUCKET, S3_TEST_CREDENTIALS } from './tests/provider/support/s3-server';

/**
 * The browser tests of the S3 storage backend: the storefront (its embedded provider) keeps
 * its files in a bucket of a real S3-compatible server started beside it, and the browser
 * posts image-search photos straight to that bucket. Run with
 * `E2E_PORT=<port> S3_TEST_PORT=<port> npx playwright test -c playwright.s3.config.ts`.
 */
const S3_PORT = Number(process.env['S3_TEST_PORT'] ?? 4611);
export const S3_ORIGIN = `http://127.0.0.1:${S3_PORT}`;
const [baseServer] = [base.webServer].flat();
if (!baseServer) throw new Error('playwright.config.ts starts no web server');

export default defineConfig({
  ...base,
  testDir: 'tests/e2e-s3',
  outputDir: `test-results/s3-${E2E_PORT}`,
  webServer: [
    {
      command: 'node node_modules/tsx/dist/cli.mjs tests/e2e-s3/serve-s3.ts',
      env: { S3_TEST_PORT: String(S3_PORT) },
      url: `${S3_ORIGIN}/`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'pipe',
    },
    {
      ...baseServer,
      command: `rm -rf .data/e2e-s3-${E2E_PORT} && node scripts/start.mjs`,
      url: `${E2E_ORIGIN}/api/health/ready`,
      env: {
        ...baseServer.env,
        DATA_DIR: `.data/e2e-s3-${E2E_PORT}`,
        S3_BUCKET: S3_TEST_BUCKET,
        S3_ENDPOINT: S3_ORIGIN,
        S3_FORCE_PATH_STYLE: '1',
        S3_ACCESS_KEY_ID: S3_TEST_CREDENTIALS.accessKeyId,
        S3_SECRET_ACCESS_KEY: S3_TEST_CREDENTIALS.secretAccessKey,
      },
    },
  ],
});
