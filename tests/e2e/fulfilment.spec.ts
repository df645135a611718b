import { expect, test } from './support/test';
import { seriousViolations } from './support/axe';
import { call, fundedShopper, hydrated, placeAndPayWithPassword, productsOfShops } from './support/shopper';

/**
 * From the cart to the warehouse: checkout, pay with the pay password, and the demo worker
 * (a step every 1.5 s here) buys, ships and stocks the order in, with QC photos on the order page.
 */
test.describe.configure({ timeout: 120_000 });

interface Order {
  status: string;
  payments: { id: number; kind: string; status: string }[];
  shops: { lines: { title: string; qcPhotos: string[] }[] }[];
}

test('a cart line is checked out, paid with the pay password, and arrives with its QC photos', async ({ page }) => {
  const { payPassword } = await fundedShopper(page, 'arrival', 2_000);
  const [line] = await productsOfShops(page, 1, 'lamp');
  expect((await call(page, 'POST', 'front/cart/add', { productUrl: line!.productUrl, productSkuId: line!.productSkuId, quantity: 1 })).status).toBe(200);

  await page.goto('/cart');
  await hydrated(page, 'CartScreen');
  await page.getByRole('button', { name: 'Check out' }).click();
  const orderId = await placeAndPayWithPassword(page, payPassword);

  // The agent's steps come by themselves; a price rise it may raise on the way is paid as a shopper would.
  await expect.poll(async () => {
    const order = (await call<Order>(page, 'GET', `front/purchase-orders/${orderId}`)).body;
    for (const payment of order.payments.filter((p) => p.kind === 'PRICE_DIFFERENCE' && p.status === 'UNPAID')) {
      await call(page, 'POST', `front/payments/${payment.id}/pay`, { payPassword }, { 'Idempotency-Key': `arrival-${payment.id}` });
    }
    return order.status;
  }, { timeout: 60_000, intervals: [1_000] }).toBe('ARRIVED');

  await page.reload();
  const timeline = page.getByRole('region', { name: 'Timeline' });
  for (const step of ['Awaiting payment → Paid', 'Paid → Purchasing', 'Purchasing → Purchased', 'Purchased → Shipped by seller']) {
    await expect(timeline.getByText(step, { exact: true })).toBeVisible();
  }
  await expect(timeline.getByText(/→ Arrived at the warehouse$/).first()).toBeVisible();

  // Three QC photos per line, each a keyboard-reachable link to the full picture, named by its alt text.
  const photos = page.getByRole('list', { name: `QC photos of ${line!.name}` });
  await expect(photos.getByRole('listitem')).toHaveCount(3);
  const first = photos.getByRole('link', { name: `QC photo 1 of 3: ${line!.name}` });
  await first.focus();
  await expect(first).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(photos.getByRole('link', { name: `QC photo 2 of 3: ${line!.name}` })).toBeFocused();
  const picture = await page.request.get((await first.getAttribute('href'))!);
  expect(picture.status()).toBe(200);
  expect(picture.headers()['content-type']).toBe('image/jpeg');
  await expect.poll(() => photos.getByRole('img').first().evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  expect(await seriousViolations(page)).toEqual([]);

  // Once the list woke, a photo opens over the page, not in a new tab: the arrow keys page,
  // Escape closes, and focus is back on the thumbnail; Enter opens the one focused.
  const orderPage = page.url();
  await hydrated(page, 'PhotoGallery');
  await first.click();
  const lightbox = page.getByRole('dialog', { name: `QC photos of ${line!.name}` });
  await expect(lightbox.getByRole('img', { name: 'Photo 1 of 3' })).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(lightbox.getByRole('img', { name: 'Photo 2 of 3' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(lightbox).toHaveCount(0);
  await expect(first).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(lightbox.getByRole('img', { name: 'Photo 2 of 3' })).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await expect(lightbox.getByRole('img', { name: 'Photo 1 of 3' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(photos.getByRole('link', { name: `QC photo 2 of 3: ${line!.name}` })).toBeFocused();
  expect(page.url()).toBe(orderPage);
  expect(page.context().pages()).toHaveLength(1);
});
