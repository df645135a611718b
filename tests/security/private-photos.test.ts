import { desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { TransitOrder } from '../../contract/transit';
import sharp from 'sharp';
import { UploadToken } from '../../contract/requests';
import { deposits, purchaseParcels, transitOrders } from '../../provider/db/schema';
import { sweepExpiredUploads } from '../../provider/uploads/upload-retention';
import { uploadForm } from '../../src/lib/search/image-search';
import { movePhotosToPrivateKeys } from '../../provider/fulfilment/private-photo-keys';
import { catalogImageKey, generateCatalog } from '../../provider/catalog/generator';
import { param } from '../provider/support/cart-catalog';
import { buyTees, callerOf, credit, payOrder, type Shopper, worldOfFile } from '../provider/support/order-world';
import { createTestProvider, expectJson, expectProblem, TEST_CATALOG_SIZE } from '../provider/support/test-provider';
import { arrivedParcel, createTransitWorld, demoRound, TEST_LINES } from '../provider/support/transit-world';

/*
 * A shopper's QC photos (of order lines and of inbound parcels) and transit package photos are
 * theirs: served only through the signed, expiring links their own views give, never by a
 * guessed or sequential path, never to a shared cache. Catalog pictures stay public.
 */

const world = worldOfFile(async () => {
  const created = await createTransitWorld();
  await credit(created.provider, created.ana.owner, 500_000);
  return created;
});

const front = (shopper: Shopper) => world.provider.api(callerOf(shopper)).front;
const stockOf = (shopper: Shopper) => expectJson(front(shopper)['purchase-parcels']['stock-in-parcels'].$get({ query: { state: 'IN_STOCK' } }), 200);
const PRIVATE_LINK = /^\/api\/files\/private\/default\/[0-9a-f-]{36}\.jpg\?expires=\d+&signature=[A-Za-z0-9_-]{43}$/;

/** The path of a link without its signature: what a stranger could at best have guessed. */
const unsigned = (link: string) => link.split('?')[0]!;
/** A GET of a file path by anyone (no session: the files route takes none). */
const fetchFile = (path: string) => world.provider.rawRequest('GET', path.replace(/^\/api/, ''));

async function expectServedToOwnerOnly(link: string): Promise<void> {
  expect(link).toMatch(PRIVATE_LINK);
  const served = await world.provider.file(link);
  expect(served.status).toBe(200);
  expect(served.headers.get('Content-Type')).toBe('image/jpeg');
  expect(served.headers.get('Cache-Control')).toMatch(/^private, max-age=\d+$/);
  // Without the signature (anonymous, or another shopper who guessed the key), the key is as good as absent.
  for (const caller of [{}, callerOf(world.ben)]) {
    const refused = await world.provider.rawRequest('GET', unsigned(link).replace(/^\/api/, ''), caller);
    expect(refused.status).toBe(404);
    expect((await refused.json() as { code: string }).code).toBe('NOT_FOUND');
  }
  // Nor is it a picture to search the catalog by, which would read it past the signature.
  const search = front(world.ben).product.search.$get({ query: { imageUrl: unsigned(link) } });
  expect((await expectProblem(search, 400)).code).toBe('INVALID_IMAGE_URL');
}

/** An upload through the signed form, as the storefront posts it; answers its (public, image-search) key. */
async function uploaded(): Promise<string> {
  const t = UploadToken.parse(await expectJson(front(world.ana)['upload-token'].$get({ query: { ext: 'png', catalog: 'PRODUCT_SEARCH' } }), 200));
  const png = new Uint8Array(await sharp({ create: { width: 30, height: 20, channels: 3, background: '#286' } }).png().toBuffer());
  const posted = await world.provider.app.request('/api/storage/upload', { method: 'POST', body: uploadForm(t, new Blob([png], { type: 'image/png' }), 'slip') });
  expect(posted.status).toBe(200);
  return t.key;
}

describe('QC photos of an order line', () => {
  let orderId: number;
  let link: string;
  beforeAll(async () => {
    const order = await buyTees(world.provider, world.ana, world.warehouses.china);
    orderId = order.id;
    await payOrder(world.provider, world.ana, order.id);
    for (let i = 0; i < 6; i++) await demoRound(world);
    const arrived = await expectJson(front(world.ana)['purchase-orders'][':id'].$get(param(order.id)), 200);
    link = arrived.shops[0]!.lines[0]!.qcPhotos[0]!;
  });

  it('are served to their owner through the signed link the order answers, privately cached, and to nobody without it', async () => {
    await expectServedToOwnerOnly(link);
    // Another shopper gets neither the order nor its photos.
    await expectProblem(front(world.ben)['purchase-orders'][':id'].$get(param(orderId)), 404);
  });

  it('are not at the old sequential path', async () => {
    const [parcel] = await world.provider.db.select().from(purchaseParcels).where(eq(purchaseParcels.orderId, orderId));
    const lineId = parcel!.qcPhotos[0]!.lineId;
    expect((await fetchFile(`/api/files/qc/default/${orderId}/${lineId}-0.jpg`)).status).toBe(404);
    expect(parcel!.qcPhotos.flatMap((entry) => entry.keys).every((key) => key.startsWith('private/default/'))).toBe(true);
  });

  it('refuse a tampered signature, another key\'s signature, a moved expiry and an expired link', async () => {
    const url = new URL(link, 'http://localhost');
    const signature = url.searchParams.get('signature')!;
    const expires = Number(url.searchParams.get('expires'));
    const withQuery = (path: string, query: Record<string, string | number>) =>
      `${path}?${new URLSearchParams(Object.entries(query).map(([name, value]) => [name, String(value)])).toString()}`;
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
    const other = (await stockOf(world.ana)).items.flatMap((parcel) => parcel.lines.flatMap((line) => line.qcPhotos)).find((photo) => unsigned(photo) !== unsigned(link))!;
    for (const refused of [
      withQuery(url.pathname, { expires, signature: flipped }),
      withQuery(url.pathname, { expires: expires + 3600, signature }),
      withQuery(url.pathname, { expires }),
      withQuery(unsigned(other), { expires, signature }),
    ]) expect((await fetchFile(refused)).status, refused).toBe(404);

    world.provider.clock.advance((expires * 1000) - world.provider.clock.now().getTime());
    expect((await fetchFile(link)).status).toBe(404);
    // A fresh view signs a fresh link.
    const again = await expectJson(front(world.ana)['purchase-orders'][':id'].$get(param(orderId)), 200);
    expect((await world.provider.file(again.shops[0]!.lines[0]!.qcPhotos[0]!)).status).toBe(200);
  });
});

describe('photos of an inbound parcel and of a packed transit order', () => {
  it('are served to their owner only, through signed links', async () => {
    const parcelId = await arrivedParcel(world, world.ana, [{ name: 'Jacket', quantity: 1, unitValue: 20_000 }]);
    const parcel = (await stockOf(world.ana)).items.find((item) => item.id === parcelId)!;
    expect(parcel.source).toBe('INBOUND');
    await expectServedToOwnerOnly(parcel.lines[0]!.qcPhotos[0]!);
    const inboundId = parcel.inboundParcelId!;
    expect((await fetchFile(`/api/files/qc/default/inbound-${inboundId}/0-0.jpg`)).status).toBe(404);
    expect((await stockOf(world.ben)).items.map((item) => item.id)).not.toContain(parcelId);

    const created = await expectJson(front(world.ana)['transit-orders'].$post({
      header: {}, json: { purchaseParcelIds: [parcelId], transitOptionName: TEST_LINES.air.name, userAddressId: world.anaAddress },
    }), 200);
    for (let i = 0; i < 2; i++) await demoRound(world);
    const packed = TransitOrder.parse(await expectJson(front(world.ana)['transit-orders'][':id'].$get(param(created.id)), 200));
    expect(packed.packagePhotos).toHaveLength(2);
    await expectServedToOwnerOnly(packed.packagePhotos[0]!);
    expect((await fetchFile(`/api/files/transit/default/${created.id}/package-0.jpg`)).status).toBe(404);
  });
});

describe('pictures a shopper uploaded: a transfer certificate, a custom item\'s photo', () => {
  it('are kept as private copies, served through signed links only and out of the upload sweep', async () => {
    const certificateKey = await uploaded();
    await expectJson(front(world.ana)['user-account'].deposits.$post({ json: { channel: 'BANK_TRANSFER', amount: 50_000, certificateKey } }), 200);
    const [deposit] = await world.provider.db.select().from(deposits).where(eq(deposits.userId, world.ana.owner.userId)).orderBy(desc(deposits.id)).limit(1);
    expect(deposit!.certificateKey).toMatch(/^private\/default\/[0-9a-f-]{36}\.png$/);
    const operations = await expectJson(front(world.ana)['user-account'].operations.$get({ query: { type: 'DEPOSIT', pageSize: '1' } }), 200);
    const certificate = operations.items[0]!.certificate!;
    expect(certificate).toMatch(/^\/api\/files\/private\/default\/[0-9a-f-]{36}\.png\?expires=\d+&signature=/);
    expect((await world.provider.file(certificate)).status).toBe(200);
    expect((await fetchFile(unsigned(certificate))).status).toBe(404);

    const imageKey = await uploaded();
    const items = await expectJson(front(world.ana).cart.custom.$post({ json: {
      title: 'Hand-made vase', link: 'https://shop.example.com/vase', unitPrice: 5_000, quantity: 1, specification: '', imageKey, remark: '',
    } }), 200);
    expect(items.items[0]!.image).toMatch(/^\/api\/files\/private\/default\/[0-9a-f-]{36}\.png\?expires=\d+&signature=/);

    // The image-search upload itself goes with the retention sweep; the kept copies stay.
    const later = new Date(world.provider.clock.now().getTime() + (world.provider.env.UPLOAD_RETENTION_HOURS + 1) * 3_600_000);
    expect(await sweepExpiredUploads(world.provider.db, world.provider.storage, world.provider.env.UPLOAD_RETENTION_HOURS, later)).toBeGreaterThanOrEqual(2);
    expect(await world.provider.storage.has(certificateKey)).toBe(false);
    expect(await world.provider.storage.has(deposit!.certificateKey!)).toBe(true);
  });
});

describe('photos stored by an earlier version under sequential keys', () => {
  it('move to private keys on start and are served to their owner from there', async () => {
    const parcelId = await arrivedParcel(world, world.ana);
    const [parcel] = await world.provider.db.select().from(purchaseParcels).where(eq(purchaseParcels.id, parcelId));
    const oldKey = `qc/default/inbound-${parcel!.inboundParcelId}/0-0.jpg`;
    const picture = await world.provider.storage.get(parcel!.qcPhotos[0]!.keys[0]!);
    await world.provider.storage.put(oldKey, picture!.bytes, 'image/jpeg');
    await world.provider.db.update(purchaseParcels).set({ qcPhotos: [{ lineId: 0, keys: [oldKey, 'qc/default/inbound-0/gone.jpg'] }] }).where(eq(purchaseParcels.id, parcelId));
    const [order] = await world.provider.db.select().from(transitOrders).limit(1);
    await world.provider.storage.put(`transit/default/${order!.id}/package-0.jpg`, picture!.bytes, 'image/jpeg');
    await world.provider.db.update(transitOrders).set({ packagePhotoKeys: [`transit/default/${order!.id}/package-0.jpg`] }).where(eq(transitOrders.id, order!.id));
    const certificateKey = await uploaded();
    const deposit = await expectJson(front(world.ana)['user-account'].deposits.$post({ json: { channel: 'BANK_TRANSFER', amount: 50_000 } }), 200);
    await world.provider.db.update(deposits).set({ certificateKey }).where(eq(deposits.id, deposit.id));
    // Before the move, the old public path still answers: the hole the move closes.
    expect((await fetchFile(`/api/files/${oldKey}`)).status).toBe(200);

    expect(await movePhotosToPrivateKeys(world.provider.db, world.provider.storage, () => {})).toBe(3);
    expect(await movePhotosToPrivateKeys(world.provider.db, world.provider.storage, () => {})).toBe(0);
    expect((await fetchFile(`/api/files/${oldKey}`)).status).toBe(404);
    expect((await fetchFile(`/api/files/transit/default/${order!.id}/package-0.jpg`)).status).toBe(404);

    const moved = (await stockOf(world.ana)).items.find((item) => item.id === parcelId)!;
    // The picture no longer stored is dropped; the other is the same picture under a private key.
    expect(moved.lines[0]!.qcPhotos).toHaveLength(1);
    await expectServedToOwnerOnly(moved.lines[0]!.qcPhotos[0]!);
    expect(Buffer.from(await (await world.provider.file(moved.lines[0]!.qcPhotos[0]!)).arrayBuffer())).toEqual(Buffer.from(picture!.bytes));
    const [movedOrder] = await world.provider.db.select().from(transitOrders).where(eq(transitOrders.id, order!.id));
    expect(movedOrder!.packagePhotoKeys).toEqual([expect.stringMatching(/^private\/default\/[0-9a-f-]{36}\.jpg$/)]);
    const [movedDeposit] = await world.provider.db.select().from(deposits).where(eq(deposits.id, deposit.id));
    expect(movedDeposit!.certificateKey).toMatch(/^private\/default\/[0-9a-f-]{36}\.png$/);
    // The upload itself is left to the image-search retention sweep.
    expect(await world.provider.storage.has(certificateKey)).toBe(true);
  });
});

describe('catalog and site pictures', () => {
  it('stay public and cacheable by anyone', async () => {
    const seeded = await createTestProvider();
    try {
      const [product] = generateCatalog(TEST_CATALOG_SIZE);
      const tenant = await expectJson(seeded.api({ tenant: 'default' }).front.tenant.$get(), 200);
      for (const path of [`/api/files/${catalogImageKey(product!.id, 0)}`, tenant.logoImage]) {
        const served = await seeded.rawRequest('GET', path.replace(/^\/api/, ''));
        expect(served.status, path).toBe(200);
        expect(served.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
      }
    } finally {
      await seeded.close();
    }
  });
});
