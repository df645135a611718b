import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createDeposit } from '../../provider/account/deposits';
import { deskAudit, operators, purchaseParcels } from '../../provider/db/schema';
import { listAudit } from '../../provider/desk/audit';
import { runDemoRound } from '../../provider/fulfilment/demo-worker';
import { ROBOT_EMAIL } from '../../provider/fulfilment/robot-operator';
import { accountDiscrepancies } from '../../provider/ledger/ledger';
import { CART_CATALOG, linkOf, param, problemCode } from './support/cart-catalog';
import { callerOf, credit, PAY_PASSWORD, payOrder, orderWorldOfFile } from './support/order-world';
import { DEMO_OWNER, deskLogIn, insertDemoOwner, lastAudit } from './support/operators';
import { expectJson } from './support/test-provider';

const STEP_MS = 20_000;
const world = orderWorldOfFile();

const deps = () => ({ db: world.provider.db, storage: world.provider.storage, mailer: world.provider.mailer });
const round = (random = () => 0.99) => {
  world.provider.clock.advance(STEP_MS);
  return runDemoRound(deps(), world.provider.clock.now(), STEP_MS, random);
};
const ana = () => world.provider.api(callerOf(world.ana)).front;
const ben = () => world.provider.api(callerOf(world.ben)).front;
/** The default tenant's robot operator: on this unseeded provider the robot made it when it first acted (a demo seed makes it too). */
async function robotRow() {
  const [row] = await world.provider.db.select().from(operators).where(and(eq(operators.tenantId, 'default'), eq(operators.robot, true)));
  if (!row) throw new Error('The default tenant has no robot operator');
  return row;
}
const orderOf = (id: number) => expectJson(ana()['purchase-orders'][':id'].$get(param(id)), 200);

describe('the demo fulfilment worker', () => {
  it('moves a paid order step by step to ARRIVED through the desk services, one shop at a time, with QC photos', async () => {
    await credit(world.provider, world.ana.owner, 100_000);
    const { tee, socks } = CART_CATALOG;
    await expectJson(ana().cart.add.$post({ json: { productUrl: linkOf(tee), productSkuId: tee.skus[0].skuId, quantity: 1 } }), 200);
    await expectJson(ana().cart.add.$post({ json: { productUrl: linkOf(socks), productSkuId: socks.skus[0].skuId, quantity: 2 } }), 200);
    const cart = await expectJson(ana().cart.$get(), 200);
    const ids = cart.shops.flatMap((shop) => shop.cartItems.map((item) => item.id));
    const order = await expectJson(ana()['purchase-orders'].create.$post({
      header: {},
      json: { tenantWarehouseId: world.warehouses.china, cartItemIds: ids, lineOptions: [{ cartItemId: ids[0], extraQcPhotos: 1 }] },
    }), 200);
    await round();
    expect((await orderOf(order.id)).status).toBe('WAITING_PAY');
    await payOrder(world.provider, world.ana, order.id);
    const seen: string[] = [];
    for (let i = 0; i < 8 && seen.at(-1) !== 'ARRIVED'; i++) {
      await round();
      seen.push((await orderOf(order.id)).status);
    }
    // One shop's lines bought, shipped by the seller and received per round; the order follows its lines.
    expect(seen).toEqual(['PURCHASING', 'PURCHASED', 'PURCHASED', 'SELLER_SHIPPED', 'PARTIALLY_ARRIVED', 'ARRIVED']);
    const arrived = await orderOf(order.id);
    expect(arrived.shops.flatMap((shop) => shop.lines.map((line) => line.status))).toEqual(['ARRIVED', 'ARRIVED']);
    expect(arrived.events.filter((event) => event.lineId === null).map((event) => `${event.from}>${event.to}:${event.actor}`)).toEqual([
      'null>WAITING_PAY:SHOPPER', 'WAITING_PAY>PAID:SHOPPER', 'PAID>PURCHASING:AGENT', 'PURCHASING>PURCHASED:AGENT',
      'PURCHASED>SELLER_SHIPPED:AGENT', 'SELLER_SHIPPED>PARTIALLY_ARRIVED:AGENT', 'PARTIALLY_ARRIVED>ARRIVED:AGENT',
    ]);
    const parcels = await world.provider.db.select().from(purchaseParcels).where(eq(purchaseParcels.orderId, order.id));
    expect(parcels).toHaveLength(2);
    const photos = parcels.flatMap((parcel) => parcel.qcPhotos).sort((a, b) => a.lineId - b.lineId);
    expect(photos.map((entry) => entry.keys.length).sort()).toEqual([3, 4]);
    const stored = await world.provider.storage.get(photos[0]!.keys[0]!);
    expect(stored?.contentType).toBe('image/jpeg');
    // The order answers each line's QC photos as addresses the files route serves.
    const lines = arrived.shops.flatMap((shop) => shop.lines).sort((a, b) => a.id - b.id);
    expect(lines.map((line) => line.qcPhotos.length)).toEqual(photos.map((entry) => entry.keys.length));
    expect(lines[0]!.qcPhotos[0]).toBe(world.provider.storage.urlFor(photos[0]!.keys[0]!));
    expect(parcels.every((parcel) => parcel.weightGrams > 0 && parcel.lengthCm > 0)).toBe(true);
    await round();
    expect((await orderOf(order.id)).events).toHaveLength(arrived.events.length);
    const notices = await expectJson(ana()['user-notifications'].$get({ query: {} }), 200);
    expect(notices.items.map((item) => item.notice?.kind)).toEqual(expect.arrayContaining(['ORDER_PURCHASED', 'ORDER_ARRIVED', 'PAYMENT_RECEIVED']));

    // Every step is in the audit trail as the robot's, as if an operator took it at the desk.
    const robot = await robotRow();
    const steps = await world.provider.db.select().from(deskAudit).where(eq(deskAudit.recordType, 'order_line'));
    const lineIds = new Set(lines.map((line) => String(line.id)));
    const ofOrder = steps.filter((row) => lineIds.has(row.recordId));
    expect(ofOrder.map((row) => row.action).sort()).toEqual(['order_line.buy', 'order_line.buy', 'order_line.ship', 'order_line.ship']);
    expect(ofOrder.every((row) => row.operatorId === robot.id && row.role === 'OWNER' && row.clientAddress === null)).toBe(true);
    const received = await world.provider.db.select().from(deskAudit)
      .where(and(eq(deskAudit.action, 'purchase_parcel.receive'), inArray(deskAudit.recordId, parcels.map((parcel) => parcel.parcelNo))));
    expect(received.map((row) => row.operatorId)).toEqual([robot.id, robot.id]);
    const trail = await listAudit(world.provider.db, 'default', { pageNo: 1, pageSize: 5, action: 'order_line.ship' });
    expect(trail.items[0]).toMatchObject({ operatorId: robot.id, operatorEmail: ROBOT_EMAIL });
  });

  it('acts as an operator no one can sign in as, change, or count as the owner the tenant keeps', async () => {
    const robot = await robotRow();
    expect(robot).toMatchObject({ role: 'OWNER', totpEnabledAt: null, disabledAt: null });
    await insertDemoOwner(world.provider, 'default');
    const { token } = await deskLogIn(world.provider, DEMO_OWNER.email, DEMO_OWNER.password);
    // Its stored hash matches no password: not the demo owner's, not the hash itself.
    const session = world.provider.api({ tenant: 'default' }).desk.session;
    for (const password of [DEMO_OWNER.password, robot.passwordHash]) {
      expect(await problemCode(session.$post({ json: { email: ROBOT_EMAIL, password } }), 401)).toBe('INVALID_CREDENTIALS');
    }
    const desk = world.provider.api({ tenant: 'default', token }).desk.operators;
    const listed = await expectJson(desk.$get({ query: { pageSize: '100' } }), 200);
    expect(listed.items.map((operator) => operator.email)).not.toContain(ROBOT_EMAIL);
    expect(await problemCode(desk[':id'].$patch({ param: { id: String(robot.id) }, json: { disabled: true } }), 404)).toBe('NOT_FOUND');
    // The robot is an active OWNER, yet the demo owner is the last owner who is a person.
    const owner = listed.items.find((operator) => operator.email === DEMO_OWNER.email)!;
    expect(await problemCode(desk[':id'].$patch({ param: { id: String(owner.id) }, json: { role: 'BUYER' } }), 409)).toBe('LAST_OWNER');
  });

  it('takes each due order once when rounds run at the same time', async () => {
    await credit(world.provider, world.ben.owner, 100_000);
    const order = await expectJson(ben()['preview-product'].create.$post({
      header: {},
      json: { productUrl: linkOf(CART_CATALOG.mug), items: [{ productSkuId: CART_CATALOG.mug.skus[0].skuId, quantity: 1 }], tenantWarehouseId: world.warehouses.china },
    }), 200);
    await payOrder(world.provider, world.ben, order.id);
    world.provider.clock.advance(STEP_MS);
    const now = world.provider.clock.now();
    await Promise.all(Array.from({ length: 4 }, () => runDemoRound(deps(), now, STEP_MS, () => 0.99)));
    const after = await expectJson(ben()['purchase-orders'][':id'].$get(param(order.id)), 200);
    // Its one shop's lines were bought once: the order went through PURCHASING to PURCHASED once.
    expect(after.status).toBe('PURCHASED');
    expect(after.events.filter((event) => event.lineId === null).map((event) => event.to)).toEqual(['WAITING_PAY', 'PAID', 'PURCHASING', 'PURCHASED']);
    const bought = await world.provider.db.select().from(deskAudit)
      .where(and(eq(deskAudit.action, 'order_line.buy'), eq(deskAudit.recordId, String(after.shops[0]!.lines[0]!.id))));
    expect(bought).toHaveLength(1);
  });

  it('sometimes raises a price difference and waits for it to be paid; confirms bank deposits', async () => {
    const order = await expectJson(ben()['preview-product'].create.$post({
      header: {},
      json: { productUrl: linkOf(CART_CATALOG.tee), items: [{ productSkuId: CART_CATALOG.tee.skus[0].skuId, quantity: 1 }], tenantWarehouseId: world.warehouses.china },
    }), 200);
    await payOrder(world.provider, world.ben, order.id);
    // Per order: the roll (a price difference), the line (the first), the direction (up).
    let call = 0;
    await round(() => [0.1, 0, 0.9][call++ % 3]!);
    const unpaid = await expectJson(ben().payments.unpaid.$get({ query: { orderType: 'PRICE_DIFFERENCE', orderNo: order.orderNo } }), 200);
    expect(unpaid.items).toHaveLength(1);
    expect((await lastAudit(world.provider, 'order_line.price')).operatorId).toBe((await robotRow()).id);
    await round();
    // The line is not bought while its difference is unpaid.
    const waiting = await expectJson(ben()['purchase-orders'][':id'].$get(param(order.id)), 200);
    expect(waiting.status).toBe('PAID');
    expect(waiting.shops[0]!.lines[0]!.status).toBe('PAID');
    const deposit = await createDeposit(world.provider, world.ben.owner, { channel: 'BANK_TRANSFER', amount: 5_000, remark: '' }, world.provider.clock.now());
    const before = await expectJson(ben()['user-account'].root.$get(), 200);
    await round();
    const after = await expectJson(ben()['user-account'].root.$get(), 200);
    expect(after.available - before.available).toBe(deposit.amountFen);
    expect(await lastAudit(world.provider, 'deposit.confirm')).toMatchObject({ operatorId: (await robotRow()).id, recordId: deposit.depositNo });

    // The difference paid, the same roll buys the line: a seller changes a line's price once at most.
    await expectJson(ben().payments[':id'].pay.$post({ ...param(unpaid.items[0]!.id), header: {}, json: { payPassword: PAY_PASSWORD } }), 200);
    call = 0;
    await round(() => [0.1, 0, 0.9][call++ % 3]!);
    const bought = await expectJson(ben()['purchase-orders'][':id'].$get(param(order.id)), 200);
    expect(bought.shops[0]!.lines[0]!.status).toBe('PURCHASED');
    expect(await accountDiscrepancies(world.provider.db)).toEqual([]);
  });
});
