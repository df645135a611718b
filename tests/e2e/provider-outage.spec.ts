import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from './support/test';
import { E2E_PORT } from '../../playwright.config';

// A storefront and a provider as separate processes (PROVIDER_URL), so the provider can be
// frozen with SIGSTOP as if it hung, and woken again.
const PROVIDER_PORT = E2E_PORT + 3;
const STOREFRONT_PORT = E2E_PORT + 1;
const storefront = `http://localhost:${STOREFRONT_PORT}`;
const vi = JSON.parse(readFileSync('public/locales/vi/common.json', 'utf8')) as { error: Record<string, string> };

let provider: ChildProcess | undefined;
let server: ChildProcess | undefined;
let dataDir: string;

async function waitFor(url: string) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (await fetch(url).then((r) => r.ok, () => false)) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not come up`);
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  dataDir = mkdtempSync(join(tmpdir(), 'outage-'));
  // One process (not the tsx wrapper, which runs the server in a child) so SIGSTOP freezes the server itself.
  provider = spawn(process.execPath, ['--import', 'tsx', 'provider/server.ts'], {
    env: { ...process.env, DATA_DIR: dataDir, PROVIDER_PORT: String(PROVIDER_PORT) },
    stdio: 'ignore',
  });
  await waitFor(`http://127.0.0.1:${PROVIDER_PORT}/api/health`);
  server = spawn(process.execPath, [join(process.env.BUILD_DIR || 'dist', 'server/entry.mjs')], {
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(STOREFRONT_PORT), PROVIDER_URL: `http://127.0.0.1:${PROVIDER_PORT}` },
    stdio: 'ignore',
  });
  await waitFor(`${storefront}/api/health`);
});

/** Stops a child and waits for it (SIGKILL after 15 s): its data must not vanish under a live process. */
async function stop(child: ChildProcess | undefined) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGCONT');
  child.kill('SIGTERM');
  const kill = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(kill);
}

test.afterAll(async () => {
  test.setTimeout(60_000);
  await Promise.all([stop(provider), stop(server)]);
  rmSync(dataDir, { recursive: true, force: true });
});

test('pages answer fast with a translated error while the provider hangs, then recover by themselves', async ({ page }) => {
  provider!.kill('SIGSTOP');

  let started = Date.now();
  const first = await page.goto(`${storefront}/faq?lang=vi`);
  expect(first?.status()).toBe(503);
  // The page gives up on the provider after its render timeout (2.5 s), not the client's 30 s;
  // the rest is the browser and a 2-core machine shared with the other worker.
  expect(Date.now() - started).toBeLessThan(5000);
  await expect(page.getByText(vi.error['unavailable-title'] ?? '')).toBeVisible();
  await expect(page.locator('header')).toBeVisible();

  // Once the provider is known to be down, pages stop waiting for it.
  started = Date.now();
  expect((await page.request.get(`${storefront}/about`)).status()).toBe(503);
  expect(Date.now() - started).toBeLessThan(1000);

  provider!.kill('SIGCONT');
  await expect.poll(async () => (await page.request.get(`${storefront}/faq`)).status(), { timeout: 15_000 }).toBe(200);
});
