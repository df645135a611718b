import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { encodeProductUrlParam } from '../../../src/lib/product/product-url-param';
import { expect } from './test';

/** The header search and its image-search panel, shared by the search specs. */
export const searchForm = (page: Page) => page.locator('header form[role="search"]');
export const searchBox = (page: Page) => searchForm(page).getByRole('searchbox', { name: 'Search products' });

/** The header search has hydrated (Astro drops `ssr` from it), so submits reach React. */
export async function hydratedSearchBox(page: Page, path = '/about', options: { timeout?: number } = {}) {
  await page.goto(path);
  await searchBox(page).click();
  await expect(page.locator('astro-island[component-url*="SearchBox"]')).not.toHaveAttribute('ssr', options);
  return searchBox(page);
}

/**
 * Right after start the provider hashes the catalog's covers in the background (/api/health
 * does not say when it is done); image search finds a product only once its cover is hashed.
 * Waits until searching by the product's own cover finds it.
 */
export async function coverHashed(page: Page, product: { productId: string; coverImage: string }) {
  await expect.poll(async () => {
    const answer = await page.request.get(`/api/front/product/search?imageUrl=${encodeURIComponent(product.coverImage)}&pageSize=5`);
    if (!answer.ok()) return [];
    return ((await answer.json()) as { items: { productId: string }[] }).items.map((item) => item.productId);
  }, { timeout: 60_000, intervals: [250, 500, 1000] }).toContain(product.productId);
}

/** The product is among the first five the search results show. */
export async function expectAmongFirstResults(page: Page, product: { productUrl: string }) {
  const results = page.locator('main ul li a[href^="/product?url="]');
  await expect(results.first()).toBeVisible();
  // A tile may link its picture and its name: the first five products, not links.
  const hrefs = [...new Set(await results.evaluateAll((links) => links.map((a) => a.getAttribute('href'))))].slice(0, 5);
  expect(hrefs).toContain(`/product?url=${encodeProductUrlParam(product.productUrl)}`);
}

export async function openPanel(page: Page, options: { timeout?: number } = {}) {
  await hydratedSearchBox(page, '/about', options);
  await searchForm(page).getByRole('button', { name: 'Search by image' }).click();
  const panel = page.getByRole('dialog', { name: 'Search by image' });
  await expect(panel).toBeVisible();
  return panel;
}

/**
 * Drops a photo of a catalog product on the image-search panel, as a shopper would: a
 * smaller, recompressed copy of its cover, not the same bytes. Answers the product, once the
 * page has gone to the search by the uploaded photo.
 */
export async function productPhotoDropped(page: Page) {
  const { items } = (await (await page.request.get('/api/front/product/search?keyword=bag&pageSize=1')).json()) as {
    items: { productId: string; coverImage: string; productUrl: string; name: string }[];
  };
  const product = items[0]!;
  await coverHashed(page, product);
  const cover = await page.request.get(product.coverImage);
  expect(cover.ok()).toBe(true);
  const photo = await sharp(await cover.body()).resize(240).jpeg({ quality: 70 }).toBuffer();
  // The server is still hashing the rest of the catalog and can be slow to serve the scripts.
  const panel = await openPanel(page, { timeout: 20_000 });
  const zone = panel.locator('[data-dropzone]');
  const transfer = await page.evaluateHandle((base64) => {
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const dataTransfer = new DataTransfer();
    dataTransfer.items.add(new File([bytes], 'photo.jpg', { type: 'image/jpeg' }));
    return dataTransfer;
  }, photo.toString('base64'));
  await zone.dispatchEvent('dragenter', { dataTransfer: transfer });
  await zone.dispatchEvent('dragover', { dataTransfer: transfer });
  await zone.dispatchEvent('drop', { dataTransfer: transfer });
  await expect(page).toHaveURL(/\/product-search\?imageUrl=/, { timeout: 20_000 });
  return product;
}
