import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import { confirmDepositIn, depositConfirmedNotice } from '../account/deposits';
import type { Database } from '../db/client';
import { deposits, purchaseOrderLines, purchaseOrders } from '../db/schema';
import { ProblemError } from '../http/problem';
import type { Mailer } from '../mail/mailer';
import { notifyShopper, notifySteps } from '../notifications/notify-shopper';
import {
  advanceOrder, confirmCustomLine, hasUnpaidPayment, markLineArrived, markLineOutOfStock, settlePriceDifference, type StepResult,
} from '../orders/fulfilment';
import { isLineDone } from '../orders/order-status';
import type { ObjectStorage } from '../storage/object-storage';
import { robotStockIn } from './robot-stock-in';
import { QC_PHOTOS_PER_LINE, stockInParcel } from './stock-in';
import { runTransitDemoRound } from './transit-demo';
import { ofTenant } from '../db/ownership';

/*
 * The demo fulfilment worker plays the agent in a demo (DEMO=1, never in production): every
 * paid order moves one step on each DEMO_STEP_MS, now and then with a price difference or an
 * out-of-stock line, bank deposits are confirmed, arrivals become stock-in parcels with
 * QC photos, and transit orders are packed, weighed and shipped (transit-demo.ts). Each round takes its rows with FOR UPDATE SKIP LOCKED inside one transaction, so
 * several provider processes on one PostgreSQL never take the same order twice.
 */

export interface WorkerDeps {
  db: Database;
  storage: ObjectStorage;
  mailer: Mailer;
}

/** Chances per order step: a price difference or an out-of-stock line when buying starts. */
const PRICE_DIFFERENCE_CHANCE = 0.1;
const OUT_OF_STOCK_CHANCE = 0.05;
const BATCH = 20;

type OrderRow = typeof purchaseOrders.$inferSelect;
type LineRow = typeof purchaseOrderLines.$inferSelect;

async function stepOrder(tx: Database, storage: ObjectStorage, order: OrderRow, now: Date, random: () => number): Promise<StepResult[]> {
  const lines = await tx.select().from(purchaseOrderLines)
    .where(and(ofTenant(purchaseOrderLines, order.tenantId), eq(purchaseOrderLines.orderId, order.id))).orderBy(asc(purchaseOrderLines.id));
  const open = lines.filter((line) => !isLineDone(line.status));
  switch (order.status) {
    case 'PAID':
      return [await advanceOrder(tx, order.tenantId, order.id, 'PURCHASING', now)];
    case 'PURCHASING': {
      const custom = open.find((line) => line.custom && line.confirmedAt === null);
      if (custom) return [await confirmCustomLine(tx, order.tenantId, custom.id, now)];
      if (await hasUnpaidPayment(tx, order)) return [];
      const roll = random();
      const line = open[Math.floor(random() * open.length)];
      if (line && roll < OUT_OF_STOCK_CHANCE && open.length > 1) return markLineOutOfStock(tx, order.tenantId, line.id, now);
      if (line && roll < OUT_OF_STOCK_CHANCE + PRICE_DIFFERENCE_CHANCE) {
        const factor = random() < 0.5 ? 0.9 : 1.1;
        const price = Math.max(1, Math.round(line.unitPriceFen * factor));
        if (price !== line.unitPriceFen) return [await settlePriceDifference(tx, order.tenantId, line.id, price, now)];
      }
      return [await advanceOrder(tx, order.tenantId, order.id, 'PURCHASED', now)];
    }
    case 'PURCHASED':
      return [await advanceOrder(tx, order.tenantId, order.id, 'SELLER_SHIPPED', now)];
    case 'SELLER_SHIPPED':
    case 'PARTIALLY_ARRIVED': {
      // One shop's parcel arrives per step.
      const shipped = open.filter((line) => line.status === 'SELLER_SHIPPED');
      const shopId = shipped[0]?.shopId;
      if (!shopId) return [];
      const shopLines = shipped.filter((line) => line.shopId === shopId);
      const results: StepResult[] = [];
      for (const line of shopLines) results.push(await markLineArrived(tx, order.tenantId, line.id, now));
      const photos = (line: LineRow) => QC_PHOTOS_PER_LINE + line.extraQcPhotos;
      const stockIn = await robotStockIn(storage, order.tenantId, String(order.id), shopLines.map((line) => ({ ...line, photos: photos(line) })));
      await stockInParcel(tx, order, shopId, shopLines, stockIn, now);
      return results;
    }
    default:
      return [];
  }
}

/** One round: moves due orders one step on and confirms due bank deposits. Answers how many rows it moved. */
export async function runDemoRound(deps: WorkerDeps, now: Date, stepMs: number, random: () => number = Math.random): Promise<number> {
  const dueBefore = new Date(now.getTime() - stepMs);
  const { results, confirmed } = await deps.db.transaction(async (tx) => {
    const due = await tx.select().from(purchaseOrders)
      .where(and(inArray(purchaseOrders.status, ['PAID', 'PURCHASING', 'PURCHASED', 'SELLER_SHIPPED', 'PARTIALLY_ARRIVED']), lte(purchaseOrders.updatedAt, dueBefore)))
      .orderBy(asc(purchaseOrders.updatedAt)).limit(BATCH).for('update', { skipLocked: true });
    const stepResults: StepResult[] = [];
    for (const order of due) {
      try {
        stepResults.push(...await stepOrder(tx, deps.storage, order, now, random));
      } catch (error) {
        // A refused step (409) rolled back to its savepoint; the order is tried again next round.
        if (!(error instanceof ProblemError)) throw error;
      }
      // The step's clock: a waiting order (unpaid difference) is looked at again next round.
      await tx.update(purchaseOrders).set({ updatedAt: now }).where(and(ofTenant(purchaseOrders, order.tenantId), eq(purchaseOrders.id, order.id)));
    }
    const pending = await tx.select({ id: deposits.id, tenantId: deposits.tenantId }).from(deposits)
      .where(and(eq(deposits.status, 'PENDING'), eq(deposits.channel, 'BANK_TRANSFER'), lte(deposits.createdAt, dueBefore)))
      .orderBy(asc(deposits.id)).limit(BATCH).for('update', { skipLocked: true });
    const credited = [];
    for (const deposit of pending) credited.push(await confirmDepositIn(tx, deposit.tenantId, { id: deposit.id }, now));
    return { results: stepResults, confirmed: credited };
  });
  await notifySteps(deps, results, now);
  for (const deposit of confirmed) {
    const { owner, notice } = depositConfirmedNotice(deposit);
    await notifyShopper(deps, owner, notice, now);
  }
  return results.length + confirmed.length + await runTransitDemoRound(deps, now, stepMs);
}
