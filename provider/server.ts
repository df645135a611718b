import { loadProcessEnv } from './env';
import { serveBehindFrontDoor } from './http/front-door';
import { shutDownGracefully } from './http/graceful-shutdown';
import { loadShedderOptionsFrom } from './http/load-shedder';
import { requestBodyTimeoutFrom } from './http/request-deadline';
import { startProvider } from './start';

/** Runs the provider alone (`npm run provider`), for a storefront started with PROVIDER_URL. */
async function main(): Promise<void> {
  const env = loadProcessEnv();
  let draining = (): boolean => false;
  const provider = await startProvider(env, { draining: () => draining() });
  const server = serveBehindFrontDoor(provider.app.fetch, {
    hostname: env.PROVIDER_HOST,
    port: env.PROVIDER_PORT,
    trustedProxies: env.TRUSTED_PROXIES,
    shedding: loadShedderOptionsFrom(process.env),
    requestBodyTimeoutMs: requestBodyTimeoutFrom(process.env),
  }, (info) => {
    const host = info.family === 'IPv6' ? `[${info.address}]` : info.address;
    console.log(`[provider] listening on http://${host}:${info.port}/api (${provider.database.location})`);
  });

  // SIGTERM: readiness 503, requests under way drained, then the database closed (PGlite
  // flushes and the data-directory lock is released) before exiting.
  const shutdown = shutDownGracefully(server, { name: 'provider', close: provider.close });
  draining = shutdown.draining;
  server.on('error', (error: Error) => {
    console.error(`[provider] cannot listen on ${env.PROVIDER_HOST}:${env.PROVIDER_PORT}: ${error.message}`);
    shutdown.shutdown(1);
  });
}

main().catch((error: unknown) => {
  console.error(`[provider] failed to start: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
