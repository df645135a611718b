import { seriousViolations } from './support/axe';
import { SAME_ORIGIN } from './support/shoppers';
import { expect, test } from './support/test';

/** The demo owner of every demo tenant's desk (README). */
const OWNER = { email: 'owner@example.com', password: 'Desk-pass-2026' };

// The demo robot moves paid orders on every 1.5 s, so this spec reads the page and its filters;
// the steps themselves are proved in tests/provider/desk-purchasing.test.ts.
test('the purchasing queue reads without JavaScript, filters by the query string, and is accessible wide and narrow', async ({ page }) => {
  await page.goto('/desk/login');
  expect((await page.request.post('/desk/session', { data: OWNER, headers: SAME_ORIGIN })).status()).toBe(200);
  await page.goto('/desk/purchasing');
  await expect(page.getByRole('heading', { level: 1, name: 'Purchasing' })).toBeVisible();
  await expect(page.getByText(/^Cards: \d/)).toBeVisible();

  await page.getByLabel('State').selectOption('TO_SHIP');
  await page.getByLabel('Platform').fill('Taobao');
  await page.getByLabel('Platform').press('Enter');
  await expect(page).toHaveURL(/state=TO_SHIP/);
  await expect(page.getByLabel('State')).toHaveValue('TO_SHIP');
  await expect(page.getByLabel('Platform')).toHaveValue('Taobao');

  // A malformed filter shows the whole queue instead of failing.
  await page.goto('/desk/purchasing?pageSize=1000&state=LOST');
  await expect(page.getByRole('heading', { level: 1, name: 'Purchasing' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 375, height: 800 });
  expect(await seriousViolations(page)).toEqual([]);
});

test('without an operator session the purchasing desk sends to the sign-in page', async ({ page }) => {
  const response = await page.goto('/desk/purchasing');
  await expect(page).toHaveURL(/\/desk\/login$/);
  expect(response?.status()).toBe(200);
});
