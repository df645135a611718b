import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { ExpectedItem, ExpectedList, ExpectedQuery } from '../../../contract/desk-receiving';
import type { Database } from '../../db/client';
import { queriesTogether } from '../../db/queries-together';
import { inboundParcels as inbound, purchaseOrderLines as line, purchaseOrders as purchaseOrder } from '../../db/schema';
import { pagedList } from '../../http/lists';
import { markCodeOf } from '../../transit/inbound-parcels';

interface ExpectedRow {
  source: ExpectedItem['source'];
  id: number;
  tracking_no: string;
  reference: string;
  user_id: number;
  title: string;
  quantity: number;
  since: Date | string;
}

/*
 * Lines the seller shipped and inbound parcels registered, both not yet received, in one list
 * oldest first. Each side reads its own partial index (purchase_order_lines_seller_shipped,
 * inbound_parcels_tenant_expected), which holds only what is on its way, however many orders
 * the tenant has had.
 */

const trackingStarts = (column: SQL, prefix: string | undefined) =>
  (prefix ? sql` and upper(${column}) like ${`${prefix.toUpperCase()}%`}` : sql``);

const shippedWhere = (tenantId: string, prefix: string | undefined) =>
  sql`${line.tenantId} = ${tenantId} and ${line.status} = 'SELLER_SHIPPED'${trackingStarts(sql`${line.domesticTrackingNo}`, prefix)}`;

// Each line looks its order up by key (a lateral join): a hash join would read every order the tenant ever had.
const shippedLines = (tenantId: string, prefix: string | undefined) => sql`
  select 'PURCHASE' as source, ${line.id} as id, ${line.domesticTrackingNo} as tracking_no, ordered.order_no as reference,
    ordered.user_id as user_id, ${line.title} as title, ${line.quantity} as quantity, ordered.created_at as since
  from ${line} cross join lateral (
    select ${purchaseOrder.orderNo} as order_no, ${purchaseOrder.userId} as user_id, ${purchaseOrder.createdAt} as created_at from ${purchaseOrder}
    where ${purchaseOrder.tenantId} = ${line.tenantId} and ${purchaseOrder.id} = ${line.orderId} limit 1
  ) as ordered
  where ${shippedWhere(tenantId, prefix)}`;

const registeredWhere = (tenantId: string, prefix: string | undefined) =>
  sql`${inbound.tenantId} = ${tenantId} and ${inbound.status} = 'EXPECTED'${trackingStarts(sql`${inbound.domesticTrackingNo}`, prefix)}`;

const registeredParcels = (tenantId: string, prefix: string | undefined) => sql`
  select 'INBOUND' as source, ${inbound.id} as id, ${inbound.domesticTrackingNo} as tracking_no, ${inbound.domesticCarrier} as reference,
    ${inbound.userId} as user_id, coalesce(${inbound.contents}->0->>'name', '') as title,
    (select coalesce(sum((content->>'quantity')::int), 0) from jsonb_array_elements(${inbound.contents}) as content)::int as quantity,
    ${inbound.createdAt} as since
  from ${inbound}
  where ${registeredWhere(tenantId, prefix)}`;

/** A page of what the warehouse expects, oldest first, of one source or both, by tracking number prefix. */
export async function listExpected(db: Database, tenantId: string, query: z.output<typeof ExpectedQuery>): Promise<ExpectedList> {
  const prefix = query.trackingNo || undefined;
  const parts = [
    query.source === 'INBOUND' ? null : shippedLines(tenantId, prefix),
    query.source === 'PURCHASE' ? null : registeredParcels(tenantId, prefix),
  ].filter((part) => part !== null);
  const expected = sql.join(parts, sql` union all `);
  // Counted from the partial indexes alone, without the orders.
  const counts = [
    query.source === 'INBOUND' ? null : sql`(select count(*) from ${line} where ${shippedWhere(tenantId, prefix)})`,
    query.source === 'PURCHASE' ? null : sql`(select count(*) from ${inbound} where ${registeredWhere(tenantId, prefix)})`,
  ].filter((part) => part !== null);
  const [page, counted] = await queriesTogether(db, [
    () => db.execute(sql`select * from (${expected}) as expected order by since, source, id
      limit ${query.pageSize} offset ${(query.pageNo - 1) * query.pageSize}`),
    () => db.execute(sql`select (${sql.join(counts, sql` + `)})::int as total`),
  ]);
  const rows = (page as { rows: ExpectedRow[] }).rows;
  const total = (counted as { rows: { total: number }[] }).rows[0]?.total ?? 0;
  return pagedList(rows.map((row): ExpectedItem => ({
    source: row.source, id: row.id, trackingNo: row.tracking_no, reference: row.reference, markCode: markCodeOf(row.user_id),
    title: row.title, quantity: row.quantity, since: new Date(row.since).toISOString(),
  })), total, query);
}
