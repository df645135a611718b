import { describe, expect, it } from 'vitest';
import { PurchaseOrder } from '../../contract/orders';
import { PayResult } from '../../contract/payments';
import type { Problem } from '../../contract/problem';
import { CART_CATALOG, linkOf } from '../provider/support/cart-catalog';
import { callerOf, credit, orderWorldOfFile, PAY_PASSWORD, payingShopper, type Shopper } from '../provider/support/order-world';

/**
 * Security issue, item 5: an Idempotency-Key reused with another body answered 200 with the
 * first order, in another shape than a fresh answer (its keys reordered by jsonb). A key is now
 * bound to its request's method, path and validated body: the same request again answers the
 * stored answer byte for byte, another request with the key 422 IDEMPOTENCY_KEY_REUSED.
 */

const world = orderWorldOfFile();
const { tee, mug } = CART_CATALOG;

interface Answer { status: number; contentType: string | null; text: string }

async function send(shopper: Shopper, method: string, path: string, key: string, body: unknown): Promise<Answer> {
  const caller = { ...callerOf(shopper), headers: { 'Idempotency-Key': key } };
  const response = typeof body === 'string'
    ? await world.provider.rawRequest(method, path, { ...caller, headers: { ...caller.headers, 'Content-Type': 'application/json' }, body })
    : await world.provider.rawRequest(method, path, { ...caller, json: body });
  return { status: response.status, contentType: response.headers.get('Content-Type'), text: await response.text() };
}

const buyNow = (product: typeof tee | typeof mug, quantity = 1) => ({
  productUrl: linkOf(product), items: [{ productSkuId: product.skus[0].skuId, quantity }], tenantWarehouseId: world.warehouses.china,
});

function expectReused(answer: Answer): void {
  expect(answer.status, answer.text).toBe(422);
  expect(answer.contentType).toBe('application/problem+json');
  expect((JSON.parse(answer.text) as Problem).code).toBe('IDEMPOTENCY_KEY_REUSED');
}

const ordersOf = async (shopper: Shopper) => (await world.provider.rawRequest('GET', '/front/purchase-orders/search', callerOf(shopper)).then((r) => r.json()) as { total: number }).total;

describe('an Idempotency-Key answers the request it was first sent with, and only that one', () => {
  it('answers the same order again byte for byte, and refuses the key with another SKU (422), ordering once', async () => {
    const shopper = await payingShopper(world.provider, 'idem-order@example.com');
    const first = await send(shopper, 'POST', '/front/preview-product/create', 'order-key-0001', buyNow(tee));
    expect(first.status, first.text).toBe(200);
    PurchaseOrder.parse(JSON.parse(first.text));
    const again = await send(shopper, 'POST', '/front/preview-product/create', 'order-key-0001', buyNow(tee));
    expect(again).toEqual(first);
    // The same body with its keys in another order is the same request.
    const { items, tenantWarehouseId, productUrl } = buyNow(tee);
    const reordered = await send(shopper, 'POST', '/front/preview-product/create', 'order-key-0001', JSON.stringify({ tenantWarehouseId, items, productUrl }));
    expect(reordered).toEqual(first);
    expectReused(await send(shopper, 'POST', '/front/preview-product/create', 'order-key-0001', buyNow(mug)));
    expectReused(await send(shopper, 'POST', '/front/preview-product/create', 'order-key-0001', buyNow(tee, 2)));
    expect(await ordersOf(shopper)).toBe(1);
  });

  it('refuses one key sent at once with two bodies: one order, the other request 422', async () => {
    const shopper = await payingShopper(world.provider, 'idem-race@example.com');
    const answers = await Promise.all([
      send(shopper, 'POST', '/front/preview-product/create', 'race-key-0001', buyNow(tee)),
      send(shopper, 'POST', '/front/preview-product/create', 'race-key-0001', buyNow(mug)),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 422]);
    expectReused(answers.find((answer) => answer.status === 422)!);
    expect(await ordersOf(shopper)).toBe(1);
  });

  it('pays once under a key, answers the same pay again byte for byte, and refuses the key for another payment', async () => {
    const shopper = await payingShopper(world.provider, 'idem-pay@example.com');
    await credit(world.provider, shopper.owner, 100_000);
    const order = async (key: string) => PurchaseOrder.parse(JSON.parse((await send(shopper, 'POST', '/front/preview-product/create', key, buyNow(tee))).text));
    const [one, two] = [await order('pay-order-0001'), await order('pay-order-0002')];
    const pay = (orderId: number) => send(shopper, 'POST', `/front/purchase-orders/${orderId}/pay`, 'pay-key-0001', { payPassword: PAY_PASSWORD });
    const paid = await pay(one.id);
    expect(paid.status, paid.text).toBe(200);
    expect(await pay(one.id)).toEqual(paid);
    // The same payment through its own route is another request (another path).
    expectReused(await send(shopper, 'POST', `/front/payments/${one.paymentId}/pay`, 'pay-key-0001', { payPassword: PAY_PASSWORD }));
    expectReused(await pay(two.id));
    const { balance } = PayResult.parse(JSON.parse(paid.text));
    expect(balance).toBe(100_000 - one.total);
    // The second order is still unpaid, so the balance is what the first pay left.
    const batch = (paymentNos: string[]) => send(shopper, 'POST', '/front/payments/batch-pay', 'batch-key-0001', { paymentNos, payPassword: PAY_PASSWORD });
    const batchPaid = await batch([two.paymentNo]);
    expect(batchPaid.status, batchPaid.text).toBe(200);
    expect(PayResult.parse(JSON.parse(batchPaid.text)).balance).toBe(100_000 - one.total - two.total);
    expect(await batch([two.paymentNo])).toEqual(batchPaid);
    expectReused(await batch([one.paymentNo]));
  });
});
