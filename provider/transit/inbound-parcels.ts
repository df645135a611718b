import { and, asc, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { ForwardingAddress, InboundParcel, InboundParcelCreate, UserWarehouses } from '../../contract/transit';
import type { Database } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import { theOne } from '../db/rows';
import { inboundParcels, purchaseParcels, tenantWarehouses } from '../db/schema';
import { ProblemError } from '../http/problem';
import type { AccountOwner } from '../db/ownership';
import { ownedBy, ofTenant } from '../db/ownership';

type InboundRow = typeof inboundParcels.$inferSelect;
type WarehouseRow = typeof tenantWarehouses.$inferSelect;

/** The shopper's mark code: the warehouse reads it off a parcel to know whose it is. Stable, and unique within the tenant. */
export const markCodeOf = (userId: number) => `U${String(userId).padStart(6, '0')}`;

/** A China warehouse's address as the shopper gives it to a seller: the mark code beside the recipient and the street. */
export const forwardingAddressOf = (warehouse: WarehouseRow, markCode: string): ForwardingAddress => ({
  tenantWarehouseId: warehouse.id, warehouseName: warehouse.name, recipient: `${warehouse.contactName} ${markCode}`, phone: warehouse.phone,
  country: warehouse.country, province: warehouse.province, city: warehouse.city, address: `${warehouse.address} (${markCode})`,
  postcode: warehouse.postcode, markCode,
});

const inboundOf = (row: InboundRow, stockInParcelId: number | null): InboundParcel => ({
  id: row.id, tenantWarehouseId: row.tenantWarehouseId, domesticTrackingNo: row.domesticTrackingNo, domesticCarrier: row.domesticCarrier,
  contents: row.contents.map(({ unitValueFen, ...content }) => ({ ...content, unitValue: unitValueFen })),
  declaredValue: row.declaredValueFen, remark: row.remark, status: row.status, stockInParcelId,
  createdAt: row.createdAt.toISOString(), arrivedAt: row.arrivedAt?.toISOString() ?? null,
});

const notFound = () => new ProblemError({ status: 404, code: 'NOT_FOUND', detail: 'There is no such inbound parcel.' });

/** The forwarding address in every China warehouse of the tenant and the shopper's inbound parcels, newest first. */
export async function userWarehouses(db: Database, owner: AccountOwner): Promise<UserWarehouses> {
  const markCode = markCodeOf(owner.userId);
  const [warehouses, rows] = await Promise.all([
    db.select().from(tenantWarehouses).where(and(ofTenant(tenantWarehouses, owner.tenantId), eq(tenantWarehouses.region, 'CHINA')))
      .orderBy(asc(tenantWarehouses.id)),
    db.select({ inbound: inboundParcels, parcelId: purchaseParcels.id }).from(inboundParcels)
      .leftJoin(purchaseParcels, and(eq(purchaseParcels.tenantId, inboundParcels.tenantId), eq(purchaseParcels.inboundParcelId, inboundParcels.id)))
      .where(ownedBy(inboundParcels, owner)).orderBy(desc(inboundParcels.createdAt), desc(inboundParcels.id)).limit(500),
  ]);
  return {
    markCode,
    addresses: warehouses.map((warehouse) => forwardingAddressOf(warehouse, markCode)),
    inboundParcels: rows.map((row) => inboundOf(row.inbound, row.parcelId)),
  };
}

/** Registers a parcel on its way to a China warehouse (404 for a warehouse of another region or tenant, 409 for a tracking number registered already). */
export async function registerInboundParcel(db: Database, owner: AccountOwner, request: z.output<typeof InboundParcelCreate>, now: Date): Promise<InboundParcel> {
  const [warehouse] = await db.select({ id: tenantWarehouses.id }).from(tenantWarehouses).where(and(
    ofTenant(tenantWarehouses, owner.tenantId), eq(tenantWarehouses.region, 'CHINA'), eq(tenantWarehouses.id, request.tenantWarehouseId),
  ));
  if (!warehouse) throw new ProblemError({ status: 404, code: 'NOT_FOUND', detail: 'There is no such China warehouse.' });
  const contents = request.contents.map(({ unitValue, ...content }) => ({ ...content, categories: [...new Set(content.categories)], unitValueFen: unitValue }));
  try {
    const rows = await db.insert(inboundParcels).values({
      ...owner, tenantWarehouseId: warehouse.id, domesticTrackingNo: request.domesticTrackingNo.toUpperCase(), domesticCarrier: request.domesticCarrier,
      contents, declaredValueFen: contents.reduce((sum, content) => sum + content.quantity * content.unitValueFen, 0), remark: request.remark,
      status: 'EXPECTED', createdAt: now,
    }).returning();
    return inboundOf(theOne(rows, 'the new inbound parcel'), null);
  } catch (error) {
    if (isUniqueViolation(error, 'inbound_parcels_tenant_user_tracking')) {
      throw new ProblemError({ status: 409, code: 'TRACKING_NUMBER_REGISTERED', detail: 'This tracking number is registered already.' });
    }
    throw error;
  }
}

/** Deletes a registered parcel that has not arrived (409 once it has). */
export async function deleteInboundParcel(db: Database, owner: AccountOwner, id: number): Promise<void> {
  const [row] = await db.select({ status: inboundParcels.status }).from(inboundParcels).where(and(ownedBy(inboundParcels, owner), eq(inboundParcels.id, id)));
  if (!row) throw notFound();
  const deleted = await db.delete(inboundParcels).where(and(ownedBy(inboundParcels, owner), eq(inboundParcels.id, id), eq(inboundParcels.status, 'EXPECTED')))
    .returning({ id: inboundParcels.id });
  if (deleted.length === 0) throw new ProblemError({ status: 409, code: 'ORDER_STATE_CONFLICT', detail: 'The parcel has arrived: it is a stock-in parcel now.' });
}
