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
        },
      },
      {
        test: {
          name: 'security',
          include: ['tests/security/**/*.test.ts'],
          environment: 'node',
          // Most files start their own provider, as the provider tests do.
          hookTimeout: 60_000,
          testTimeout: 30_000,
        },
      },
    ],
  },
});
