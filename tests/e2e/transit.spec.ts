import type { Page } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { DEMO, buyNowOrder, call, chinaWarehouseId, hydrated, logInDemo, productsOfShops, signUpShopper } from './support/shopper';
import { expect, test } from './support/test';
import { tenantOrigin } from '../../playwright.config';

/**
 * Warehouse to door: an order bought and paid, the demo worker buys it and stocks it in with QC
 * photos, the shopper ships it with a live estimate, the worker packs and weighs it, the shopper
 * pays the fee, the worker ships it with tracking, and the shopper confirms receipt.
 */
test.describe.configure({ timeout: 240_000 });

/** Reloads `path` until `ready` passes: the demo worker moves things on every DEMO_STEP_MS. */
async function reloadUntil(page: Page, path: string, ready: () => Promise<void>, timeout = 90_000) {
  await expect(async () => {
    await page.goto(path);
    await ready();
  }).toPass({ timeout, intervals: [1_000, 1_500, 2_000] });
}

/** The agent may ask for a price difference while buying: pay it, as the shopper would, so the order goes on. */
async function payPriceDifferences(page: Page, orderNo: string) {
  const unpaid = await call<{ items: { id: number }[] }>(page, 'GET', `front/payments/unpaid?orderNo=${orderNo}`);
  for (const payment of unpaid.body.items) await call(page, 'POST', `front/payments/${payment.id}/pay`, { payPassword: DEMO.payPassword });
}

test('buy, see it in stock with photos, ship it with a live estimate, pay the packed fee, track it and confirm receipt', async ({ page }) => {
  await logInDemo(page);
  const [line] = await productsOfShops(page, 1, 'cup');
  const order = await buyNowOrder(page, line!, await chinaWarehouseId(page));
  expect((await call(page, 'POST', `front/payments/${order.paymentId}/pay`, { payPassword: DEMO.payPassword })).status).toBe(200);

  // In stock: the parcel of this order, with its QC photos and free storage left.
  const parcel = page.getByRole('article').filter({ hasText: `From order ${order.orderNo}` });
  await reloadUntil(page, '/my/in-stock-items', async () => {
    await payPriceDifferences(page, order.orderNo);
    await expect(parcel).toBeVisible({ timeout: 500 });
  });
  await expect(parcel).toContainText(line!.name);
  const parcelName = (await parcel.getByRole('heading', { level: 2 }).innerText()).trim();
  await expect(parcel).toContainText(/Free storage: \d+ days left \(until \d{4}\/\d{2}\/\d{2}\)/);
  expect(await seriousViolations(page)).toEqual([]);

  // The photos open in a lightbox, page with the arrow keys and close with Escape, back on the
  // thumbnail; each thumbnail is a link to its picture, for a page without JavaScript.
  await hydrated(page, 'InStockParcels');
  const firstPhoto = parcel.getByRole('link', { name: /^Quality check photo 1 of \d+: / });
  expect((await page.request.get((await firstPhoto.getAttribute('href'))!)).status()).toBe(200);
  await firstPhoto.click();
  const lightbox = page.getByRole('dialog', { name: `Quality check photos: ${line!.name}` });
  await expect(lightbox.getByRole('img', { name: /^Photo 1 of \d+$/ })).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(lightbox.getByRole('img', { name: /^Photo 2 of \d+$/ })).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await expect(lightbox.getByRole('img', { name: /^Photo 1 of \d+$/ })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(lightbox).toHaveCount(0);
  await expect(firstPhoto).toBeFocused();

  // Select it and ship: the transit order form opens with that parcel.
  await parcel.getByRole('checkbox').check();
  await expect(page.getByText(/^Selected: 1 parcel · [\d.]+ kg$/)).toBeVisible();
  await page.getByRole('button', { name: 'Ship selected' }).click();
  await expect(page).toHaveURL(/\/my\/transit\/new\?parcel=\d+$/);
  await hydrated(page, 'TransitOrderForm');

  // A live estimate: every line priced for this parcel and address, cheapest and fastest marked;
  // without a parcel there is nothing to price, and with it back the lines return.
  const lines = page.getByRole('group', { name: 'Shipping line' });
  await expect(lines.getByRole('radio').first()).toBeVisible();
  await expect(lines.getByText('Cheapest')).not.toHaveCount(0);
  await expect(lines.getByText('Fastest')).not.toHaveCount(0);
  const parcels = page.getByRole('group', { name: 'Parcels' });
  await expect(parcels.getByRole('checkbox', { checked: true })).toHaveCount(1);
  await parcels.getByRole('checkbox', { name: parcelName }).uncheck();
  await expect(lines.getByText('Pick parcels to see the lines and their prices.')).toBeVisible();
  await expect(lines.getByRole('radio')).toHaveCount(0);
  await parcels.getByRole('checkbox', { name: parcelName }).check();
  await expect(lines.getByText(/^1 parcel, [\d.]+ kg in all\. Every line that takes it:/)).toBeVisible();

  // Creating without a line says what is missing; then the cheapest line is chosen.
  await page.getByRole('button', { name: 'Create transit order' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Choose a shipping line.' })).toBeVisible();
  const cheapest = lines.getByRole('listitem').filter({ hasText: 'Cheapest' }).first();
  await cheapest.getByRole('radio').check();
  const price = (await cheapest.locator('span.font-semibold').last().innerText()).trim();
  await expect(page.getByRole('complementary', { name: 'Summary' })).toContainText(price);
  // The customs value of the line starts at what it cost; the shopper declares another, in CNY,
  // with its tenant-currency equivalent beside it; a value that is not an amount is refused there.
  const customs = page.getByRole('group', { name: 'Customs declaration' });
  const declared = customs.getByRole('textbox', { name: `Declared value of ${line!.name} × 1, in CNY` });
  await expect(declared).toHaveValue(/^\d+\.\d{2}$/);
  await declared.fill('12,345');
  await page.getByRole('button', { name: 'Create transit order' }).click();
  await expect(declared).toBeFocused();
  await expect(declared).toHaveAccessibleDescription(/must be between 0\.01 and /);
  await declared.fill('12.34');
  await expect(declared).toHaveAccessibleDescription(/^About /);
  const equivalent = (await customs.getByText(/^About /).innerText()).replace(/^About /, '').replace(/[\u2066-\u2069]/g, '').trim();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Create transit order' }).click();
  await expect(page).toHaveURL(/\/my\/transit\/\d+$/);
  await expect(page.getByRole('listitem').filter({ hasText: `${line!.name} × 1` }).filter({ hasText: equivalent })).not.toHaveCount(0);
  const path = new URL(page.url()).pathname;
  await expect(page.getByText(/^Transit order \S+ is created\.$/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Shipping fee' })).toContainText(price);

  // The worker packs and weighs it: estimate beside actual, and the fee to pay.
  await reloadUntil(page, path, async () => {
    await expect(page.getByRole('button', { name: 'Pay shipping' })).toBeVisible({ timeout: 500 });
  });
  const fee = page.getByRole('region', { name: 'Shipping fee' });
  await expect(fee.getByRole('columnheader', { name: 'Packed' })).toBeVisible();
  await expect(fee.getByRole('row', { name: /^Size / })).toContainText(/\d+ × \d+ × \d+ cm/);
  await expect(page.getByText('The parcel is packed and weighed: pay the shipping fee and it leaves the warehouse.')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // The packed parcel's photos open in the lightbox too (Enter on the focused thumbnail), not in a new tab.
  const packedPhotos = fee.getByRole('list', { name: 'Photos of the packed parcel' });
  const firstPacked = packedPhotos.getByRole('link', { name: 'Packed parcel, photo 1' });
  await firstPacked.scrollIntoViewIfNeeded();
  await hydrated(page, 'PhotoGallery');
  await firstPacked.focus();
  await page.keyboard.press('Enter');
  const packedLightbox = page.getByRole('dialog', { name: 'Photos of the packed parcel' });
  await expect(packedLightbox.getByRole('img', { name: /^Photo 1 of \d+$/ })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(packedLightbox).toHaveCount(0);
  await expect(firstPacked).toBeFocused();
  expect(new URL(page.url()).pathname).toBe(path);

  // Pay from the balance with the pay password.
  await hydrated(page, 'TransitOrderActions');
  await page.getByRole('button', { name: 'Pay shipping' }).click();
  const dialog = page.getByRole('dialog', { name: 'Payment' });
  await expect(dialog.getByRole('radio', { name: 'Pay from your balance' })).toBeChecked();
  await dialog.getByLabel('Pay password').fill(DEMO.payPassword);
  await dialog.getByRole('button', { name: 'Pay now' }).click();
  await expect(page.getByText('Payment received. Thank you!')).toBeVisible();

  // Shipped: carrier, tracking number and the carrier's scans; then delivered, to be confirmed.
  const tracking = page.getByRole('region', { name: 'Tracking' });
  await reloadUntil(page, path, async () => {
    await expect(tracking.getByRole('button', { name: 'Copy the tracking number' })).toBeVisible({ timeout: 500 });
  });
  await expect(tracking.getByRole('list', { name: 'Tracking events' }).getByRole('listitem')).not.toHaveCount(0);
  await reloadUntil(page, path, async () => {
    await expect(page.getByRole('button', { name: 'Confirm receipt' })).toBeVisible({ timeout: 500 });
  });
  await expect(tracking.getByRole('list', { name: 'Tracking events' })).toContainText('Delivered');

  // The shopper confirms receipt: completed, and nothing is left to do.
  await hydrated(page, 'TransitOrderActions');
  await page.getByRole('button', { name: 'Confirm receipt' }).click();
  await expect(page.getByText('Thank you! The order is completed.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Timeline' })).toContainText('Completed');
  await expect(page.getByRole('button', { name: 'Confirm receipt' })).toHaveCount(0);

  // The list counts it under its tab.
  await page.goto('/my/transit?status=COMPLETED');
  await expect(page.getByRole('link', { name: /^Completed \(\d+\)$/ })).toHaveAttribute('aria-current', 'page');
});

test('a tenant that hides the warehouse and transit has no such pages (404)', async ({ page }) => {
  // The uz demo tenant shows neither stock-in, transit nor the forwarding address.
  const uz = tenantOrigin('uz');
  await signUpShopper(page, 'uz-shopper', uz);
  for (const path of ['/my/in-stock-items', '/my/warehouses', '/my/transit', '/my/transit/new', '/my/transit/1']) {
    expect((await page.goto(uz + path))?.status(), path).toBe(404);
  }
  expect((await call(page, 'GET', 'front/transit-orders/search')).status).toBe(404);
});

test('an unknown transit order is not found', async ({ page }) => {
  await logInDemo(page);
  expect((await page.goto('/my/transit/2147483000'))?.status()).toBe(404);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('parcels are picked for shipping with a plain GET form', async ({ page, browser }) => {
    // A parcel of its own: registered as inbound in a context with scripts on, received by the demo worker.
    const helper = await browser.newPage({ javaScriptEnabled: true });
    await logInDemo(helper);
    const tracking = `YT${Date.now()}`;
    const made = await call(helper, 'POST', 'front/user/warehouses', {
      tenantWarehouseId: await chinaWarehouseId(helper), domesticTrackingNo: tracking, contents: [{ name: 'Wool scarf', quantity: 1, unitValue: 4_900 }],
    });
    expect(made.status).toBe(200);
    await helper.close();

    const login = await page.request.post('/auth/session', { data: { email: DEMO.email, password: DEMO.password } });
    expect(login.status()).toBe(200);
    const parcel = page.getByRole('article').filter({ hasText: `Sent by you, tracking ${tracking}` });
    await reloadUntil(page, '/my/in-stock-items', async () => {
      await expect(parcel).toBeVisible({ timeout: 500 });
    }, 30_000);
    await expect(parcel).toContainText(/Free storage: \d+ days left/);
    await parcel.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Ship selected' }).click();
    await expect(page).toHaveURL(/\/my\/transit\/new\?parcel=\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'New transit order' })).toBeVisible();
  });
});
