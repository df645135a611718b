import { request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { E2E_ORIGIN } from '../../playwright.config';
import { LANGUAGES } from '../../src/lib/i18n/languages';
import { productPageHref } from '../../src/lib/product/product-url-param';
import { foreignText } from './support/foreign-text';
import { SAME_ORIGIN, uniqueEmail } from './support/shoppers';
import { expect, test } from './support/test';

/**
 * Every word and number in the shopper's language (docs/product.md, "Tenants and languages"):
 * every shopper page in all 18 languages, read from its server-rendered HTML, carries no text in
 * another script than the page's language and no raw code; and the places a walk-through found
 * wrong read right in a browser (options, titles, timeline arrows, plurals, home page).
 */

test.describe.configure({ timeout: 90_000 });

interface Shopper { storageState: Awaited<ReturnType<APIRequestContext['storageState']>>; orderId: number; productUrl: string }

/** A new shopper with one catalog line, added in English, in the cart and one order of it; signed up as the form does. */
async function shopperWithAnOrder(): Promise<Shopper> {
  const api = await playwrightRequest.newContext({ baseURL: E2E_ORIGIN, extraHTTPHeaders: SAME_ORIGIN });
  const email = uniqueEmail('language');
  expect((await api.post('/api/front/user/send-email-code', { data: { email, purpose: 'SIGNUP' } })).status()).toBe(200);
  let verificationCode = '';
  await expect.poll(async () => {
    const { items } = await (await api.get(`/api/dev/mailbox?to=${encodeURIComponent(email)}`)).json() as { items: { text: string }[] };
    verificationCode = /\b(\d{6})\b/.exec(items[0]?.text ?? '')?.[1] ?? '';
    return verificationCode;
  }).toMatch(/^\d{6}$/);
  const { version } = await (await api.get('/api/front/site-content/terms')).json() as { version: string | null };
  const signup = await api.post('/auth/session/signup', {
    data: { name: 'Lan Guage', phoneNumber: '+84 90 123 4567', email, loginPassword: 'Language-pass-2026', verificationCode, ...(version === null ? {} : { acceptedTermsVersion: version }) },
  });
  expect(signup.status()).toBe(200);
  const search = await (await api.get('/api/front/product/search?keyword=bag&channel=TAOBAO&pageSize=20&lang=en')).json() as { items: { productUrl: string }[] };
  for (const { productUrl } of search.items) {
    const product = await (await api.get(`/api/front/product?productUrl=${encodeURIComponent(productUrl)}`)).json() as { skus: { skuId: string; stock: number; properties: unknown[] }[] };
    const sku = product.skus.find((candidate) => candidate.stock >= 5 && candidate.properties.length > 0);
    if (!sku) continue;
    const added = await api.post('/api/front/cart/add', { data: { productUrl, productSkuId: sku.skuId, quantity: 1 }, headers: { 'Accept-Language': 'en' } });
    expect(added.status()).toBe(200);
    const cart = await (await api.get('/api/front/cart')).json() as { shops: { cartItems: { id: number }[] }[] };
    const warehouses = await (await api.get('/api/front/tenant-warehouses?warehouseRegion=CHINA')).json() as { items: { id: number }[] };
    const order = await api.post('/api/front/purchase-orders/create', {
      headers: { 'Idempotency-Key': `language-${email}` },
      data: { tenantWarehouseId: warehouses.items[0]!.id, cartItemIds: [cart.shops[0]!.cartItems[0]!.id] },
    });
    expect(order.status()).toBe(200);
    // The same line again, for the cart pages.
    expect((await api.post('/api/front/cart/add', { data: { productUrl, productSkuId: sku.skuId, quantity: 1 } })).status()).toBe(200);
    const { id } = await order.json() as { id: number };
    const storageState = await api.storageState();
    await api.dispose();
    return { storageState, orderId: id, productUrl };
  }
  throw new Error('no product with options in stock');
}

let shopper: Shopper;
test.beforeAll(async () => {
  shopper = await shopperWithAnOrder();
});

/** Read signed out: the sign-in page sends a signed-in shopper on. */
const SIGNED_OUT_PAGES = ['/auth/login'];
const PAGES = [
  '/', '/product-search?keyword=bag', '/about', '/faq', '/how-to-use', '/payment-guide', '/sourcing-service', '/transportation-charge',
  '/cart', '/my/account', '/my/balance', '/my/in-stock-items', '/my/message', '/my/pending-payments', '/my/purchase', '/my/transit', '/my/transit/new',
  '/my/warehouses',
];

test.describe('every shopper page speaks the page\'s language', () => {
  for (const lng of LANGUAGES) {
    test(`in ${lng}`, async () => {
      const [signedIn, signedOut] = await Promise.all([
        playwrightRequest.newContext({ baseURL: E2E_ORIGIN, storageState: shopper.storageState }),
        playwrightRequest.newContext({ baseURL: E2E_ORIGIN }),
      ]);
      const read = async (api: APIRequestContext, path: string) => {
        const url = `${path}${path.includes('?') ? '&' : '?'}lang=${lng}`;
        let response = await api.get(url, { maxRedirects: 0 });
        // A cold search under two workers' load may be shed once; the language is what is tested here.
        if (response.status() === 503) response = await api.get(url, { maxRedirects: 0 });
        if (response.status() !== 200) return [`${path}: answered ${response.status()}`];
        return foreignText(await response.text(), lng).map((text) => `${path}: ${text}`);
      };
      const reads = [
        ...[...PAGES, `/my/purchase/${shopper.orderId}`, productPageHref(shopper.productUrl)].map((path) => () => read(signedIn, path)),
        ...SIGNED_OUT_PAGES.map((path) => () => read(signedOut, path)),
      ];
      // A few at a time: the pages of two workers at once stay within what a small machine serves.
      const found: string[][] = [];
      for (let at = 0; at < reads.length; at += 4) found.push(...await Promise.all(reads.slice(at, at + 4).map((next) => next())));
      await Promise.all([signedIn.dispose(), signedOut.dispose()]);
      expect(found.flat()).toEqual([]);
    });
  }
});

test.describe('words and numbers a walk-through found wrong', () => {
  test.beforeEach(async ({ context }) => {
    await context.addCookies(shopper.storageState.cookies);
  });

  test('the cart and order read options and titles in French and Arabic, the original one tap away', async ({ page }) => {
    await page.goto('/cart?lang=fr');
    const options = page.locator('[data-line-options]').first();
    await expect(options).toContainText('Couleur');
    await expect(options).not.toContainText('颜色');
    const original = page.locator('[data-original]').first();
    await expect(original.locator('p')).toBeHidden();
    await original.locator('summary').click();
    await expect(original.locator('p')).toContainText('颜色');

    // Added in English, read in Arabic: the title follows the page, not the language it was added in.
    await page.goto(`/my/purchase/${shopper.orderId}?lang=ar`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('[data-line-options]').first()).toContainText('اللون');
    const title = page.locator('main li a[target="_blank"]').first();
    expect(await title.innerText()).not.toMatch(/^[\x20-\x7e]+$/);
  });

  test('counts read one piece, and the home page explains itself first, in the page\'s language', async ({ page }) => {
    await page.goto('/my/purchase?lang=en');
    await expect(page.getByText(/\b1 piece$/).first()).toBeVisible();
    await expect(page.getByText(/\b1 pieces\b/)).toHaveCount(0);

    await page.goto('/?lang=ja');
    const how = page.locator('[data-how-it-works]');
    await expect(how).toContainText('%');
    const newArrivals = page.getByRole('heading', { name: '新着商品' });
    await expect(newArrivals).toBeVisible();
    // Right under the search, before the banners and every product section.
    expect((await how.boundingBox())!.y).toBeLessThan((await newArrivals.boundingBox())!.y);
    expect((await how.boundingBox())!.y).toBeLessThan(1_000);
    const banner = page.locator('[data-banner-text]').first();
    await expect(banner).toContainText(/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u);
    await expect(banner.locator('img')).toHaveAttribute('alt', '');
  });

  test('a checkout of items no longer in the cart offers the way back to the cart it speaks of', async ({ page }) => {
    const stale = await page.goto('/checkout?lang=en');
    expect(stale?.status()).toBe(400);
    await expect(page.getByText('Go back to the cart and choose again.')).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'View cart' })).toHaveAttribute('href', '/cart');
  });
});
