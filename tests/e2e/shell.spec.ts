import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './support/test';
import { E2E_ORIGIN, tenantOrigin } from '../../playwright.config';

for (const path of ['/', '/faq?lang=ar', '/how-to-use', `${tenantOrigin('vn')}/about`]) {
  test(`axe finds no serious issue on ${path}`, async ({ page }) => {
    await page.goto(path);
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
}

test('the clock ticks every second in the tenant time zone', async ({ page }) => {
  await page.goto(`${tenantOrigin('vn')}/`);
  const clock = page.getByText(/^\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}:\d{2}$/).first();
  const first = await clock.textContent();
  await expect(clock).not.toHaveText(first ?? '', { timeout: 2500 });
  // vn is UTC+7: the shown hour is seven hours past UTC.
  const shown = Number((await clock.textContent())?.slice(11, 13));
  expect(shown).toBe((new Date().getUTCHours() + 7) % 24);
});

test('support contacts can be copied, with a confirmation', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/about');
  const copy = page.locator('footer').getByRole('button', { name: /^Copy / }).first();
  await copy.click();
  await expect(page.locator('footer').getByText('Copied').first()).toBeVisible();
  expect((await page.evaluate(() => navigator.clipboard.readText())).length).toBeGreaterThan(3);
});

test('the terms and the privacy policy are pages of their own that read without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: E2E_ORIGIN });
  const page = await context.newPage();
  await page.goto('/faq');
  await page.locator('footer').getByRole('link', { name: 'Privacy policy' }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
  await page.locator('footer').getByRole('link', { name: 'User agreement' }).click();
  await expect(page).toHaveURL(/\/terms$/);
  await expect(page.getByRole('heading', { level: 1, name: 'User agreement' })).toBeVisible();
  await context.close();
});

test('the search box is collapsed until clicked, and an empty search stays put', async ({ page }) => {
  await page.goto('/about');
  const form = page.locator('header form[role="search"]');
  const box = form.getByRole('searchbox', { name: 'Search products' });
  await expect(form).toHaveAttribute('data-expanded', 'false');
  await box.click();
  await expect(form).toHaveAttribute('data-expanded', 'true');
  await expect(box).toBeFocused();
  await box.press('Enter');
  await expect(page).toHaveURL(/\/about$/);
  await box.fill('phone case');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/product-search\?.*keyword=phone\+case/);
});

test('navigating between pages swaps content without a full reload', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
  await page.locator('header').getByRole('link', { name: 'FAQ' }).first().click();
  await expect(page).toHaveURL(/\/faq$/);
  await expect(page.getByRole('heading', { level: 2, name: 'More questions' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);
});

