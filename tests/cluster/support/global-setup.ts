import { createServer, type Server } from 'node:http';
import type { TestProject } from 'vitest/node';
import { startCluster } from '../../../scripts/cluster/cluster.mjs';
import { CLUSTER_ENV, type ClusterInfo } from './cluster-env';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The one cluster every file of the suite speaks to (a start builds, migrates and seeds: a minute or more). */
    cluster: ClusterInfo;
  }
}

/** Away from `npm run cluster` (4500) and other suites' clusters: a cluster takes its base port and the 40 above it. */
const basePort = Number(process.env['CLUSTER_TEST_BASE_PORT'] || 4800);

/**
 * Starts the cluster for the suite, and a small control door beside it (POST /kill-provider/:i,
 * /term-provider/:i, /start-provider/:i, /restart-postgres), since the test files run in workers
 * and only this process holds the cluster's processes. Stopped, cluster and door, after the suite.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const cluster = await startCluster({ basePort, env: CLUSTER_ENV, log: (line: string) => console.log(line) });
  const actions: Record<string, (index: number) => Promise<unknown>> = {
    'kill-provider': (i) => cluster.killProvider(i, 'SIGKILL'),
    'term-provider': (i) => cluster.killProvider(i, 'SIGTERM'),
    'start-provider': (i) => cluster.startProvider(i),
    'restart-postgres': () => cluster.restartPostgres(),
  };
  const control: Server = createServer((req, res) => {
    const [, action = '', index = '0'] = (req.url ?? '').split('/');
    const run = req.method === 'POST' ? actions[action] : undefined;
    if (!run) {
      res.writeHead(404).end();
      return;
    }
    const started = Date.now();
    run(Number(index)).then(
      (result) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ ms: Date.now() - started, result: result ?? null })),
      (error: unknown) => res.writeHead(500).end(error instanceof Error ? error.message : String(error)),
    );
  });
  await new Promise<void>((resolve) => control.listen(basePort + 40, '127.0.0.1', resolve));
  project.provide('cluster', {
    origin: cluster.origin,
    providerOrigin: cluster.providerOrigin,
    statsOrigin: cluster.statsOrigin,
    storefronts: cluster.storefronts.map((storefront) => storefront.origin),
    providers: cluster.providers.map((provider) => provider.origin),
    databaseUrl: cluster.databaseUrl,
    control: `http://127.0.0.1:${basePort + 40}`,
  });
  return async () => {
    control.close();
    await cluster.stop();
  };
}
