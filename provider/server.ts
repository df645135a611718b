import { serve } from '@hono/node-server';
import { loadProcessEnv } from './env';
import { createLoadShedder, loadShedderOptionsFrom } from './http/load-shedder';
import { shedLoad } from './http/shed-load';
import { startProvider } from './start';

/** Runs the provider alone (`npm run provider`), for a storefront started with PROVIDER_URL. */
async function main(): Promise<void> {
  const env = loadProcessEnv();
  const provider = await startProvider(env);
  const shedder = createLoadShedder(loadShedderOptionsFrom(process.env));
  const server = serve({ fetch: shedLoad(shedder, provider.app.fetch), hostname: env.PROVIDER_HOST, port: env.PROVIDER_PORT }, (info) => {
    const host = info.family === 'IPv6' ? `[${info.address}]` : info.address;
    console.log(`[provider] listening on http://${host}:${info.port}/api (${provider.database.location})`);
  });

  // Close the database before exiting so PGlite flushes and the data-directory lock is released.
  const stop = (exitCode: number): void => {
    server.close();
    provider.close().then(
      () => process.exit(exitCode),
      (error: unknown) => {
        console.error('[provider] could not close the database:', error);
        process.exit(1);
      },
    );
  };
  server.on('error', (error: Error) => {
    console.error(`[provider] cannot listen on ${env.PROVIDER_HOST}:${env.PROVIDER_PORT}: ${error.message}`);
    stop(1);
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      console.log(`[provider] ${signal} received, shutting down`);
      stop(0);
    });
  }
}

main().catch((error: unknown) => {
  console.error(`[provider] failed to start: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
