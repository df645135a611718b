// A whole site on one machine: PostgreSQL, two provider processes, two storefront processes and
// haproxy in front, on loopback ports derived from `basePort`, in a throwaway directory.
// `npm run cluster` (run.mjs) is a thin command line over startCluster; the cluster tests import it.
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { createPostgres } from './postgres.mjs';
import { assertPortsFree, atExit, startProcess, tailOf, waitReady } from './processes.mjs';

const root = new URL('../..', import.meta.url).pathname;
const here = new URL('.', import.meta.url).pathname;
// npm runs the project's Node (node_modules/.bin/node); a caller on another Node still starts the children on it.
const node = existsSync(join(root, 'node_modules', '.bin', 'node')) ? join(root, 'node_modules', '.bin', 'node') : process.execPath;

/** The loopback ports of a cluster: two clusters with bases 100 apart run side by side. */
export function clusterPorts(basePort) {
  return {
    lb: basePort,
    providerLb: basePort + 1,
    stats: basePort + 2,
    storefronts: [basePort + 11, basePort + 12],
    providers: [basePort + 21, basePort + 22],
    postgres: basePort + 31,
  };
}

// haproxy connects to the storefronts from 127.0.0.2 and to the providers from 127.0.0.3, so the
// storefronts can trust the balancer alone, not every loopback client.
const LB_SOURCE = '127.0.0.2';
const PROVIDER_LB_SOURCE = '127.0.0.3';
// A build and the first seeding of an empty database take a while on a busy machine.
const START_TIMEOUT_MS = 600_000;

/** The haproxy configuration from haproxy.cfg.template. */
export function haproxyConfig(ports) {
  const servers = (prefix, list) => list.map((port, i) => `    server ${prefix}${i + 1} 127.0.0.1:${port} check`).join('\n');
  const values = {
    LB_PORT: ports.lb, PROVIDER_LB_PORT: ports.providerLb, STATS_PORT: ports.stats,
    LB_SOURCE, PROVIDER_LB_SOURCE,
    STOREFRONT_SERVERS: servers('storefront', ports.storefronts),
    PROVIDER_SERVERS: servers('provider', ports.providers),
  };
  return readFileSync(join(here, 'haproxy.cfg.template'), 'utf8').replace(/\{\{(\w+)\}\}/g, (_, key) => {
    if (!(key in values)) throw new Error(`haproxy.cfg.template: unknown {{${key}}}`);
    return String(values[key]);
  });
}

/**
 * haproxy's view of each server, from the stats page at `statsOrigin` (CSV, columns named as in haproxy's
 * management guide): { 'providers/provider1': { status: 'UP', stot: 120, wretr: 0, wredis: 1, … } }.
 */
export async function serverStats(statsOrigin) {
  const [header, ...lines] = (await fetch(`${statsOrigin}/;csv`).then((r) => r.text())).trim().split('\n');
  const columns = header.replace(/^# /, '').split(',');
  const stats = {};
  for (const line of lines) {
    const row = Object.fromEntries(line.split(',').map((value, i) => [columns[i], value !== '' && /^\d+$/.test(value) ? Number(value) : value]));
    if (row.svname === 'FRONTEND' || row.svname === 'BACKEND') continue;
    stats[`${row.pxname}/${row.svname}`] = row;
  }
  return stats;
}

async function waitForState(statsOrigin, key, wanted, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  let state;
  while (Date.now() < deadline) {
    state = (await serverStats(statsOrigin).catch(() => ({})))[key]?.status;
    if (state?.startsWith(wanted)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`haproxy did not see ${key} ${wanted} within ${timeoutMs / 1000} s (last: ${state ?? 'unknown'})`);
}

/**
 * Starts the cluster and resolves when every part is ready (each process answers
 * /api/health/ready and haproxy has every server UP). The processes get PATH, HOME, the cluster's
 * settings and `env` (e.g. { DEMO_STEP_MS: '1000' }), not the caller's environment; `providerEnv` and `storefrontEnv` to one tier's
 * last (over the cluster's own settings); `postgresSettings` are PostgreSQL's `-c` settings
 * (e.g. ['shared_buffers=512MB']); `signal` aborts a start under way.
 */
export async function startCluster({
  basePort = 4500, demo = true, env = {}, providerEnv = {}, storefrontEnv = {}, log = console.log, postgresSettings = [], signal,
} = {}) {
  const started = Date.now();
  const say = (line) => log(`[cluster] ${line}`);
  const elapsed = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;
  const ports = clusterPorts(basePort);
  const statsOrigin = `http://127.0.0.1:${ports.stats}`;
  const dir = mkdtempSync(join(tmpdir(), `cluster-${basePort}-`));
  let postgres = null;
  // A caller that exits without stop() leaves no PostgreSQL and no directory either.
  const forgetCleanup = atExit(() => {
    postgres?.discardNow();
    rmSync(dir, { recursive: true, force: true });
  });
  chmodSync(dir, 0o711); // PostgreSQL's user (when started as root) reaches its own sub-directory
  const storageDir = join(dir, 'storage');
  mkdirSync(storageDir);
  say(`starting on base port ${basePort}; logs and data in ${dir}`);

  const secret = () => randomBytes(32).toString('hex');
  // Only what is asked for: a test runner's own variables (NODE_ENV=test, VITEST_*) stay out.
  const shared = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? '',
    DEMO: demo ? '1' : '0',
    UPLOAD_SIGNING_SECRET: secret(),
    PAYMENT_NOTIFY_SECRET: secret(),
    SESSION_SECRET: secret(),
    // PostgreSQL behind: requests mostly wait on the database, so each process holds more at once.
    MAX_IN_FLIGHT: '32',
    ...env,
  };
  let stopping = null;
  const reportExit = (line) => {
    if (!stopping) say(line);
  };
  const checkAborted = () => {
    if (signal?.aborted) throw new Error('cluster start aborted');
  };
  // A process that fails to start shows why: its log goes with the directory.
  const ready = (url, child) => waitReady(url, { timeoutMs: START_TIMEOUT_MS, exited: child.exited, signal }).catch((error) => {
    throw new Error(`${child.name}: ${error.message}; the end of its log:\n${tailOf(child.logFile)}`);
  });

  let haproxy = null;
  const providers = [];
  const storefronts = [];

  // Front to back: nothing new comes in while the processes behind finish. Called twice, the same stop.
  const stop = () => (stopping ??= (async () => {
    const stopStarted = Date.now();
    say('stopping');
    await Promise.all(storefronts.map((p) => p.stop()));
    await Promise.all(providers.map((p) => p.stop()));
    await haproxy?.stop();
    await postgres?.discard().catch((error) => say(`PostgreSQL did not stop cleanly: ${error.stderr || error.message}`));
    await rm(dir, { recursive: true, force: true });
    forgetCleanup();
    say(`stopped in ${((Date.now() - stopStarted) / 1000).toFixed(1)} s; removed ${dir}`);
  })());

  // The two tiers of Node processes, each balanced by haproxy; process i of a tier is server
  // `${server}${i + 1}` of haproxy's backend `backend`.
  const tiers = {
    provider: {
      processes: providers, ports: ports.providers, backend: 'providers', server: 'provider',
      args: ['--import', 'tsx', 'provider/server.ts'],
      env: (i) => ({
        DATABASE_URL: postgres.databaseUrl,
        PROVIDER_HOST: '127.0.0.1',
        PROVIDER_PORT: String(ports.providers[i]),
        DATA_DIR: join(dir, `provider-${i + 1}`),
        STORAGE_DIR: storageDir,
        // The storefronts (their own requests come from 127.0.0.1) and haproxy in front of the providers.
        TRUSTED_PROXIES: `127.0.0.1,${PROVIDER_LB_SOURCE}`,
        ...providerEnv,
      }),
    },
    storefront: {
      processes: storefronts, ports: ports.storefronts, backend: 'storefronts', server: 'storefront',
      args: ['scripts/start.mjs'],
      env: (i) => ({
        HOST: '127.0.0.1',
        PORT: String(ports.storefronts[i]),
        PROVIDER_URL: `http://127.0.0.1:${ports.providerLb}`,
        PUBLIC_URL: `http://localhost:${ports.lb}`,
        DATA_DIR: join(dir, `storefront-${i + 1}`),
        TRUSTED_PROXIES: LB_SOURCE,
        ...storefrontEnv,
      }),
    },
  };
  const launch = (kind, i) => {
    const tier = tiers[kind];
    const name = `${kind} ${i + 1}`;
    const child = startProcess({
      name, command: node, args: tier.args, cwd: root, env: { ...shared, ...tier.env(i) },
      logFile: join(dir, `${kind}-${i + 1}.log`), onUnexpectedExit: reportExit,
    });
    tier.processes[i] = child;
    say(`${name} starting (pid ${child.pid}) on http://127.0.0.1:${tier.ports[i]}, log ${child.logFile}`);
  };
  /** The process answers its own readiness probe. */
  const answersReady = (kind, i) => ready(`http://127.0.0.1:${tiers[kind].ports[i]}/api/health/ready`, tiers[kind].processes[i]);
  /** …and haproxy sends it requests. */
  const inService = async (kind, i) => {
    await answersReady(kind, i);
    await waitForState(statsOrigin, `${tiers[kind].backend}/${tiers[kind].server}${i + 1}`, 'UP');
    say(`${kind} ${i + 1} ready and UP in haproxy (${elapsed()})`);
  };
  const kill = (kind, i, killSignal) => {
    say(`${kind} ${i + 1} (pid ${tiers[kind].processes[i].pid}): ${killSignal}`);
    return tiers[kind].processes[i].kill(killSignal);
  };
  const restart = async (kind, i) => {
    launch(kind, i);
    await inService(kind, i);
  };
  const described = (kind) => tiers[kind].processes.map((_, i) => ({
    origin: `http://127.0.0.1:${tiers[kind].ports[i]}`,
    // A restarted process has a new pid and log.
    get pid() {
      return tiers[kind].processes[i].pid;
    },
    get log() {
      return tiers[kind].processes[i].logFile;
    },
  }));

  try {
    await assertPortsFree(Object.values(ports).flat());
    postgres = await createPostgres({ dir: join(dir, 'postgres'), port: ports.postgres, settings: postgresSettings }).catch((error) => {
      throw new Error(`PostgreSQL: ${error.stderr || error.message}; the end of its log:\n${tailOf(join(dir, 'postgres', 'postgres.log'))}`);
    });
    say(`PostgreSQL ready at ${postgres.databaseUrl} (${elapsed()}), log ${postgres.log}`);
    checkAborted();

    const configFile = join(dir, 'haproxy.cfg');
    writeFileSync(configFile, haproxyConfig(ports));
    await promisify(execFile)('haproxy', ['-c', '-f', configFile]).catch((error) => {
      throw new Error(error.code === 'ENOENT' ? 'haproxy is not installed: apt-get install -y haproxy' : `haproxy.cfg: ${error.stderr || error.message}`);
    });
    haproxy = startProcess({
      name: 'haproxy', command: 'haproxy', args: ['-db', '-f', configFile], cwd: dir, env: { PATH: process.env.PATH ?? '' },
      logFile: join(dir, 'haproxy.log'), onUnexpectedExit: reportExit,
    });
    say(`haproxy started (pid ${haproxy.pid}), config ${configFile}, log ${haproxy.logFile}`);

    // One provider migrates and seeds the empty database first; the second finds it done.
    launch('provider', 0);
    await ready(`http://127.0.0.1:${ports.providers[0]}/api/health`, providers[0]);
    say(`provider 1 migrated and seeded the database (${elapsed()})`);
    checkAborted();
    launch('provider', 1);
    // A storefront's start asks the provider tier for its health: one provider must be UP behind haproxy.
    await inService('provider', 0);
    // The first storefront builds (when the sources are newer than the build); the second reuses it.
    launch('storefront', 0);
    await answersReady('storefront', 0);
    checkAborted();
    launch('storefront', 1);
    await Promise.all([inService('provider', 1), inService('storefront', 0), inService('storefront', 1)]);
  } catch (error) {
    await stop();
    throw error;
  }

  const origin = `http://localhost:${ports.lb}`;
  say(`ready in ${elapsed()}: ${origin} (tenants: http://vn.localhost:${ports.lb}, http://ru.localhost:${ports.lb}, http://uz.localhost:${ports.lb})`);
  say(`provider tier http://127.0.0.1:${ports.providerLb}/api, haproxy stats ${statsOrigin}/, demo ${demo ? 'on' : 'off'}`);

  return {
    origin,
    providerOrigin: `http://127.0.0.1:${ports.providerLb}`,
    statsOrigin,
    /** The throwaway directory: logs, haproxy.cfg, PostgreSQL's data, the shared STORAGE_DIR. */
    dir,
    haproxy: { pid: haproxy.pid, config: join(dir, 'haproxy.cfg'), log: haproxy.logFile },
    storefronts: described('storefront'),
    providers: described('provider'),
    databaseUrl: postgres.databaseUrl,
    /** haproxy's counters and state of every server: (await serverStats())['providers/provider1'].status is 'UP' or 'DOWN'… */
    serverStats: () => serverStats(statsOrigin),
    /** Resolves when haproxy sees the server `key` (e.g. 'providers/provider1') in `state` ('UP', 'DOWN'). */
    waitForServer: (key, state, timeoutMs) => waitForState(statsOrigin, key, state, timeoutMs),
    /** Sends `killSignal` to provider `index` (0 or 1); resolves when it has exited. */
    killProvider: (index, killSignal = 'SIGKILL') => kill('provider', index, killSignal),
    /** Starts provider `index` again; resolves when it is ready and haproxy has it UP. */
    startProvider: (index) => restart('provider', index),
    killStorefront: (index, killSignal = 'SIGKILL') => kill('storefront', index, killSignal),
    startStorefront: (index) => restart('storefront', index),
    async restartPostgres() {
      say('restarting PostgreSQL');
      await postgres.restart();
      say('PostgreSQL accepts connections again');
    },
    stop,
  };
}
