import { describe, expect, it } from 'vitest';
import { InboundParcel, UserWarehouses } from '../../contract/transit';
import { param, problemCode } from './support/cart-catalog';
import { callerOf, worldOfFile } from './support/order-world';
import { expectJson, expectStatus } from './support/test-provider';
import { createTransitWorld, demoRound } from './support/transit-world';

const world = worldOfFile(createTransitWorld);

const warehouses = (shopper = world.ana) => world.provider.api(callerOf(shopper)).front.user.warehouses;
const register = (domesticTrackingNo: string, extra: Partial<Parameters<ReturnType<typeof warehouses>['$post']>[0]['json']> = {}, shopper = world.ana) =>
  warehouses(shopper).$post({ json: {
    tenantWarehouseId: world.warehouses.china, domesticTrackingNo, domesticCarrier: 'SF Express',
    contents: [{ name: 'Sneakers', quantity: 1, unitValue: 39_900 }, { name: 'Socks', quantity: 3, unitValue: 1_000, categories: ['MAGNET', 'MAGNET'] }], ...extra,
  } });

describe('/api/front/user/warehouses', () => {
  it('gives the forwarding address of each China warehouse with the personal mark code', async () => {
    const mine = UserWarehouses.parse(await expectJson(warehouses().$get(), 200));
    expect(mine.markCode).toMatch(/^U\d{6}$/);
    expect(mine.addresses).toEqual([expect.objectContaining({
      tenantWarehouseId: world.warehouses.china, recipient: `Test ${mine.markCode}`, address: `1 Test Road (${mine.markCode})`, city: 'Guangzhou', markCode: mine.markCode,
    })]);
    expect(mine.inboundParcels).toEqual([]);
    const bens = await expectJson(warehouses(world.ben).$get(), 200);
    expect(bens.markCode).not.toBe(mine.markCode);
  });

  it('registers an inbound parcel, which arrives as a stock-in parcel with QC photos of each declared line', async () => {
    const inbound = InboundParcel.parse(await expectJson(register('sf1234567890'), 200));
    expect(inbound).toMatchObject({
      domesticTrackingNo: 'SF1234567890', status: 'EXPECTED', declaredValue: 42_900, stockInParcelId: null, arrivedAt: null,
      contents: [{ name: 'Sneakers', quantity: 1, unitValue: 39_900, categories: [] }, { name: 'Socks', quantity: 3, unitValue: 1_000, categories: ['MAGNET'] }],
    });
    expect(await problemCode(register('SF1234567890'), 409)).toBe('TRACKING_NUMBER_REGISTERED');
    // Another shopper may register the same number: the mark code tells the warehouse whose it is.
    await expectJson(register('SF1234567890', {}, world.ben), 200);
    await demoRound(world);
    const after = await expectJson(warehouses().$get(), 200);
    const arrived = after.inboundParcels.find((parcel) => parcel.id === inbound.id)!;
    expect(arrived).toMatchObject({ status: 'ARRIVED', arrivedAt: world.provider.clock.now().toISOString(), stockInParcelId: expect.any(Number) });
    const stock = await expectJson(world.provider.api(callerOf(world.ana)).front['purchase-parcels']['stock-in-parcels'].$get({ query: {} }), 200);
    const parcel = stock.items.find((item) => item.id === arrived.stockInParcelId)!;
    expect(parcel).toMatchObject({ source: 'INBOUND', inboundParcelId: inbound.id, origin: 'SF1234567890', categories: ['MAGNET'], value: 42_900 });
    expect(parcel.lines.map((line) => [line.title, line.qcPhotos.length])).toEqual([['Sneakers', 3], ['Socks', 3]]);
    expect(await problemCode(warehouses()[':id'].$delete(param(inbound.id)), 409)).toBe('ORDER_STATE_CONFLICT');
  });

  it('deletes an inbound parcel that has not arrived, only the shopper\'s own', async () => {
    const inbound = await expectJson(register('YT9988776655'), 200);
    expect(await problemCode(warehouses(world.ben)[':id'].$delete(param(inbound.id)), 404)).toBe('NOT_FOUND');
    await expectStatus(warehouses()[':id'].$delete(param(inbound.id)), 204);
    expect((await expectJson(warehouses().$get(), 200)).inboundParcels.map((parcel) => parcel.id)).not.toContain(inbound.id);
    expect(await problemCode(warehouses()[':id'].$delete(param(inbound.id)), 404)).toBe('NOT_FOUND');
  });

  it('refuses a local or another tenant\'s warehouse, and malformed parcels', async () => {
    expect(await problemCode(register('ZT1000000001', { tenantWarehouseId: world.warehouses.local }), 404)).toBe('NOT_FOUND');
    expect(await problemCode(register('ZT1000000002', { tenantWarehouseId: world.vnWarehouses.china }), 404)).toBe('NOT_FOUND');
    for (const extra of [{ domesticTrackingNo: 'no spaces allowed' }, { contents: [] }, { contents: [{ name: 'Free', quantity: 1, unitValue: 0 }] }]) {
      expect(await problemCode(register('ZT1000000003', extra), 400)).toBe('VALIDATION_FAILED');
    }
    expect(await problemCode(world.provider.api({ tenant: 'default' }).front.user.warehouses.$get(), 401)).toBe('UNAUTHORIZED');
  });
});
