import { randomUUID } from 'node:crypto';
import { expect, type Locator, test } from '@playwright/test';
import { seriousViolations } from '../e2e/support/axe';
import { ownerContext } from './support/desk';

/** The islands in `scope` have hydrated: typing before that would be lost (client:visible hydrates on sight). */
const hydrated = (scope: Locator) => expect(scope.locator('astro-island[ssr]')).toHaveCount(0);

/**
 * The content desk's home page on a production start (docs/product.md, "Content desk"): the
 * owner adds a section with a new title, pins a product found in the catalog, and the home page
 * shows the section and the product. The banner and home-section pages are axe-clean.
 */
test('a product pinned into a new section shows on the home page under its title', async ({ browser }) => {
  // Axe reads two full desk pages (the home page's every section and product with its buttons).
  test.setTimeout(60_000);
  const { context, page } = await ownerContext(browser);
  await page.goto('/desk/content/banners');
  await expect(page.locator('[data-banners] li').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto('/desk/content/home');
  expect(await seriousViolations(page)).toEqual([]);
  const title = `Staff picks ${randomUUID().slice(0, 6)}`;
  const adding = page.getByRole('region', { name: 'Add a section' });
  await adding.scrollIntoViewIfNeeded();
  await hydrated(adding);
  await adding.getByLabel('Title in English').fill(title);
  await adding.getByRole('button', { name: 'Save the titles' }).click();

  const section = page.locator('[data-sections] > li', { has: page.getByRole('heading', { name: title }) });
  await expect(section).toContainText('No products pinned yet.');
  const pinning = section.locator('details', { has: page.getByText('Pin products') });
  await pinning.getByText('Pin products').click();
  await hydrated(pinning);
  await pinning.getByRole('searchbox', { name: 'Find products in the catalog' }).fill('bag');
  await pinning.getByRole('button', { name: 'Search', exact: true }).click();
  const pin = pinning.getByRole('button', { name: /^Pin .+ into / }).first();
  const label = await pin.getAttribute('aria-label');
  const productName = label?.replace(/^Pin /, '').replace(new RegExp(` into ${title}$`), '') ?? '';
  expect(productName).not.toBe('');
  await pin.click();
  await expect(section.getByRole('list', { name: `Products in ${title}` })).toContainText(productName);

  // Every storefront process drops what it cached of the site within seconds of the change.
  const shopper = await (await browser.newContext()).newPage();
  await expect(async () => {
    await shopper.goto('/?lang=en');
    const shown = shopper.getByRole('region', { name: title });
    await expect(shown).toBeVisible({ timeout: 1000 });
    await expect(shown).toContainText(productName, { timeout: 1000 });
  }).toPass({ timeout: 10_000 });
  await shopper.context().close();
  await context.close();
});
