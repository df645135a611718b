import { describe, expect, it } from 'vitest';
import { UserAccount } from '../../contract/user-account';
import { Health } from '../../provider/routes/health/health.routes';
import { type Answer, call, cluster, control, expectStatus, logInThroughSite, newShopper, outcome, throughSite, pause } from './support/cluster-api';

describe('PostgreSQL restarts', () => {
  it('the cluster answers again by itself within 10 s of the restart, and meanwhile answers 503 at once rather than failing or hanging', async () => {
    const shopper = await newShopper(cluster().providerOrigin, 4_321);
    const browser = await logInThroughSite(shopper);
    const read = (origin: string) => call(origin, 'GET', '/front/user-account/root', { token: shopper.token, timeoutMs: 10_000 });
    expectStatus(await read(cluster().providerOrigin), 200, 'before');

    // Both providers asked every 100 ms, a shopper's call and readiness, while the database goes down and comes back.
    const during: Answer[] = [];
    const readiness: Answer[] = [];
    const state = { restarting: true };
    const probe = (async () => {
      for (let i = 0; state.restarting; i++) {
        during.push(await read(cluster().providers[i % 2]!));
        readiness.push(await call(cluster().providers[i % 2]!, 'GET', '/health/ready', { timeoutMs: 10_000 }));
        await pause(100);
      }
    })();
    const restartStarted = Date.now();
    const restart = await control('restart-postgres');
    // Recovered: a shopper's call through the public site (haproxy, a storefront, the provider tier) succeeds again.
    let recoveredMs = -1;
    while (Date.now() - restartStarted < 15_000) {
      const answer = await throughSite(browser, 'GET', '/front/user-account/root');
      if (answer.status === 200 && UserAccount.parse(answer.body).available === 4_321) {
        recoveredMs = Date.now() - restartStarted;
        break;
      }
      await pause(100);
    }
    state.restarting = false;
    await probe;
    console.log(`[postgres] the restart took ${restart.ms} ms; the site answered again ${recoveredMs} ms after it began; ` +
      `statuses while restarting: ${[...new Set(during.map(outcome))].join(', ')}`);
    expect(recoveredMs).toBeGreaterThanOrEqual(0);
    expect(recoveredMs).toBeLessThan(10_000);
    // While it was down: answers, and only these two, each quick.
    for (const answer of during) {
      expect(['200', '503 SERVICE_UNAVAILABLE'], JSON.stringify(answer)).toContain(outcome(answer));
      expect(answer.ms).toBeLessThan(5_000);
    }
    // Readiness followed the database: 503 with databaseReachable false while it was away, quickly.
    for (const answer of readiness) {
      expect(answer.ms).toBeLessThan(5_000);
      expect(Health.parse(answer.body).databaseReachable, JSON.stringify(answer)).toBe(answer.status === 200);
    }
    expect(readiness.some((answer) => answer.status === 503)).toBe(true);
    // Both processes serve again.
    for (const origin of cluster().providers) expectStatus(await read(origin), 200, `after, ${origin}`);
  });
});
