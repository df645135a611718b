import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { formatMoney } from '../../contract/money-format';
import { seriousViolations } from '../e2e/support/axe';
import { buyNowOrder, call, chinaWarehouseId, hydrated, productsOfShops } from '../e2e/support/shopper';
import { encodeProductUrlParam } from '../../src/lib/product/product-url-param';
import { E2E_ORIGIN } from '../../playwright.production.config';
import { addSecondFactor, inviteOperator, ownerContext, signInToDesk } from './support/desk';
import { signUpShopper } from './support/shopper';

/**
 * The OWNER's preferences and exchange rate (docs/product.md, "Desk settings: preferences and
 * money") reach the storefront within seconds: hiding transit takes its menu entry and page
 * away; a new rate prices new quotes while an order placed before keeps its price. Saving them
 * asks for a second factor, so a second OWNER with an authenticator does it (the first owner
 * signs in without one in the other specs). This file runs after the other production specs
 * (its own project in playwright.production.config.ts): it changes what every shopper of the
 * site sees, and puts it back.
 */
test.describe.configure({ mode: 'serial', timeout: 60_000 });

const SAME_ORIGIN = { origin: E2E_ORIGIN };
/** Within 5 s of the save (docs/product.md, "Site changes"). */
const SHOWN_WITHIN = { timeout: 5_000, intervals: [250, 500] };

let owner: { context: BrowserContext; page: Page };
let shopper: Page;

/** A second owner of the shop, signed in with an authenticator added. */
async function ownerWithSecondFactor(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const first = await ownerContext(browser);
  const credentials = await inviteOperator(first.page, browser, 'OWNER');
  await first.context.close();
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInToDesk(page, credentials);
  await addSecondFactor(page);
  return { context, page };
}

test.beforeAll(async ({ browser }) => {
  owner = await ownerWithSecondFactor(browser);
  shopper = await (await browser.newContext()).newPage();
  await signUpShopper(shopper);
});

test.afterAll(async () => {
  await owner.context.close();
  await shopper.context().close();
});

/** How many links to the transit orders a page of the storefront, loaded again, carries. */
async function transitLinks(): Promise<number> {
  await shopper.goto('/');
  return shopper.locator('a[href="/my/transit"]').count();
}

test('the owner hides transit: its menu entry goes and /my/transit is 404; shown again, both come back', async () => {
  const { page } = owner;
  expect(await transitLinks()).toBeGreaterThan(0);
  await page.goto('/desk/settings/preferences');
  await hydrated(page, 'PreferencesForm');
  expect(await seriousViolations(page)).toEqual([]);
  const transit = page.getByLabel('Show transit (forwarding) orders');
  await expect(transit).toBeChecked();
  const save = async () => {
    await page.getByRole('button', { name: 'Save preferences' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
  };
  try {
    await transit.uncheck();
    await save();
    await expect.poll(transitLinks, SHOWN_WITHIN).toBe(0);
    expect((await shopper.goto('/my/transit'))?.status()).toBe(404);
  } finally {
    await page.reload();
    await hydrated(page, 'PreferencesForm');
    await transit.check();
    await save();
  }
  await expect.poll(transitLinks, SHOWN_WITHIN).toBeGreaterThan(0);
  expect((await shopper.goto('/my/transit'))?.status()).toBe(200);
});

test('the owner changes the exchange rate: a product page quotes at the new rate, an order placed before keeps its price', async () => {
  const { page } = owner;
  const [line] = await productsOfShops(shopper, 1);
  const order = await buyNowOrder(shopper, line!, await chinaWarehouseId(shopper));
  const orderTotal = async () => {
    await shopper.goto(`/my/purchase/${order.id}`);
    return shopper.locator('dt', { hasText: /^Total$/ }).locator('xpath=following-sibling::dd').innerText();
  };
  const totalBefore = await orderTotal();
  const product = await call<{ price: number }>(shopper, 'GET', `front/product?productUrl=${encodeURIComponent(line!.productUrl)}`);
  const { cnyExchangeRate, currency } = (await (await page.request.get('/api/desk/settings/exchange-rate')).json()) as { cnyExchangeRate: number; currency: string };
  const newRate = Math.round(cnyExchangeRate * 1.5 * 1e4) / 1e4;
  const quoted = (rate: number) => formatMoney(product.body.price, { cnyExchangeRate: rate, currency }, { locale: 'en' });
  expect(quoted(newRate)).not.toBe(quoted(cnyExchangeRate));
  const productPage = async () => {
    await shopper.goto(`/product?url=${encodeProductUrlParam(line!.productUrl)}`);
    return shopper.locator('article').first().innerText();
  };
  expect(await productPage()).toContain(quoted(cnyExchangeRate));

  await page.goto('/desk/settings/exchange-rate');
  await hydrated(page, 'ExchangeRateForm');
  expect(await seriousViolations(page)).toEqual([]);
  try {
    await page.getByLabel(`${currency} per 1 CNY`).fill(String(newRate));
    await page.getByRole('button', { name: 'Save the rate' }).click();
    // The page reloads with the change at the top of its history, named after who made it.
    await expect(page.locator('[data-rate-history] li').first()).toContainText('Changed by OWNER Operator');

    await expect.poll(productPage, SHOWN_WITHIN).toContain(quoted(newRate));
    // The order priced before keeps its price: its page shows it at the rate it was priced at.
    expect(await orderTotal()).toBe(totalBefore);
  } finally {
    const put = await page.request.put('/api/desk/settings/exchange-rate', { data: { cnyExchangeRate }, headers: SAME_ORIGIN });
    expect(put.status()).toBe(200);
  }
});
