import { seriousViolations } from './support/axe';
import { expect, test } from './support/test';

/** /transportation-charge: the freight estimator is a GET form the server answers, so it works without JavaScript. */
test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a bulky parcel is charged by volume, every line priced, the cheapest and the fastest marked', async ({ page }) => {
    await page.goto('/transportation-charge');
    const estimator = page.getByRole('region', { name: 'Estimate your shipping' });
    await estimator.getByLabel('Destination country').selectOption('VN');
    await estimator.getByLabel('Weight (kg)').fill('2');
    await estimator.getByLabel('Length').fill('50');
    await estimator.getByLabel('Width').fill('40');
    await estimator.getByLabel('Height').fill('30');
    await estimator.getByRole('button', { name: 'Estimate' }).click();

    await expect(page).toHaveURL(/weight=2&length=50&width=40&height=30/);
    const result = page.getByRole('region', { name: 'Estimated shipping' });
    const table = result.getByRole('table', { name: 'Weight: 2 kg' });
    await expect(table).toBeVisible();
    const rows = table.locator('tbody tr');
    // 50 × 40 × 30 cm weighs more by volume than the 2 kg on the scale.
    await expect(rows.filter({ hasText: /kg, by volume/ })).not.toHaveCount(0);
    expect(await rows.count()).toBeGreaterThan(1);
    await expect(rows.filter({ hasText: 'Cheapest' })).not.toHaveCount(0);
    await expect(rows.filter({ hasText: 'Fastest' })).not.toHaveCount(0);
    // Cheapest first: the first row carries the mark.
    await expect(rows.first()).toContainText('Cheapest');
    // The form keeps what was typed.
    await expect(estimator.getByLabel('Weight (kg)')).toHaveValue('2');
    await expect(estimator.getByLabel('Destination country')).toHaveValue('VN');
  });
});

test('a wrong weight is marked on its field and nothing is estimated', async ({ page }) => {
  await page.goto('/transportation-charge?weight=heavy&length=10');
  const weight = page.getByLabel('Weight (kg)');
  await expect(weight).toHaveAttribute('aria-invalid', 'true');
  await expect(weight).toHaveAccessibleDescription(/Enter the weight in kilograms, up to 100 kg/);
  await expect(page.getByLabel('Width')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('alert')).toHaveText('Please correct the marked fields.');
  await expect(page.getByRole('table', { name: /^Weight:/ })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
});

test('the estimator reads right to left in Arabic', async ({ page }) => {
  await page.goto('/transportation-charge?lang=ar&weight=1');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('table', { name: 'الوزن: 1 كغ' })).toBeVisible();
  await expect(page.getByText('الأرخص')).not.toHaveCount(0);
});
