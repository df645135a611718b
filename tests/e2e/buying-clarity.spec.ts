import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import type { Cart } from '../../contract/cart';
import type { FreightEstimate, Product } from '../../contract/product';
import type { Tenant } from '../../contract/tenant';
import { E2E_ORIGIN } from '../../playwright.config';
import { landedCostOf } from '../../src/lib/product/landed-cost';
import { DEFAULT_SERVICE_FEE_BASIS_POINTS } from '../../contract/purchase-fees';
import { formatPrice, priceDisplayOf } from '../../src/lib/money/price-display';
import { encodeProductUrlParam } from '../../src/lib/product/product-url-param';
import { SAME_ORIGIN, signUpFreshShopper, type Shopper } from './support/shoppers';
import { expect, test } from './support/test';

/**
 * Clear cost and nothing silently changed or lost: the landed cost on the product page, the
 * add that survives a login, stock limits said out loud, saved messages confirmed, a header
 * count the provider agrees with, and a toast that leaves the header free.
 */

type Strings = Record<string, Record<string, unknown>>;
const strings = (language: string, ns: string) => JSON.parse(readFileSync(`public/locales/${language}/${ns}.json`, 'utf8')) as Strings;
const text = (language: string, ns: string, path: string): string =>
  path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], strings(language, ns)) as string;
const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));

interface Buyable { product: Product; sku: Product['skus'][number]; path: string }

/** A retail product (one price per SKU, orders from one piece) and a SKU of it with some stock, its page opened with that SKU chosen. */
async function buyable(page: Page, keyword = 'bag'): Promise<Buyable> {
  const search = (await (await page.request.get(`/api/front/product/search?keyword=${keyword}&channel=TAOBAO&pageSize=20`)).json()) as { items: { productUrl: string }[] };
  for (const { productUrl } of search.items) {
    const product = (await (await page.request.get(`/api/front/product?productUrl=${encodeURIComponent(productUrl)}`)).json()) as Product;
    const sku = product.skus.find((s) => s.stock > 2 && s.stock < 500);
    if (product.priceMode !== 'SKU_PRICE' || product.minOrderQuantity !== 1 || product.weightGrams <= 0 || !sku) continue;
    const filters = sku.properties.map((p) => `${p.name}:${p.value}`).join(';');
    return { product, sku, path: `/product?url=${encodeProductUrlParam(product.productUrl)}&filters=${encodeURIComponent(filters)}` };
  }
  throw new Error('no buyable product in the demo catalog');
}

async function wake(page: Page, island: string) {
  await page.locator('body').hover({ position: { x: 5, y: 5 } });
  await expect(page.locator(`astro-island[component-url*="${island}"]`).first()).not.toHaveAttribute('ssr');
}

const serverCart = async (page: Page) => (await (await page.request.get('/api/front/cart')).json()) as Cart;

/** A shopper signed up in a context of its own, so this page stays logged out. */
async function shopperElsewhere(page: Page): Promise<Shopper> {
  const context = await page.context().browser()!.newContext({ baseURL: E2E_ORIGIN });
  try {
    return await signUpFreshShopper(await context.newPage());
  } finally {
    await context.close();
  }
}

test.describe('landed cost on the product page', () => {
  test('goods, domestic shipping, service fee and the cheapest and fastest lines to the tenant destination, in both currencies; a new quantity re-estimates', async ({ page }) => {
    const { product, sku, path } = await buyable(page);
    const tenant = (await (await page.request.get('/api/front/tenant')).json()) as Tenant;
    const display = { ...priceDisplayOf(tenant, 'en'), showCny: true };
    const estimate = async (grams: number) => (await (await page.request.get(`/api/front/estimate-freight/weight?weight=${grams}`)).json()) as FreightEstimate;

    await page.goto(path);
    const panel = page.locator('[data-landed-cost]');
    // Logged out: the tenant's main destination (its local warehouse is in the United States).
    await expect(panel.getByRole('heading')).toHaveText('Estimated cost delivered to United States');
    const cost = landedCostOf(sku.price, await estimate(product.weightGrams), DEFAULT_SERVICE_FEE_BASIS_POINTS);
    expect(cost.cheapest && cost.fastest).toBeTruthy();
    await expect(panel.getByText('Goods', { exact: true }).locator('..')).toContainText(formatPrice(cost.goodsFen, display));
    await expect(panel.getByText('Shipping within China').locator('..')).toContainText(formatPrice(cost.domesticShippingFen, display));
    await expect(panel.getByText('Service fee').locator('..')).toContainText(formatPrice(cost.serviceFeeFen, display));
    const cheapest = panel.locator('[data-shipping-line="cheapest"]');
    await expect(cheapest).toContainText(`Cheapest: ${cost.cheapest!.name}`);
    await expect(panel.locator('[data-shipping-total="cheapest"]')).toContainText(formatPrice(cost.orderFen + cost.cheapest!.feeFen, display));
    await expect(panel.locator('[data-shipping-line="fastest"]')).toContainText(`Fastest: ${cost.fastest!.name}`);
    // In both currencies (the amounts above are formatted with the tenant's currency and CNY beside it).
    await expect(panel).toContainText('CN¥');

    // Three pieces weigh three times as much: the estimate follows.
    await wake(page, 'ProductPurchase');
    await page.getByLabel('Quantity').fill('3');
    await page.getByLabel('Quantity').blur();
    const three = landedCostOf(sku.price * 3, await estimate(product.weightGrams * 3), DEFAULT_SERVICE_FEE_BASIS_POINTS);
    await expect(panel.locator('[data-shipping-total="cheapest"]')).toContainText(formatPrice(three.orderFen + three.cheapest!.feeFen, display));
  });

  test("a logged-in shopper's estimate goes to the country of their default address", async ({ page }) => {
    await signUpFreshShopper(page);
    const saved = await page.request.post('/api/front/user/addresses', {
      headers: SAME_ORIGIN,
      data: { recipientName: 'Nguyễn An', phoneNumber: '+84 90 123 4567', country: 'VN', province: 'Hà Nội', city: 'Cầu Giấy', street: 'Số 12 ngõ 56', defaultAddress: true },
    });
    expect(saved.status()).toBe(200);
    const { path } = await buyable(page);
    await page.goto(`${path}&lang=vi`);
    await expect(page.locator('[data-landed-cost]').getByRole('heading')).toHaveText(fill(text('vi', 'product', 'purchase.landed.title-to'), { country: 'Việt Nam' }));
  });
});

test.describe('nothing silently changed or lost', () => {
  test('Add to cart while logged out keeps the SKU, quantity and message through login and completes the add', async ({ page }) => {
    const shopper = await shopperElsewhere(page);
    const { sku, path } = await buyable(page);
    await page.goto(path);
    await wake(page, 'ProductPurchase');
    await page.getByLabel('Quantity').fill('2');
    await page.getByLabel('Message to the seller').fill('Gift wrap, please');
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page).toHaveURL(/\/auth\/login\?redirectUrl=/);
    await expect(page.locator('astro-island[component-url*="AuthPanel"]')).not.toHaveAttribute('ssr');
    await page.getByLabel('E-mail').fill(shopper.email);
    await page.getByLabel('Password').fill(shopper.password);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();

    await expect(page).toHaveURL(path);
    const toast = page.getByRole('status').locator('li', { hasText: 'Added to your cart.' });
    await expect(toast).toBeVisible();
    await expect(toast.getByRole('link', { name: 'View cart' })).toHaveAttribute('href', '/cart');
    const cart = await serverCart(page);
    const items = cart.shops.flatMap((shop) => shop.cartItems);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ productSkuId: sku.skuId, quantity: 2, message: 'Gift wrap, please' });
    // Done once: another visit adds nothing more.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect((await serverCart(page)).totalQuantity).toBe(2);
  });

  test('Russian: a quantity above stock says it was cut, on the product page and in the cart', async ({ page }) => {
    await signUpFreshShopper(page);
    const { product, sku, path } = await buyable(page);
    const said = fill(text('ru', 'product', 'purchase.cut-to-stock'), { number: sku.stock });
    await page.goto(`${path}&lang=ru`);
    await wake(page, 'ProductPurchase');
    const quantity = page.getByLabel(text('ru', 'product', 'purchase.quantity'), { exact: true });
    await quantity.fill('500');
    await quantity.blur();
    await expect(page.getByRole('alert').filter({ hasText: said })).toBeVisible();
    await expect(quantity).toHaveValue(String(sku.stock));

    const added = await page.request.post('/api/front/cart/add', { headers: SAME_ORIGIN, data: { productUrl: product.productUrl, productSkuId: sku.skuId, quantity: 1 } });
    expect(added.status()).toBe(200);
    await page.goto('/cart');
    await wake(page, 'CartScreen');
    const field = page.getByLabel(text('ru', 'cart', 'item.quantity'), { exact: true });
    await field.fill('500');
    await field.blur();
    await expect(page.getByRole('alert').filter({ hasText: fill(text('ru', 'cart', 'item.cut-to-stock'), { number: sku.stock }) })).toBeVisible();
    await expect.poll(async () => (await serverCart(page)).totalQuantity).toBe(sku.stock);
  });

  test('Vietnamese: a message edited in the cart says it was saved, and it was', async ({ page }) => {
    await signUpFreshShopper(page);
    const { product, sku } = await buyable(page);
    await page.request.post('/api/front/cart/add', { headers: SAME_ORIGIN, data: { productUrl: product.productUrl, productSkuId: sku.skuId, quantity: 1 } });
    await page.goto('/cart?lang=vi');
    await wake(page, 'CartScreen');
    await page.getByLabel(text('vi', 'cart', 'item.message'), { exact: true }).fill('Màu đỏ, cỡ M');
    await expect(page.getByRole('status').getByText(text('vi', 'cart', 'item.message-saved'))).toBeVisible();
    const items = (await serverCart(page)).shops.flatMap((shop) => shop.cartItems);
    expect(items[0]?.message).toBe('Màu đỏ, cỡ M');
  });

  test('the header cart count is the server cart, whatever this browser remembered', async ({ page }) => {
    await signUpFreshShopper(page);
    const { product, sku } = await buyable(page);
    await page.request.post('/api/front/cart/add', { headers: SAME_ORIGIN, data: { productUrl: product.productUrl, productSkuId: sku.skuId, quantity: 1 } });
    // A count left from another session, or from before another device changed the cart.
    // (`CART_COUNT_KEY` of src/lib/cart/cart-count.ts, which a test cannot import: it needs the client router.)
    await page.addInitScript(() => localStorage.setItem('sf_cart_count', '3'));
    await page.goto('/about');
    await wake(page, 'CartLink');
    await expect(page.locator('header').getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  });

  test('Arabic: the "added" toast leaves the cart link and the account menu free and offers the cart', async ({ page }) => {
    await signUpFreshShopper(page);
    const { path } = await buyable(page);
    await page.goto(`${path}&lang=ar`);
    await wake(page, 'ProductPurchase');
    await page.getByRole('button', { name: text('ar', 'product', 'purchase.add-to-cart') }).click();
    const toast = page.getByRole('status').locator('li', { hasText: text('ar', 'product', 'purchase.added-to-cart') });
    await expect(toast).toBeVisible();
    const box = (await toast.boundingBox())!;
    for (const island of ['CartLink', 'AccountMenu']) {
      // The island element itself has no box (display: contents): measure its control.
      const other = (await page.locator(`header astro-island[component-url*="${island}"]`).locator('a, button').first().boundingBox())!;
      const overlaps = box.x < other.x + other.width && other.x < box.x + box.width && box.y < other.y + other.height && other.y < box.y + box.height;
      expect(overlaps, `toast covers ${island}`).toBe(false);
    }
    await toast.getByRole('link', { name: text('ar', 'common', 'toast.view-cart') }).click();
    await expect(page).toHaveURL(/\/cart$/);
  });

  test('the product page links to the original listing', async ({ page }) => {
    const { product, path } = await buyable(page);
    await page.goto(path);
    const link = page.getByRole('link', { name: 'View the original listing on Taobao' });
    await expect(link).toHaveAttribute('href', product.productUrl);
    await expect(link).toHaveAttribute('target', '_blank');
  });
});

test('on a wide screen the search filters and sort show without a button', async ({ page }) => {
  await page.goto('/product-search?keyword=bag');
  await expect(page.getByRole('navigation', { name: 'Sort by' })).toBeVisible();
  await expect(page.getByText('Filters and sort')).toBeHidden();
});

test.describe('buying on a phone (390 × 844)', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the price, Add to cart and Buy now are on the first screen in a buy bar', async ({ page }) => {
    const { path } = await buyable(page);
    await page.goto(path);
    const bar = page.locator('[data-buy-bar]');
    for (const part of [bar.getByRole('button', { name: 'Add to cart' }), bar.getByRole('button', { name: 'Buy now' }), bar.getByText(/CN¥/)]) {
      await expect(part).toBeInViewport({ ratio: 1 });
    }
    // Still there after scrolling down the page, and it works.
    await page.mouse.wheel(0, 2000);
    await expect(bar.getByRole('button', { name: 'Add to cart' })).toBeInViewport({ ratio: 1 });
    await bar.getByRole('button', { name: 'Add to cart' }).tap();
    await expect(page).toHaveURL(/\/auth\/login\?redirectUrl=/);
  });

  test('search results: filters and sort fold behind one button, results on the first screen', async ({ page }) => {
    await page.goto('/product-search?keyword=bag');
    const sort = page.getByRole('navigation', { name: 'Sort by' });
    await expect(sort).toBeHidden();
    await expect(page.locator('main a[href^="/product?url="]').first()).toBeInViewport();
    await page.getByText('Filters and sort').tap();
    await expect(sort).toBeVisible();
  });
});
