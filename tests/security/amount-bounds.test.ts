import { describe, expect, it } from 'vitest';
import { ORDER_FEN_MAX } from '../../contract/bounds';
import { PurchaseOrder } from '../../contract/orders';
import { PayResult } from '../../contract/payments';
import type { Problem } from '../../contract/problem';
import { customCartItems } from '../../provider/db/schema';
import { buyTees, callerOf, credit, orderWorldOfFile, PAY_PASSWORD, payingShopper, type Shopper } from '../provider/support/order-world';

/**
 * Security issue, item 6: order totals were unbounded. 99 custom items at ¥10,000,000 × 99,999
 * were ordered, and the total (above 2^53 fen) lost precision. Every computed amount is now held
 * to ORDER_FEN_MAX (400 AMOUNT_TOO_LARGE), and the largest order allowed still goes through.
 */

const world = orderWorldOfFile();
const STATED_FEN_MAX = 1_000_000_000;
const QUANTITY_MAX = 99_999;
const LINK = 'https://weidian.com/item.html?itemID=42';

interface Answer { status: number; text: string }

async function post(shopper: Shopper, path: string, json: unknown): Promise<Answer> {
  const response = await world.provider.rawRequest('POST', path, { ...callerOf(shopper), json });
  return { status: response.status, text: await response.text() };
}

function expectTooLarge(answer: Answer): void {
  expect(answer.status, answer.text).toBe(400);
  expect(JSON.parse(answer.text) as Problem).toMatchObject({ status: 400, code: 'AMOUNT_TOO_LARGE' });
}

const customItem = (unitPrice: number, quantity: number) => ({ title: 'Jade carving', link: LINK, unitPrice, quantity });

async function addCustom(shopper: Shopper, unitPrice: number, quantity: number): Promise<number> {
  const answer = await post(shopper, '/front/cart/custom', customItem(unitPrice, quantity));
  expect(answer.status, answer.text).toBe(200);
  return (JSON.parse(answer.text) as { items: { id: number }[] }).items[0]!.id;
}

const orderCustom = (shopper: Shopper, customItemIds: number[]) =>
  post(shopper, '/front/purchase-orders/create', { tenantWarehouseId: world.warehouses.china, customItemIds });

describe('amounts a shopper states or makes are bounded far below 2^53 fen', () => {
  it('refuses a custom item of ¥10,000,000 × 99,999 (400 AMOUNT_TOO_LARGE), and takes one line of exactly the bound', async () => {
    const shopper = await payingShopper(world.provider, 'bound-item@example.com');
    expectTooLarge(await post(shopper, '/front/cart/custom', customItem(STATED_FEN_MAX, QUANTITY_MAX)));
    await addCustom(shopper, STATED_FEN_MAX, ORDER_FEN_MAX / STATED_FEN_MAX);
  });

  it('refuses the order (and the quote) of 99 custom items at ¥10,000,000 × 99,999, ordering nothing', async () => {
    const shopper = await payingShopper(world.provider, 'bound-order@example.com');
    // Stored as the cart kept them before the bound: 99 lines of 1e9 × 99,999 fen.
    const rows = await world.provider.db.insert(customCartItems).values(Array.from({ length: 99 }, (_, index) => ({
      ...shopper.owner, title: `Item ${index}`, link: LINK, unitPriceFen: STATED_FEN_MAX, quantity: QUANTITY_MAX,
    }))).returning({ id: customCartItems.id });
    const customItemIds = rows.map((row) => row.id);
    expectTooLarge(await post(shopper, '/front/cart/refresh', { tenantWarehouseId: world.warehouses.china, cartItemIds: [], customItemIds }));
    expectTooLarge(await orderCustom(shopper, customItemIds));
    const orders = await world.provider.rawRequest('GET', '/front/purchase-orders/search', callerOf(shopper)).then((r) => r.json()) as { total: number };
    expect(orders.total).toBe(0);
  });

  it('takes the largest order allowed and pays it; refuses one fen more, and payments together beyond the bound', async () => {
    const shopper = await payingShopper(world.provider, 'bound-largest@example.com');
    // Goods of 95,238,095,238 fen + 5% service fee (rounded up) + no domestic shipping = exactly the bound.
    const largest = PurchaseOrder.parse(JSON.parse((await orderCustom(shopper, [
      await addCustom(shopper, STATED_FEN_MAX, 95), await addCustom(shopper, 238_095_238, 1),
    ])).text));
    expect(largest.total).toBe(ORDER_FEN_MAX);
    expectTooLarge(await orderCustom(shopper, [await addCustom(shopper, STATED_FEN_MAX, 95), await addCustom(shopper, 238_095_239, 1)]));

    const small = await buyTees(world.provider, shopper, world.warehouses.china);
    await credit(world.provider, shopper.owner, ORDER_FEN_MAX + small.total);
    expectTooLarge(await post(shopper, '/front/payments/batch-pay', { paymentNos: [largest.paymentNo, small.paymentNo], payPassword: PAY_PASSWORD }));
    const paid = await post(shopper, `/front/purchase-orders/${largest.id}/pay`, { payPassword: PAY_PASSWORD });
    expect(paid.status, paid.text).toBe(200);
    expect(PayResult.parse(JSON.parse(paid.text))).toMatchObject({ paid: ORDER_FEN_MAX, balance: small.total });
  });
});
