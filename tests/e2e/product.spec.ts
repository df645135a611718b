import type { Page } from '@playwright/test';
import { signUpFreshShopper } from './support/shoppers';
import { expect, test } from './support/test';
import { encodeProductUrlParam } from '../../src/lib/product/product-url-param';
import type { WatchHistoryItem } from '../../src/lib/watch-history/watch-history';
import { WATCH_HISTORY_KEY } from '../../src/lib/watch-history/watch-history-store';

interface SearchAnswer { items: { productUrl: string; name: string }[] }

// No marketplace has a product with this id: the catalog answers 404 for it.
const UNKNOWN_PRODUCT = 'https://item.jd.com/99999999999999999999.html';
const PIXEL = 'data:image/gif;base64,R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==';

const historyItem = (id: string, name: string): WatchHistoryItem => ({
  productId: id, coverImage: PIXEL, productUrl: `https://item.jd.com/${id}.html`, name, price: 12_345,
  shopName: `${name} shop`, shopWebsite: 'https://mall.jd.com/index-1.html', channel: 'TAOBAO',
});

/** Seeds the watch history once (a cleared history is not seeded again on the next page). */
async function seedHistory(page: Page, items: WatchHistoryItem[]) {
  await page.addInitScript(([key, json]) => {
    if (localStorage.getItem(key) === null) localStorage.setItem(key, json);
  }, [WATCH_HISTORY_KEY, JSON.stringify(items)] as const);
}

const storedHistory = (page: Page) => page.evaluate((key) => localStorage.getItem(key), WATCH_HISTORY_KEY);

/** Islands wake on the first interaction (a pointer over the page is one); then waits for `island` to hydrate. */
async function interact(page: Page, island: 'ProductPurchase' | 'WatchHistory') {
  await page.locator('body').hover({ position: { x: 5, y: 5 } });
  await expect(page.locator(`astro-island[component-url*="${island}"]`).first()).not.toHaveAttribute('ssr');
}

test.describe('product page states', () => {
  test('a damaged product link is a clear 400 inside the shell, not indexed', async ({ page }) => {
    const response = await page.goto('/product?url=1not-a-real-link');
    expect(response?.status()).toBe(400);
    await expect(page.getByRole('heading', { name: 'This product link is not valid' })).toBeVisible();
    await expect(page.locator('header form[role="search"]')).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    expect((await page.goto('/product'))?.status()).toBe(400);
  });

  test('a product the catalog does not have is a 404 inside the shell', async ({ page }) => {
    const response = await page.goto(`/product?url=${encodeProductUrlParam(UNKNOWN_PRODUCT)}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Product not found' })).toBeVisible();
    await expect(page.locator('footer')).toBeVisible();
  });
});

test.describe('watch history', () => {
  test('shows on the home page newest first, survives a failed product page, and clears', async ({ page }) => {
    await seedHistory(page, [historyItem('3', 'Gamma lamp'), historyItem('2', 'Beta mug'), historyItem('1', 'Alpha bag')]);
    await page.goto('/');
    await interact(page, 'WatchHistory');
    const section = page.getByRole('region', { name: 'Recently viewed' });
    await expect(section).toBeVisible();
    await expect(section.getByRole('listitem')).toHaveText([/Gamma lamp/, /Beta mug/, /Alpha bag/]);
    await expect(section.getByRole('link', { name: /Gamma lamp/ })).toHaveAttribute('href', `/product?url=${encodeProductUrlParam('https://item.jd.com/3.html')}`);
    // 123.45 CNY in the default tenant's currency, with the CNY amount beside it (showCnyPrice).
    await expect(section.getByRole('listitem').first()).toContainText('(CN¥123.45)');

    // A product page that cannot show its product records nothing.
    const before = await storedHistory(page);
    await page.goto(`/product?url=${encodeProductUrlParam(UNKNOWN_PRODUCT)}`);
    expect(await storedHistory(page)).toBe(before);

    await page.goto('/');
    await interact(page, 'WatchHistory');
    await section.getByRole('button', { name: 'Clear history' }).click();
    await expect(section).toHaveCount(0);
    expect(await storedHistory(page)).toBe('[]');
    await page.reload();
    await interact(page, 'WatchHistory');
    await expect(page.getByRole('region', { name: 'Recently viewed' })).toHaveCount(0);
  });

  test('three product visits show newest first, a revisit moves to the front', async ({ page }) => {
    const { items } = (await (await page.request.get('/api/front/product/search?keyword=bag&pageSize=3')).json()) as SearchAnswer;
    expect(items).toHaveLength(3);
    for (const item of items) await page.goto(`/product?url=${encodeProductUrlParam(item.productUrl)}`);
    await page.goto(`/product?url=${encodeProductUrlParam(items[0]!.productUrl)}`);
    await page.goto('/');
    await interact(page, 'WatchHistory');
    await expect(page.getByRole('region', { name: 'Recently viewed' }).getByRole('listitem'))
      .toHaveText([items[0]!.name, items[2]!.name, items[1]!.name].map((name) => new RegExp(name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))));
  });
});

test.describe('buying', () => {
  /** Chooses the first available value of every property on the product page. */
  async function chooseEverySkuProperty(page: Page) {
    for (const group of await page.locator('main fieldset').all()) {
      await group.locator('label:has(input:not([disabled]))').first().click();
    }
  }

  test('keyword search to product to cart', async ({ page }) => {
    await signUpFreshShopper(page);
    await page.goto('/product-search?keyword=bag');
    await page.locator('main a[href^="/product?url="]').first().click();
    await expect(page).toHaveURL(/\/product\?url=/);
    await interact(page, 'ProductPurchase');
    await chooseEverySkuProperty(page);
    await page.getByLabel('Quantity').fill('2');
    await page.getByLabel('Message to the seller').fill('Please pack carefully');
    const added = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/front/cart/add');
    await page.getByRole('button', { name: 'Add to cart' }).click();
    const response = await added;
    expect(response.status()).toBe(200);
    const cart = (await response.json()) as { totalQuantity: number };
    const body = response.request().postDataJSON() as unknown;
    expect(body).toMatchObject({ quantity: 2, message: 'Please pack carefully' });
    // The shopper's own cart: it holds exactly what this test added.
    expect(cart.totalQuantity).toBe(2);
    await expect(page.getByRole('status').getByText('Added to your cart.')).toBeVisible();
    await expect(page.locator('header').getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();
  });

  test('wholesale tiers price the chosen quantity', async ({ page }) => {
    await page.goto('/product-search?keyword=bag&channel=ALIBABA');
    await page.locator('main a[href^="/product?url="]').first().click();
    await interact(page, 'ProductPurchase');
    const tiers = page.getByRole('table', { name: 'Wholesale prices' });
    await expect(tiers).toBeVisible();
    const secondTier = tiers.getByRole('row').nth(2);
    const from = Number(/\d[\d,]*/.exec((await secondTier.textContent()) ?? '')?.[0]?.replace(/,/g, ''));
    await page.getByLabel('Quantity').fill(String(from));
    await page.getByLabel('Quantity').blur();
    await expect(secondTier).toContainText('Your price');
  });
});
