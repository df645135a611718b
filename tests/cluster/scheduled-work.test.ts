import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CLUSTER_ENV } from './support/cluster-env';
import { PurchaseOrder } from '../../contract/orders';
import { buyNow, cluster, discrepancies, expectJson, expectStatus, goods, newShopper, payOrder, rowsOf, waitFor, pause } from './support/cluster-api';

const providerFor = (i: number): string => cluster().providers[i % 2]!;
/** A few rounds of the scheduled work on both providers, for a second run to show itself. */
const SOME_ROUNDS_MS = Number(CLUSTER_ENV.SCHEDULE_EVERY_MS) * 4;

describe('scheduled work on both providers runs exactly once', () => {
  it('closes each unpaid order past its deadline once', async () => {
    const stock = await goods(12);
    const shopper = await newShopper(providerFor(0));
    const ids: number[] = [];
    for (const [i, sku] of stock.skus.entries()) ids.push(expectJson(await buyNow(providerFor(i), shopper, stock, sku), 200, PurchaseOrder, 'buy').id);
    // Their deadline passes now: both providers' next rounds find them due at once.
    await rowsOf(sql`update purchase_orders set pay_before = now() - interval '1 second' where id in ${ids}`);
    await waitFor('every order closed', async () => {
      const [row] = await rowsOf<{ open: number }>(sql`select count(*)::int as open from purchase_orders where id in ${ids} and status <> 'CLOSED'`);
      return row?.open === 0;
    });
    await pause(SOME_ROUNDS_MS);
    const closings = await rowsOf<{ order_id: number; n: number }>(sql`
      select order_id, count(*)::int as n from purchase_order_events where order_id in ${ids} and to_status = 'CLOSED' group by order_id`);
    expect(closings.map((row) => row.n)).toEqual(ids.map(() => 1));
    const payments = await rowsOf<{ status: string }>(sql`select status from payments where order_id in ${ids}`);
    expect(payments.map((payment) => payment.status)).toEqual(ids.map(() => 'CLOSED'));
  });

  it('moves each paid order through the demo worker one step at a time, and reminds of each parcel\'s storage once', async () => {
    const stock = await goods(6);
    const shopper = await newShopper(providerFor(0), 500_000);
    const ids: number[] = [];
    for (const [i, sku] of stock.skus.entries()) {
      const order = expectJson(await buyNow(providerFor(i), shopper, stock, sku), 200, PurchaseOrder, 'buy');
      expectStatus(await payOrder(providerFor(i + 1), shopper, order.id), 200, 'pay');
      ids.push(order.id);
    }
    // One step a second: PURCHASING, PURCHASED, SELLER_SHIPPED, ARRIVED (an order the worker gave a
    // price rise waits for it to be paid; one with a fall or an out-of-stock line is refunded).
    await waitFor('every order arrived or waiting for a price difference', async () => {
      const [row] = await rowsOf<{ moving: number }>(sql`
        select count(*)::int as moving from purchase_orders o where o.id in ${ids} and o.status <> 'ARRIVED'
        and not exists (select 1 from payments p where p.order_id = o.id and p.kind = 'PRICE_DIFFERENCE' and p.status = 'UNPAID')`);
      return row?.moving === 0;
    }, 60_000);
    await pause(SOME_ROUNDS_MS);
    // Each transition of an order (or of one of its lines) is in its trail once.
    const doubled = await rowsOf(sql`
      select order_id, line_id, from_status, to_status, count(*)::int as n from purchase_order_events
      where order_id in ${ids} and from_status is not null group by order_id, line_id, from_status, to_status having count(*) > 1`);
    expect(doubled).toEqual([]);
    // An order went into buying once; one still PAID waits for a price rise to be paid before its first line is bought.
    const purchasing = await rowsOf<{ status: string; n: number }>(sql`
      select o.status, (select count(*)::int from purchase_order_events e
        where e.order_id = o.id and e.to_status = 'PURCHASING' and e.line_id is null) as n
      from purchase_orders o where o.id in ${ids}`);
    expect(purchasing.map((row) => row.n)).toEqual(purchasing.map((row) => (row.status === 'PAID' ? 0 : 1)));
    // Refunds the worker made are credited once each.
    const refunds = await rowsOf(sql`
      select reference, count(*)::int from account_ledger where user_id = ${shopper.owner.userId} and kind = 'REFUND' group by reference having count(*) > 1`);
    expect(refunds).toEqual([]);
    expect(await discrepancies()).toEqual([]);

    // The parcels that arrived: their free storage ends in three days, so a reminder is due for each.
    const parcels = await rowsOf<{ id: number }>(sql`select id from purchase_parcels where order_id in ${ids}`);
    expect(parcels.length).toBeGreaterThan(0);
    const parcelIds = parcels.map((parcel) => parcel.id);
    await rowsOf(sql`
      update purchase_parcels p set created_at = now() - (t.free_storage_days - 3) * interval '1 day'
      from tenants t where t.id = p.tenant_id and p.id in ${parcelIds}`);
    const reminders = () => rowsOf<{ parcel_no: string; n: number }>(sql`
      select params->>'parcelNo' as parcel_no, count(*)::int as n from notifications
      where tenant_id = 'default' and user_id = ${shopper.owner.userId} and kind = 'STORAGE_ENDING' group by params->>'parcelNo'`);
    await waitFor('a reminder for every parcel', async () => (await reminders()).length === parcels.length, 30_000);
    // Two reminder rounds later (every tenth round of the scheduled work) none was sent again.
    await pause(Number(CLUSTER_ENV.SCHEDULE_EVERY_MS) * 25);
    expect((await reminders()).map((row) => row.n)).toEqual(parcels.map(() => 1));
    const marks = await rowsOf<{ n: number }>(sql`select count(*)::int as n from storage_reminders where parcel_id in ${parcelIds}`);
    expect(marks[0]?.n).toBe(parcels.length * 2);
  });
});
