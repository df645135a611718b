import type { Page } from '@playwright/test';
import { E2E_ORIGIN } from '../../playwright.config';
import { COOKIE } from '../../src/lib/session/cookies';
import { SAME_ORIGIN, signUpFreshShopper } from './support/shoppers';
import { expect, test } from './support/test';
import { settled } from './support/settled';
import { shutLiveChannel } from './support/live-channel';

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

/** Logs out at the provider with the page's own token, as another device of the shopper would: the page keeps its cookies. */
async function revokeElsewhere(page: Page) {
  expect((await page.request.post('/api/front/user/logout', { headers: SAME_ORIGIN })).status()).toBe(204);
}

for (const { lng, toast, logIn } of [
  { lng: 'en', toast: 'Login session expired!', logIn: 'Log in' },
  { lng: 'vi', toast: 'Phiên đăng nhập đã hết hạn!', logIn: 'Đăng nhập' },
]) {
  test(`a session revoked elsewhere, met while /my/account renders, logs out with one toast and returns there after login (${lng})`, async ({ page, context }) => {
    const shopper = await signUpFreshShopper(page);
    // This test is the server's half of the rule: the live channel (the client's half) stays shut.
    await shutLiveChannel(page);
    await page.goto(`/my/account?lang=${lng}`);
    await expect(page).toHaveURL(/\/my\/account/);
    // The page's own first calls (the cart, the profile) answer before the session is revoked:
    // one of them meeting the 401 would log out from this tab, the client's half again.
    await settled(page);
    await revokeElsewhere(page);

    await page.goto('/my/account');
    await expect(page).toHaveURL(`${E2E_ORIGIN}/auth/login?redirectUrl=%2Fmy%2Faccount`);
    const shown = page.getByRole('status').getByText(toast);
    await expect(shown).toHaveCount(1);
    const header = page.locator('header');
    await expect(header.getByRole('link', { name: logIn, exact: true })).toBeVisible();
    await expect(header.getByRole('button', { name: new RegExp(shopper.name) })).toHaveCount(0);
    const names = (await context.cookies()).map((c) => c.name);
    for (const name of [COOKIE.accessToken, COOKIE.loginFlag, COOKIE.profile, COOKIE.sessionExpired]) expect(names).not.toContain(name);
    // Shown once: a later page does not announce it again.
    await settled(page);
    await expect(shown).toHaveCount(1);

    await expect(page.locator('astro-island[component-url*="AuthPanel"]')).not.toHaveAttribute('ssr');
    await page.locator('main').locator('input[type="email"]').fill(shopper.email);
    await page.locator('main').locator('input[type="password"]').fill(shopper.password);
    await page.locator('main').locator('button[type="submit"]').click();
    await expect(page).toHaveURL(`${E2E_ORIGIN}/my/account`);
    await expect(header.getByRole('button', { name: new RegExp(shopper.name) })).toBeVisible();
  });
}
