import { expect, test, type Browser, type Page } from '@playwright/test';
import type { DeskPreferences, ExchangeRateSettings } from '../../../contract/desk-preferences';
import { seriousViolations } from '../../e2e/support/axe';
import { buyNowOrder, chinaWarehouseId, hydrated, productsOfShops } from '../../e2e/support/shopper';
import { productPageHref } from '../../../src/lib/product/product-url-param';
import { E2E_ORIGIN } from '../../../playwright.production.config';
import { addSecondFactor, inviteOperator, ownerContext, signInToDesk } from '../support/desk';
import { signUpShopper } from '../support/shopper';

/**
 * The OWNER's preferences and exchange rate reach the storefront (docs/product.md, "Desk
 * settings: preferences and money"): hiding transit takes its menu entries away and its pages
 * answer 404; a new rate prices new quotes at once while an order placed before keeps its price.
 * These change the whole site, so this project runs after every other production spec
 * (playwright.production.config.ts), and puts each setting back.
 */
test.describe.configure({ mode: 'serial', timeout: 60_000 });

const SAME_ORIGIN = { origin: E2E_ORIGIN };
/** Within 5 s of the save (docs/product.md, "Site changes"). */
const SHOWN_WITHIN = { timeout: 5_000, intervals: [250, 500] };

/** A second OWNER with an authenticator: money settings ask for the second factor, and the first owner's sign-in stays as the other specs know it. */
async function ownerWithSecondFactor(browser: Browser): Promise<Page> {
  const first = await ownerContext(browser);
  const owner = await inviteOperator(first.page, browser, 'OWNER');
  await first.context.close();
  const page = await (await browser.newContext()).newPage();
  await signInToDesk(page, owner);
  await addSecondFactor(page);
  return page;
}

let owner: Page;
test.beforeAll(async ({ browser }) => {
  owner = await ownerWithSecondFactor(browser);
});
test.afterAll(async () => {
  await owner.context().close();
});

/** Links to the transit pages on a page of the shopper's, loaded again. */
async function transitLinks(shopper: Page): Promise<number> {
  await shopper.goto('/my/purchase');
  return shopper.locator('a[href^="/my/transit"]').count();
}

async function saveShowTransit(show: boolean) {
  await owner.goto('/desk/settings/preferences');
  await hydrated(owner, 'PreferencesForm');
  await owner.getByLabel('Show transit (forwarding) orders').setChecked(show);
  await owner.getByRole('button', { name: 'Save preferences' }).click();
  await expect(owner.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
}

test('the owner hides transit: its menu entries vanish and /my/transit is 404, until shown again', async ({ browser }) => {
  const shopper = await (await browser.newContext()).newPage();
  await signUpShopper(shopper);
  expect(await transitLinks(shopper)).toBeGreaterThan(0);
  const before = await (await owner.request.get('/api/desk/settings/preferences')).json() as DeskPreferences;
  expect(before.showTransit).toBe(true);

  await saveShowTransit(false);
  expect(await seriousViolations(owner)).toEqual([]);
  await expect.poll(() => transitLinks(shopper), SHOWN_WITHIN).toBe(0);
  expect((await shopper.goto('/my/transit'))?.status()).toBe(404);
  expect((await shopper.goto('/my/transit/new'))?.status()).toBe(404);

  await saveShowTransit(true);
  await expect.poll(() => transitLinks(shopper), SHOWN_WITHIN).toBeGreaterThan(0);
  expect((await shopper.goto('/my/transit'))?.status()).toBe(200);
  await shopper.context().close();
});

/** The offer price a product page tells search engines, in the site's currency, loaded again. */
async function offerPrice(page: Page, productUrl: string): Promise<number> {
  await page.goto(productPageHref(productUrl));
  for (const text of await page.locator('script[type="application/ld+json"]').allTextContents()) {
    const thing = JSON.parse(text) as { '@type'?: string; offers?: { price: string } };
    if (thing['@type'] === 'Product' && thing.offers) return Number(thing.offers.price);
  }
  throw new Error('no Product offer on the page');
}

/** The total an order's page shows, loaded again. */
async function orderTotal(page: Page, orderId: number): Promise<string> {
  await page.goto(`/my/purchase/${orderId}`);
  return (await page.locator('div', { has: page.locator('dt', { hasText: /^Total$/ }) }).locator('dd').last().textContent()) ?? '';
}

/** The order's card in the shopper's order list. */
async function orderCard(page: Page, orderNo: string) {
  await page.goto(`/my/purchase?keyword=${orderNo}`);
  return page.getByRole('article', { name: `Order ${orderNo}` });
}

test('the owner changes the exchange rate: new quotes use it, an order placed before keeps its price', async ({ browser }) => {
  const shopper = await (await browser.newContext()).newPage();
  await signUpShopper(shopper);
  const [line] = await productsOfShops(shopper, 1);
  const order = await buyNowOrder(shopper, line!, await chinaWarehouseId(shopper));
  const totalBefore = await orderTotal(shopper, order.id);
  await expect(await orderCard(shopper, order.orderNo)).toContainText(totalBefore);
  const priceBefore = await offerPrice(shopper, line!.productUrl);
  const { cnyExchangeRate: rate } = await (await owner.request.get('/api/desk/settings/exchange-rate')).json() as ExchangeRateSettings;

  await owner.goto('/desk/settings/exchange-rate');
  await hydrated(owner, 'ExchangeRateForm');
  expect(await seriousViolations(owner)).toEqual([]);
  await owner.getByLabel(/per 1 CNY/).fill(String(rate * 2));
  await owner.getByRole('button', { name: 'Save the rate' }).click();
  // The page reloads with the change at the top of its history, naming who made it.
  await expect(owner.getByText(/Changed by/).first()).toBeVisible();

  await expect.poll(() => offerPrice(shopper, line!.productUrl), SHOWN_WITHIN).toBeCloseTo(priceBefore * 2, 1);
  expect(await orderTotal(shopper, order.id)).toBe(totalBefore);
  await expect(await orderCard(shopper, order.orderNo)).toContainText(totalBefore);

  const restored = await owner.request.put('/api/desk/settings/exchange-rate', { data: { cnyExchangeRate: rate }, headers: SAME_ORIGIN });
  expect(restored.status()).toBe(200);
  await expect.poll(() => offerPrice(shopper, line!.productUrl), SHOWN_WITHIN).toBeCloseTo(priceBefore, 1);
  await shopper.context().close();
});
