import { S3_ORIGIN } from '../../playwright.s3.config';
import { expectAmongFirstResults, productPhotoDropped } from '../e2e/support/image-search';
import { expect, test } from '../e2e/support/test';

test('a dropped photo goes straight to the bucket and finds its product, under a policy admitting only the bucket', async ({ page }) => {
  test.setTimeout(90_000);
  const page0 = await page.request.get('/about');
  const policy = page0.headers()['content-security-policy'] ?? '';
  expect(policy).toMatch(new RegExp(`connect-src 'self' ${S3_ORIGIN}(;|$)`));
  expect(policy).toMatch(/img-src 'self' data: blob:(;|$)/);

  const uploads: { url: string; status: number }[] = [];
  page.on('response', (response) => {
    if (response.request().method() === 'POST') uploads.push({ url: response.url(), status: response.status() });
  });
  const product = await productPhotoDropped(page);
  expect(uploads).toContainEqual({ url: `${S3_ORIGIN}/storefront-files`, status: 200 });
  const imageUrl = new URL(page.url()).searchParams.get('imageUrl') ?? '';
  expect(imageUrl).toMatch(/^\/api\/files\/search\/default\/\d{8}\/[0-9a-f-]{36}\.jpg$/);
  // The photo is in the bucket itself, and the search read it from there.
  expect((await page.request.get(`${S3_ORIGIN}/storefront-files/${imageUrl.slice('/api/files/'.length)}`)).status()).toBe(200);
  await expectAmongFirstResults(page, product);
});
