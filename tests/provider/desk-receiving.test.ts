import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ReceiveRequest } from '../../contract/desk-receiving';
import { hashPassword } from '../../provider/auth/passwords';
import { pictureJpeg } from '../../provider/catalog/product-pictures';
import { inboundParcels, notifications, operators, purchaseOrderLines, purchaseParcels, uploads } from '../../provider/db/schema';
import { advanceOrder } from '../../provider/orders/fulfilment';
import { searchUploadKey } from '../../provider/uploads/upload-policy';
import { param, problemCode } from './support/cart-catalog';
import { DEMO_OWNER, deskLogIn, lastAudit, newOperator } from './support/operators';
import { buyTees, callerOf, credit, createOrderWorld, payOrder, type Shopper, worldOfFile } from './support/order-world';
import { expectJson, expectProblem } from './support/test-provider';

const world = worldOfFile(async () => {
  const created = await createOrderWorld();
  // The cart world is unseeded: each tenant gets the owner a demo start makes.
  const passwordHash = await hashPassword(DEMO_OWNER.password);
  await created.provider.db.insert(operators).values(['default', 'vn'].map((tenantId) => ({
    tenantId, email: DEMO_OWNER.email, name: 'Owner', role: 'OWNER' as const, passwordHash, createdAt: created.provider.clock.now(),
  })));
  const owner = (await deskLogIn(created.provider, DEMO_OWNER.email, DEMO_OWNER.password)).token;
  const warehouse = (await newOperator(created.provider, owner, 'bench@example.com', 'WAREHOUSE')).token;
  return { ...created, tokens: { owner, warehouse } };
});

const desk = (token = world.tokens.warehouse, tenant = 'default') => world.provider.api({ tenant, token }).desk.receiving;
const now = () => world.provider.clock.now();

/** A photo the operator's browser uploaded through the signed form: stored, with its uploads row. */
async function uploadedPhoto(tenant = 'default'): Promise<string> {
  const key = searchUploadKey(tenant, 'jpg', now());
  const bytes = await pictureJpeg(key, 0);
  await world.provider.storage.put(key, bytes, 'image/jpeg');
  await world.provider.db.insert(uploads).values({ key, tenantId: tenant, contentType: 'image/jpeg', size: bytes.byteLength, createdAt: now() });
  return key;
}

/** A paid order of tees moved by the agent to SELLER_SHIPPED, its line carrying `trackingNo` as the purchasing desk writes it. */
async function shippedOrder(shopper: Shopper, trackingNo: string, extraQcPhotos = 0) {
  await credit(world.provider, shopper.owner, 10_000);
  const order = await buyTees(world.provider, shopper, world.warehouses.china);
  await payOrder(world.provider, shopper, order.id);
  for (const step of ['PURCHASING', 'PURCHASED', 'SELLER_SHIPPED'] as const) await advanceOrder(world.provider.db, 'default', order.id, step, now());
  const [line] = await world.provider.db.update(purchaseOrderLines).set({ domesticTrackingNo: trackingNo, extraQcPhotos })
    .where(eq(purchaseOrderLines.orderId, order.id)).returning();
  return { order, line: line! };
}

const measures = { weightGrams: 1_250, lengthCm: 30, widthCm: 20, heightCm: 10, storageLocation: 'A-03-2' };
const shopperParcels = (shopper: Shopper) =>
  expectJson(world.provider.api(callerOf(shopper)).front['purchase-parcels']['stock-in-parcels'].$get({ query: {} }), 200);
const noticesOf = (shopper: Shopper) => world.provider.db.select().from(notifications)
  .where(and(eq(notifications.tenantId, 'default'), eq(notifications.userId, shopper.owner.userId)));

describe('receiving an order line by its tracking number', () => {
  it('finds the line by the scanned number in any case, receives it ARRIVED with the order rolled up, and the shopper sees the parcel with its photos', async () => {
    const { order, line } = await shippedOrder(world.ana, 'SF100200300');
    const scan = await expectJson(desk().scan.$get({ query: { trackingNo: ' sf100200300 ' } }), 200);
    expect(scan.matches).toEqual([expect.objectContaining({
      source: 'PURCHASE', orderId: order.id, markCode: expect.stringMatching(/^U\d{6}$/),
      lines: [expect.objectContaining({ id: line.id, status: 'SELLER_SHIPPED', receivable: true, parcelNo: null })],
    })]);
    const expected = await expectJson(desk().expected.$get({ query: { trackingNo: 'sf1002' } }), 200);
    expect(expected.items).toEqual([expect.objectContaining({ source: 'PURCHASE', id: line.id, trackingNo: 'SF100200300', reference: order.orderNo })]);

    const photos = [await uploadedPhoto(), await uploadedPhoto(), await uploadedPhoto()];
    const request: ReceiveRequest = { source: 'PURCHASE', orderId: order.id, trackingNo: 'sf100200300', ...measures, photos: [{ lineId: line.id, keys: photos }] };
    const receipt = await expectJson(desk().receipts.$post({ json: request }), 201);
    expect(receipt).toMatchObject({ parcelNo: expect.stringMatching(/^PP/), storageLocation: 'A-03-2' });

    const shopperOrder = await expectJson(world.provider.api(callerOf(world.ana)).front['purchase-orders'][':id'].$get(param(order.id)), 200);
    expect(shopperOrder.status).toBe('ARRIVED');
    const parcel = (await shopperParcels(world.ana)).items.find((item) => item.id === receipt.parcelId)!;
    expect(parcel).toMatchObject({ source: 'PURCHASE', orderId: order.id, weightGrams: 1_250, lengthCm: 30, widthCm: 20, heightCm: 10, storageState: 'FREE' });
    expect(parcel.lines[0]!.qcPhotos).toHaveLength(3);
    // The photos are the shopper's private copies, served through signed links, never the uploads themselves.
    expect(parcel.lines[0]!.qcPhotos[0]).toMatch(/^\/api\/files\/private\//);
    expect((await world.provider.file(parcel.lines[0]!.qcPhotos[0]!)).status).toBe(200);
    expect(await noticesOf(world.ana)).toEqual(expect.arrayContaining([expect.objectContaining({ kind: 'ORDER_ARRIVED' })]));
    expect(await lastAudit(world.provider, 'purchase_parcel.receive')).toMatchObject({
      recordType: 'purchase_parcel', recordId: receipt.parcelNo, role: 'WAREHOUSE',
      after: { lines: [{ id: line.id, status: 'ARRIVED' }], storageLocation: 'A-03-2', photos: 3 },
    });

    // Scanned again, it shows where it is; receiving it again is refused and changes nothing.
    const again = await expectJson(desk().scan.$get({ query: { trackingNo: 'SF100200300' } }), 200);
    expect(again.matches[0]).toMatchObject({ lines: [{ receivable: false, parcelNo: receipt.parcelNo, storageLocation: 'A-03-2' }] });
    const twice = { ...request, photos: [{ lineId: line.id, keys: [await uploadedPhoto()] }] };
    expect(await problemCode(desk().receipts.$post({ json: twice }), 409)).toBe('ALREADY_RECEIVED');
    expect(await world.provider.db.select().from(purchaseParcels).where(eq(purchaseParcels.orderId, order.id))).toHaveLength(1);
  });

  it('refuses a line the seller has not shipped, photos of other lines and keys that are no uploads, leaving the line as it was', async () => {
    const { order, line } = await shippedOrder(world.ben, 'YT555000111');
    const photo = await uploadedPhoto();
    const base = { source: 'PURCHASE' as const, orderId: order.id, trackingNo: 'YT555000111', ...measures };
    expect(await problemCode(desk().receipts.$post({ json: { ...base, photos: [{ lineId: line.id + 1000, keys: [photo] }] } }), 400)).toBe('VALIDATION_FAILED');
    const notUploaded = await expectProblem(desk().receipts.$post({ json: { ...base, photos: [{ lineId: line.id, keys: ['search/default/20260302/not-uploaded.jpg'] }] } }), 400);
    expect(notUploaded.errors).toEqual([expect.objectContaining({ path: 'photos.0.keys.0' })]);
    expect(await problemCode(desk().receipts.$post({ json: { ...base, trackingNo: 'YT000', photos: [{ lineId: line.id, keys: [photo] }] } }), 404)).toBe('NOT_FOUND');
    const [still] = await world.provider.db.select().from(purchaseOrderLines).where(eq(purchaseOrderLines.id, line.id));
    expect(still!.status).toBe('SELLER_SHIPPED');

    const { order: unshipped } = await shippedOrder(world.ben, 'ZT777');
    await world.provider.db.update(purchaseOrderLines).set({ status: 'PURCHASED' }).where(eq(purchaseOrderLines.orderId, unshipped.id));
    const early = { ...base, orderId: unshipped.id, trackingNo: 'ZT777', photos: [{ lineId: line.id, keys: [photo] }] };
    expect(await problemCode(desk().receipts.$post({ json: early }), 409)).toBe('ORDER_STATE_CONFLICT');
  });

  it('lists the extra QC photos owed; adding them marks them done and tells the shopper', async () => {
    const { order, line } = await shippedOrder(world.ana, 'JD424242', 2);
    await expectJson(desk().receipts.$post({ json: {
      source: 'PURCHASE', orderId: order.id, trackingNo: 'JD424242', ...measures, photos: [{ lineId: line.id, keys: [await uploadedPhoto()] }],
    } }), 201);
    const owed = await expectJson(desk()['extra-photos'].$get({ query: {} }), 200);
    expect(owed.items).toEqual([expect.objectContaining({ lineId: line.id, orderNo: order.orderNo, extraQcPhotos: 2, photos: 1, storageLocation: 'A-03-2' })]);

    const keys = [await uploadedPhoto(), await uploadedPhoto()];
    const done = await expectJson(desk()['extra-photos'][':id'].$post({ ...param(line.id), json: { keys } }), 200);
    expect(done).toMatchObject({ lineId: line.id, photos: 3 });
    expect((await expectJson(desk()['extra-photos'].$get({ query: {} }), 200)).items).toEqual([]);
    expect(await problemCode(desk()['extra-photos'][':id'].$post({ ...param(line.id), json: { keys } }), 409)).toBe('ORDER_STATE_CONFLICT');
    expect(await noticesOf(world.ana)).toEqual(expect.arrayContaining([expect.objectContaining({ kind: 'QC_PHOTOS_ADDED' })]));
    const parcel = (await shopperParcels(world.ana)).items.find((item) => item.orderId === order.id)!;
    expect(parcel.lines[0]!.qcPhotos).toHaveLength(3);
    expect(await lastAudit(world.provider, 'order_line.extra_qc_photos')).toMatchObject({ recordId: String(line.id), after: { photos: 3 } });
  });
});

describe('receiving an inbound parcel', () => {
  it('receives a registered parcel by its tracking number; the second time is 409', async () => {
    const inbound = await expectJson(world.provider.api(callerOf(world.ben)).front.user.warehouses.$post({ json: {
      tenantWarehouseId: world.warehouses.china, domesticTrackingNo: 'ems998877', domesticCarrier: 'EMS',
      contents: [{ name: 'Boots', quantity: 1, unitValue: 20_000 }, { name: 'Laces', quantity: 2, unitValue: 500 }],
    } }), 200);
    const scan = await expectJson(desk(world.tokens.owner).scan.$get({ query: { trackingNo: 'EMS998877' } }), 200);
    expect(scan.matches).toEqual([expect.objectContaining({ source: 'INBOUND', inboundParcelId: inbound.id, receivable: true, carrier: 'EMS' })]);
    const listed = await expectJson(desk().expected.$get({ query: { source: 'INBOUND' } }), 200);
    expect(listed.items.map((item) => item.id)).toContain(inbound.id);
    expect(listed.items.every((item) => item.source === 'INBOUND')).toBe(true);

    const request: ReceiveRequest = {
      source: 'INBOUND', inboundParcelId: inbound.id, trackingNo: 'ems998877', ...measures, storageLocation: 'B-1',
      photos: [{ lineId: 0, keys: [await uploadedPhoto()] }, { lineId: 1, keys: [await uploadedPhoto()] }],
    };
    const receipt = await expectJson(desk(world.tokens.owner).receipts.$post({ json: request }), 201);
    const [row] = await world.provider.db.select().from(inboundParcels).where(eq(inboundParcels.id, inbound.id));
    expect(row!.status).toBe('ARRIVED');
    const parcel = (await shopperParcels(world.ben)).items.find((item) => item.id === receipt.parcelId)!;
    expect(parcel).toMatchObject({ source: 'INBOUND', inboundParcelId: inbound.id, weightGrams: 1_250 });
    expect(parcel.lines.map((line) => line.qcPhotos.length)).toEqual([1, 1]);
    // The storage location is the warehouse's own: the shopper's parcel does not carry it.
    expect(JSON.stringify(parcel)).not.toContain('B-1');
    expect(await noticesOf(world.ben)).toEqual(expect.arrayContaining([expect.objectContaining({ kind: 'INBOUND_ARRIVED' })]));
    expect((await expectJson(desk().expected.$get({ query: { source: 'INBOUND' } }), 200)).items.map((item) => item.id)).not.toContain(inbound.id);

    const again = { ...request, photos: [{ lineId: 0, keys: [await uploadedPhoto()] }, { lineId: 1, keys: [await uploadedPhoto()] }] };
    expect(await problemCode(desk().receipts.$post({ json: again }), 409)).toBe('ALREADY_RECEIVED');
  });
});

describe('who may receive', () => {
  it('admits WAREHOUSE and OWNER operators only, of this tenant, never a shopper', async () => {
    const buyer = (await newOperator(world.provider, world.tokens.owner, 'buyer@example.com', 'BUYER')).token;
    const finance = (await newOperator(world.provider, world.tokens.owner, 'finance@example.com', 'FINANCE')).token;
    const query = { query: { trackingNo: 'SF1' } };
    await expectJson(desk(world.tokens.owner).scan.$get(query), 200);
    await expectJson(desk(world.tokens.warehouse).scan.$get(query), 200);
    for (const token of [buyer, finance]) {
      expect(await problemCode(desk(token).scan.$get(query), 403)).toBe('ROLE_FORBIDDEN');
      expect(await problemCode(desk(token).expected.$get({ query: {} }), 403)).toBe('ROLE_FORBIDDEN');
      expect(await problemCode(desk(token)['extra-photos'].$get({ query: {} }), 403)).toBe('ROLE_FORBIDDEN');
    }
    const token = await expectJson(desk()['upload-token'].$get({ query: { ext: 'jpg' } }), 200);
    expect(token.key).toMatch(/^search\/default\//);
    expect(await problemCode(desk(buyer)['upload-token'].$get({ query: { ext: 'jpg' } }), 403)).toBe('ROLE_FORBIDDEN');
    const vnOwner = (await deskLogIn(world.provider, DEMO_OWNER.email, DEMO_OWNER.password, 'vn')).token;
    expect(await problemCode(desk(vnOwner, 'default').scan.$get(query), 401)).toBe('UNAUTHORIZED');
    expect(await problemCode(desk(world.ana.token).scan.$get(query), 401)).toBe('UNAUTHORIZED');
    expect(await problemCode(world.provider.api({ tenant: 'default' }).desk.receiving.expected.$get({ query: {} }), 401)).toBe('UNAUTHORIZED');
  });

  it('answers bad input with 400', async () => {
    expect(await problemCode(desk().scan.$get({ query: { trackingNo: 'no spaces' } }), 400)).toBe('VALIDATION_FAILED');
    expect(await problemCode(desk().expected.$get({ query: { source: 'OTHER' as 'INBOUND' } }), 400)).toBe('VALIDATION_FAILED');
    const photo = await uploadedPhoto();
    const good = { source: 'PURCHASE', orderId: 1, trackingNo: 'SF1', ...measures, photos: [{ lineId: 1, keys: [photo] }] };
    for (const bad of [
      { ...good, weightGrams: 0 }, { ...good, lengthCm: 1.5 }, { ...good, storageLocation: '' }, { ...good, photos: [] },
      { ...good, photos: [{ lineId: 1, keys: [] }] }, { ...good, photos: [{ lineId: 1, keys: ['../etc/passwd'] }] },
      { ...good, photos: [{ lineId: 1, keys: [photo] }, { lineId: 1, keys: [photo] }] }, { ...good, source: 'ELSEWHERE' },
    ]) {
      const answer = world.provider.rawRequest('POST', '/desk/receiving/receipts', { tenant: 'default', token: world.tokens.warehouse, json: bad });
      expect((await expectProblem(answer, 400)).code).toBe('VALIDATION_FAILED');
    }
    expect(await problemCode(desk()['extra-photos'][':id'].$post({ param: { id: 'x' }, json: { keys: [photo] } }), 400)).toBe('VALIDATION_FAILED');
  });
});
