import { gzipSync } from 'node:zlib';
import { expect, test } from './support/test';
import { expectAmongFirstResults, hydratedSearchBox, openPanel, productPhotoDropped, searchBox, searchForm } from './support/image-search';
import { tenantOrigin } from '../../playwright.config';
import { decodeProductUrlParam, encodeProductUrlParam } from '../../src/lib/product/product-url-param';
import { settled } from './support/settled';

const DESKTOP_1688 = 'https://detail.1688.com/offer/610947572360.html';
const MOBILE_1688 = 'https://detail.m.1688.com/page/index.html?offerId=610947572360&spm=a26g8.7662792';
// The smallest GIF there is: a 1×1 pixel.
const GIF = Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');

const productLinkIn = (url: string) => decodeProductUrlParam(new URL(url).searchParams.get('url'));

test.describe('search box', () => {
  test('an empty search does nothing', async ({ page }) => {
    const box = await hydratedSearchBox(page);
    await box.fill('   ');
    await box.press('Enter');
    await settled(page);
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('a link that is no product opens the wrong-link modal; OK brings the focus back to the box', async ({ page }) => {
    const box = await hydratedSearchBox(page);
    await box.fill('look at this https://s.taobao.com/search?q=dress');
    await box.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'This link is not supported' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('We could not recognise a product in this link.');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(box).toBeFocused();
    await expect(page).toHaveURL(/\/about$/);

    // Escape closes it too.
    await box.fill('https://example.com/some/page');
    await box.press('Enter');
    await expect(page.getByRole('dialog', { name: 'This link is not supported' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(box).toBeFocused();
  });

  test('a mobile 1688 link opens the product page of its desktop offer', async ({ page }) => {
    const box = await hydratedSearchBox(page);
    await box.fill(`Wholesale bags ${MOBILE_1688}`);
    await box.press('Enter');
    await expect(page).toHaveURL(/\/product\?url=1[\w-]+$/);
    expect(productLinkIn(page.url())).toBe(DESKTOP_1688);
    // The catalog may not know the offer yet: the page still answers inside the shell.
    await expect(page.locator('header form[role="search"]')).toBeVisible();
  });

  test('without JavaScript a pasted product link still reaches the product page', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/faq');
    await searchBox(page).fill(`【1688】${MOBILE_1688} 点击链接直接打开`);
    await searchBox(page).press('Enter');
    await expect(page).toHaveURL(/\/product\?url=1[\w-]+$/);
    expect(productLinkIn(page.url())).toBe(DESKTOP_1688);

    await page.goto('/faq');
    await searchBox(page).fill('https://example.com/not-a-product');
    await searchBox(page).press('Enter');
    await expect(page.getByRole('alert')).toContainText('This link is not supported');
    await context.close();
  });

  test('the server sends a pasted product link on with a 303', async ({ request }) => {
    const response = await request.get(`/product-search?keyword=${encodeURIComponent(MOBILE_1688)}`, { maxRedirects: 0 });
    expect(response.status()).toBe(303);
    expect(productLinkIn(new URL(response.headers()['location'] ?? '', 'http://x').href)).toBe(DESKTOP_1688);
  });

  test('channel tabs offer the tenant’s marketplaces, and the search carries the chosen one', async ({ page }) => {
    const box = await hydratedSearchBox(page);
    const tabs = searchForm(page).getByRole('group', { name: 'Marketplace' });
    await expect(tabs.getByRole('radio')).toHaveCount(3);
    await expect(tabs.getByRole('radio', { name: 'Retail' })).toBeChecked();
    await tabs.getByText('Wholesale').click();
    await box.fill('tote bag');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/product-search\?keyword=tote\+bag&channel=ALIBABA$/);

    // A tenant without Poizon has no fashion tab.
    await hydratedSearchBox(page, `${tenantOrigin('gh')}/about`);
    await expect(searchForm(page).getByRole('radio')).toHaveCount(2);
    await expect(searchForm(page).getByRole('radio', { name: 'Fashion' })).toHaveCount(0);
  });
});

test.describe('image search panel', () => {
  test('loads only when opened, is 322 px high, and closes with Escape back to its button', async ({ page }) => {
    const loaded: string[] = [];
    page.on('request', (r) => loaded.push(r.url()));
    await hydratedSearchBox(page);
    expect(loaded.filter((u) => u.includes('ImageSearchPanel'))).toEqual([]);
    const camera = searchForm(page).getByRole('button', { name: 'Search by image' });
    await camera.click();
    const panel = page.getByRole('dialog', { name: 'Search by image' });
    await expect(panel).toBeVisible();
    expect(loaded.some((u) => u.includes('ImageSearchPanel'))).toBe(true);
    expect((await panel.boundingBox())?.height).toBe(322);
    await page.keyboard.press('Escape');
    await expect(panel).toHaveCount(0);
    await expect(camera).toBeFocused();
  });

  test('a 12 MB photo and a GIF are refused with their toasts', async ({ page }) => {
    const panel = await openPanel(page);
    const input = panel.locator('input[type="file"]');
    await input.setInputFiles({ name: 'huge.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(12 * 1024 * 1024, 0xff) });
    await expect(page.getByRole('status').getByText('The image must not be larger than 10 MB.')).toBeVisible();
    await input.setInputFiles({ name: 'animated.gif', mimeType: 'image/gif', buffer: GIF });
    await expect(page.getByRole('status').getByText('Only JPEG and PNG images are accepted.')).toBeVisible();
    // Nothing was uploaded: the panel is still open and idle.
    await expect(panel).toBeVisible();
    await expect(panel).not.toHaveAttribute('aria-busy', 'true');
  });

  test('shows the limit tip while a refused file is dragged over it', async ({ page }) => {
    const panel = await openPanel(page);
    const zone = panel.locator('[data-dropzone]');
    await expect(panel.getByText('JPEG or PNG, up to 10 MB, one image at a time')).toHaveCount(0);
    const gif = await page.evaluateHandle(() => {
      const transfer = new DataTransfer();
      transfer.items.add(new File(['GIF89a'], 'a.gif', { type: 'image/gif' }));
      return transfer;
    });
    await zone.dispatchEvent('dragenter', { dataTransfer: gif });
    await expect(panel.getByText('JPEG or PNG, up to 10 MB, one image at a time')).toBeVisible();
    await zone.dispatchEvent('dragleave', { dataTransfer: gif });
    await expect(panel.getByText('JPEG or PNG, up to 10 MB, one image at a time')).toHaveCount(0);
  });

  test('a dropped product photo finds its product', async ({ page }) => {
    test.setTimeout(90_000);
    const product = await productPhotoDropped(page);
    await expectAmongFirstResults(page, product);
    await page.getByRole('link', { name: product.name }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  });
});

// Content pages render on the server; their islands wake on the first interaction.
for (const path of ['/product-search?keyword=dress', `/product?url=${encodeProductUrlParam(DESKTOP_1688)}`, '/']) {
  test(`${path} loads no React and under 50 KB (gzip) of JavaScript before the first interaction`, async ({ page }) => {
    const scripts: { url: string; body: Buffer }[] = [];
    page.on('response', async (r) => {
      if (r.request().resourceType() === 'script') scripts.push({ url: r.url(), body: await r.body() });
    });
    await page.goto(path, { waitUntil: 'networkidle' });
    expect(scripts.map((s) => s.url).filter((u) => /\/react(-dom)?\.|SearchBox|Toaster|ProductPurchase|WatchHistory/.test(u))).toEqual([]);
    expect(scripts.reduce((sum, s) => sum + gzipSync(s.body).length, 0)).toBeLessThan(50 * 1024);
  });
}

test.describe('results page', () => {
  test('without a search term it invites a search', async ({ page }) => {
    const response = await page.goto('/product-search');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { name: 'Find products' })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  });

  test('a keyword search is crawlable: results, sort, pages and a canonical with the keyword', async ({ page }) => {
    await page.goto('/product-search?keyword=dress');
    await expect(page.getByRole('heading', { level: 1, name: 'dress: search results' })).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/product-search\?keyword=dress$/);
    await expect(page.locator('main ul li a[href^="/product?url="]').first()).toBeVisible();
    await page.getByRole('link', { name: 'Price: low to high' }).click();
    await expect(page).toHaveURL(/sort=PRICE_ASC/);
    await page.getByRole('navigation', { name: 'Result pages' }).getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/pageNo=2/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /keyword=dress&pageNo=2$/);
  });
});
