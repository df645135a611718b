import { expect, test } from './support/test';
import { productPageHref } from '../../src/lib/product/product-url-param';
import { seriousViolations } from './support/axe';
import { DEMO, call, hydrated, logInDemo, productsOfShops, signUpShopper } from './support/shopper';

/**
 * Checkout: from the cart's selection and from buy now, to a confirmation page with every
 * fee, the warehouse and the balance; then the order, and paying it with the pay password.
 */
test.describe.configure({ timeout: 120_000 });

test('a new shopper checks out two shops from the cart, is shown what the balance lacks, and leaves the unpaid order in pending payments', async ({ page }) => {
  await signUpShopper(page, 'checkout');
  const [a, b] = await productsOfShops(page, 2);
  for (const line of [a!, b!]) {
    expect((await call(page, 'POST', 'front/cart/add', { productUrl: line.productUrl, productSkuId: line.productSkuId, quantity: 2 })).status).toBe(200);
  }
  await page.goto('/cart');
  await hydrated(page, 'CartScreen');
  await page.getByRole('button', { name: 'Check out' }).click();

  await expect(page.getByRole('heading', { name: 'Confirm your order' })).toBeVisible();
  await hydrated(page, 'CheckoutScreen');
  const shopA = page.getByRole('region', { name: `Shop ${a!.shopName}` });
  const shopB = page.getByRole('region', { name: `Shop ${b!.shopName}` });
  for (const shop of [shopA, shopB]) {
    await expect(shop.getByText('Goods')).toBeVisible();
    await expect(shop.getByText('Domestic shipping')).toBeVisible();
  }
  const summary = page.getByRole('complementary', { name: 'Order total' });
  await expect(summary.getByText('Service fee', { exact: true })).toBeVisible();
  // The tenant's currency with the CNY amount beside it; a new shopper has nothing yet.
  await expect(summary.getByRole('definition').filter({ hasText: /\$[\d,.]+ \(CN¥[\d,.]+\)/ }).first()).toBeVisible();
  await expect(summary.locator('div').filter({ hasText: 'Available balance' }).getByRole('definition')).toHaveText(/^\W*0\.00 \(CN¥0\.00\)\W*$/);
  await expect(page.getByLabel('Deliver to')).toBeVisible();
  await shopA.getByLabel('Message to the seller (optional)').fill('Please check the zip');
  expect(await seriousViolations(page)).toEqual([]);

  // A double click still places one order.
  await page.getByRole('button', { name: 'Place order' }).dblclick();
  const dialog = page.getByRole('dialog', { name: 'Payment' });
  await expect(dialog).toBeVisible();
  // Nothing on the balance: the shortfall first, and no pay password to set for a balance that cannot pay.
  await expect(dialog.getByText('Still needed')).toBeVisible();
  await expect(dialog.getByLabel('New pay password')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Pay later' }).click();

  await expect(page).toHaveURL(/\/my\/purchase\/\d+$/);
  await expect(page.getByText('Awaiting payment').first()).toBeVisible();
  await expect(page.getByText('Remark: Please check the zip')).toBeVisible();
  const orders = await call<{ total: number; items: { orderNo: string }[] }>(page, 'GET', 'front/purchase-orders/search');
  expect(orders.body.total).toBe(1);
  // Ordered items left the cart.
  await expect(page.locator('header').getByRole('link', { name: 'Cart', exact: true })).toBeVisible();

  await page.goto('/my/pending-payments');
  await expect(page.getByRole('link', { name: orders.body.items[0]!.orderNo })).toBeVisible();
});

test('the demo shopper buys now from the product page, pays with the pay password (a wrong one first), and sees the order paid with its timeline', async ({ page }) => {
  await logInDemo(page);
  const [line] = await productsOfShops(page, 1, 'shoes');
  await page.goto(productPageHref(line!.productUrl));
  // The product's island hydrates on the first interaction.
  await page.locator('body').hover({ position: { x: 5, y: 5 } });
  await hydrated(page, 'ProductPurchase');
  for (const group of await page.locator('main fieldset').all()) {
    await group.locator('label:has(input:not([disabled]))').first().click();
  }
  await page.getByLabel('Message to the seller').fill('Gift, please');
  await page.getByRole('button', { name: 'Buy now' }).click();

  await expect(page).toHaveURL(/\/checkout\?product=.+&sku=.+&qty=1&remark=Gift/);
  await hydrated(page, 'CheckoutScreen');
  const shop = page.getByRole('region', { name: `Shop ${line!.shopName}` });
  await expect(shop.getByText(line!.name)).toBeVisible();
  // The message to the seller is the line's first remark.
  await expect(shop.getByLabel('Message to the seller (optional)')).toHaveValue('Gift, please');
  const payCalls: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (request.method() === 'POST' && pathname.endsWith('/pay')) payCalls.push(pathname);
  });
  await page.getByRole('button', { name: 'Place order' }).click();

  const dialog = page.getByRole('dialog', { name: 'Payment' });
  await dialog.getByLabel('Pay password', { exact: true }).fill('000000');
  await dialog.getByRole('button', { name: 'Pay now' }).click();
  // It says how many tries are left, and where to replace a forgotten one.
  await expect(dialog.getByRole('alert')).toHaveText(/^The payment password is incorrect\. Tries left: [1-4]\.$/);
  await expect(dialog.getByRole('link', { name: 'Forgot pay password' })).toHaveAttribute('href', '/my/balance#forgot-pay-password');
  await dialog.getByLabel('Pay password', { exact: true }).fill(DEMO.payPassword);
  await dialog.getByRole('button', { name: 'Pay now' }).click();

  await expect(page).toHaveURL(/\/my\/purchase\/\d+$/);
  const orderNo = (await page.getByRole('heading', { level: 2, name: /^Order / }).first().textContent())!.replace('Order ', '').trim();
  // The demo worker moves a paid order on within seconds: the timeline keeps the payment.
  const timeline = page.getByRole('region', { name: 'Timeline' });
  await expect(timeline.getByText('Awaiting payment → Paid')).toBeVisible();
  // Both attempts went to the order's own pay route, not to its payment's.
  expect(payCalls).toHaveLength(2);
  for (const path of payCalls) expect(path).toMatch(/^\/api\/front\/purchase-orders\/\d+\/pay$/);

  await page.goto(`/my/purchase?keyword=${orderNo}`);
  await expect(page.getByRole('link', { name: `Order ${orderNo}` })).toBeVisible();
  await expect(page.getByRole('link', { name: /^All \(1\)$/ })).toHaveAttribute('aria-current', 'page');
});
