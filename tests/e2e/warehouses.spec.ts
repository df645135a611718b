import { seriousViolations } from './support/axe';
import { hydrated, logInDemo } from './support/shopper';
import { expect, test } from './support/test';

/** /my/warehouses: the forwarding address with its mark code, copied in one click, and the inbound parcels. */
test.describe.configure({ timeout: 60_000 });

test('the shopper copies the forwarding address and registers a parcel bought elsewhere', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await logInDemo(page);
  await page.goto('/my/warehouses');
  const markCode = (await page.getByRole('region', { name: 'Your mark code' }).locator('p.font-mono').innerText()).trim();
  expect(markCode).toMatch(/\S{3,}/);

  // Every part has its own copy button, confirmed with a "Copied" that is also announced.
  await page.getByRole('button', { name: 'Copy the mark code' }).click();
  await expect(page.getByRole('region', { name: 'Your mark code' }).getByText('Copied')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(markCode);
  await page.getByRole('button', { name: 'Copy the whole address' }).first().click();
  const address = await page.evaluate(() => navigator.clipboard.readText());
  // The whole address carries the mark code, so the warehouse knows whose parcel it is.
  expect(address).toContain(markCode);
  expect(address.split('\n').length).toBeGreaterThan(2);
  expect(await seriousViolations(page)).toEqual([]);

  // Register an inbound parcel: listed at once, then the warehouse receives it (the demo
  // worker) and it joins the in-stock parcels like any other.
  await hydrated(page, 'InboundParcels');
  const tracking = `SF${Date.now()}`;
  await page.getByLabel('Domestic tracking number').fill(tracking);
  await page.getByLabel('What is inside').fill('Ceramic teapot');
  await page.getByLabel('Quantity').fill('2');
  await page.getByLabel('Value per piece (CNY)').fill('35.50');
  // A second content line from the keyboard: announced, its first field focused, every field named with its line.
  await page.getByRole('button', { name: 'Add another item' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Line 2 added.' })).toBeAttached();
  await expect(page.getByLabel('What is inside, line 2')).toBeFocused();
  await page.keyboard.type('Tea cups');
  await page.getByLabel('Quantity, line 2').fill('6');
  await page.getByLabel('Value per piece (CNY), line 2').fill('8');
  // A third one, removed again: the others keep what was typed in them.
  await page.getByRole('button', { name: 'Add another item' }).click();
  await page.getByLabel('What is inside, line 3').fill('Spare lid');
  await page.getByRole('button', { name: 'Remove line 3' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Line 3 removed.' })).toBeAttached();
  await expect(page.getByRole('textbox', { name: /^What is inside/ })).toHaveCount(2);
  await expect(page.getByLabel('What is inside, line 1')).toHaveValue('Ceramic teapot');
  await expect(page.getByLabel('What is inside, line 2')).toHaveValue('Tea cups');
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('checkbox', { name: 'Liquids' }).check();
  await page.getByRole('button', { name: 'Register the parcel' }).click();
  await expect(page.getByText('The parcel is registered. We will tell you when it arrives.')).toBeVisible();
  const row = page.getByRole('listitem').filter({ hasText: tracking });
  await expect(row).toContainText('Ceramic teapot × 2, Tea cups × 6');
  await expect(row).toContainText(/On its way|Arrived/);

  // The same tracking number twice is refused beside its field.
  await hydrated(page, 'InboundParcels');
  await page.getByLabel('Domestic tracking number').fill(tracking);
  await page.getByLabel('What is inside').fill('Ceramic teapot');
  await page.getByLabel('Value per piece (CNY)').fill('35.50');
  await page.getByRole('button', { name: 'Register the parcel' }).click();
  await expect(page.getByLabel('Domestic tracking number')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Domestic tracking number')).toHaveAccessibleDescription(/You have already registered a parcel with this tracking number\./);

  await expect(async () => {
    await page.goto('/my/warehouses');
    await expect(row).toContainText('Arrived', { timeout: 500 });
  }).toPass({ timeout: 30_000, intervals: [1_000] });
  await row.getByRole('link', { name: 'See it in your in-stock items' }).click();
  await expect(page).toHaveURL(/\/my\/in-stock-items$/);
  const parcel = page.getByRole('article').filter({ hasText: `Sent by you, tracking ${tracking}` });
  await expect(parcel).toContainText('Ceramic teapot');
  await expect(parcel).toContainText('Tea cups');
  await expect(parcel).toContainText('Liquids');
});

test('the page reads right to left in Arabic', async ({ page }) => {
  await logInDemo(page);
  await page.goto('/my/warehouses?lang=ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('button', { name: 'نسخ رمز العلامة' })).toBeVisible();
});
