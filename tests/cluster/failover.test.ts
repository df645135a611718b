import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PurchaseOrder } from '../../contract/orders';
import { NOT_READY_GRACE_MS } from '../../provider/http/graceful-shutdown';
import {
  type Answer, type Browser, call, cluster, control, callersWhileReady, discrepancies, expectJson, expectStatus, goods, type Goods, logInThroughSite, newShopper, outcome, PAY_PASSWORD, rowsOf, serverStatus, throughSite, pause, waitFor,
} from './support/cluster-api';

/**
 * A call the browser repeats, with the same Idempotency-Key, while it gets no answer or a
 * gateway error (502-504): the provider answers the first result again, never runs it twice.
 */
async function withRetries(attempt: () => Promise<Answer>, log: { firstFailed: number; retried: number; failures: string[] }): Promise<Answer> {
  let answer = await attempt();
  if (answer.status === 0 || answer.status >= 502) log.firstFailed++;
  for (let retry = 0; retry < 20 && (answer.status === 0 || answer.status >= 502); retry++) {
    log.retried++;
    log.failures.push(outcome(answer));
    await pause(250);
    answer = await attempt();
  }
  return answer;
}

interface Acknowledged {
  orderId: number;
  total: number;
  userId: number;
}

/** One shopper's loop until `until()`: read the balance, buy one piece, pay it; every acknowledged pay remembered. */
async function shopperLoad(browser: Browser, stock: Goods, until: () => boolean, acknowledged: Acknowledged[], log: { firstFailed: number; retried: number; failures: string[]; reads: number; readFailures: number }) {
  let n = 0;
  while (!until()) {
    const read = await throughSite(browser, 'GET', '/front/user-account/root');
    log.reads++;
    if (read.status !== 200) log.readFailures++;
    const sku = stock.skus[n++ % stock.skus.length]!;
    const buyKey = randomUUID();
    const order = await withRetries(() => throughSite(browser, 'POST', '/front/preview-product/create', {
      productUrl: sku.productUrl, items: [{ productSkuId: sku.skuId, quantity: 1 }], tenantWarehouseId: stock.warehouseId,
    }, { 'idempotency-key': buyKey }), log);
    const { id, total } = expectJson(order, 200, PurchaseOrder, 'buy (retried)');
    const payKey = randomUUID();
    const paid = await withRetries(() => throughSite(browser, 'POST', `/front/purchase-orders/${id}/pay`, { payPassword: PAY_PASSWORD }, { 'idempotency-key': payKey }), log);
    expectStatus(paid, 200, 'pay (retried)');
    acknowledged.push({ orderId: id, total, userId: browser.shopper.owner.userId });
  }
}

describe('a provider process dies', () => {
  it('killed with SIGKILL under load: requests fail over, every acknowledged pay is in the ledger once, the survivor serves; it comes back', async () => {
    const stock = await goods(20);
    const browsers: Browser[] = [];
    for (let i = 0; i < 6; i++) browsers.push(await logInThroughSite(await newShopper(cluster().providerOrigin, 10_000_000)));
    const acknowledged: Acknowledged[] = [];
    const log = { firstFailed: 0, retried: 0, failures: [] as string[], reads: 0, readFailures: 0 };
    let stop = false;
    const load = Promise.all(browsers.map((browser) => shopperLoad(browser, stock, () => stop, acknowledged, log)));
    await waitFor('pays acknowledged under load', async () => acknowledged.length > 5);
    const beforeKill = acknowledged.length;
    await control('kill-provider', 0);
    // The load goes on until haproxy has taken the dead process out and pays go through the survivor.
    await waitFor('provider 1 out of haproxy', async () => (await serverStatus('providers/provider1')).startsWith('DOWN'));
    await waitFor('pays acknowledged after the kill', async () => acknowledged.length - beforeKill > 5);
    stop = true;
    await load;
    console.log(`[failover] ${acknowledged.length} pays acknowledged (${beforeKill} before the kill); ${log.reads} reads, ${log.readFailures} failed; ` +
      `${log.firstFailed} writes failed at first, ${log.retried} retries (${[...new Set(log.failures)].join(', ')})`);
    expect(beforeKill).toBeGreaterThan(5);
    expect(acknowledged.length - beforeKill).toBeGreaterThan(5);
    // Only the requests under way on the killed process at that instant may fail (reads are retried by haproxy).
    expect(log.readFailures).toBeLessThanOrEqual(browsers.length);
    expect(log.firstFailed).toBeLessThanOrEqual(browsers.length * 2);

    // Nothing lost, nothing doubled: each acknowledged order is paid and debited exactly once.
    const ids = acknowledged.map((ack) => ack.orderId);
    const ledger = await rowsOf<{ order_id: number; status: string; debits: number; debited: number }>(sql`
      select o.id as order_id, p.status, count(l.id)::int as debits, coalesce(-sum(l.amount_fen), 0)::int as debited
      from purchase_orders o join payments p on p.order_id = o.id and p.kind = 'ORDER'
      left join account_ledger l on l.tenant_id = p.tenant_id and l.reference_type = 'PAYMENT' and l.reference = p.payment_no
      where o.id in ${ids} group by o.id, p.status order by o.id`);
    expect(ledger).toEqual([...acknowledged].sort((a, b) => a.orderId - b.orderId).map((ack) => ({ order_id: ack.orderId, status: 'PAID', debits: 1, debited: ack.total })));
    // No order of these shoppers was made twice by a retried buy (each buy's key answered its first order).
    const [orders] = await rowsOf<{ n: number }>(sql`select count(*)::int as n from purchase_orders where user_id in ${browsers.map((b) => b.shopper.owner.userId)}`);
    expect(orders?.n).toBe(acknowledged.length);
    expect(await discrepancies()).toEqual([]);

    // The survivor alone serves every request.
    for (let i = 0; i < 20; i++) expectStatus(await throughSite(browsers[0]!, 'GET', '/front/user-account/root'), 200, 'read after the kill');
    const back = await control('start-provider', 0);
    console.log(`[failover] provider 1 ready again in ${back.ms} ms`);
    expectStatus(await call(cluster().providers[0]!, 'GET', '/health/ready'), 200, 'restarted provider ready');
    expectStatus(await call(cluster().providers[0]!, 'GET', '/front/user-account/root', { token: browsers[0]!.shopper.token }), 200, 'restarted provider serves');
  });

  it('stopped with SIGTERM: turns not-ready at once, answers every request under way (none cut), exits 0; the tier keeps serving', async () => {
    const provider = cluster().providers[1]!;
    const shopper = await newShopper(provider, 1_000);
    const headers = { 'x-tenant-id': 'default', authorization: `Bearer ${shopper.token}` };
    const calls = callersWhileReady(provider, Array.from({ length: 4 }, () => '/api/front/user-account/root'), headers);
    await pause(1_000);
    const signalled = Date.now();
    const stopped = control('term-provider', 1);
    // haproxy hears the 503 and takes the process out while it still accepts connections.
    const outAfter = await waitFor('haproxy takes provider 2 out', async () => (await serverStatus('providers/provider2')).startsWith('DOWN'), 10_000);
    expect(outAfter).toBeLessThan(NOT_READY_GRACE_MS);
    const { outcomes, readiness } = await calls;
    const { result, ms } = await stopped;
    console.log(`[sigterm] provider: ${outcomes.length} requests; out of haproxy ${outAfter} ms and exited ${ms} ms after the signal`);
    expect(Date.now() - signalled).toBeGreaterThanOrEqual(NOT_READY_GRACE_MS);
    // Not ready while still taking connections: the balancer hears it before anything is refused.
    expect(readiness.at(-1)).toBe('503');
    expect(new Set(outcomes)).toEqual(new Set(['200']));
    expect(result).toEqual({ code: 0, signal: null });
    expectStatus(await call(cluster().providerOrigin, 'GET', '/front/user-account/root', { token: shopper.token }), 200, 'through the provider tier');
    await control('start-provider', 1);
    expectStatus(await call(provider, 'GET', '/health/ready'), 200, 'provider 2 ready again');
  });
});
