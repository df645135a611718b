import { and, asc, eq, inArray, isNull, lte } from 'drizzle-orm';
import type { z } from 'zod';
import {
  customsIdentityRequired, type FreightRefusal, type TransitDestination, type TransitOrderCreate, TRANSIT_AUTO_COMPLETE_DAYS,
} from '../../contract/transit';
import type { Database } from '../db/client';
import { theOne } from '../db/rows';
import {
  customsInfo, payments, purchaseParcels, tenantWarehouses, transitOptions, transitOrderParcels, transitOrders, userAddresses,
} from '../db/schema';
import { DAY_MS } from '../http/day-range';
import { ProblemError } from '../http/problem';
import { nextBusinessNo } from '../ledger/business-numbers';
import type { AccountOwner } from '../db/ownership';
import { ensureWithinOrderFenMax } from '../payments/amount-bound';
import { closeUnpaidPayments, type PaymentRow } from '../payments/payment-records';
import type { ObjectStorage } from '../storage/object-storage';
import { parcelCargo, parcelUnavailable, shippableParcels } from './parcel-cargo';
import { lineRatesOf, quoteLine, transitOptionOf } from './transit-lines';
import { amountNote } from '../../contract/timeline-notes';
import { recordTransitEvent, setTransitStatus } from './transit-status';
import { ownedBy, ofTenant } from '../db/ownership';

export type TransitOrderRow = typeof transitOrders.$inferSelect;

const notFound = (what: string) => new ProblemError({ status: 404, code: 'NOT_FOUND', detail: `There is no such ${what}.` });
export const transitOrderNotFound = () => notFound('transit order');

export const ofOwnedTransitOrder = (owner: AccountOwner, id: number) => and(ownedBy(transitOrders, owner), eq(transitOrders.id, id));

const REFUSALS: Record<FreightRefusal['reason'], (refusal: FreightRefusal) => string> = {
  COUNTRY_NOT_SERVED: () => 'does not deliver to this country',
  CATEGORY_REFUSED: (refusal) => `does not carry ${refusal.categories.join(', ')}`,
  TOO_LIGHT: (refusal) => `takes parcels from ${refusal.limitGrams} g`,
  TOO_HEAVY: (refusal) => `takes parcels up to ${refusal.limitGrams} g`,
};

/** The line by name (404 for an unknown or disabled one). */
async function lineNamed(db: Database, tenantId: string, name: string) {
  const [row] = await db.select().from(transitOptions)
    .where(and(ofTenant(transitOptions, tenantId), eq(transitOptions.name, name), eq(transitOptions.enabled, true)));
  if (!row) throw notFound('shipping line');
  return transitOptionOf(row);
}

/** Where it goes: the shopper's address, or a pickup point of the tenant (404 for another's or an unknown one). */
async function destinationOf(db: Database, owner: AccountOwner, request: z.output<typeof TransitOrderCreate>): Promise<TransitDestination> {
  if (request.selfPickup) {
    const [warehouse] = await db.select().from(tenantWarehouses).where(and(
      ofTenant(tenantWarehouses, owner.tenantId), eq(tenantWarehouses.region, 'LOCAL'),
      request.localWarehouseId === undefined ? undefined : eq(tenantWarehouses.id, request.localWarehouseId),
    )).orderBy(asc(tenantWarehouses.id)).limit(1);
    if (!warehouse) throw notFound('pickup point');
    return {
      selfPickup: true, country: warehouse.country, address: null, localExpressCompanyName: null,
      localWarehouse: { id: warehouse.id, name: warehouse.name, city: warehouse.city, address: warehouse.address, phone: warehouse.phone },
    };
  }
  const [address] = request.userAddressId === undefined ? [] : await db.select().from(userAddresses).where(and(
    ownedBy(userAddresses, owner), eq(userAddresses.id, request.userAddressId),
  ));
  if (!address) throw notFound('address');
  const { recipientName, phoneNumber, country, province, city, district, street, postcode } = address;
  return {
    selfPickup: false, country, localWarehouse: null, localExpressCompanyName: request.localExpressCompanyName || null,
    address: { recipientName, phoneNumber, country, province, city, district, street, postcode },
  };
}

/** The identity customs see, the id number masked but for its last 4 characters; null where the country needs none. */
async function customsIdentityFor(db: Database, owner: AccountOwner, country: string) {
  if (!customsIdentityRequired(country)) return null;
  const [info] = await db.select().from(customsInfo).where(ownedBy(customsInfo, owner));
  if (!info) {
    throw new ProblemError({ status: 409, code: 'CUSTOMS_INFO_REQUIRED', detail: `Parcels to ${country} clear customs only with the addressee's identity.` });
  }
  return { fullName: info.fullName, idType: info.idType, idNumberMasked: `${'*'.repeat(Math.max(0, info.idNumber.length - 4))}${info.idNumber.slice(-4)}` };
}

/**
 * Makes a transit order of the shopper's stock-in parcels, in the caller's transaction: the
 * parcels must be theirs (404), free (409 PARCEL_UNAVAILABLE) and taken by the line to the
 * destination (400 TRANSIT_OPTION_REFUSED). The parcels are claimed with `transit_order_id is
 * null`, so of two orders racing for a parcel only one gets it.
 */
export async function createTransitOrder(
  tx: Database, storage: ObjectStorage, owner: AccountOwner, request: z.output<typeof TransitOrderCreate>, now: Date,
): Promise<number> {
  const line = await lineNamed(tx, owner.tenantId, request.transitOptionName);
  const destination = await destinationOf(tx, owner, request);
  const parcels = await shippableParcels(tx, storage, owner, request.purchaseParcelIds, now);
  const identity = await customsIdentityFor(tx, owner, destination.country);

  const cargo = parcelCargo(parcels, destination.country);
  const quote = quoteLine(line, cargo);
  if ('refused' in quote) {
    throw new ProblemError({ status: 400, code: 'TRANSIT_OPTION_REFUSED', detail: `${line.name} ${REFUSALS[quote.refused.reason](quote.refused)}.` });
  }

  const declared = new Map(request.declaredValues.map((entry) => [`${entry.purchaseParcelId}:${entry.lineIndex}`, entry.value]));
  const customsLines = parcels.flatMap((parcel) => parcel.lines.map((parcelLine, lineIndex) => {
    const key = `${parcel.id}:${lineIndex}`;
    const valueFen = declared.get(key) ?? parcelLine.quantity * parcelLine.unitValue;
    ensureWithinOrderFenMax(valueFen, `The declared value of ${parcelLine.title}`);
    declared.delete(key);
    return { purchaseParcelId: parcel.id, lineIndex, description: parcelLine.title, quantity: parcelLine.quantity, valueFen };
  }));
  if (declared.size > 0) {
    throw new ProblemError({ status: 400, code: 'VALIDATION_FAILED', detail: 'A declared value names a line the parcels do not have.', errors: [
      { path: 'declaredValues', message: `No such parcel line: ${[...declared.keys()].join(', ')}` },
    ] });
  }
  ensureWithinOrderFenMax(customsLines.reduce((sum, customsLine) => sum + customsLine.valueFen, 0), 'The declared value');
  ensureWithinOrderFenMax(quote.accepted.feeFen, 'The transit fee');

  const { accepted } = quote;
  const rows = await tx.insert(transitOrders).values({
    ...owner, orderNo: await nextBusinessNo(tx, 'TO', now), status: 'CREATED', transitOptionId: line.id, transitOptionName: line.name,
    lineRates: lineRatesOf(line), minDays: line.minDays, maxDays: line.maxDays, destination, customs: { lines: customsLines, identity }, remark: request.remark,
    estimate: {
      weightGrams: cargo.weightGrams, volumeCm3: cargo.volumeCm3, size: null,
      chargeableWeightGrams: accepted.chargeableWeightGrams, basis: accepted.basis, fee: accepted.feeFen,
    },
    createdAt: now, updatedAt: now,
  }).returning({ id: transitOrders.id });
  const id = theOne(rows, 'the new transit order').id;
  const claimed = await tx.update(purchaseParcels).set({ transitOrderId: id }).where(and(
    ownedBy(purchaseParcels, owner),
    inArray(purchaseParcels.id, request.purchaseParcelIds), isNull(purchaseParcels.transitOrderId),
  )).returning({ id: purchaseParcels.id });
  if (claimed.length !== parcels.length) throw parcelUnavailable(parcels.find((parcel) => !claimed.some((row) => row.id === parcel.id))?.parcelNo ?? '');
  await tx.insert(transitOrderParcels).values(parcels.map((parcel) => ({ tenantId: owner.tenantId, transitOrderId: id, parcelId: parcel.id })));
  await recordTransitEvent(tx, { tenantId: owner.tenantId, transitOrderId: id, from: null, to: 'CREATED', actor: 'SHOPPER' }, now);
  return id;
}

/** The order row, locked until the transaction ends. */
export async function lockTransitOrder(tx: Database, tenantId: string, id: number): Promise<TransitOrderRow> {
  const [order] = await tx.select().from(transitOrders).where(and(ofTenant(transitOrders, tenantId), eq(transitOrders.id, id))).for('update');
  if (!order) throw transitOrderNotFound();
  return order;
}

/** A shopper's step on their own order (404 for another's), in one transaction with the order locked. */
async function shopperStep(db: Database, owner: AccountOwner, id: number, step: (tx: Database, order: TransitOrderRow) => Promise<void>): Promise<void> {
  await db.transaction(async (tx) => {
    const [owned] = await tx.select({ id: transitOrders.id }).from(transitOrders).where(ofOwnedTransitOrder(owner, id));
    if (!owned) throw transitOrderNotFound();
    await step(tx, await lockTransitOrder(tx, owner.tenantId, id));
  });
}

/**
 * Closes an order before it is paid: its parcels are back in stock and its unpaid fee is
 * closed (locked in the one order: transit order, parcels, payments).
 */
export async function closeTransitOrder(db: Database, owner: AccountOwner, id: number, now: Date): Promise<void> {
  await shopperStep(db, owner, id, async (tx, order) => {
    await setTransitStatus(tx, order, 'CLOSED', 'SHOPPER', now, { closedAt: now }, { key: 'CLOSED_BY_SHOPPER', values: {} });
    await tx.update(purchaseParcels).set({ transitOrderId: null })
      .where(and(ofTenant(purchaseParcels, order.tenantId), eq(purchaseParcels.transitOrderId, order.id)));
    await closeUnpaidPayments(tx, { tenantId: order.tenantId, transitOrderId: order.id });
  });
}

/** The shopper confirms a delivered order received. */
export async function completeTransitOrder(db: Database, owner: AccountOwner, id: number, now: Date): Promise<void> {
  await shopperStep(db, owner, id, (tx, order) => setTransitStatus(tx, order, 'COMPLETED', 'SHOPPER', now, { completedAt: now }, { key: 'RECEIVED', values: {} }));
}

/** The TRANSIT_FEE payment of a transit order of the shopper: 404 for another's order, 409 before there is a fee to pay. */
export async function transitFeePaymentOf(db: Database, owner: AccountOwner, id: number): Promise<number> {
  const [order] = await db.select({ status: transitOrders.status }).from(transitOrders).where(ofOwnedTransitOrder(owner, id));
  if (!order) throw transitOrderNotFound();
  const [payment] = await db.select({ id: payments.id }).from(payments)
    .where(and(ofTenant(payments, owner.tenantId), eq(payments.transitOrderId, id))).orderBy(asc(payments.id));
  if (!payment) throw new ProblemError({ status: 409, code: 'ORDER_STATE_CONFLICT', detail: `A ${order.status} transit order has no fee to pay yet.` });
  return payment.id;
}

/** A paid TRANSIT_FEE payment moves its order from WAITING_PAY to PAID (called by the payments' settlement). */
export async function markTransitOrderPaid(tx: Database, payment: PaymentRow, now: Date): Promise<void> {
  if (payment.transitOrderId === null) return;
  const order = await lockTransitOrder(tx, payment.tenantId, payment.transitOrderId);
  await setTransitStatus(tx, order, 'PAID', 'SHOPPER', now, { paidAt: now }, amountNote(payment.amountFen));
}

/** Delivered orders complete by themselves after TRANSIT_AUTO_COMPLETE_DAYS (several processes at once: SKIP LOCKED). */
export async function completeDeliveredTransitOrders(db: Database, now: Date, batch = 100): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await tx.select().from(transitOrders)
      .where(and(eq(transitOrders.status, 'DELIVERED'), lte(transitOrders.deliveredAt, new Date(now.getTime() - TRANSIT_AUTO_COMPLETE_DAYS * DAY_MS))))
      .orderBy(asc(transitOrders.id)).limit(batch).for('update', { skipLocked: true });
    for (const order of due) await setTransitStatus(tx, order, 'COMPLETED', 'SYSTEM', now, { completedAt: now }, { key: 'AUTO_COMPLETED', values: { days: TRANSIT_AUTO_COMPLETE_DAYS } });
    return due.length;
  });
}
