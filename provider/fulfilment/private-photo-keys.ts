import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import { customCartItems, deposits, purchaseOrderLines, purchaseParcels, transitOrders } from '../db/schema';
import type { ObjectStorage } from '../storage/object-storage';
import { isPrivateKey, newPrivateKey } from '../storage/private-files';

/*
 * Earlier versions stored QC photos under sequential public keys (`qc/<tenant>/<order>/<line>-<n>.jpg`,
 * `qc/<tenant>/inbound-<id>/…`) and package photos under `transit/<tenant>/<order>/package-<n>.jpg`,
 * which anyone could fetch by counting, and named a shopper's uploads (transfer certificates,
 * custom items' photos) by their public image-search key, which the retention sweep deletes.
 * On start, every such picture still in a row is copied to a fresh private key
 * (private-files.ts) and the row pointed at it; the old QC and package objects are deleted (the
 * uploads are left to the sweep). Once done, the queries below find nothing.
 */

const BATCH = 100;
/** Rows naming a key outside `private/`. */
const PUBLIC_QC_PHOTOS = sql`jsonb_path_exists(${purchaseParcels.qcPhotos}, '$[*].keys[*] ? (!(@ starts with "private/"))')`;
const PUBLIC_PACKAGE_PHOTOS = sql`jsonb_path_exists(${transitOrders.packagePhotoKeys}, '$[*] ? (!(@ starts with "private/"))')`;

/** Old key to its new one; a picture no longer stored maps to null and is dropped from its row. */
type Moves = Map<string, string | null>;

/** Copies each public picture among `keys` to a fresh private key of the tenant. */
async function copyToPrivate(storage: ObjectStorage, tenantId: string, keys: readonly string[]): Promise<Moves> {
  const moves: Moves = new Map();
  for (const key of keys) {
    if (isPrivateKey(key) || moves.has(key)) continue;
    const file = await storage.get(key);
    const fresh = file ? newPrivateKey(tenantId, key) : null;
    if (file && fresh) await storage.put(fresh, file.bytes, file.contentType);
    moves.set(key, fresh);
  }
  return moves;
}

/** A table whose rows name photo keys. */
interface PhotoRows<R extends { id: number; tenantId: string }> {
  /** Rows after `after` (by id) still naming a public key. */
  page(after: number): Promise<R[]>;
  keysOf(row: R): string[];
  /** Points the row at the renamed keys unless another process changed it meanwhile; answers whether it did. */
  repoint(row: R, rename: (keys: readonly string[]) => string[]): Promise<boolean>;
}

async function moveRows<R extends { id: number; tenantId: string }>(storage: ObjectStorage, table: PhotoRows<R>): Promise<number> {
  let moved = 0;
  for (let rows = await table.page(0); rows.length > 0; rows = await table.page(rows.at(-1)?.id ?? 0)) {
    for (const row of rows) {
      const moves = await copyToPrivate(storage, row.tenantId, table.keysOf(row));
      const rename = (keys: readonly string[]) => keys.flatMap((key) => {
        const fresh = isPrivateKey(key) ? key : moves.get(key);
        return fresh ? [fresh] : [];
      });
      const repointed = await table.repoint(row, rename);
      // Whichever side lost goes: the old pictures, or the copies of a row changed meanwhile.
      for (const [old, fresh] of moves) {
        if (!repointed && fresh) await storage.delete(fresh);
        else if (repointed && !isUploadKey(old)) await storage.delete(old);
      }
      if (repointed) moved += [...moves.values()].filter((fresh) => fresh !== null).length;
    }
  }
  return moved;
}

const qcPhotoRows = (db: Database): PhotoRows<{ id: number; tenantId: string; qcPhotos: { lineId: number; keys: string[] }[] }> => ({
  page: (after) => db.select({ id: purchaseParcels.id, tenantId: purchaseParcels.tenantId, qcPhotos: purchaseParcels.qcPhotos }).from(purchaseParcels)
    .where(and(PUBLIC_QC_PHOTOS, gt(purchaseParcels.id, after))).orderBy(asc(purchaseParcels.id)).limit(BATCH),
  keysOf: (row) => row.qcPhotos.flatMap((entry) => entry.keys),
  repoint: async (row, rename) => (await db.update(purchaseParcels)
    .set({ qcPhotos: row.qcPhotos.map((entry) => ({ lineId: entry.lineId, keys: rename(entry.keys) })) })
    .where(and(eq(purchaseParcels.id, row.id), eq(purchaseParcels.qcPhotos, row.qcPhotos))).returning({ id: purchaseParcels.id })).length > 0,
});

const packagePhotoRows = (db: Database): PhotoRows<{ id: number; tenantId: string; keys: string[] }> => ({
  page: (after) => db.select({ id: transitOrders.id, tenantId: transitOrders.tenantId, keys: transitOrders.packagePhotoKeys }).from(transitOrders)
    .where(and(PUBLIC_PACKAGE_PHOTOS, gt(transitOrders.id, after))).orderBy(asc(transitOrders.id)).limit(BATCH),
  keysOf: (row) => row.keys,
  repoint: async (row, rename) => (await db.update(transitOrders).set({ packagePhotoKeys: rename(row.keys) })
    .where(and(eq(transitOrders.id, row.id), eq(transitOrders.packagePhotoKeys, row.keys))).returning({ id: transitOrders.id })).length > 0,
});

/** A column naming one image-search upload a shopper kept (their own picture since). */
interface UploadColumn { table: PgTable; id: PgColumn; tenantId: PgColumn; key: PgColumn }

const UPLOAD_PREFIX = 'search/';
const isUploadKey = (key: string): boolean => key.startsWith(UPLOAD_PREFIX);

const uploadRows = (db: Database, { table, id, tenantId, key }: UploadColumn): PhotoRows<{ id: number; tenantId: string; key: string }> => ({
  page: async (after) => ((await db.execute(sql`select ${id} as id, ${tenantId} as "tenantId", ${key} as key from ${table}
    where ${key} like ${`${UPLOAD_PREFIX}%`} and ${id} > ${after} order by ${id} limit ${BATCH}`)) as { rows: { id: number; tenantId: string; key: string }[] }).rows,
  keysOf: (row) => [row.key],
  repoint: async (row, rename) => ((await db.execute(sql`update ${table} set ${sql.identifier(key.name)} = ${rename([row.key])[0] ?? null}
    where ${id} = ${row.id} and ${key} = ${row.key} returning 1`)) as { rows: unknown[] }).rows.length > 0,
});

const UPLOAD_COLUMNS: UploadColumn[] = [
  { table: deposits, id: deposits.id, tenantId: deposits.tenantId, key: deposits.certificateKey },
  { table: customCartItems, id: customCartItems.id, tenantId: customCartItems.tenantId, key: customCartItems.imageKey },
  { table: purchaseOrderLines, id: purchaseOrderLines.id, tenantId: purchaseOrderLines.tenantId, key: purchaseOrderLines.imageKey },
];

/** Moves every shopper's photo still under a public key to a private one; answers how many were moved. */
export async function movePhotosToPrivateKeys(db: Database, storage: ObjectStorage, log: (line: string) => void): Promise<number> {
  let moved = (await moveRows(storage, qcPhotoRows(db))) + (await moveRows(storage, packagePhotoRows(db)));
  for (const column of UPLOAD_COLUMNS) moved += await moveRows(storage, uploadRows(db, column));
  if (moved > 0) log(`${moved} shoppers' photos moved to private keys`);
  return moved;
}
