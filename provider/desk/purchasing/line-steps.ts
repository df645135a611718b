import { and, eq } from 'drizzle-orm';
import type { BuyLinesRequest, LinesChanged, OutOfStockRequest, ShipLinesRequest } from '../../../contract/desk-purchasing';
import type { Database } from '../../db/client';
import { ofTenant } from '../../db/ownership';
import { purchaseOrderLines } from '../../db/schema';
import type { Mailer } from '../../mail/mailer';
import { notifySteps } from '../../notifications/notify-shopper';
import {
  confirmCustomLine, markLineBought, markLineOutOfStock, markLineShipped, settlePriceDifference, type StepResult,
} from '../../orders/fulfilment';
import { type DeskActor, recordDeskAction } from '../audit';
import { changedLine, lineOf, type LineRow, linesNow, lockLinesOfOneShop } from './locked-lines';

/*
 * The buyer's steps on order lines (docs/product.md, "Purchasing"). Each is one transaction:
 * the lines' orders locked, every change through the order owners (orders/fulfilment.ts), one
 * audit row per line; a refused line refuses the whole step (nothing half-written). The
 * shoppers are told after commit. Each step's `...In` core runs in the caller's transaction:
 * the demo robot calls those in its round, under its own operator (one code path).
 */

export interface PurchasingDeps {
  db: Database;
  mailer: Mailer;
}

const RECORD = 'order_line';

type LineChange = (lines: LineRow[]) => Promise<StepResult[]>;

/** A step over locked lines in the caller's transaction (the `...In` cores, which the demo robot calls in its own round). */
async function onLockedLines(tx: Database, actor: DeskActor, ids: readonly number[], change: LineChange): Promise<StepResult[]> {
  const locked = await lockLinesOfOneShop(tx, actor.tenantId, ids);
  return change(ids.map((id) => lineOf(locked, id)));
}

/** Runs a step's core in one transaction, then tells the shoppers. */
async function step(
  deps: PurchasingDeps, actor: DeskActor, ids: readonly number[], now: Date, core: (tx: Database) => Promise<StepResult[]>,
): Promise<LinesChanged> {
  const { results, lines } = await deps.db.transaction(async (tx) => {
    const stepResults = await core(tx);
    return { results: stepResults, lines: await linesNow(tx, actor.tenantId, ids) };
  });
  await notifySteps(deps, results, now);
  return { lines: lines.map(changedLine) };
}

const buyIds = (input: BuyLinesRequest) => input.lines.map((line) => line.id);

/**
 * Lines of one shop bought under one seller order, each at the unit price the seller charged:
 * a changed price is settled first (a higher one raises a price-difference payment, a lower one
 * refunds the difference), then the line is PURCHASED and its order follows.
 */
export const buyLinesIn = (tx: Database, actor: DeskActor, input: BuyLinesRequest, now: Date) =>
  onLockedLines(tx, actor, buyIds(input), async (lines) => {
    const results: StepResult[] = [];
    for (const [index, line] of lines.entries()) {
      const unitPriceFen = input.lines[index]?.unitPrice ?? line.unitPriceFen;
      if (unitPriceFen !== line.unitPriceFen) results.push(await settlePriceDifference(tx, actor.tenantId, line.id, unitPriceFen, now));
      results.push(...await markLineBought(tx, actor.tenantId, line.id, input.sellerOrderNo, now));
      await recordDeskAction(tx, actor, {
        action: 'order_line.buy', recordType: RECORD, recordId: line.id,
        before: { status: line.status, unitPrice: line.unitPriceFen, sellerOrderNo: line.sellerOrderNo },
        after: { status: 'PURCHASED', unitPrice: unitPriceFen, sellerOrderNo: input.sellerOrderNo },
      }, now);
    }
    return results;
  });

export const buyLines = (deps: PurchasingDeps, actor: DeskActor, input: BuyLinesRequest, now: Date) =>
  step(deps, actor, buyIds(input), now, (tx) => buyLinesIn(tx, actor, input, now));

/** Bought lines of one shop the seller shipped to the warehouse under one domestic tracking number. */
export const shipLinesIn = (tx: Database, actor: DeskActor, input: ShipLinesRequest, now: Date) =>
  onLockedLines(tx, actor, input.lineIds, async (lines) => {
    const results: StepResult[] = [];
    for (const line of lines) {
      results.push(...await markLineShipped(tx, actor.tenantId, line.id, input.domesticTrackingNo, now));
      await recordDeskAction(tx, actor, {
        action: 'order_line.ship', recordType: RECORD, recordId: line.id,
        before: { status: line.status, domesticTrackingNo: line.domesticTrackingNo },
        after: { status: 'SELLER_SHIPPED', domesticTrackingNo: input.domesticTrackingNo },
      }, now);
    }
    return results;
  });

export const shipLines = (deps: PurchasingDeps, actor: DeskActor, input: ShipLinesRequest, now: Date) =>
  step(deps, actor, input.lineIds, now, (tx) => shipLinesIn(tx, actor, input, now));

/** Lines of one shop the seller has none of: each refunded (see markLineOutOfStock). */
export const markOutOfStockIn = (tx: Database, actor: DeskActor, input: OutOfStockRequest, now: Date) =>
  onLockedLines(tx, actor, input.lineIds, async (lines) => {
    const results: StepResult[] = [];
    for (const line of lines) {
      results.push(...await markLineOutOfStock(tx, actor.tenantId, line.id, now));
      await recordDeskAction(tx, actor, {
        action: 'order_line.out_of_stock', recordType: RECORD, recordId: line.id, before: { status: line.status }, after: { status: 'OUT_OF_STOCK' },
      }, now);
    }
    return results;
  });

export const markOutOfStock = (deps: PurchasingDeps, actor: DeskActor, input: OutOfStockRequest, now: Date) =>
  step(deps, actor, input.lineIds, now, (tx) => markOutOfStockIn(tx, actor, input, now));

/** A line's real unit price before it is bought: a custom item answered with its price, or a price the shopper pays first. */
export const repriceLineIn = (tx: Database, actor: DeskActor, lineId: number, unitPriceFen: number, now: Date) =>
  onLockedLines(tx, actor, [lineId], async ([line]) => {
    if (!line) return [];
    const result = await settlePriceDifference(tx, actor.tenantId, line.id, unitPriceFen, now);
    await recordDeskAction(tx, actor, {
      action: 'order_line.price', recordType: RECORD, recordId: line.id, before: { unitPrice: line.unitPriceFen }, after: { unitPrice: unitPriceFen },
    }, now);
    return [result];
  });

export const repriceLine = (deps: PurchasingDeps, actor: DeskActor, lineId: number, unitPriceFen: number, now: Date) =>
  step(deps, actor, [lineId], now, (tx) => repriceLineIn(tx, actor, lineId, unitPriceFen, now));

/** A custom item accepted at the shopper's price. */
export const confirmCustomIn = (tx: Database, actor: DeskActor, lineId: number, now: Date) =>
  onLockedLines(tx, actor, [lineId], async ([line]) => {
    if (!line) return [];
    const result = await confirmCustomLine(tx, actor.tenantId, line.id, now);
    await recordDeskAction(tx, actor, {
      action: 'order_line.confirm', recordType: RECORD, recordId: line.id, before: { confirmedAt: null }, after: { confirmedAt: now.toISOString() },
    }, now);
    return [result];
  });

export const confirmCustom = (deps: PurchasingDeps, actor: DeskActor, lineId: number, now: Date) =>
  step(deps, actor, [lineId], now, (tx) => confirmCustomIn(tx, actor, lineId, now));

/** What the shopper reads with the line on their order page (empty clears it). */
export const noteToShopper = (deps: PurchasingDeps, actor: DeskActor, lineId: number, note: string, now: Date) =>
  step(deps, actor, [lineId], now, (tx) => onLockedLines(tx, actor, [lineId], async ([line]) => {
    if (!line || line.noteToShopper === note) return [];
    await tx.update(purchaseOrderLines).set({ noteToShopper: note }).where(and(ofTenant(purchaseOrderLines, actor.tenantId), eq(purchaseOrderLines.id, line.id)));
    await recordDeskAction(tx, actor, {
      action: 'order_line.note', recordType: RECORD, recordId: line.id, before: { noteToShopper: line.noteToShopper }, after: { noteToShopper: note },
    }, now);
    return [];
  }));
