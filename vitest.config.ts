import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'provider',
          include: ['tests/provider/**/*.test.ts'],
          environment: 'node',
          // Each test file starts its own database (PGlite takes a few seconds to boot).
          hookTimeout: 60_000,
          testTimeout: 30_000,
          // Request lines stay out of the test output; failures still show.
          env: { LOG_LEVEL: 'warn' },
        },
      },
      {
        test: {
          name: 'security',
          include: ['tests/security/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/security/support/global-setup.ts'],
          // Files that start the real server (`scripts/start.mjs`, building first when the
          // sources changed) run one after another, so they share one build.
          fileParallelism: false,
          hookTimeout: 300_000,
          testTimeout: 120_000,
          env: { LOG_LEVEL: 'warn' },
        },
      },
    ],
  },
});
