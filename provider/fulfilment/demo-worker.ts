import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import type { Database } from '../db/client';
import { ofTenant } from '../db/ownership';
import { deposits, purchaseOrderLines, purchaseOrders } from '../db/schema';
import type { DeskActor } from '../desk/audit';
import { confirmBankDepositIn } from '../desk/money/deposit-review';
import { buyLinesIn, confirmCustomIn, markOutOfStockIn, repriceLineIn, shipLinesIn } from '../desk/purchasing/line-steps';
import { receiveOrderLinesIn } from '../desk/receiving/receive';
import { upperTrackingNo } from '../desk/receiving/scan';
import type { Mailer } from '../mail/mailer';
import { notifySteps } from '../notifications/notify-shopper';
import { hasUnpaidPayment, type StepResult } from '../orders/fulfilment';
import { isLineDone } from '../orders/order-status';
import type { ObjectStorage } from '../storage/object-storage';
import { robotActors, robotStep } from './robot-operator';
import { robotStockIn } from './robot-stock-in';
import { QC_PHOTOS_PER_LINE } from './stock-in';
import { runTransitDemoRound } from './transit-demo';
import { BULK_LINES_MAX } from '../../contract/desk-purchasing';

/*
 * The demo robot plays the agent's staff in a demo (DEMO=1, never in production): on each
 * DEMO_STEP_MS every paid order has one step taken by the desk service a buyer or the warehouse
 * would use (docs/product.md, "Scheduled work"), under the robot's operator row, so the audit
 * trail names it: one shop's lines bought (now and then a price difference or an out-of-stock
 * line first), shipped by the seller, received by their tracking number with QC photos; bank
 * deposits are confirmed; transit orders are packed, shipped and tracked (transit-demo.ts). The
 * robot only decides what to do and makes up what a person would type. Each round takes its rows
 * with FOR UPDATE SKIP LOCKED inside one transaction, so several provider processes on one
 * PostgreSQL never take the same row twice; each step is a savepoint of it.
 */

export interface WorkerDeps {
  db: Database;
  storage: ObjectStorage;
  mailer: Mailer;
}

/** Chances per buying step: a price difference, or an out-of-stock line. */
const PRICE_DIFFERENCE_CHANCE = 0.1;
const OUT_OF_STOCK_CHANCE = 0.05;
const BATCH = 20;

type OrderRow = typeof purchaseOrders.$inferSelect;
type LineRow = typeof purchaseOrderLines.$inferSelect;

const digitsOf = (orderNo: string) => orderNo.replace(/\D/g, '');

/** The lines of the first shop among `lines` (a desk step takes one shop's lines, at most a bulk's worth). */
const ofFirstShop = (lines: readonly LineRow[]) => lines.filter((line) => line.shopId === lines[0]?.shopId).slice(0, BULK_LINES_MAX);

/** The seller's order number and domestic tracking number the robot "gets" for a shop's lines: the order's digits and the shop's place in it. */
const sellerNumbers = (order: OrderRow, lines: readonly LineRow[], shopId: string) => {
  const shop = [...new Set(lines.map((line) => line.shopId))].indexOf(shopId) + 1;
  return { sellerOrderNo: `${digitsOf(order.orderNo)}-${shop}`, domesticTrackingNo: `SF${digitsOf(order.orderNo)}${shop}` };
};

/** The buyer's step on lines still to buy: a custom item confirmed, a price settled, a line out of stock, or one shop's lines bought. */
async function buyingStep(tx: Database, actor: DeskActor, order: OrderRow, lines: LineRow[], now: Date, random: () => number): Promise<StepResult[]> {
  const open = lines.filter((line) => !isLineDone(line.status));
  const toBuy = open.filter((line) => line.status === 'PAID' || line.status === 'PURCHASING');
  const custom = toBuy.find((line) => line.custom && line.confirmedAt === null);
  if (custom) return confirmCustomIn(tx, actor, custom.id, now);
  if (await hasUnpaidPayment(tx, order)) return [];
  const roll = random();
  const line = toBuy[Math.floor(random() * toBuy.length)];
  if (line && roll < OUT_OF_STOCK_CHANCE && open.length > 1) return markOutOfStockIn(tx, actor, { lineIds: [line.id] }, now);
  // A seller changes a line's price once at most: a price already settled (confirmedAt) stays.
  if (line && line.confirmedAt === null && roll < OUT_OF_STOCK_CHANCE + PRICE_DIFFERENCE_CHANCE) {
    const factor = random() < 0.5 ? 0.9 : 1.1;
    const price = Math.max(1, Math.round(line.unitPriceFen * factor));
    if (price !== line.unitPriceFen) return repriceLineIn(tx, actor, line.id, price, now);
  }
  const shop = ofFirstShop(toBuy);
  const { sellerOrderNo } = sellerNumbers(order, lines, shop[0]?.shopId ?? '');
  return buyLinesIn(tx, actor, { sellerOrderNo, lines: shop.map((bought) => ({ id: bought.id, unitPrice: bought.unitPriceFen })) }, now);
}

/** One step of a paid order, by its lines: buying, then one shop's lines shipped by the seller, then one parcel received, per round. */
async function stepOrder(tx: Database, storage: ObjectStorage, actor: DeskActor, order: OrderRow, now: Date, random: () => number): Promise<StepResult[]> {
  const lines = await tx.select().from(purchaseOrderLines)
    .where(and(ofTenant(purchaseOrderLines, order.tenantId), eq(purchaseOrderLines.orderId, order.id))).orderBy(asc(purchaseOrderLines.id));
  if (lines.some((line) => line.status === 'PAID' || line.status === 'PURCHASING')) return buyingStep(tx, actor, order, lines, now, random);
  const bought = ofFirstShop(lines.filter((line) => line.status === 'PURCHASED'));
  if (bought[0]) {
    const { domesticTrackingNo } = sellerNumbers(order, lines, bought[0].shopId);
    return shipLinesIn(tx, actor, { domesticTrackingNo, lineIds: bought.map((line) => line.id) }, now);
  }
  const trackingNo = lines.find((line) => line.status === 'SELLER_SHIPPED')?.domesticTrackingNo;
  if (!trackingNo) return [];
  // The seller's parcel, as the warehouse finds it by the tracking number: weighed, measured and photographed.
  const parcel = lines.filter((line) => line.status === 'SELLER_SHIPPED' && upperTrackingNo(line.domesticTrackingNo) === upperTrackingNo(trackingNo));
  const stockIn = await robotStockIn(storage, order.tenantId, String(order.id), parcel.map((line) => ({ ...line, photos: QC_PHOTOS_PER_LINE + line.extraQcPhotos })));
  return (await receiveOrderLinesIn(tx, actor, { orderId: order.id, trackingNo }, stockIn, now)).notices;
}

/** One round: takes one step of each due order and confirms due bank deposits. Answers how many rows it moved. */
export async function runDemoRound(deps: WorkerDeps, now: Date, stepMs: number, random: () => number = Math.random): Promise<number> {
  const dueBefore = new Date(now.getTime() - stepMs);
  const { results, confirmed } = await deps.db.transaction(async (tx) => {
    const robotOf = robotActors(tx, now);
    const due = await tx.select().from(purchaseOrders)
      .where(and(inArray(purchaseOrders.status, ['PAID', 'PURCHASING', 'PURCHASED', 'SELLER_SHIPPED', 'PARTIALLY_ARRIVED']), lte(purchaseOrders.updatedAt, dueBefore)))
      .orderBy(asc(purchaseOrders.updatedAt)).limit(BATCH).for('update', { skipLocked: true });
    const stepResults: StepResult[] = [];
    for (const order of due) {
      const actor = await robotOf(order.tenantId);
      stepResults.push(...await robotStep(tx, (step) => stepOrder(step, deps.storage, actor, order, now, random)));
      // The step's clock: a waiting order (unpaid difference) is looked at again next round.
      await tx.update(purchaseOrders).set({ updatedAt: now }).where(and(ofTenant(purchaseOrders, order.tenantId), eq(purchaseOrders.id, order.id)));
    }
    const pending = await tx.select({ id: deposits.id, tenantId: deposits.tenantId }).from(deposits)
      .where(and(eq(deposits.status, 'PENDING'), eq(deposits.channel, 'BANK_TRANSFER'), lte(deposits.createdAt, dueBefore)))
      .orderBy(asc(deposits.id)).limit(BATCH).for('update', { skipLocked: true });
    const credited: StepResult[] = [];
    for (const deposit of pending) {
      const actor = await robotOf(deposit.tenantId);
      credited.push(...await robotStep(tx, async (step) => [await confirmBankDepositIn(step, actor, deposit.id, now)]));
    }
    return { results: stepResults, confirmed: credited };
  });
  await notifySteps(deps, [...results, ...confirmed], now);
  return results.length + confirmed.length + await runTransitDemoRound(deps, now, stepMs);
}
