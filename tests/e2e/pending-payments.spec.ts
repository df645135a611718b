import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { seriousViolations } from './support/axe';
import { DEMO, agent, buyNowOrder, call, chinaWarehouseId, hydrated, logInDemo, productsOfShops, signUpShopper } from './support/shopper';

/** /my/pending-payments: several unpaid payments chosen and paid at once, all or nothing. */
test.describe.configure({ timeout: 120_000 });

/** A demo shopper's order, paid; while it is being bought the seller's price goes up by ¥12.34 a piece. */
async function paidOrderWithRaisedPrice(page: Page) {
  await logInDemo(page);
  const [line] = await productsOfShops(page, 1, 'jacket');
  const order = await buyNowOrder(page, line!, await chinaWarehouseId(page));
  expect((await call(page, 'POST', `front/payments/${order.paymentId}/pay`, { payPassword: DEMO.payPassword }, { 'Idempotency-Key': `difference-${order.paymentNo}` })).status).toBe(200);
  const paid = await call<{ shops: { lines: { id: number; unitPrice: number }[] }[] }>(page, 'GET', `front/purchase-orders/${order.id}`);
  const orderLine = paid.body.shops[0]!.lines[0]!;
  expect((await agent.raisePrice(page, orderLine.id, orderLine.unitPrice + 1_234)).status).toBe(200);
  return order;
}

/** The row of an order's own payment (not a price difference of it). */
const orderPaymentRow = (page: Page, orderNo: string) =>
  page.getByRole('listitem').filter({ hasText: /^Order · / }).filter({ has: page.getByRole('link', { name: orderNo }) });

test('two unpaid orders are paid at once with the pay password', async ({ page }) => {
  await logInDemo(page);
  const warehouseId = await chinaWarehouseId(page);
  const [a, b] = await productsOfShops(page, 2, 'phone');
  const first = await buyNowOrder(page, a!, warehouseId);
  const second = await buyNowOrder(page, b!, warehouseId);

  await page.goto('/my/pending-payments');
  await hydrated(page, 'PendingPayments');
  await expect(orderPaymentRow(page, first.orderNo)).toBeVisible();
  await page.getByRole('checkbox', { name: `Select ${first.orderNo}` }).check();
  await page.getByRole('checkbox', { name: `Select ${second.orderNo}` }).check();
  await expect(page.getByRole('status').filter({ hasText: /^2 payments selected: / })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Pay selected' }).click();

  const dialog = page.getByRole('dialog', { name: 'Payment' });
  await expect(dialog.getByLabel('Pay password', { exact: true })).toBeFocused();
  await dialog.getByLabel('Pay password', { exact: true }).fill(DEMO.payPassword);
  await dialog.getByRole('button', { name: 'Pay now' }).click();
  await expect(page.getByText('2 payments paid.')).toBeVisible();
  // Their order payments are gone (the demo worker may raise a price difference on either meanwhile).
  for (const order of [first, second]) await expect(orderPaymentRow(page, order.orderNo)).toHaveCount(0);

  for (const order of [first, second]) {
    // Paid, and maybe moved on already by the demo worker.
    const answer = await call<{ status: string; paidAt: string | null }>(page, 'GET', `front/purchase-orders/${order.id}`);
    expect(answer.body.status).not.toMatch(/^(WAITING_PAY|CLOSED)$/);
    expect(answer.body.paidAt).not.toBeNull();
  }
});

test('a price difference the agent raised is paid from pending payments and shows on the order', async ({ page }) => {
  const order = await paidOrderWithRaisedPrice(page);

  await page.goto('/my/pending-payments');
  await hydrated(page, 'PendingPayments');
  const row = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: order.orderNo }) });
  await expect(row).toContainText('Price difference');
  await expect(row).toContainText(/Unit price changed from .+ to .+, quantity 1/);
  await expect(row).toContainText(/CN¥12\.34|\$/);
  await row.getByRole('checkbox', { name: `Select ${order.orderNo}` }).check();
  await page.getByRole('button', { name: 'Pay selected' }).click();
  const dialog = page.getByRole('dialog', { name: 'Payment' });
  // One payment: a card or wallet could pay it too; the balance is the default.
  await expect(dialog.getByRole('radio', { name: 'Pay from your balance' })).toBeChecked();
  await dialog.getByLabel('Pay password', { exact: true }).fill(DEMO.payPassword);
  await dialog.getByRole('button', { name: 'Pay now' }).click();
  await expect(page.getByText('1 payment paid.')).toBeVisible();
  await expect(page.getByRole('link', { name: order.orderNo })).toHaveCount(0);

  await page.goto(`/my/purchase/${order.id}`);
  await expect(page.getByRole('region', { name: 'Timeline' }).getByText(/^Price difference to pay · /)).toBeVisible();
  const payments = await call<{ payments: { kind: string; status: string; amount: number }[] }>(page, 'GET', `front/purchase-orders/${order.id}`);
  expect(payments.body.payments).toContainEqual(expect.objectContaining({ kind: 'PRICE_DIFFERENCE', status: 'PAID', amount: 1_234 }));
});

test('a price difference the agent raised shows in a banner on the order and its card, and is paid from the banner', async ({ page }) => {
  const order = await paidOrderWithRaisedPrice(page);

  // The order's card says there is something to pay; the account menu counts it.
  await page.goto(`/my/purchase?keyword=${order.orderNo}`);
  await expect(page.getByRole('article', { name: `Order ${order.orderNo}` }).getByText(/^To pay /)).toBeVisible();
  await expect(page.locator('[data-live-count="paymentsToPay"]').first()).toBeVisible();

  // Why, in the page's language and digits: the old and new unit price and the quantity.
  await page.goto(`/my/purchase/${order.id}?lang=vi`);
  await expect(page.locator('[data-due-banner]')).toContainText(/Đơn giá đổi từ .*CN¥.* thành .*CN¥.*, số lượng 1/);
  await page.goto(`/my/purchase/${order.id}?lang=en`);
  const banner = page.getByRole('region', { name: /^To pay: / });
  await expect(banner).toContainText('The seller raised the price');
  await expect(banner).toContainText(/Unit price changed from .*CN¥.* to .*CN¥.*, quantity 1/);
  await hydrated(page, 'DueBanner');
  await banner.getByRole('button', { name: /^Pay / }).click();
  const dialog = page.getByRole('dialog', { name: 'Payment' });
  await dialog.getByLabel('Pay password', { exact: true }).fill(DEMO.payPassword);
  await dialog.getByRole('button', { name: 'Pay now' }).click();
  await expect(page.getByText('Payment received. Thank you!')).toBeVisible();
  await expect(banner).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Timeline' }).getByText('Price difference paid')).toBeVisible();
});

test('with too little balance the pay dialog shows the shortfall and offers a deposit, asking no pay password', async ({ page }) => {
  await signUpShopper(page, 'short');
  const [line] = await productsOfShops(page, 1, 'jacket');
  const order = await buyNowOrder(page, line!, await chinaWarehouseId(page));

  await page.goto(`/my/purchase/${order.id}`);
  await expect(page.locator('[data-live-count="paymentsToPay"] [data-live-count-value]').first()).toHaveText('1');
  await hydrated(page, 'OrderActions');
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Payment' });
  await expect(dialog.getByRole('definition').filter({ hasText: /^\W*\$0\.00/ })).toBeVisible();
  await expect(dialog.getByText('Still needed')).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Deposit money' })).toHaveAttribute('href', '/my/balance');
  // The balance cannot pay: no pay password is asked for, not even a first one.
  await expect(dialog.getByLabel('New pay password')).toHaveCount(0);
  await expect(dialog.getByLabel('Pay password', { exact: true })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('link', { name: 'Deposit money' }).click();
  await expect(page).toHaveURL(/\/my\/balance$/);
});
