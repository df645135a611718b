// `npm start`: build the storefront when the sources are newer than the build, start the
// server, and wake the provider (migrations and first seeding) before saying it is ready.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const buildDir = join(root, process.env.BUILD_DIR || 'dist');
const stamp = join(buildDir, '.build-stamp');
const SOURCES = ['src', 'public', 'provider', 'contract', 'astro.config.mjs', 'package.json', 'tsconfig.json'];

// A folder's own time counts too: it changes when a file in it is removed or renamed, which
// leaves no newer file behind (a page deleted must not stay in the build).
function newestMtime(path) {
  const stat = statSync(path, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newestMtime(join(path, name))));
}

// A production start needs its keys (and, with the provider in-process, its mail server) before
// anything else happens (Node strips the types).
const { PROVIDER_SETTINGS, requireProductionSettings } = await import('../provider/deployment.ts');
try {
  requireProductionSettings(process.env, process.env.PROVIDER_URL ? ['SESSION_SECRET'] : ['SESSION_SECRET', ...PROVIDER_SETTINGS]);
} catch (error) {
  console.error(`[start] refusing to start: ${error.message}`);
  process.exit(1);
}

const started = Date.now();
const built = existsSync(stamp) ? statSync(stamp).mtimeMs : 0;
if (built < Math.max(...SOURCES.map((s) => newestMtime(join(root, s))))) {
  console.log('[start] building the storefront…');
  // Run Astro on this same Node (the system one may be too old for it).
  const result = spawnSync(process.execPath, [join(root, 'node_modules', 'astro', 'bin', 'astro.mjs'), 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
  writeFileSync(stamp, new Date().toISOString());
  console.log(`[start] built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

process.env.HOST ??= 'localhost';
process.env.PORT ??= '4321';
const origin = `http://${process.env.HOST === '0.0.0.0' ? '127.0.0.1' : process.env.HOST}:${process.env.PORT}`;
// Astro's standalone server, with the front door in front of its request listener: load
// shedding refuses there, before Astro spends anything on the request.
process.env.ASTRO_NODE_AUTOSTART = 'disabled';
// React picks its development or production build by NODE_ENV when first loaded, and here
// NODE_ENV says the site's mode (a demo start leaves it unset), not the build's: a production
// build renders with React's production build, several times cheaper per page, in every mode.
const siteMode = process.env.NODE_ENV;
process.env.NODE_ENV = 'production';
const requireFromBuild = createRequire(join(buildDir, 'server', 'entry.mjs'));
for (const name of ['react', 'react/jsx-runtime', 'react-dom', 'react-dom/server']) requireFromBuild(name);
if (siteMode === undefined) delete process.env.NODE_ENV;
else process.env.NODE_ENV = siteMode;
const { startServer } = await import(join(buildDir, 'server', 'entry.mjs'));
const { frontDoor } = await import('../src/gateway/front-door.server.ts');
const { shutDownGracefully } = await import('../provider/http/graceful-shutdown.ts');
const { closeStalledRequests, requestBodyTimeoutFrom } = await import('../provider/http/request-deadline.ts');
const requestBodyTimeoutMs = requestBodyTimeoutFrom(process.env);
const { server } = startServer();
// In this tick: Node reads the deadline check interval as the server starts listening.
closeStalledRequests(server.server, requestBodyTimeoutMs);
const [astroListener] = server.server.listeners('request');
server.server.removeListener('request', astroListener);
const door = frontDoor(astroListener, { clientDir: join(buildDir, 'client') });

// SIGTERM: readiness answers 503 at once (the load balancer stops sending), the requests under
// way finish, then the embedded provider's database closes (provider/embedded.ts keeps it on
// globalThis under this symbol; with PROVIDER_URL there is none).
const closeEmbeddedProvider = async () => {
  const embedded = globalThis[Symbol.for('proxy-storefront.embedded-provider')];
  const provider = embedded && await embedded.catch(() => null);
  await provider?.close();
};
const shutdown = shutDownGracefully(server.server, { name: 'start', close: closeEmbeddedProvider });
const SHUTTING_DOWN = JSON.stringify({
  type: 'about:blank', title: 'Service Unavailable', status: 503, code: 'SERVICE_UNAVAILABLE', detail: 'This storefront process is shutting down.',
});
server.server.on('request', (req, res) => {
  if (shutdown.draining() && req.url?.split('?')[0] === '/api/health/ready') {
    res.writeHead(503, { 'content-type': 'application/problem+json', 'cache-control': 'no-store' });
    res.end(SHUTTING_DOWN);
    return;
  }
  door(req, res);
});

// The first /api call opens the database, applies migrations and seeds the demo data.
const health = await fetch(`${origin}/api/health`).then((r) => r.json()).catch((error) => ({ error: String(error) }));
if (health.error || health.status !== 'ok') {
  console.error('[start] the provider did not start:', health);
  process.exit(1);
}
console.log(`[start] ready in ${((Date.now() - started) / 1000).toFixed(1)} s: ${origin} (database: ${health.database}${process.env.PROVIDER_URL ? `, provider ${process.env.PROVIDER_URL}` : ''})`);
console.log(`[start] other tenants: http://vn.localhost:${process.env.PORT}, http://ru.localhost:${process.env.PORT}, http://uz.localhost:${process.env.PORT}`);
