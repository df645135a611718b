import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * Files that copy their own database run side by side, one per core (vitest's default leaves one
 * core idle, which on a 2-core machine runs them one at a time). The started-server files and the
 * cluster come after them in groups of their own, so their timings never share a core with them.
 */
const PARALLEL = { maxWorkers: availableParallelism(), sequence: { groupOrder: 0 } };

/** Security tests against the real started server (the demo server of the global setup, or their own). */
const SERVER_SECURITY_TESTS = [
  'tests/security/body-limits.test.ts',
  'tests/security/client-address.test.ts',
  'tests/security/compression.test.ts',
  'tests/security/island-ids.test.ts',
  'tests/security/open-redirect.test.ts',
  'tests/security/overload.test.ts',
  'tests/security/page-cache-host.test.ts',
  'tests/security/payment-pages.test.ts',
  'tests/security/production-start.test.ts',
  'tests/security/security-headers.test.ts',
  'tests/security/sibling-tenants.test.ts',
  'tests/security/slow-bodies.test.ts',
];

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          ...PARALLEL,
          include: ['tests/unit/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'provider',
          ...PARALLEL,
          include: ['tests/provider/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['tests/provider/support/no-overlapping-queries.ts'],
          // Each file opens its own database and provider, and the provider keeps no state outside
          // them (its caches are keyed by database or env): the files of a worker share one import
          // of the provider instead of loading it again each (a third of the suite's time).
          isolate: false,
          // Migrates and seeds once; each test file copies its own database from there.
          globalSetup: ['tests/provider/support/snapshot-setup.ts'],
          hookTimeout: 60_000,
          testTimeout: 30_000,
          // Request lines stay out of the test output; failures still show.
          env: { LOG_LEVEL: 'warn' },
        },
      },
      {
        test: {
          name: 'security',
          ...PARALLEL,
          include: ['tests/security/**/*.test.ts'],
          exclude: SERVER_SECURITY_TESTS,
          environment: 'node',
          // Each file starts its own provider, as the provider tests do (on a copy of the same snapshot).
          globalSetup: ['tests/provider/support/snapshot-setup.ts'],
          hookTimeout: 60_000,
          testTimeout: 120_000,
          env: { LOG_LEVEL: 'warn' },
        },
      },
      {
        test: {
          name: 'security-server',
          sequence: { groupOrder: 1 },
          include: SERVER_SECURITY_TESTS,
          environment: 'node',
          globalSetup: ['tests/security/support/global-setup.ts'],
          // These files speak to the real server (`scripts/start.mjs`, built first when the
          // sources changed): one after another, so they share one build.
          fileParallelism: false,
          hookTimeout: 300_000,
          testTimeout: 60_000,
          env: { LOG_LEVEL: 'warn' },
        },
      },
      {
        test: {
          name: 'cluster',
          sequence: { groupOrder: 2 },
          include: ['tests/cluster/**/*.test.ts'],
          environment: 'node',
          // One cluster (PostgreSQL, two providers, two storefronts, haproxy) for the whole suite,
          // started by the global setup; the files take turns, since some kill its processes.
          globalSetup: ['tests/cluster/support/global-setup.ts'],
          fileParallelism: false,
          hookTimeout: 60_000,
          testTimeout: 120_000,
        },
      },
    ],
  },
});
