import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PackingOrder, PackingQueue, type PackRequest } from '../../contract/desk-packing';
import { UploadToken } from '../../contract/requests';
import { deskAudit, payments } from '../../provider/db/schema';
import { accountDiscrepancies } from '../../provider/ledger/ledger';
import { param, problemCode } from './support/cart-catalog';
import { callerOf, credit, PAY_PASSWORD } from './support/order-world';
import { DEMO_OWNER, deskLogIn, insertDemoOwner, lastAudit, newOperator } from './support/operators';
import { expectJson, type TestProvider } from './support/test-provider';
import { arrivedParcel, createdTransitOrder, createTransitWorld, type TransitWorld } from './support/transit-world';

let world: TransitWorld;
let provider: TestProvider;
let tokens: Record<'owner' | 'warehouse' | 'buyer' | 'finance' | 'otherTenant', string>;
let jpeg: Uint8Array<ArrayBuffer>;
beforeAll(async () => {
  world = await createTransitWorld();
  provider = world.provider;
  await credit(provider, world.ana.owner, 500_000);
  for (const tenant of ['default', 'vn']) await insertDemoOwner(provider, tenant);
  const owner = (await deskLogIn(provider, DEMO_OWNER.email, DEMO_OWNER.password)).token;
  tokens = {
    owner,
    warehouse: (await newOperator(provider, owner, 'packer@example.com', 'WAREHOUSE')).token,
    buyer: (await newOperator(provider, owner, 'buyer@example.com', 'BUYER')).token,
    finance: (await newOperator(provider, owner, 'finance@example.com', 'FINANCE')).token,
    otherTenant: (await deskLogIn(provider, DEMO_OWNER.email, DEMO_OWNER.password, 'vn')).token,
  };
  jpeg = new Uint8Array(await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 120, g: 90, b: 40 } } }).jpeg().toBuffer());
});
afterAll(() => provider.close());

const desk = (token = tokens.warehouse) => provider.api({ tenant: 'default', token }).desk.packing;
const shopperOrders = () => provider.api(callerOf(world.ana)).front['transit-orders'];

/** A photo posted through the signed upload, as the desk's pack form does: answers its key. */
async function uploadedPhoto(): Promise<string> {
  const token = UploadToken.parse(await expectJson(provider.api({ tenant: 'default' }).front['upload-token'].$get({ query: { ext: 'jpg', catalog: 'PRODUCT_SEARCH' } }), 200));
  const form = new FormData();
  for (const [name, value] of [['key', token.key], ['name', 'box.jpg'], ['policy', token.policy], ['OSSAccessKeyId', token.accessKeyId], ['success_action_status', '200'], ['signature', token.signature]] as const) form.append(name, value);
  form.append('file', new Blob([jpeg], { type: 'image/jpeg' }), 'box.jpg');
  const response = await provider.app.request('/api/storage/upload', { method: 'POST', body: form });
  expect(response.status).toBe(200);
  return token.key;
}

/** 1,234 g in 30×20×10 cm on Test Air (5000 cm³/kg, 100 g steps): 1,300 g on the actual weight, ¥100 + 2 × ¥40. */
const packed = async (): Promise<PackRequest> => ({ weightGrams: 1234, lengthCm: 30, widthCm: 20, heightCm: 10, photoKeys: [await uploadedPhoto()] });
const PACKED_FEE = 18_000;

const pack = async (id: number, token?: string) => desk(token)[':id'].pack.$post({ ...param(id), json: await packed() });
const ship = (id: number, token?: string) => desk(token)[':id'].ship.$post({ ...param(id), json: { carrier: 'SF International', trackingNumber: 'SF1234567890' } });
const scan = (id: number, code: 'DEPARTED_ORIGIN' | 'DELIVERED') => desk()[':id'].scans.$post({ ...param(id), json: { code, location: 'Hà Nội' } });
const payFee = (id: number) => shopperOrders()[':id'].pay.$post({ ...param(id), header: {}, json: { payPassword: PAY_PASSWORD } });
const noticesOfAna = async () => (await expectJson(provider.api(callerOf(world.ana)).front['user-notifications'].$get({ query: {} }), 200)).items.map((item) => item.notice);

describe('the packing desk from packing to delivery', () => {
  it('packs (the fee from the line\'s rates, asked of the shopper), ships once paid, records scans to delivery; each step out of order is 409', async () => {
    const id = await createdTransitOrder(world);
    const queue = PackingQueue.parse(await expectJson(desk().$get({ query: { stage: 'TO_PACK' } }), 200));
    const waiting = queue.items.find((item) => item.id === id);
    expect(waiting).toMatchObject({ status: 'CREATED', shopper: { email: 'ana@example.com' }, destination: { country: 'VN' }, transitOptionName: 'Test Air' });
    expect(waiting?.parcels).toHaveLength(1);
    expect(waiting?.customsLines).toEqual([expect.objectContaining({ description: 'Linen shirt', quantity: 2, value: 9_000 })]);
    expect(queue.stageCounts.TO_PACK).toBeGreaterThanOrEqual(1);

    expect(await problemCode(ship(id), 409)).toBe('ORDER_STATE_CONFLICT');
    expect(await problemCode(scan(id, 'DELIVERED'), 409)).toBe('ORDER_STATE_CONFLICT');

    const afterPack = PackingOrder.parse(await expectJson(pack(id), 200)).order;
    expect(afterPack).toMatchObject({
      status: 'WAITING_PAY',
      actual: { weightGrams: 1234, volumeCm3: 6000, size: { lengthCm: 30, widthCm: 20, heightCm: 10 }, chargeableWeightGrams: 1300, basis: 'ACTUAL', fee: PACKED_FEE },
    });
    expect(afterPack.packagePhotos).toHaveLength(1);
    expect((await provider.file(afterPack.packagePhotos[0]!)).headers.get('Content-Type')).toBe('image/jpeg');
    const [fee] = await provider.db.select().from(payments).where(and(eq(payments.tenantId, 'default'), eq(payments.transitOrderId, id)));
    expect(fee).toMatchObject({ kind: 'TRANSIT_FEE', status: 'UNPAID', amountFen: PACKED_FEE, userId: world.ana.owner.userId });
    expect((await noticesOfAna())[0]).toEqual({
      kind: 'TRANSIT_FEE_DUE', params: { orderNo: afterPack.orderNo, weightGrams: 1234, amount: PACKED_FEE, estimate: afterPack.estimate.fee, paymentNo: fee?.paymentNo },
    });
    expect(await lastAudit(provider, 'transit_order.pack')).toMatchObject({
      recordType: 'transit_order', recordId: String(id), role: 'WAREHOUSE',
      before: { status: 'CREATED', weightGrams: null }, after: { status: 'WAITING_PAY', weightGrams: 1234, fee: PACKED_FEE, packagePhotos: 1 },
    });

    expect(await problemCode(pack(id), 409)).toBe('ORDER_STATE_CONFLICT');
    expect(await problemCode(ship(id), 409)).toBe('ORDER_STATE_CONFLICT');

    await expectJson(payFee(id), 200);
    const shipped = PackingOrder.parse(await expectJson(ship(id), 200)).order;
    expect(shipped).toMatchObject({ status: 'SHIPPED', carrier: 'SF International', trackingNumber: 'SF1234567890' });
    expect(shipped.trackingEvents.map((event) => event.code)).toEqual(['HANDED_TO_CARRIER']);
    expect((await noticesOfAna())[0]).toEqual({ kind: 'TRANSIT_SHIPPED', params: { orderNo: shipped.orderNo, carrier: 'SF International', trackingNumber: 'SF1234567890' } });
    expect(await problemCode(ship(id), 409)).toBe('ORDER_STATE_CONFLICT');
    expect(await problemCode(pack(id), 409)).toBe('ORDER_STATE_CONFLICT');

    await expectJson(scan(id, 'DEPARTED_ORIGIN'), 200);
    expect(await problemCode(scan(id, 'DEPARTED_ORIGIN'), 409)).toBe('ORDER_STATE_CONFLICT');
    const delivered = PackingOrder.parse(await expectJson(scan(id, 'DELIVERED'), 200)).order;
    expect(delivered.status).toBe('DELIVERED');
    expect(delivered.trackingEvents.map((event) => event.code)).toEqual(['HANDED_TO_CARRIER', 'DEPARTED_ORIGIN', 'DELIVERED']);
    expect(delivered.trackingEvents.at(-1)?.location).toBe('Hà Nội');
    expect((await noticesOfAna())[0]).toEqual({ kind: 'TRANSIT_DELIVERED', params: { orderNo: delivered.orderNo } });
    expect(await lastAudit(provider, 'transit_order.scan')).toMatchObject({ before: { status: 'SHIPPED' }, after: { status: 'DELIVERED', scan: { code: 'DELIVERED', location: 'Hà Nội' } } });
    expect(await problemCode(scan(id, 'DELIVERED'), 409)).toBe('ORDER_STATE_CONFLICT');

    // The shopper confirms receipt, as they do of the robot's deliveries.
    await expectJson(shopperOrders()[':id'].complete.$post(param(id)), 200);
    const done = PackingOrder.parse(await expectJson(desk()[':id'].$get(param(id)), 200)).order;
    expect(done.events.map((event) => `${event.from}>${event.to}:${event.actor}`)).toEqual([
      'null>CREATED:SHOPPER', 'CREATED>PACKING:AGENT', 'PACKING>PACKED:AGENT', 'PACKED>WAITING_PAY:AGENT', 'WAITING_PAY>PAID:SHOPPER',
      'PAID>SHIPPED:AGENT', 'SHIPPED>DELIVERED:AGENT', 'DELIVERED>COMPLETED:SHOPPER',
    ]);
    expect(await accountDiscrepancies(provider.db)).toEqual([]);
  });

  it('asks for one fee of ten packs at once: one packs, nine are 409, one payment and one audit row', async () => {
    const id = await createdTransitOrder(world);
    const answers = await Promise.all(Array.from({ length: 10 }, () => pack(id)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, ...Array<number>(9).fill(409)]);
    const fees = await provider.db.select().from(payments).where(and(eq(payments.tenantId, 'default'), eq(payments.transitOrderId, id)));
    expect(fees).toHaveLength(1);
    const audits = await provider.db.select().from(deskAudit).where(and(eq(deskAudit.action, 'transit_order.pack'), eq(deskAudit.recordId, String(id))));
    expect(audits).toHaveLength(1);
  });

  it('answers the queue by stage, oldest first, filtered by order number and country, with the count of every stage', async () => {
    // Both parcels arrive before either order is made: the demo robot's round would pack the first.
    const parcels = [await arrivedParcel(world, world.ana), await arrivedParcel(world, world.ana)];
    const first = await createdTransitOrder(world, parcels[0]);
    const second = await createdTransitOrder(world, parcels[1]);
    const toPack = PackingQueue.parse(await expectJson(desk().$get({ query: { stage: 'TO_PACK', pageSize: '100' } }), 200));
    const ids = toPack.items.map((item) => item.id);
    expect(ids.indexOf(first)).toBeLessThan(ids.indexOf(second));
    const { orderNo } = toPack.items.find((item) => item.id === second)!;
    const found = PackingQueue.parse(await expectJson(desk().$get({ query: { stage: 'TO_PACK', orderNo } }), 200));
    expect(found.items.map((item) => item.id)).toEqual([second]);
    expect(found.stageCounts).toEqual({ TO_PACK: 1, WAITING_FEE: 0, TO_SHIP: 0, SHIPPED: 0 });
    expect((await expectJson(desk().$get({ query: { stage: 'TO_PACK', country: 'us' } }), 200)).items).toEqual([]);
    const paged = PackingQueue.parse(await expectJson(desk().$get({ query: { stage: 'TO_PACK', pageSize: '1', pageNo: '2' } }), 200));
    expect(paged).toMatchObject({ pageNo: 2, pageSize: 1, total: toPack.total });
    expect(paged.items.map((item) => item.id)).toEqual([ids[1]]);
  });
});

describe('who may work on the packing desk', () => {
  it('admits owners and warehouse operators; other roles are 403; another tenant\'s operator, a shopper and no one are 401', async () => {
    const list = (token: string | undefined) => provider.api({ tenant: 'default', token }).desk.packing.$get({ query: {} });
    await expectJson(list(tokens.owner), 200);
    await expectJson(list(tokens.warehouse), 200);
    expect(await problemCode(list(tokens.buyer), 403)).toBe('ROLE_FORBIDDEN');
    expect(await problemCode(list(tokens.finance), 403)).toBe('ROLE_FORBIDDEN');
    expect(await problemCode(list(tokens.otherTenant), 401)).toBe('UNAUTHORIZED');
    expect(await problemCode(list(world.ana.token), 401)).toBe('UNAUTHORIZED');
    expect(await problemCode(list(undefined), 401)).toBe('UNAUTHORIZED');
    const id = await createdTransitOrder(world);
    expect(await problemCode(pack(id, tokens.buyer), 403)).toBe('ROLE_FORBIDDEN');
    expect(await problemCode(ship(id, tokens.finance), 403)).toBe('ROLE_FORBIDDEN');
    expect(await problemCode(pack(id, tokens.otherTenant), 401)).toBe('UNAUTHORIZED');
    // The owner packs as the warehouse does.
    expect((await expectJson(pack(id, tokens.owner), 200)).order.status).toBe('WAITING_PAY');
  });
});

describe('bad input', () => {
  it('is 400 at the edge, an unknown order 404, and a refused pack changes nothing', async () => {
    const id = await createdTransitOrder(world);
    const good = await packed();
    const refusedPacks: unknown[] = [
      { ...good, weightGrams: 0 }, { ...good, weightGrams: 1.5 }, { ...good, lengthCm: 501 }, { ...good, photoKeys: [] },
      { ...good, photoKeys: ['../secret.jpg'] }, { ...good, photoKeys: [good.photoKeys[0], good.photoKeys[0]] }, { ...good, heightCm: '10' },
    ];
    for (const json of refusedPacks) {
      expect(await problemCode(provider.rawRequest('POST', `/desk/packing/${id}/pack`, { tenant: 'default', token: tokens.warehouse, json }), 400)).toBe('VALIDATION_FAILED');
    }
    // A well-formed key that is no upload of this tenant.
    expect(await problemCode(desk()[':id'].pack.$post({ ...param(id), json: { ...good, photoKeys: ['search/default/20260302/none.jpg'] } }), 400)).toBe('VALIDATION_FAILED');
    for (const json of [{ carrier: '', trackingNumber: 'SF123456' }, { carrier: 'SF', trackingNumber: 'SF 123 456' }, { carrier: 'SF\u0007', trackingNumber: 'SF123456' }]) {
      expect(await problemCode(provider.rawRequest('POST', `/desk/packing/${id}/ship`, { tenant: 'default', token: tokens.warehouse, json }), 400)).toBe('VALIDATION_FAILED');
    }
    for (const json of [{ code: 'HANDED_TO_CARRIER', location: 'Shenzhen' }, { code: 'DELIVERED', location: '' }]) {
      expect(await problemCode(provider.rawRequest('POST', `/desk/packing/${id}/scans`, { tenant: 'default', token: tokens.warehouse, json }), 400)).toBe('VALIDATION_FAILED');
    }
    for (const path of ['/desk/packing?stage=LOST', '/desk/packing?country=VNM', '/desk/packing?pageSize=101', '/desk/packing/abc']) {
      expect(await problemCode(provider.rawRequest('GET', path, { tenant: 'default', token: tokens.warehouse }), 400)).toBe('VALIDATION_FAILED');
    }
    expect(await problemCode(desk()[':id'].$get(param(2_000_000)), 404)).toBe('NOT_FOUND');
    expect(await problemCode(desk()[':id'].pack.$post({ ...param(2_000_000), json: await packed() }), 404)).toBe('NOT_FOUND');
    expect((await expectJson(desk()[':id'].$get(param(id)), 200)).order).toMatchObject({ status: 'CREATED', actual: null, packagePhotos: [] });
  });
});
