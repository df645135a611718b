import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { signUpFreshShopper } from './support/shoppers';
import { expect, test } from './support/test';

/**
 * The cart as a shopper of the default tenant uses it (USD with CNY beside it). Each test signs
 * up its own shopper, so each starts with an empty cart of its own.
 */

// Right after start the provider hashes the catalog's images in the background: the first
// pages are slow, so each test gets more time than the default.
test.describe.configure({ timeout: 90_000 });

interface Answer<T = unknown> {
  status: number;
  body: T;
}

/** A provider call from the page, as an island makes it (same origin, the login cookie turned into the Bearer header). */
async function call<T = unknown>(page: Page, method: string, path: string, json?: unknown): Promise<Answer<T>> {
  return page.evaluate(
    async ({ method, path, json }) => {
      const response = await fetch(`/api/${path}`, {
        method,
        ...(json === undefined ? {} : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(json) }),
      });
      return { status: response.status, body: await response.json().catch(() => null) };
    },
    { method, path, json },
  );
}

interface SearchItem { productUrl: string; shopName: string; name: string }
interface ProductAnswer { name: string; skus: { skuId: string; stock: number }[] }
interface Line { productUrl: string; productSkuId: string; name: string; shopName: string }

/** Two products of two different shops, each with a SKU of plenty of stock, found as a shopper would: by search. */
async function twoProductsOfTwoShops(page: Page): Promise<[Line, Line]> {
  const search = await call<{ items: SearchItem[] }>(page, 'GET', 'front/product/search?keyword=bag&channel=TAOBAO&pageSize=40');
  expect(search.status).toBe(200);
  const lines: Line[] = [];
  for (const card of search.body.items) {
    if (lines.some((line) => line.shopName === card.shopName)) continue;
    const product = await call<ProductAnswer>(page, 'GET', `front/product?productUrl=${encodeURIComponent(card.productUrl)}`);
    if (product.status !== 200) continue;
    const sku = product.body.skus.find((s) => s.stock >= 10);
    if (!sku) continue;
    lines.push({ productUrl: card.productUrl, productSkuId: sku.skuId, name: product.body.name, shopName: card.shopName });
    if (lines.length === 2) return [lines[0]!, lines[1]!];
  }
  throw new Error('no two products of two shops in stock');
}

async function addToCart(page: Page, line: Line, quantity = 1): Promise<void> {
  const answer = await call(page, 'POST', 'front/cart/add', { productUrl: line.productUrl, productSkuId: line.productSkuId, quantity });
  expect(answer.status).toBe(200);
}

/** The cart island hydrated (Astro drops `ssr`): its controls act from now on. */
async function openCart(page: Page): Promise<void> {
  await page.goto('/cart');
  await expect(page.locator('astro-island[component-url*="CartScreen"]')).not.toHaveAttribute('ssr', { timeout: 20_000 });
}

const headerCount = (page: Page, count: number) => page.locator('header').getByRole('link', { name: `Cart, ${count} ${count === 1 ? 'item' : 'items'}` });
const totals = (page: Page) => page.getByRole('complementary').getByRole('status').first();
const seriousViolations = async (page: Page) =>
  (await new AxeBuilder({ page }).analyze()).violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');

/** A changed field is saved once the shopper pauses; wait for the provider's answer. */
const saved = (page: Page, what: 'quantity' | 'message') =>
  page.waitForResponse((r) => r.request().method() === 'PUT' && new URL(r.url()).pathname.endsWith(`/${what}`) && r.ok());

test.beforeEach(async ({ page }) => {
  await signUpFreshShopper(page);
  // Provider calls are made from the page, so it needs a page of the site.
  await page.goto('/about');
});

test('an empty cart says so and leads to the search', async ({ page }) => {
  await openCart(page);
  await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Search for products' })).toHaveAttribute('href', '/product-search');
  expect(await seriousViolations(page)).toEqual([]);
});

test('the empty cart reads right to left in Arabic', async ({ page }) => {
  await page.goto('/cart?lang=ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: 'سلتك فارغة' })).toBeVisible();
});

test('items grouped by shop: quantity, message, selection, quote, delete and delete all', async ({ page }) => {
  const [a, b] = await twoProductsOfTwoShops(page);
  await addToCart(page, a);
  await addToCart(page, b);
  await openCart(page);

  const shopA = page.getByRole('region', { name: a.shopName });
  const shopB = page.getByRole('region', { name: b.shopName });
  await expect(shopA.getByRole('link', { name: a.name })).toBeVisible();
  await expect(shopB.getByRole('link', { name: b.name })).toBeVisible();
  await expect(totals(page)).toContainText('Selected items: 2 · Pieces: 2');
  await expect(headerCount(page, 2)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // Quantity: the totals follow at once, the header once the provider confirmed; a reload keeps it.
  const before = await totals(page).textContent();
  const quantitySaved = saved(page, 'quantity');
  await shopA.getByRole('button', { name: `Increase the quantity of ${a.name}` }).click();
  await expect(shopA.getByLabel('Quantity', { exact: true })).toHaveValue('2');
  await expect(totals(page)).toContainText('Pieces: 3');
  expect(await totals(page).textContent()).not.toBe(before);
  await quantitySaved;
  await expect(headerCount(page, 3)).toBeVisible();

  // Message: saved as typed.
  const messageSaved = saved(page, 'message');
  await shopB.getByLabel('Message to the seller').fill('Blue one, please');
  await messageSaved;
  await openCart(page);
  await expect(shopA.getByLabel('Quantity', { exact: true })).toHaveValue('2');
  await expect(shopB.getByLabel('Message to the seller')).toHaveValue('Blue one, please');

  // A shop's checkbox takes its items out of the totals and back.
  const shopBox = page.getByRole('checkbox', { name: `Select all items from ${b.shopName}` });
  await shopBox.uncheck();
  await expect(totals(page)).toContainText('Selected items: 1 · Pieces: 2');
  await expect(page.getByRole('checkbox', { name: 'Select all', exact: true })).toHaveJSProperty('indeterminate', true);
  await shopBox.check();
  await expect(totals(page)).toContainText('Selected items: 2 · Pieces: 3');

  // The fees of the selection to the chosen China warehouse show by themselves (no "Get a quote").
  const warehouse = page.getByLabel('China warehouse');
  const choices = await warehouse.locator('option').count();
  await warehouse.selectOption({ index: choices - 1 });
  await expect(page.getByRole('button', { name: /quote/i })).toHaveCount(0);
  const quote = page.getByRole('region', { name: /^Quote to / });
  await expect(quote.getByText('Shipping within China')).toBeVisible();
  await expect(quote.getByText('Service fee')).toBeVisible();
  await expect(quote.getByText('Total', { exact: true })).toBeVisible();
  // Another selection makes that quote stale: it is not shown until the new one arrives.
  await shopBox.uncheck();
  await expect(quote).toHaveCount(0);
  await shopBox.check();
  await expect(quote.getByText('Service fee')).toBeVisible();

  // Check out confirms the selection, both shops, to the chosen warehouse (ordering is the checkout spec's).
  await page.getByRole('button', { name: 'Check out' }).click();
  await expect(page).toHaveURL(/\/checkout\?items=\d+%2C\d+&warehouse=\d+$/);
  await expect(page.getByRole('heading', { name: a.shopName })).toBeVisible();
  await expect(page.getByRole('heading', { name: b.shopName })).toBeVisible();
  await openCart(page);

  // Delete one item, confirmed.
  await shopB.getByRole('button', { name: `Delete ${b.name}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(shopB).toHaveCount(0);
  await expect(headerCount(page, 2)).toBeVisible();

  // Delete all, confirmed: the empty state.
  await page.getByRole('button', { name: 'Delete all' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete all' }).click();
  await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
});

test('the header count stays in step in a second tab', async ({ page, context }) => {
  const [a] = await twoProductsOfTwoShops(page);
  await addToCart(page, a);
  await openCart(page);
  await expect(headerCount(page, 1)).toBeVisible();

  const other = await context.newPage();
  await other.goto('/about');
  // The header's islands wake on the first interaction.
  await other.locator('header').hover();
  await expect(headerCount(other, 1)).toBeVisible();

  await page.getByRole('button', { name: `Increase the quantity of ${a.name}` }).click();
  await expect(headerCount(other, 2)).toBeVisible();
  await page.getByRole('button', { name: 'Delete all' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete all' }).click();
  await expect(other.locator('header').getByRole('link', { name: 'Cart', exact: true })).toBeVisible();
});

test('a quantity the provider refuses is put back, with a message', async ({ page }) => {
  const [a] = await twoProductsOfTwoShops(page);
  await addToCart(page, a);
  await openCart(page);
  await page.route('**/api/front/cart/*/quantity?*', (route) =>
    route.fulfill({ status: 503, contentType: 'application/problem+json', body: JSON.stringify({ type: 'about:blank', title: 'Unavailable', status: 503, code: 'PROVIDER_UNAVAILABLE' }) }));
  await page.getByRole('button', { name: `Increase the quantity of ${a.name}` }).click();
  await expect(page.getByLabel('Quantity', { exact: true })).toHaveValue('2');
  await expect(page.getByText('The quantity could not be changed, so it was put back.', { exact: false })).toBeVisible();
  await expect(page.getByLabel('Quantity', { exact: true })).toHaveValue('1');
  await expect(headerCount(page, 1)).toBeVisible();
});
