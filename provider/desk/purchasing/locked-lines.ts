import { and, asc, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { ofTenant } from '../../db/ownership';
import { purchaseOrderLines, purchaseOrders } from '../../db/schema';
import { ProblemError } from '../../http/problem';

export type LineRow = typeof purchaseOrderLines.$inferSelect;

/**
 * The lines a purchasing step takes, read after their orders are locked (in id order, the one
 * lock order, so two bulk steps never wait on each other in a circle): of two identical clicks
 * the second reads what the first wrote. 404 when one is not this tenant's; 400
 * LINES_OF_SEVERAL_SHOPS when they are of more than one shop.
 */
export async function lockLinesOfOneShop(tx: Database, tenantId: string, ids: readonly number[]): Promise<Map<number, LineRow>> {
  const found = await tx.select({ orderId: purchaseOrderLines.orderId, shopId: purchaseOrderLines.shopId }).from(purchaseOrderLines)
    .where(and(ofTenant(purchaseOrderLines, tenantId), inArray(purchaseOrderLines.id, [...ids])));
  if (found.length !== new Set(ids).size) throw new ProblemError({ status: 404, code: 'NOT_FOUND', detail: 'There is no such order line.' });
  if (new Set(found.map((line) => line.shopId)).size > 1) {
    throw new ProblemError({ status: 400, code: 'LINES_OF_SEVERAL_SHOPS', detail: 'A bulk action takes lines of one shop only.' });
  }
  await tx.select({ id: purchaseOrders.id }).from(purchaseOrders)
    .where(and(ofTenant(purchaseOrders, tenantId), inArray(purchaseOrders.id, [...new Set(found.map((line) => line.orderId))])))
    .orderBy(asc(purchaseOrders.id)).for('update');
  const lines = await tx.select().from(purchaseOrderLines)
    .where(and(ofTenant(purchaseOrderLines, tenantId), inArray(purchaseOrderLines.id, [...ids])));
  return new Map(lines.map((line) => [line.id, line]));
}

/** The line of `id` among locked lines (always there: lockLinesOfOneShop found each). */
export function lineOf(lines: ReadonlyMap<number, LineRow>, id: number): LineRow {
  const line = lines.get(id);
  if (!line) throw new Error(`Order line ${id} was not locked`);
  return line;
}

/** The line as a desk step answers it. */
export const changedLine = (line: Pick<LineRow, 'id' | 'status' | 'unitPriceFen'>) => ({ id: line.id, status: line.status, unitPrice: line.unitPriceFen });

/** The lines as they are after a step, in the order asked. */
export async function linesNow(tx: Database, tenantId: string, ids: readonly number[]) {
  const rows = await tx.select().from(purchaseOrderLines).where(and(ofTenant(purchaseOrderLines, tenantId), inArray(purchaseOrderLines.id, [...ids])));
  const byId = new Map(rows.map((line) => [line.id, line]));
  return ids.map((id) => lineOf(byId, id));
}
