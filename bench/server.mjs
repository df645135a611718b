import { spawn } from 'node:child_process';
import path from 'node:path';

const root = new URL('..', import.meta.url).pathname;

/**
 * Starts the storefront (scripts/start.mjs: a production build, built first when stale) on the
 * port with `env` over the bench's own environment, and waits until it is ready: after a first
 * start the provider hashes catalog images in the background, and a settled server is measured.
 */
export async function startServer(port, env = {}) {
  const server = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
    cwd: root, env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' }, stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    await new Promise((resolve, reject) => {
      server.stdout.on('data', (chunk) => String(chunk).includes('[start] ready') && resolve());
      server.on('exit', (code) => reject(new Error(`the storefront exited with ${code}`)));
    });
    while ((await fetch(`http://127.0.0.1:${port}/api/health/ready`)).status !== 200) await new Promise((resolve) => setTimeout(resolve, 500));
    return server;
  } catch (error) {
    await stopServer(server);
    throw error;
  }
}

/** Stops a storefront the bench started and waits for it: exiting first would close the pipe its shutdown still logs to. */
export async function stopServer(server) {
  if (server.exitCode !== null || server.signalCode !== null) return;
  await new Promise((resolve) => {
    server.once('exit', resolve);
    server.kill('SIGTERM');
  });
}
