import { and, count, desc, eq, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { ParcelLine, ParcelState, StockInParcel, StockInParcelList, StockInParcelQuery, TransitOrderStatus } from '../../contract/transit';
import type { Database } from '../db/client';
import { inboundParcels, purchaseOrderLines, purchaseOrders, purchaseParcels, tenants, transitOrders } from '../db/schema';
import { theOne } from '../db/rows';
import type { AccountOwner } from '../db/ownership';
import type { ObjectStorage } from '../storage/object-storage';
import { ownedFileUrls } from '../storage/owned-files';
import { storageCountdown } from './storage-countdown';
import { type CatalogReader, linesIn } from '../catalog/catalog-language';
import { queriesTogether } from '../db/queries-together';
import { ownedBy, ofTenant } from '../db/ownership';

type ParcelRow = typeof purchaseParcels.$inferSelect;

/** Transit order statuses that still hold their parcels in the warehouse. */
export const HOLDING_STATUSES = ['CREATED', 'PACKING', 'PACKED', 'WAITING_PAY', 'PAID'] as const satisfies readonly TransitOrderStatus[];
/** Statuses whose parcels have left the warehouse. */
export const SHIPPED_STATUSES = ['SHIPPED', 'DELIVERED', 'COMPLETED'] as const satisfies readonly TransitOrderStatus[];

const stateOf = (holder: TransitOrderStatus | null): ParcelState =>
  holder === null ? 'IN_STOCK' : (SHIPPED_STATUSES as readonly string[]).includes(holder) ? 'SHIPPED' : 'IN_TRANSIT_ORDER';

/** What a state means in a query over parcels left-joined to their holding transit order. */
function stateFilter(state: ParcelState | undefined): SQL | undefined {
  switch (state) {
    case 'IN_STOCK': return isNull(purchaseParcels.transitOrderId);
    case 'IN_TRANSIT_ORDER': return inArray(transitOrders.status, [...HOLDING_STATUSES]);
    case 'SHIPPED': return inArray(transitOrders.status, [...SHIPPED_STATUSES]);
    default: return or(isNull(purchaseParcels.transitOrderId), inArray(transitOrders.status, [...HOLDING_STATUSES]));
  }
}

const selection = {
  parcel: purchaseParcels, orderNo: purchaseOrders.orderNo, holderNo: transitOrders.orderNo, holderStatus: transitOrders.status,
};
const withOrders = (db: Database) => db.select(selection).from(purchaseParcels)
  .leftJoin(purchaseOrders, and(eq(purchaseOrders.tenantId, purchaseParcels.tenantId), eq(purchaseOrders.id, purchaseParcels.orderId)))
  .leftJoin(transitOrders, and(eq(transitOrders.tenantId, purchaseParcels.tenantId), eq(transitOrders.id, purchaseParcels.transitOrderId)));
type JoinedRow = { parcel: ParcelRow; orderNo: string | null; holderNo: string | null; holderStatus: TransitOrderStatus | null };

/** The lines of parcels: their order lines, or the contents an inbound parcel declared, each with its QC photos. */
async function linesOf(db: Database, storage: ObjectStorage, viewer: AccountOwner, parcels: readonly ParcelRow[]): Promise<Map<number, { origin: string; lines: ParcelLine[] }>> {
  const { tenantId } = viewer;
  const lineIds = parcels.flatMap((parcel) => (parcel.orderId === null ? [] : parcel.qcPhotos.map((entry) => entry.lineId)));
  const inboundIds = parcels.flatMap((parcel) => (parcel.inboundParcelId === null ? [] : [parcel.inboundParcelId]));
  const [orderLines, inbound] = await queriesTogether(db, [
    async () => (lineIds.length === 0 ? [] : db.select().from(purchaseOrderLines).where(and(ofTenant(purchaseOrderLines, tenantId), inArray(purchaseOrderLines.id, lineIds)))),
    async () => (inboundIds.length === 0 ? [] : db.select().from(inboundParcels).where(and(ofTenant(inboundParcels, tenantId), inArray(inboundParcels.id, inboundIds)))),
  ]);
  const result = new Map<number, { origin: string; lines: ParcelLine[] }>();
  for (const parcel of parcels) {
    const photos = (keys: readonly string[]) => ownedFileUrls(storage, viewer, parcel, keys);
    if (parcel.inboundParcelId !== null) {
      const declared = theOne(inbound.filter((row) => row.id === parcel.inboundParcelId), `inbound parcel ${parcel.inboundParcelId}`);
      result.set(parcel.id, {
        origin: declared.domesticTrackingNo,
        lines: declared.contents.map((content, index) => ({
          orderLineId: null, productId: null, title: content.name, image: null, specification: '', options: [], quantity: content.quantity,
          unitValue: content.unitValueFen,
          qcPhotos: photos(parcel.qcPhotos.find((entry) => entry.lineId === index)?.keys ?? []),
        })),
      });
      continue;
    }
    const lines = parcel.qcPhotos.flatMap((entry) => {
      const line = orderLines.find((candidate) => candidate.id === entry.lineId);
      return line ? [{
        orderLineId: line.id, productId: line.productId, title: line.title, image: line.imageKey ? storage.urlFor(line.imageKey) : null,
        specification: line.options.length > 0 ? '' : line.specification, options: line.options, quantity: line.quantity, unitValue: line.unitPriceFen, qcPhotos: photos(entry.keys),
      }] : [];
    });
    result.set(parcel.id, { origin: orderLines.find((line) => line.id === parcel.qcPhotos[0]?.lineId)?.shopName ?? parcel.shopId, lines });
  }
  return result;
}

async function viewsOf(db: Database, storage: ObjectStorage, viewer: AccountOwner, rows: readonly JoinedRow[], freeStorageDays: number, now: Date): Promise<StockInParcel[]> {
  const lines = await linesOf(db, storage, viewer, rows.map((row) => row.parcel));
  return rows.map(({ parcel, orderNo, holderNo, holderStatus }) => {
    const own = lines.get(parcel.id) ?? { origin: parcel.shopId, lines: [] };
    return {
      id: parcel.id, parcelNo: parcel.parcelNo, source: parcel.inboundParcelId === null ? 'PURCHASE' : 'INBOUND',
      orderId: parcel.orderId, orderNo, inboundParcelId: parcel.inboundParcelId, origin: own.origin, lines: own.lines,
      weightGrams: parcel.weightGrams, lengthCm: parcel.lengthCm, widthCm: parcel.widthCm, heightCm: parcel.heightCm,
      categories: parcel.categories, value: own.lines.reduce((sum, line) => sum + line.quantity * line.unitValue, 0),
      stockInAt: parcel.createdAt.toISOString(), ...storageCountdown(parcel.createdAt, freeStorageDays, now),
      state: stateOf(holderStatus), transitOrderId: parcel.transitOrderId, transitOrderNo: holderNo,
    };
  });
}

export async function freeStorageDaysOf(db: Database, tenantId: string): Promise<number> {
  const rows = await db.select({ days: tenants.freeStorageDays }).from(tenants).where(eq(tenants.id, tenantId));
  return theOne(rows, `tenant ${tenantId}`).days;
}

/** A page of the shopper's parcels in a state (by default, still in the warehouse), newest first. */
export async function listStockInParcels(
  db: Database, storage: ObjectStorage, owner: AccountOwner, query: z.output<typeof StockInParcelQuery>, now: Date,
): Promise<StockInParcelList> {
  const where = and(ownedBy(purchaseParcels, owner), stateFilter(query.state));
  const [rows, total, freeStorageDays] = await Promise.all([
    withOrders(db).where(where).orderBy(desc(purchaseParcels.createdAt), desc(purchaseParcels.id))
      .limit(query.pageSize).offset((query.pageNo - 1) * query.pageSize),
    db.select({ n: count() }).from(purchaseParcels)
      .leftJoin(transitOrders, and(eq(transitOrders.tenantId, purchaseParcels.tenantId), eq(transitOrders.id, purchaseParcels.transitOrderId)))
      .where(where),
    freeStorageDaysOf(db, owner.tenantId),
  ]);
  return { items: await viewsOf(db, storage, owner, rows, freeStorageDays, now), total: total[0]?.n ?? 0, pageNo: query.pageNo, pageSize: query.pageSize, freeStorageDays };
}

/** Parcels of the shopper by id, in the order asked (missing ones left out). */
export async function parcelViews(db: Database, storage: ObjectStorage, owner: AccountOwner, ids: readonly number[], now: Date): Promise<StockInParcel[]> {
  if (ids.length === 0) return [];
  const [rows, freeStorageDays] = await queriesTogether(db, [
    () => withOrders(db).where(and(ownedBy(purchaseParcels, owner), inArray(purchaseParcels.id, [...ids]))),
    () => freeStorageDaysOf(db, owner.tenantId),
  ]);
  const views = await viewsOf(db, storage, owner, rows, freeStorageDays, now);
  return ids.flatMap((id) => views.filter((view) => view.id === id));
}

/** Parcels with their lines' titles and options in the reader's language (catalog-language.ts). */
export async function parcelsIn(db: Database, reader: CatalogReader, parcels: readonly StockInParcel[]): Promise<StockInParcel[]> {
  const lines = await linesIn(db, reader, parcels.flatMap((parcel) => parcel.lines));
  let at = 0;
  return parcels.map((parcel) => ({ ...parcel, lines: parcel.lines.map((line) => lines[at++] ?? line) }));
}
