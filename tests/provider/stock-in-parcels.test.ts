import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { StockInParcelList } from '../../contract/transit';
import { notifications, tenants } from '../../provider/db/schema';
import { sendStorageReminders } from '../../provider/transit/storage-reminders';
import { callerOf, worldOfFile } from './support/order-world';
import { lastMailTo, logIn, signupPayload } from './support/shoppers';
import { expectJson, expectProblem } from './support/test-provider';
import { arrivedParcel, createTransitWorld, TEST_LINES } from './support/transit-world';

const DAY = 86_400_000;

const world = worldOfFile(createTransitWorld);

const stockIn = (query: Parameters<ReturnType<typeof world.provider.api>['front']['purchase-parcels']['stock-in-parcels']['$get']>[0]['query'] = {}, shopper = world.ana) =>
  expectJson(world.provider.api(callerOf(shopper)).front['purchase-parcels']['stock-in-parcels'].$get({ query }), 200).then((list) => StockInParcelList.parse(list));
const parcelIn = async (id: number) => (await stockIn({ pageSize: '500' })).items.find((parcel) => parcel.id === id)!;
/** Moves the clock on, past the 3-month session too: Ana logs in again. */
async function advance(ms: number) {
  world.provider.clock.advance(ms);
  world.ana.token = (await logIn(world.provider, 'ana@example.com', signupPayload('').loginPassword)).token;
}
const remind = () => sendStorageReminders({ db: world.provider.db, mailer: world.provider.mailer }, world.provider.clock.now());
/** Ana's storage reminders, as their stored values. */
const reminders = async () => (await world.provider.db.select({ params: notifications.params }).from(notifications)
  .where(and(eq(notifications.tenantId, 'default'), eq(notifications.userId, world.ana.owner.userId), eq(notifications.kind, 'STORAGE_ENDING')))
  .orderBy(asc(notifications.id)))
  .map((row) => row.params);

describe('GET /api/front/purchase-parcels/stock-in-parcels', () => {
  it('lists the parcels in the warehouse with lines, measures, QC photos and the storage countdown', async () => {
    const id = await arrivedParcel(world, world.ana, [{ name: 'Face cream', quantity: 2, unitValue: 6_000, categories: ['LIQUID', 'COSMETIC'] }]);
    const list = await stockIn();
    expect(list).toMatchObject({ total: 1, pageNo: 1, pageSize: 20, freeStorageDays: 90 });
    const [parcel] = list.items;
    expect(parcel).toMatchObject({
      id, source: 'INBOUND', orderId: null, orderNo: null, origin: expect.stringMatching(/^SF\d+$/), weightGrams: 790, lengthCm: 24, widthCm: 17, heightCm: 10,
      categories: ['LIQUID', 'COSMETIC'], value: 12_000, storageDaysLeft: 90, overdueDays: 0, storageState: 'FREE', state: 'IN_STOCK', transitOrderId: null,
      stockInAt: world.provider.clock.now().toISOString(), freeStorageUntil: new Date(world.provider.clock.now().getTime() + 90 * DAY).toISOString(),
    });
    expect(parcel!.lines).toEqual([expect.objectContaining({ orderLineId: null, title: 'Face cream', quantity: 2, unitValue: 6_000 })]);
    expect(parcel!.lines[0]!.qcPhotos).toHaveLength(3);
    expect((await world.provider.file(parcel!.lines[0]!.qcPhotos[0]!)).headers.get('Content-Type')).toBe('image/jpeg');
    expect((await stockIn({}, world.ben)).total).toBe(0);
  });

  it('counts the free storage down with the clock, warns near the end and turns overdue after it', async () => {
    const id = await arrivedParcel(world, world.ana);
    await advance(59 * DAY);
    expect(await parcelIn(id)).toMatchObject({ storageDaysLeft: 31, storageState: 'FREE' });
    await advance(DAY + 1);
    expect(await parcelIn(id)).toMatchObject({ storageDaysLeft: 30, storageState: 'ENDING_SOON', overdueDays: 0 });
    await advance(30 * DAY - 2);
    expect(await parcelIn(id)).toMatchObject({ storageDaysLeft: 1, storageState: 'ENDING_SOON' });
    await advance(1);
    expect(await parcelIn(id)).toMatchObject({ storageDaysLeft: 0, overdueDays: 0, storageState: 'OVERDUE' });
    await advance(2 * DAY);
    expect(await parcelIn(id)).toMatchObject({ storageDaysLeft: 0, overdueDays: 2, storageState: 'OVERDUE' });
  });

  it('reminds the shopper once at 30 and once at 7 days left, however often and by however many processes it runs', async () => {
    // A tenant with a 40-day period, so the parcels of the earlier tests are overdue and stay quiet.
    await world.provider.db.update(tenants).set({ freeStorageDays: 40 }).where(eq(tenants.id, 'default'));
    const before = (await reminders()).length;
    const id = await arrivedParcel(world, world.ana);
    const { parcelNo } = await parcelIn(id);
    await advance(9 * DAY);
    expect(await remind()).toBe(0);
    await advance(DAY);
    const told = await Promise.all([remind(), remind(), remind()]);
    expect(told.reduce((sum, n) => sum + n, 0)).toBe(1);
    expect(await remind()).toBe(0);
    await advance(22 * DAY);
    expect(await remind()).toBe(0);
    await advance(DAY + 1);
    expect(await remind()).toBe(1);
    await advance(DAY);
    expect(await remind()).toBe(0);
    expect((await reminders()).slice(before)).toEqual([{ parcelNo, daysLeft: 30 }, { parcelNo, daysLeft: 7 }]);
    expect(await lastMailTo(world.provider, 'ana@example.com')).toMatchObject({
      subject: 'Free storage ending soon', text: expect.stringContaining(`parcel ${parcelNo} in our China warehouse ends soon. Days left: 7.`),
    });
  });

  it('does not remind of a parcel that is in a transit order, nor send both reminders to a parcel first seen with a week left', async () => {
    const before = (await reminders()).length;
    const shipping = await arrivedParcel(world, world.ana);
    await expectJson(world.provider.api(callerOf(world.ana)).front['transit-orders'].$post({
      header: {}, json: { purchaseParcelIds: [shipping], transitOptionName: TEST_LINES.air.name, userAddressId: world.anaAddress },
    }), 200);
    const late = await arrivedParcel(world, world.ana);
    await advance(35 * DAY);
    expect(await remind()).toBe(1);
    expect(await remind()).toBe(0);
    expect((await reminders()).slice(before)).toEqual([{ parcelNo: (await parcelIn(late)).parcelNo, daysLeft: 5 }]);
    await world.provider.db.update(tenants).set({ freeStorageDays: 90 }).where(eq(tenants.id, 'default'));
  });

  it('filters by state and pages', async () => {
    const inOrder = await stockIn({ state: 'IN_TRANSIT_ORDER' });
    expect(inOrder.items.map((parcel) => parcel.state)).toEqual(['IN_TRANSIT_ORDER']);
    const all = await stockIn();
    expect(all.total).toBe(all.items.length);
    const firstPage = await stockIn({ pageSize: '1' });
    expect(firstPage).toMatchObject({ total: all.total, pageSize: 1 });
    expect(firstPage.items.map((parcel) => parcel.id)).toEqual([all.items[0]!.id]);
    await expectProblem(world.provider.api(callerOf(world.ana)).front['purchase-parcels']['stock-in-parcels'].$get({ query: { pageSize: '501' } }), 400);
    await expectProblem(world.provider.rawRequest('GET', '/front/purchase-parcels/stock-in-parcels?state=LOST', callerOf(world.ana)), 400);
    await expectProblem(world.provider.api({ tenant: 'default' }).front['purchase-parcels']['stock-in-parcels'].$get({ query: {} }), 401);
  });
});
