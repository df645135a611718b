import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  OrderActor, PURCHASE_ORDER_LINE_STATUSES, PURCHASE_ORDER_STATUSES, type PurchaseOrderLineStatus, type PurchaseOrderStatus,
} from '../../contract/orders';
import { TRANSIT_ORDER_STATUSES, type TransitOrderStatus } from '../../contract/transit';
import type { Database } from '../../provider/db/client';
import { purchaseOrderEvents, purchaseOrderLines, purchaseOrders, transitOrderEvents, transitOrders } from '../../provider/db/schema';
import { ProblemError } from '../../provider/http/problem';
import { setLineStatus, setOrderStatus } from '../../provider/orders/order-status';
import { setTransitStatus } from '../../provider/transit/transit-status';
import { buyTees, worldOfFile } from './support/order-world';
import { createdTransitOrder, createTransitWorld } from './support/transit-world';

/*
 * The transition tables as the product describes them (docs/product.md, "Order states"), written
 * out again here so that a change of the writers' tables shows as a failing test.
 */
const ORDER_STEPS: Record<PurchaseOrderStatus, readonly PurchaseOrderStatus[]> = {
  WAITING_PAY: ['PAID', 'CLOSED'],
  PAID: ['PURCHASING', 'CLOSED'],
  PURCHASING: ['PURCHASED', 'CLOSED'],
  PURCHASED: ['SELLER_SHIPPED'],
  SELLER_SHIPPED: ['PARTIALLY_ARRIVED', 'ARRIVED'],
  PARTIALLY_ARRIVED: ['ARRIVED'],
  ARRIVED: [],
  CLOSED: [],
};
const SHOPPER_ORDER_STEPS: Partial<Record<PurchaseOrderStatus, readonly PurchaseOrderStatus[]>> = { WAITING_PAY: ['PAID', 'CLOSED'] };

const LINE_STEPS: Record<PurchaseOrderLineStatus, readonly PurchaseOrderLineStatus[]> = {
  WAITING_PAY: ['PAID', 'CLOSED'],
  PAID: ['PURCHASING', 'OUT_OF_STOCK', 'CLOSED'],
  PURCHASING: ['PURCHASED', 'OUT_OF_STOCK', 'CLOSED'],
  PURCHASED: ['SELLER_SHIPPED'],
  SELLER_SHIPPED: ['ARRIVED'],
  ARRIVED: [],
  OUT_OF_STOCK: [],
  CLOSED: [],
};

const TRANSIT_STEPS: Record<TransitOrderStatus, readonly TransitOrderStatus[]> = {
  CREATED: ['PACKING', 'CLOSED'],
  PACKING: ['PACKED', 'CLOSED'],
  PACKED: ['WAITING_PAY', 'CLOSED'],
  WAITING_PAY: ['PAID', 'CLOSED'],
  PAID: ['SHIPPED'],
  SHIPPED: ['DELIVERED'],
  DELIVERED: ['COMPLETED'],
  COMPLETED: [],
  CLOSED: [],
};
const SHOPPER_TRANSIT_STEPS: Partial<Record<TransitOrderStatus, readonly TransitOrderStatus[]>> = {
  CREATED: ['CLOSED'], PACKING: ['CLOSED'], PACKED: ['CLOSED'], WAITING_PAY: ['PAID', 'CLOSED'], DELIVERED: ['COMPLETED'],
};

const ROLLBACK = new Error('roll the tried step back');

/** Runs one step in a transaction that is always rolled back: the step's outcome, 'ok' or its problem status. */
async function tryStep(db: Database, step: (tx: Database) => Promise<void>, written: (tx: Database) => Promise<void>): Promise<'ok' | number> {
  try {
    await db.transaction(async (tx) => {
      await step(tx);
      await written(tx);
      throw ROLLBACK;
    });
  } catch (error) {
    if (error === ROLLBACK) return 'ok';
    if (error instanceof ProblemError) return error.problem.status;
    throw error;
  }
  throw new Error('unreachable');
}

const world = worldOfFile(createTransitWorld);

const pairs = <S extends string>(statuses: readonly S[]) => statuses.flatMap((from) => statuses.map((to) => [from, to] as const));

describe('the one writer of purchase-order statuses', () => {
  it('takes every step of the table for its actors, with the lines and a timeline row, and refuses every other step with 409', async () => {
    const { provider, ana, warehouses } = world;
    const order = await buyTees(provider, ana, warehouses.china, 1);
    const db = provider.db;
    const ofOrder = and(eq(purchaseOrders.tenantId, 'default'), eq(purchaseOrders.id, order.id));
    const now = provider.clock.now();
    const outcomes: string[] = [];
    for (const [from, to] of pairs(PURCHASE_ORDER_STATUSES)) {
      await db.update(purchaseOrders).set({ status: from }).where(ofOrder);
      await db.update(purchaseOrderLines).set({ status: from === 'PARTIALLY_ARRIVED' ? 'ARRIVED' : from }).where(eq(purchaseOrderLines.orderId, order.id));
      for (const actor of OrderActor.options) {
        const allowed = (actor === 'SHOPPER' ? SHOPPER_ORDER_STEPS[from] ?? [] : ORDER_STEPS[from]).includes(to);
        const outcome = await tryStep(db, (tx) => setOrderStatus(tx, { tenantId: 'default', id: order.id, status: from }, to, actor, now), async (tx) => {
          const [row] = await tx.select({ status: purchaseOrders.status }).from(purchaseOrders).where(ofOrder);
          expect(row?.status).toBe(to);
          const events = await tx.select().from(purchaseOrderEvents).where(and(eq(purchaseOrderEvents.orderId, order.id), eq(purchaseOrderEvents.toStatus, to)));
          expect(events.some((event) => event.fromStatus === from && event.actor === actor)).toBe(true);
        });
        if (outcome !== (allowed ? 'ok' : 409)) outcomes.push(`${actor} ${from} → ${to}: ${outcome}`);
      }
    }
    expect(outcomes).toEqual([]);
  });

  it('moves a line on its own only along the line table', async () => {
    const { provider, ana, warehouses } = world;
    const order = await buyTees(provider, ana, warehouses.china, 1);
    const lineId = order.shops[0]!.lines[0]!.id;
    const db = provider.db;
    const ofLine = eq(purchaseOrderLines.id, lineId);
    const outcomes: string[] = [];
    for (const [from, to] of pairs(PURCHASE_ORDER_LINE_STATUSES)) {
      await db.update(purchaseOrderLines).set({ status: from }).where(ofLine);
      const line = { tenantId: 'default', id: lineId, orderId: order.id, status: from };
      const outcome = await tryStep(db, (tx) => setLineStatus(tx, line, to, 'AGENT', provider.clock.now()), async (tx) => {
        const [row] = await tx.select({ status: purchaseOrderLines.status }).from(purchaseOrderLines).where(ofLine);
        expect(row?.status).toBe(to);
      });
      if (outcome !== (LINE_STEPS[from].includes(to) ? 'ok' : 409)) outcomes.push(`${from} → ${to}: ${outcome}`);
    }
    expect(outcomes).toEqual([]);
  });
});

describe('the one writer of transit-order statuses', () => {
  it('takes every step of the table for its actors and refuses every other step with 409', async () => {
    const { provider } = world;
    const id = await createdTransitOrder(world);
    const db = provider.db;
    const ofOrder = and(eq(transitOrders.tenantId, 'default'), eq(transitOrders.id, id));
    const outcomes: string[] = [];
    for (const [from, to] of pairs(TRANSIT_ORDER_STATUSES)) {
      await db.update(transitOrders).set({ status: from }).where(ofOrder);
      for (const actor of OrderActor.options) {
        const allowed = (actor === 'SHOPPER' ? SHOPPER_TRANSIT_STEPS[from] ?? [] : TRANSIT_STEPS[from]).includes(to);
        const outcome = await tryStep(db, (tx) => setTransitStatus(tx, { tenantId: 'default', id, status: from }, to, actor, provider.clock.now()), async (tx) => {
          const [row] = await tx.select({ status: transitOrders.status }).from(transitOrders).where(ofOrder);
          expect(row?.status).toBe(to);
          const events = await tx.select().from(transitOrderEvents).where(and(eq(transitOrderEvents.transitOrderId, id), eq(transitOrderEvents.toStatus, to)));
          expect(events.some((event) => event.fromStatus === from && event.actor === actor)).toBe(true);
        });
        if (outcome !== (allowed ? 'ok' : 409)) outcomes.push(`${actor} ${from} → ${to}: ${outcome}`);
      }
    }
    expect(outcomes).toEqual([]);
  });
});
