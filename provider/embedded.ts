import { loadProcessEnv } from './env';
import { startProvider } from './start';

export interface EmbeddedProvider {
  fetch(request: Request): Promise<Response>;
  /** Closes the database (`scripts/start.mjs` calls it on SIGTERM, once the requests are drained). */
  close: () => Promise<void>;
}

/**
 * Kept on globalThis under a registered symbol, so that two bundled copies of this module
 * (the storefront's /api forwarder and its server rendering) share one provider, one
 * database connection and one data-directory lock.
 */
const PROVIDER_KEY = Symbol.for('proxy-storefront.embedded-provider');
const registry = globalThis as typeof globalThis & { [PROVIDER_KEY]?: Promise<EmbeddedProvider> | undefined };

/**
 * The provider running inside this process: opened, migrated and seeded on first call. A
 * failed start is forgotten, so a later call tries again (say, once another owner of DATA_DIR
 * has stopped), and said in the log as `npm run provider` says it: the shopper only sees the
 * provider unavailable, the operator needs the variable and its rule.
 */
export function getEmbeddedProvider(): Promise<EmbeddedProvider> {
  registry[PROVIDER_KEY] ??= Promise.resolve().then(() => startProvider(loadProcessEnv())).then(
    ({ app, close }): EmbeddedProvider => ({ fetch: async (request) => app.fetch(request), close }),
    (error: unknown) => {
      registry[PROVIDER_KEY] = undefined;
      console.error(`[provider] failed to start: ${error instanceof Error ? error.message : String(error)}`);
      throw error;
    },
  );
  return registry[PROVIDER_KEY];
}
