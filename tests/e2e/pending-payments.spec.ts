import { expect, test } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { DEMO, buyNowOrder, call, chinaWarehouseId, hydrated, logInDemo, productsOfShops } from './support/shopper';

/** /my/pending-payments: several unpaid payments chosen and paid at once, all or nothing. */
test.describe.configure({ timeout: 120_000 });

test('two unpaid orders are paid at once with the pay password', async ({ page }) => {
  await logInDemo(page);
  const warehouseId = await chinaWarehouseId(page);
  const [a, b] = await productsOfShops(page, 2, 'phone');
  const first = await buyNowOrder(page, a!, warehouseId);
  const second = await buyNowOrder(page, b!, warehouseId);

  await page.goto('/my/pending-payments');
  await hydrated(page, 'PendingPayments');
  await expect(page.getByRole('link', { name: first.orderNo })).toBeVisible();
  await page.getByRole('checkbox', { name: `Select ${first.orderNo}` }).check();
  await page.getByRole('checkbox', { name: `Select ${second.orderNo}` }).check();
  await expect(page.getByRole('status').filter({ hasText: /^2 selected: / })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Pay selected' }).click();

  const dialog = page.getByRole('dialog', { name: 'Pay from your balance' });
  await expect(dialog.getByLabel('Pay password', { exact: true })).toBeFocused();
  await dialog.getByLabel('Pay password', { exact: true }).fill(DEMO.payPassword);
  await dialog.getByRole('button', { name: 'Pay now' }).click();
  await expect(page.getByText('2 payments paid.')).toBeVisible();
  await expect(page.getByRole('link', { name: first.orderNo })).toHaveCount(0);
  await expect(page.getByRole('link', { name: second.orderNo })).toHaveCount(0);

  for (const order of [first, second]) {
    const answer = await call<{ status: string }>(page, 'GET', `front/purchase-orders/${order.id}`);
    expect(answer.body.status).toBe('PAID');
  }
});
