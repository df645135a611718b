import { expect, test } from './support/test';

test('a protected page answers 307 to login with the return path', async ({ request }) => {
  const response = await request.get('/my/balance?tab=deposits', { maxRedirects: 0 });
  expect(response.status()).toBe(307);
  expect(response.headers()['location']).toBe('/auth/login?redirectUrl=%2Fmy%2Fbalance%3Ftab%3Ddeposits');
});

test('the cart link of a visitor leads to login and back to the cart', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: /^Cart/ }).first().click();
  await expect(page).toHaveURL(/\/auth\/login\?redirectUrl=%2Fcart$/);
});

test('client-side navigation to a protected page redirects without asking the server for it', async ({ page }) => {
  await page.goto('/faq');
  const asked: string[] = [];
  page.on('request', (r) => asked.push(new URL(r.url()).pathname));
  await page.evaluate(() => {
    const a = document.createElement('a');
    a.href = '/my/purchase';
    a.textContent = 'orders';
    document.body.append(a);
    a.click();
  });
  await expect(page).toHaveURL(/\/auth\/login\?redirectUrl=%2Fmy%2Fpurchase$/);
  expect(asked).not.toContain('/my/purchase');
});
