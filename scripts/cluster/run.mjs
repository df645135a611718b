// `npm run cluster`: the whole site on this machine (see README, "Running at scale") until Ctrl-C.
// CLUSTER_BASE_PORT (default 4500) moves every port; `--no-demo` (or DEMO=0) turns the demo extras off.
import { startCluster } from './cluster.mjs';

const basePort = Number(process.env.CLUSTER_BASE_PORT || 4500);
if (!Number.isInteger(basePort) || basePort < 1024 || basePort > 65_000) {
  console.error(`[cluster] CLUSTER_BASE_PORT must be a port between 1024 and 65000, not ${process.env.CLUSTER_BASE_PORT}`);
  process.exit(1);
}
const demo = !process.argv.includes('--no-demo') && process.env.DEMO !== '0';

const abort = new AbortController();
let cluster = null;
let stopping = null;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (stopping) return;
    abort.abort();
    // A start under way stops what it started by itself once it sees the abort.
    stopping = cluster ? cluster.stop().then(() => process.exit(0)) : Promise.resolve();
  });
}

try {
  // The command line's environment reaches every process (e.g. DEMO_STEP_MS=1000 npm run cluster).
  const { CLUSTER_BASE_PORT: _base, DEMO: _demo, ...env } = process.env;
  cluster = await startCluster({ basePort, demo, env, signal: abort.signal });
  if (abort.signal.aborted) await cluster.stop().then(() => process.exit(0));
  console.log('[cluster] Ctrl-C stops everything');
} catch (error) {
  if (!abort.signal.aborted) console.error(`[cluster] could not start: ${error.message}`);
  process.exit(abort.signal.aborted ? 0 : 1);
}
