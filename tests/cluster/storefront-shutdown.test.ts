import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { freePort, spawnStart } from '../security/support/server';
import { callersWhileReady, cluster, newShopper, sessionCookiesAt, waitFor, pause } from './support/cluster-api';

describe('a storefront process stopped with SIGTERM', () => {
  it('turns not-ready at once, answers every request under way (none cut), then exits 0', async () => {
    // A third storefront on the cluster's provider tier, started the way the launcher starts its two (in-flight limit as there).
    const port = await freePort();
    const dataDir = await mkdtemp(path.join(tmpdir(), 'storefront-shutdown-'));
    const { child, output, exited } = spawnStart({ PROVIDER_URL: cluster().providerOrigin, DEMO: '1', MAX_IN_FLIGHT: '32' }, port, dataDir);
    try {
      await waitFor('the storefront ready', async () => output().includes('[start] ready'), 60_000);
      // A shopper's event stream stays open until the shutdown ends it: it must not hold the drain up.
      const origin = `http://localhost:${port}`;
      const shopper = await newShopper(cluster().providerOrigin);
      const stream = await fetch(`${origin}/live/events`, { headers: { cookie: await sessionCookiesAt(origin, shopper) } });
      expect(stream.status).toBe(200);
      const streamEnded = stream.text().then(() => 'ended', () => 'cut');
      // Pages rendered with the provider's data, and API calls through the storefront.
      const calls = callersWhileReady(`http://127.0.0.1:${port}`, ['/', '/api/front/tenant', '/', '/api/health'], { host: `localhost:${port}` });
      await pause(1_500);
      child.kill('SIGTERM');
      const { outcomes, readiness } = await calls;
      expect(await exited).toBe(0);
      console.log(`[sigterm] storefront: ${outcomes.length} requests`);
      expect(readiness.at(-1)).toBe('503');
      expect(new Set(outcomes)).toEqual(new Set(['200']));
      expect(output()).toMatch(/\[start\] requests drained in \d+ ms/);
      expect(output()).not.toMatch(/still under way/);
      expect(await streamEnded).toBe('ended');
    } finally {
      child.kill('SIGKILL');
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
