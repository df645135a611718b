import type { Locator, Page } from '@playwright/test';
import { E2E_ORIGIN, tenantOrigin } from '../../playwright.config';
import type { Product } from '../../contract/product';
import { productPageHref } from '../../src/lib/product/product-url-param';
import { signUpFreshShopper, SAME_ORIGIN } from './support/shoppers';
import { expect, test } from './support/test';

/**
 * Numbers as the shopper writes them (prices in the page's locale, the price filter read the
 * same way) and the phone: the product page's bottom bar with the longest price range of each
 * currency at 320 px (and in Arabic, the range drawn from its smaller end), the cart's sticky
 * total and Check out, the order list's folded search, and shop names on cards.
 */

const VN = tenantOrigin('vn');
// Amounts come isolated (U+2066…U+2069) and Intl spaces them with no-break spaces.
const plain = (text: string) => text.replace(/[\u2066-\u2069\u200e\u200f]/g, '').replace(/[\u00a0\u202f]/g, ' ').trim();
const dong = (text: string) => Number(/^([\d.]+) ₫/.exec(plain(text))?.[1]?.replace(/\./g, '') ?? Number.NaN);

test('Vietnamese prices read "100.000 ₫", and a price range typed as Vietnamese writes it (or the wrong way round) finds products in it', async ({ page }) => {
  await page.goto(`${VN}/product-search?keyword=${encodeURIComponent('áo sơ mi')}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
  await expect(page.getByText(/^1 CNY = 3\.450 VND$/)).toBeVisible();
  const prices = page.locator('main li a[href^="/product?"] span.font-semibold');
  await expect(prices.first()).toHaveText(/^\W*[\d.]+\s₫ \([\d.]+,\d\d\sCN¥\)\W*$/);

  for (const [min, max] of [['100.000', '500.000'], ['500.000', '100.000']] as const) {
    await page.locator('#price-min').fill(min);
    await page.locator('#price-max').fill(max);
    await page.locator('#price-max').press('Enter');
    await expect(page).toHaveURL(/minPrice=/);
    // Read in Vietnamese, and turned round when typed the wrong way round.
    await expect(page.locator('#price-min')).toHaveValue('100.000');
    await expect(page.locator('#price-max')).toHaveValue('500.000');
    const shown = (await prices.allInnerTexts()).map(dong);
    expect(shown.length).toBeGreaterThan(0);
    for (const price of shown) expect(price >= 100_000 && price <= 500_000, `${price} ₫`).toBe(true);
  }
});

/** A product of `origin` whose SKUs have different prices (the page shows a range until one is chosen). */
async function rangedProductPath(page: Page, origin: string): Promise<string> {
  await page.goto(`${origin}/about`);
  const productUrl = await page.evaluate(async () => {
    const search = await fetch('/api/front/product/search?keyword=shirt&channel=TAOBAO&pageSize=40');
    for (const { productUrl } of ((await search.json()) as { items: { productUrl: string }[] }).items) {
      const product = (await (await fetch(`/api/front/product?productUrl=${encodeURIComponent(productUrl)}`)).json()) as { skus: { price: number }[] };
      if (new Set(product.skus.map((sku) => sku.price)).size > 1) return productUrl;
    }
    return null;
  });
  expect(productUrl).toBeTruthy();
  return `${origin}${productPageHref(productUrl!)}`;
}

/** Whether an element's content stays inside its own box (nothing spills over its border). */
const fitsInside = (element: Locator) => element.evaluate((el) => el.scrollWidth <= el.clientWidth + 1 && el.scrollHeight <= el.clientHeight + 1);

test.describe('on a 320 px phone', () => {
  test.use({ viewport: { width: 320, height: 640 }, isMobile: true, hasTouch: true });

  for (const [tenant, lang] of [['vn', 'vi'], ['ru', 'ru'], ['uz', 'uz'], ['default', 'ar']] as const) {
    test(`the product page's bottom bar holds the price range and both buttons (${lang})`, async ({ page }) => {
      const origin = tenant === 'default' ? E2E_ORIGIN : tenantOrigin(tenant);
      await page.goto(`${await rangedProductPath(page, origin)}&lang=${lang}`);
      const bar = page.locator('[data-buy-bar]');
      const price = bar.locator('[data-buy-bar-price]');
      await expect(price).toContainText('–');
      expect(await fitsInside(bar)).toBe(true);
      for (const button of await bar.getByRole('button').all()) expect(await fitsInside(button), await button.innerText()).toBe(true);
      const box = (await price.boundingBox())!;
      expect(box.x >= 0 && box.x + box.width <= 320).toBe(true);
      // The range is drawn from its smaller end, in Arabic too: the first amount is above, or left of, the second.
      const [first, second] = await price.evaluate((el) => {
        const text = el.firstChild as Text;
        const at = (offset: number) => {
          const range = document.createRange();
          range.setStart(text, offset);
          range.setEnd(text, offset + 1);
          const rect = range.getBoundingClientRect();
          return { top: Math.round(rect.top), left: rect.left };
        };
        const firstDigit = text.data.search(/\d/);
        const secondDigit = text.data.indexOf('–') + text.data.slice(text.data.indexOf('–')).search(/\d/);
        return [at(firstDigit), at(secondDigit)];
      });
      expect(first.top < second.top || (first.top === second.top && first.left < second.left)).toBe(true);
    });
  }
});

test.describe('on a 320 px phone, the header', () => {
  test.use({ viewport: { width: 320, height: 640 }, isMobile: true, hasTouch: true });

  test('keeps the cart, account and menu buttons beside a wide logo (vi), the page no wider than the screen', async ({ page }) => {
    await page.goto(`${VN}/`);
    const logo = (await page.locator('[data-header-logo]').boundingBox())!;
    const cart = (await page.locator('[data-header-logo] + div').boundingBox())!;
    expect(Math.abs(logo.y + logo.height / 2 - (cart.y + cart.height / 2))).toBeLessThan(8);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  });
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the cart keeps its total and Check out at hand, the order list folds its search, and shop names keep their English', async ({ page }) => {
    await signUpFreshShopper(page);
    const search = await page.request.get('/api/front/product/search?keyword=bag&channel=TAOBAO&pageSize=20');
    const items = ((await search.json()) as { items: { productUrl: string }[] }).items;
    let added = false;
    for (const { productUrl } of items) {
      const product = (await (await page.request.get(`/api/front/product?productUrl=${encodeURIComponent(productUrl)}`)).json()) as Product;
      const sku = product.skus.find((s) => s.stock > 0);
      if (!sku) continue;
      expect((await page.request.post('/api/front/cart/add', { data: { productUrl, productSkuId: sku.skuId, quantity: 1 }, headers: SAME_ORIGIN })).status()).toBe(200);
      added = true;
      break;
    }
    expect(added).toBe(true);

    await page.goto('/cart');
    const bar = page.locator('[data-checkout-bar]');
    await expect(bar.getByRole('button', { name: 'Check out' })).toBeInViewport();
    await expect(bar).toContainText(/Goods|Total/);
    // Fixed to the bottom of the screen, wherever the list is scrolled.
    expect(await bar.evaluate((el) => [getComputedStyle(el).position, getComputedStyle(el).bottom])).toEqual(['fixed', '0px']);
    await page.mouse.wheel(0, 2000);
    await expect(bar.getByRole('button', { name: 'Check out' })).toBeInViewport();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await page.goto('/my/purchase');
    const keyword = page.getByLabel('Order number or product');
    await expect(keyword).toBeHidden();
    await page.locator('summary', { hasText: 'Search' }).tap();
    await expect(keyword).toBeVisible();

    await page.goto('/product-search?keyword=bag');
    const shop = page.locator('main li a[href^="/product?"] span[title]').first();
    await expect(shop).toHaveText(/[\u4e00-\u9fff].* [A-Za-z]/);
    expect(await fitsInside(shop)).toBe(true);

    // In Arabic the warehouse select takes its direction from the names it lists: an English name is cut at its end, not its start.
    await page.goto('/cart?lang=ar');
    await expect(page.locator('[data-checkout-bar]')).toBeVisible();
    expect(await page.locator('aside select').evaluate((el) => getComputedStyle(el).direction)).toBe('ltr');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
