import { expect, test } from './support/test';
import { tenantOrigin } from '../../playwright.config';
import { COOKIE } from '../../src/lib/session/cookies';

test.describe('guide pages', () => {
  test('the default tenant renders the FAQ in English with its shell', async ({ page }) => {
    const response = await page.goto('/faq');
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'More questions' })).toBeVisible();
    await expect(page.locator('main details').first()).toBeVisible();
    // SEO: canonical and one alternate per language the tenant supports.
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/faq$/);
    expect(await page.locator('link[rel="alternate"][hreflang]').count()).toBeGreaterThan(10);
    await expect(page.locator('link[rel="alternate"][hreflang="lo"]')).toHaveAttribute('href', /\/faq\?lang=la$/);
    // The shell: status bar clock, header navigation, breadcrumb, footer.
    await expect(page.getByText(/^\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}:\d{2}$/)).toBeVisible();
    await expect(page.getByText(/1 CNY = [\d.,]+ USD/)).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Home');
    await expect(page.locator('footer')).toContainText(`${new Date().getFullYear()}`);
  });

  test('the vn tenant opens in Vietnamese and shows its how-to-use steps in Vietnamese', async ({ page }) => {
    await page.goto(`${tenantOrigin('vn')}/how-to-use`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
    await expect(page.getByText(/1 CNY = [\d.,]+ VND/)).toBeVisible();
    await expect(page).toHaveTitle(/Hướng dẫn|hướng dẫn/);
    const steps = page.locator('main ol > li');
    await expect(steps.getByRole('heading', { level: 2 })).toHaveText(['Tìm sản phẩm', 'Thêm vào giỏ và thanh toán', 'Chúng tôi kiểm hàng', 'Gửi hàng về nhà']);
    await expect(steps.first().getByRole('img', { name: 'Tìm sản phẩm' })).toBeVisible();
    await expect(steps.first()).toContainText('Tìm bằng tiếng Việt');
  });

  test('the default tenant shows how-to-use steps with images, alternating sides', async ({ page }) => {
    await page.goto('/how-to-use');
    const steps = page.locator('main ol > li');
    expect(await steps.count()).toBeGreaterThanOrEqual(3);
    await expect(steps.first().locator('img')).toBeVisible();
    const first = await steps.nth(0).evaluate((el) => getComputedStyle(el).flexDirection);
    const second = await steps.nth(1).evaluate((el) => getComputedStyle(el).flexDirection);
    expect(first).not.toBe(second);
  });

  test('Arabic renders right to left and the choice sticks across pages', async ({ page }) => {
    await page.goto('/about?lang=ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await page.goto('/faq');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  });

  test('the payment guide prints the bank details the deposit dialog uses, for anyone', async ({ page }) => {
    await page.goto('/payment-guide');
    const deposit = page.getByRole('region', { name: 'Deposit by bank transfer' });
    await expect(deposit.getByText('Bank of China, Guangzhou Branch')).toBeVisible();
    await expect(deposit.getByText('BKCHCNBJ400')).toBeVisible();
  });

  test('the language switcher changes the page language', async ({ page }) => {
    await page.goto('/payment-guide');
    await page.locator('header, [data-status-bar]').getByText('English').first().click();
    await page.getByRole('link', { name: 'Русский', exact: true }).first().click();
    await expect(page).toHaveURL(/lang=ru(&|$)/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  });

  test('a tenant whose preferences hide stock-in, transit and warehouses hides their menu entries and pages', async ({ page, context }) => {
    await page.goto('/');
    await expect(page.locator('header a[href="/my/transit"]').first()).toBeAttached();
    await page.goto(`${tenantOrigin('uz')}/`);
    await expect(page.locator('a[href="/my/transit"], a[href="/my/in-stock-items"], a[href="/my/warehouses"]')).toHaveCount(0);
    const url = tenantOrigin('uz');
    await context.addCookies([
      { name: COOKIE.loginFlag, value: '1', url },
      { name: COOKIE.accessToken, value: 'x', url },
    ]);
    expect((await page.goto(`${url}/my/transit`))?.status()).toBe(404);
  });

  test('an unknown sub-domain is the default tenant', async ({ page }) => {
    await page.goto(`${tenantOrigin('nosuchtenant')}/about`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByText(/1 CNY = [\d.,]+ USD/)).toBeVisible();
  });

  test('an article type the tenant has not enabled is a 404 inside the shell', async ({ page }) => {
    const response = await page.goto(`${tenantOrigin('uz')}/sourcing-service`);
    expect(response?.status()).toBe(404);
    await expect(page.locator('header')).toBeVisible();
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a guide page reads completely', async ({ page }) => {
    await page.goto(`${tenantOrigin('ru')}/transportation-charge`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
    await expect(page.locator('main article')).toContainText(/\S{20,}/);
    await expect(page.locator('main table').last()).toBeVisible();
    await expect(page.getByText(/^\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}:\d{2}$/)).toBeVisible();
  });
});
