import { and, asc, eq, gt, isNull, lte, notExists, or, sql } from 'drizzle-orm';
import { STORAGE_REMINDER_DAYS } from '../../contract/transit';
import type { Database } from '../db/client';
import { purchaseParcels, storageReminders, tenants } from '../db/schema';
import { DAY_MS } from '../http/day-range';
import type { Mailer } from '../mail/mailer';
import { notifyShopper } from '../notifications/notify-shopper';
import { storageCountdown } from './storage-countdown';

/**
 * Reminds shoppers of parcels in stock whose free storage ends soon: once when 30 days are
 * left, once when 7 are. Each reminder is a row keyed by parcel and mark, inserted before the
 * shopper is told: of several processes (or a re-run), only the one whose insert made the row
 * tells, so each goes out exactly once. A parcel first seen with 5 days left gets one reminder
 * (both marks are recorded). Answers how many shoppers were told.
 */
export async function sendStorageReminders(deps: { db: Database; mailer: Mailer }, now: Date, batch = 200): Promise<number> {
  const freeUntil = sql`${purchaseParcels.createdAt} + ${tenants.freeStorageDays} * interval '1 day'`;
  const due = await deps.db.transaction(async (tx) => {
    const candidates = await tx.select({
      tenantId: purchaseParcels.tenantId, userId: purchaseParcels.userId, id: purchaseParcels.id, parcelNo: purchaseParcels.parcelNo,
      createdAt: purchaseParcels.createdAt, freeStorageDays: tenants.freeStorageDays,
    }).from(purchaseParcels).innerJoin(tenants, eq(tenants.id, purchaseParcels.tenantId))
      .where(and(
        isNull(purchaseParcels.transitOrderId),
        gt(freeUntil, now),
        // A mark is due when that few days are left and its reminder is not sent yet.
        or(...STORAGE_REMINDER_DAYS.map((days) => and(
          lte(freeUntil, new Date(now.getTime() + days * DAY_MS)),
          notExists(tx.select({ parcelId: storageReminders.parcelId }).from(storageReminders).where(and(
            eq(storageReminders.tenantId, purchaseParcels.tenantId), eq(storageReminders.parcelId, purchaseParcels.id), eq(storageReminders.daysLeft, days),
          ))),
        ))),
      ))
      .orderBy(asc(purchaseParcels.id)).limit(batch);
    const told = [];
    for (const parcel of candidates) {
      const { storageDaysLeft } = storageCountdown(parcel.createdAt, parcel.freeStorageDays, now);
      const marks = STORAGE_REMINDER_DAYS.filter((days) => storageDaysLeft <= days);
      const inserted = await tx.insert(storageReminders)
        .values(marks.map((daysLeft) => ({ tenantId: parcel.tenantId, parcelId: parcel.id, daysLeft, sentAt: now })))
        .onConflictDoNothing().returning({ daysLeft: storageReminders.daysLeft });
      if (inserted.length > 0) told.push({ ...parcel, storageDaysLeft });
    }
    return told;
  });
  for (const parcel of due) {
    await notifyShopper(deps, { tenantId: parcel.tenantId, userId: parcel.userId }, {
      kind: 'STORAGE_ENDING', params: { parcelNo: parcel.parcelNo, daysLeft: parcel.storageDaysLeft },
    }, now);
  }
  return due.length;
}
