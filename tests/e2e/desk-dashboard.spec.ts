import { seriousViolations } from './support/axe';
import { SAME_ORIGIN } from './support/shoppers';
import { expect, test } from './support/test';

/** The demo owner of every demo tenant's desk (README). */
const OWNER = { email: 'owner@example.com', password: 'Desk-pass-2026' };

const QUEUES = [
  'Paid order lines to buy', 'Lines bought, not yet shipped by the seller', 'Parcels and lines expected at the warehouse', 'Transit orders to pack',
  'Fees the shoppers have not paid', 'Bank deposits to confirm', 'Withdrawals to pay',
];

test('the owner\'s dashboard lists every queue with its count and age, each leading to its area, and is accessible', async ({ page }) => {
  await page.goto('/desk/login');
  expect((await page.request.post('/desk/session', { data: OWNER, headers: SAME_ORIGIN })).status()).toBe(200);
  await page.goto('/desk');
  await expect(page.getByRole('heading', { level: 2, name: 'Work waiting' })).toBeVisible();
  // The demo robot moves orders on meanwhile, so only the queues themselves are fixed.
  const queues = page.getByTestId('desk-queues').getByRole('link');
  await expect(queues).toHaveCount(QUEUES.length);
  for (const name of QUEUES) await expect(queues.filter({ hasText: name })).toHaveCount(1);
  await expect(queues.filter({ hasText: 'Paid order lines to buy' })).toHaveAttribute('href', '/desk/purchasing');
  await expect(queues.filter({ hasText: 'Bank deposits to confirm' })).toHaveAttribute('href', '/desk/money');
  await expect(queues.first()).toContainText(/Oldest waiting|Nothing waiting/);
  await expect(page.getByText(/Set up a second factor/)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 375, height: 800 });
  expect(await seriousViolations(page)).toEqual([]);
});
