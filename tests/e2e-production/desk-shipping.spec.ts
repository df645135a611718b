import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { seriousViolations } from '../e2e/support/axe';
import { ownerContext } from './support/desk';

/**
 * The owner's shipping desk on a production start (docs/product.md, "Desk"): a shipping line
 * added on `/desk/shipping` with the keyboard is offered by the storefront's freight estimator
 * within the site-change window; both shipping pages are axe-clean.
 */
test('the owner adds a shipping line and the freight estimator lists it', async ({ browser }) => {
  const { context, page } = await ownerContext(browser);
  const name = `Spec Air ${randomUUID().slice(0, 8)}`;

  await page.goto('/desk/shipping');
  await expect(page.getByRole('heading', { level: 2, name: 'Add a shipping line' })).toBeVisible();
  expect(await seriousViolations(page), 'axe on /desk/shipping').toEqual([]);
  await page.getByLabel('Name (English)').fill(name);
  await page.getByLabel('Carrier').fill('EMS');
  await page.getByLabel('First weight price (CNY)').fill('90');
  await page.getByLabel('Price per further 500 g (CNY)').fill('30');
  await page.getByLabel('Shortest delivery (days)').fill('3');
  await page.getByLabel('Longest delivery (days)').fill('6');
  await page.getByLabel('Longest delivery (days)').press('Enter');
  await expect(page).toHaveURL(/\/desk\/shipping\?saved=\d+/);
  await expect(page.locator(`[data-line="${name}"]`)).toContainText('Active');

  await page.getByRole('navigation', { name: 'Shipping', exact: true }).getByRole('link', { name: 'Warehouses' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Add a warehouse' })).toBeVisible();
  expect(await seriousViolations(page), 'axe on /desk/shipping/warehouses').toEqual([]);

  // The storefront drops what it cached of the tenant once its site version moves (within 5 s).
  const shopper = await browser.newPage();
  await expect(async () => {
    await shopper.goto('/transportation-charge?weight=0.8');
    // Once in the estimate, once in the page's table of lines and fees.
    await expect(shopper.getByRole('rowheader', { name })).toHaveCount(2, { timeout: 500 });
  }).toPass({ timeout: 10_000 });
  await shopper.close();
  await context.close();
});
