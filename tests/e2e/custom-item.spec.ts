import { expect, test } from './support/test';
import { encodeProductUrlParam } from '../../src/lib/product/product-url-param';
import { seriousViolations } from './support/axe';
import { call, fundedShopper, hydrated, placeAndPayWithPassword } from './support/shopper';

/**
 * A link the catalog cannot read is ordered by hand: "Product not found" offers the custom-item
 * form, the item goes into the cart, and it checks out and is paid as a custom line.
 */
test.describe.configure({ timeout: 120_000 });

const UNREADABLE = 'https://item.jd.com/99999999999999999998.html';
// A 2×2 PNG stands for the shopper's photo of the item.
const TINY_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGP4z8AARAwQCgAf7gP9i18U1AAAAABJRU5ErkJggg==', 'base64');

test('an unreadable link is ordered by hand, kept in the cart, and paid as a custom line', async ({ page }) => {
  const { payPassword } = await fundedShopper(page, 'custom-item', 500);
  const response = await page.goto(`/product?url=${encodeProductUrlParam(UNREADABLE)}`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Product not found' })).toBeVisible();
  const form = page.getByRole('region', { name: 'Order it by hand' });
  // The form wakes on the first interaction (the page stays light for search engines and the rest).
  await form.getByLabel('Product title').focus();
  await hydrated(page, 'CustomItemForm');
  await expect(form.getByLabel('Link to the product')).toHaveValue(UNREADABLE);
  expect(await seriousViolations(page)).toEqual([]);

  // The form's own checks first: a title and a price are needed.
  await form.getByRole('button', { name: 'Add to cart and check out' }).click();
  await expect(form.getByText("Enter the product's title.")).toBeVisible();
  await expect(form.getByLabel('Product title')).toHaveAttribute('aria-invalid', 'true');
  await form.getByLabel('Product title').fill('Hand-made teapot');
  await form.getByLabel('Amount (CNY)').fill('66.60');
  await form.getByLabel('Quantity').fill('2');
  await form.getByLabel('Specification (colour, size…) (optional)').fill('Blue glaze');
  await form.getByLabel('Picture of the product (JPEG or PNG) (optional)').setInputFiles({ name: 'teapot.png', mimeType: 'image/png', buffer: TINY_PNG });
  await form.getByRole('button', { name: 'Add to cart and check out' }).click();

  // The confirmation: one shop (the link's host), the stated price, the provider's fees.
  await expect(page).toHaveURL(/\/checkout\?custom=\d+$/);
  await hydrated(page, 'CheckoutScreen');
  // The header counts it as the cart page lists it: two pieces.
  const headerCart = page.locator('header').getByRole('link', { name: 'Cart, 2 items' });
  await expect(headerCart).toBeVisible();
  const shop = page.getByRole('region', { name: 'Shop item.jd.com' });
  await expect(shop.getByText('Hand-made teapot')).toBeVisible();
  await expect(shop.getByText('Blue glaze')).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Order total' }).getByText('Service fee', { exact: true })).toBeVisible();

  // It waits in the cart too, until it is ordered.
  await page.goto('/cart');
  const kept = page.getByRole('region', { name: 'Items added by hand' });
  await expect(kept.getByRole('link', { name: 'Hand-made teapot' })).toHaveAttribute('href', UNREADABLE);
  await hydrated(page, 'CustomItems');
  await expect(headerCart).toBeVisible();
  await kept.getByRole('link', { name: 'Check out the items added by hand' }).click();

  const orderId = await placeAndPayWithPassword(page, payPassword);
  await expect(page.getByRole('link', { name: 'Hand-made teapot' })).toHaveAttribute('href', UNREADABLE);
  await expect(page.getByRole('region', { name: 'Timeline' }).getByText('Awaiting payment → Paid')).toBeVisible();

  const order = await call<{ shops: { shopName: string; lines: { custom: boolean; unitPrice: number; quantity: number; image: string | null }[] }[] }>(page, 'GET', `front/purchase-orders/${orderId}`);
  expect(order.body.shops).toEqual([expect.objectContaining({ shopName: 'item.jd.com', lines: [expect.objectContaining({ custom: true, unitPrice: 6_660, quantity: 2 })] })]);
  const image = order.body.shops[0]!.lines[0]!.image;
  expect(image).not.toBeNull();
  expect((await page.request.get(image!)).status()).toBe(200);
  // Ordered, it left the cart.
  const left = await call<{ items: unknown[] }>(page, 'GET', 'front/cart/custom');
  expect(left.body.items).toEqual([]);
});
