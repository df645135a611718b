import type { Page } from '@playwright/test';
import { E2E_ORIGIN } from '../../playwright.config';
import type { Product } from '../../contract/product';
import { productPageHref } from '../../src/lib/product/product-url-param';
import { signUpFreshShopper } from './support/shoppers';
import { expect, test } from './support/test';
import { settled } from './support/settled';

/**
 * The shopper's first action, taken before the islands hydrated, takes effect (docs/architecture.md: islands
 * wake on the first interaction). Each test acts at once while the scripts it needs are held
 * back until the action is done, so it always lands before hydration (as on a slow network),
 * then they load; a page opened afresh runs on a CPU slowed ×4, as a mid-range phone.
 */

// Right after start the provider hashes the catalog's images in the background: the first
// pages are slow, and the CPU is slowed.
test.describe.configure({ timeout: 90_000 });

async function slowCpu(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

/** Holds the bundled scripts (by default all of them: the islands, React) until `release` is called. */
async function holdScripts(page: Page, scripts = /\/_astro\/[^?]*\.js(\?|$)/): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(scripts, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Opens `path` as soon as the server answered, with the scripts held; returns their release. */
async function openBeforeScripts(page: Page, path: string): Promise<() => void> {
  await slowCpu(page);
  const release = await holdScripts(page);
  await page.goto(path, { waitUntil: 'commit' });
  return release;
}

/** A product whose page opens with two properties to choose, the first with a value in stock that leaves the total stock. */
async function productWithTwoChoices(page: Page) {
  const search = await page.request.get('/api/front/product/search?keyword=shirt&channel=TAOBAO&pageSize=20');
  for (const { productUrl } of ((await search.json()) as { items: { productUrl: string }[] }).items) {
    const product = (await (await page.request.get(`/api/front/product?productUrl=${encodeURIComponent(productUrl)}`)).json()) as Product;
    const [first] = product.properties;
    if (product.properties.length !== 2 || !first || first.values.length < 2) continue;
    const value = first.values.find((v) => product.skus.some((sku) => sku.stock > 0 && sku.properties.some((p) => p.name === first.name && p.value === v.value)));
    if (value) return { product, first, value };
  }
  throw new Error('no product with two properties to choose');
}

const island = (page: Page, name: string) => page.locator(`astro-island[component-url*="${name}"]`);
const cameraButton = (page: Page) => page.getByRole('search').first().getByRole('button', { name: 'Search by image' });

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the first tap on "Search by image" opens the panel', async ({ page }) => {
    const release = await openBeforeScripts(page, '/about');
    await cameraButton(page).tap();
    release();
    await expect(page.getByRole('dialog', { name: 'Search by image' })).toBeVisible({ timeout: 20_000 });
  });

  test('the first tap on a variant chip chooses it: stock follows, and "Add to cart" does not ask for it again', async ({ page }) => {
    const { product, first, value } = await productWithTwoChoices(page);
    const release = await openBeforeScripts(page, productPageHref(product.productUrl));
    const colours = page.getByRole('group', { name: first.label ?? first.name });
    await colours.getByText(value.label ?? value.value, { exact: true }).tap();
    release();
    await expect(island(page, 'ProductPurchase')).not.toHaveAttribute('ssr', { timeout: 20_000 });
    const stock = product.skus.filter((sku) => sku.properties.some((p) => p.name === first.name && p.value === value.value)).reduce((sum, sku) => sum + sku.stock, 0);
    await expect(page.getByText(`In stock: ${stock.toLocaleString('en')}`)).toBeVisible();
    await expect(colours).toContainText(value.label ?? value.value);
    await page.getByRole('button', { name: 'Add to cart' }).tap();
    await expect(page.getByRole('alert').filter({ hasText: 'Please choose:' })).toHaveText(`Please choose: ${product.properties[1]!.label ?? product.properties[1]!.name}`);
  });
});

test('focus then Enter on "Search by image" opens the panel', async ({ page }) => {
  const release = await openBeforeScripts(page, '/about');
  await cameraButton(page).focus();
  await page.keyboard.press('Enter');
  release();
  await expect(page.getByRole('dialog', { name: 'Search by image' })).toBeVisible({ timeout: 20_000 });
  // Replayed once: the panel stays open.
  await expect(island(page, 'SearchBox')).not.toHaveAttribute('ssr');
  await settled(page);
  await expect(page.getByRole('dialog', { name: 'Search by image' })).toBeVisible();
});

test('e-mail and password typed (or autofilled) before the login form hydrated log in', async ({ page, context }) => {
  const shopper = await signUpFreshShopper(page);
  await context.clearCookies();
  const release = await openBeforeScripts(page, '/auth/login?redirectUrl=%2Fabout');
  await page.getByLabel('E-mail').fill(shopper.email);
  await page.getByLabel('Password').fill(shopper.password);
  release();
  await expect(island(page, 'AuthPanel')).not.toHaveAttribute('ssr', { timeout: 20_000 });
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(`${E2E_ORIGIN}/about`);
  await expect(page.getByText('Please enter E-mail')).toHaveCount(0);
});

interface SearchItem { productUrl: string }
interface ProductAnswer { skus: { skuId: string; stock: number }[] }

test('a cart quantity typed before the cart hydrated is saved', async ({ page }) => {
  await signUpFreshShopper(page);
  const search = await page.request.get('/api/front/product/search?keyword=bag&channel=TAOBAO&pageSize=20');
  let added = false;
  for (const { productUrl } of ((await search.json()) as { items: SearchItem[] }).items) {
    const product = (await (await page.request.get(`/api/front/product?productUrl=${encodeURIComponent(productUrl)}`)).json()) as ProductAnswer;
    const sku = product.skus.find((s) => s.stock >= 10);
    if (!sku) continue;
    const answer = await page.request.post('/api/front/cart/add', { data: { productUrl, productSkuId: sku.skuId, quantity: 1 }, headers: { origin: E2E_ORIGIN } });
    expect(answer.status()).toBe(200);
    added = true;
    break;
  }
  expect(added).toBe(true);

  const release = await openBeforeScripts(page, '/cart');
  const quantity = page.getByLabel('Quantity', { exact: true });
  await quantity.fill('4');
  await quantity.blur();
  const saved = page.waitForResponse((r) => r.request().method() === 'PUT' && new URL(r.url()).pathname.endsWith('/quantity') && r.ok(), { timeout: 20_000 });
  release();
  await saved;
  await page.unrouteAll();
  await page.reload();
  await expect(page.getByLabel('Quantity', { exact: true })).toHaveValue('4');
});

test('a tap on "Add to cart" of a page the router brought, before its island\'s code arrived, asks for the options', async ({ page }) => {
  await page.goto('/product-search?keyword=shirt');
  await page.mouse.move(5, 5);
  await expect(island(page, 'SearchBox')).not.toHaveAttribute('ssr');
  const release = await holdScripts(page, /\/_astro\/ProductPurchase\.[^/]*\.js(\?|$)/);
  await page.locator('main li a[href^="/product?"]').first().click();
  await expect(island(page, 'ProductPurchase')).toHaveAttribute('ssr');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  release();
  await expect(page.getByRole('alert').filter({ hasText: 'Please choose:' })).toBeVisible({ timeout: 20_000 });
});
