import { expect, test } from './support/test';
import { seriousViolations } from './support/axe';
import { DEMO, buyNowOrder, call, chinaWarehouseId, hydrated, logInDemo, productsOfShops } from './support/shopper';

/** /my/purchase: tabs with counts, search, the order page, cancel and buy again. */
test.describe.configure({ timeout: 120_000 });

test('the shopper finds an unpaid order by its number, cancels it, and buys it again', async ({ page }) => {
  await logInDemo(page);
  const [line] = await productsOfShops(page, 1, 'dress');
  const order = await buyNowOrder(page, line!, await chinaWarehouseId(page));

  // The list is server-rendered: tabs with counts, and a GET search form.
  await page.goto('/my/purchase');
  await expect(page.getByRole('link', { name: /^All \(\d+\)$/ })).toHaveAttribute('aria-current', 'page');
  await page.getByRole('link', { name: /^Awaiting payment \(\d+\)$/ }).click();
  await expect(page).toHaveURL(/status=WAITING_PAY/);
  await page.getByLabel('Order number or product').fill(order.orderNo);
  await page.locator('form[action="/my/purchase"]').getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(new RegExp(`keyword=${order.orderNo}`));
  const orders = page.getByRole('list', { name: 'Orders' });
  await expect(orders.getByRole('article')).toHaveCount(1);
  await expect(page.getByRole('link', { name: /^Awaiting payment \(1\)$/ })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await orders.getByRole('link', { name: 'View order' }).click();

  await expect(page).toHaveURL(new RegExp(`/my/purchase/${order.id}$`));
  await expect(page.getByRole('heading', { level: 2, name: `Order ${order.orderNo}` })).toBeVisible();
  await expect(page.getByText(line!.name)).toBeVisible();
  await expect(page.getByText(/^Pay before .+, or the order closes by itself\.$/)).toBeVisible();
  await hydrated(page, 'OrderActions');
  expect(await seriousViolations(page)).toEqual([]);

  // Cancel, confirmed in a dialog that gives the focus to "Keep it".
  await page.getByRole('button', { name: 'Cancel order' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Cancel this order?' });
  await expect(confirm.getByRole('button', { name: 'Keep it' })).toBeFocused();
  await confirm.getByRole('button', { name: 'Cancel order' }).click();
  await expect(page.getByText('The order is cancelled.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Timeline' }).getByText('Awaiting payment → Closed')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);

  // Buy again: a new unpaid order of the same line at today's prices.
  await hydrated(page, 'OrderActions');
  await page.getByRole('button', { name: 'Buy again' }).click();
  await expect(page).not.toHaveURL(new RegExp(`/my/purchase/${order.id}$`));
  await expect(page).toHaveURL(/\/my\/purchase\/\d+$/);
  await expect(page.getByText(line!.name)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay', exact: true })).toBeVisible();
});

test('an unknown order is not found, and the list works in Arabic right to left', async ({ page }) => {
  await logInDemo(page);
  const response = await page.goto('/my/purchase/2147483000');
  expect(response?.status()).toBe(404);
  await page.goto('/my/purchase?lang=ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('link', { name: /^الكل \(\d+\)$/ })).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('tabs, search and the order page are plain links and a GET form', async ({ page, browser }) => {
    // A paid order of its own, made in a context with scripts on.
    const helper = await browser.newPage({ javaScriptEnabled: true });
    await logInDemo(helper);
    const [line] = await productsOfShops(helper, 1, 'dress');
    const made = await buyNowOrder(helper, line!, await chinaWarehouseId(helper));
    expect((await call(helper, 'POST', `front/payments/${made.paymentId}/pay`, { payPassword: DEMO.payPassword })).status).toBe(200);
    await helper.close();

    // The page's own scripts are off; the login goes through the context's request client (same cookies).
    const login = await page.request.post('/auth/session', { data: { email: DEMO.email, password: DEMO.password } });
    expect(login.status()).toBe(200);
    await page.goto('/my/purchase');
    await page.getByRole('link', { name: /^Paid \(\d+\)$/ }).click();
    await expect(page).toHaveURL(/status=PAID/);
    // The demo worker may have moved the order past Paid by now: it is searched for under All.
    await page.getByRole('link', { name: /^All \(\d+\)$/ }).click();
    await expect(page).not.toHaveURL(/status=PAID/);
    const orderNo = made.orderNo;
    await page.getByLabel('Order number or product').fill(orderNo);
    await page.locator('form[action="/my/purchase"]').getByRole('button', { name: 'Search' }).click();
    await expect(page.getByRole('list', { name: 'Orders' }).getByRole('article')).toHaveCount(1);
    await page.getByRole('link', { name: 'View order' }).click();
    await expect(page.getByRole('heading', { level: 2, name: `Order ${orderNo}` })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Timeline' })).toContainText('Awaiting payment → Paid');
  });
});
