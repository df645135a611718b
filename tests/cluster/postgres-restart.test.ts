import { describe, expect, it } from 'vitest';
import { type Answer, call, cluster, control, expectStatus, logInThroughSite, newShopper, throughSite } from './support/cluster-api';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('PostgreSQL restarts', () => {
  it('the cluster answers again by itself within 10 s, and meanwhile answers 503 at once rather than failing or hanging', async () => {
    const shopper = await newShopper(cluster().providerOrigin, 4_321);
    const browser = await logInThroughSite(shopper);
    const read = (origin: string) => call(origin, 'GET', '/front/user-account/root', { token: shopper.token, timeoutMs: 10_000 });
    expectStatus(await read(cluster().providerOrigin), 200, 'before');

    // Both providers asked every 100 ms while the database goes down and comes back.
    const during: Answer[] = [];
    let restarting = true;
    const probe = (async () => {
      for (let i = 0; restarting; i++) {
        during.push(await read(cluster().providers[i % 2]!));
        await pause(100);
      }
    })();
    const restart = await control('restart-postgres');
    const back = Date.now();
    // Recovered: a shopper's call through the public site (haproxy, a storefront, the provider tier) succeeds again.
    let recoveredMs = -1;
    while (Date.now() - back < 15_000) {
      const answer = await throughSite(browser, 'GET', '/front/user-account/root');
      if (answer.status === 200 && answer.body.available === 4_321) {
        recoveredMs = Date.now() - back;
        break;
      }
      await pause(100);
    }
    restarting = false;
    await probe;
    console.log(`[postgres] restart took ${restart.ms} ms; the cluster answered again ${recoveredMs} ms after PostgreSQL was back; ` +
      `statuses while restarting: ${[...new Set(during.map((answer) => `${answer.status}${answer.body?.code ? ` ${answer.body.code}` : ''}`))].join(', ')}`);
    expect(recoveredMs).toBeGreaterThanOrEqual(0);
    expect(recoveredMs).toBeLessThan(10_000);
    // While it was down: answers, and only these two, each quick.
    for (const answer of during) {
      expect(answer.status === 200 || (answer.status === 503 && answer.body.code === 'SERVICE_UNAVAILABLE'), JSON.stringify(answer)).toBe(true);
      expect(answer.ms).toBeLessThan(5_000);
    }
    // The public site too, and both processes.
    for (const origin of cluster().providers) expectStatus(await read(origin), 200, `after, ${origin}`);
  });
});
