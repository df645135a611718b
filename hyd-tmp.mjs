import { chromium } from 'playwright';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const results = {};
for (const nav of ['soft', 'full']) for (let i = 0; i < 3; i++) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.route(/\/_astro\/ProductPurchase[^/]*\.js$/, async (route) => { await new Promise((r) => setTimeout(r, 2000)); await route.continue(); });
  if (nav === 'soft') {
    await page.goto('http://vn.localhost:4470/product-search?keyword=gi%C3%A0y&snId=shoes-sneakers');
    await page.locator('main li a[href^="/product?"]').first().click();
  } else await page.goto('http://vn.localhost:4470/product?url=1MXSgDEeBg3N3vANHydstKvUdVNSIYzz8HhbKgn8v_V4fg4I6dW85');
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.getByRole('button', { name: 'Thêm vào giỏ hàng' }).click();
  const shown = await page.getByRole('alert').filter({ hasText: 'Màu sắc, Kích cỡ' }).waitFor({ timeout: 8000 }).then(() => true, () => false);
  results[nav] = (results[nav] ?? '') + (shown ? '.' : 'F');
  await context.close();
}
console.log(results);
await browser.close();
