import http from 'node:http';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProductSearchResult } from '../../contract/product';
import { generateCatalog } from '../../provider/catalog/generator';
import { createTestProvider, expectJson, expectProblem, TEST_CATALOG_SIZE, type TestProvider } from './support/test-provider';

let provider: TestProvider;
beforeAll(async () => {
  provider = await createTestProvider();
});
afterAll(() => provider.close());

const catalog = generateCatalog(TEST_CATALOG_SIZE);

/** The stored cover of a product, as the files route serves it. */
async function coverOf(productId: string): Promise<Buffer> {
  const response = await provider.file(`/api/files/catalog/${productId}/0.jpg`);
  expect(response.status).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}

/** Stores a shopper's search photo as an upload would, answering its URL. */
async function uploaded(name: string, bytes: Buffer): Promise<string> {
  const key = `search/test/${name}`;
  await provider.storage.put(key, new Uint8Array(bytes), 'image/jpeg');
  return provider.storage.urlFor(key);
}

const searchByImage = async (imageUrl: string, tenant = 'default') =>
  ProductSearchResult.parse(await expectJson(provider.api({ tenant }).front.product.search.$get({ query: { imageUrl } }), 200));

describe('GET /api/front/product/search by imageUrl', () => {
  const samples = catalog.filter((_, index) => index % 29 === 3).slice(0, 8);

  it('finds the product from a resized, a recompressed and a slightly cropped copy of its picture', async () => {
    for (const product of samples) {
      const cover = await coverOf(product.id);
      const copies = {
        resized: await sharp(cover).resize(200, 200).png().toBuffer(),
        recompressed: await sharp(cover).jpeg({ quality: 35 }).toBuffer(),
        cropped: await sharp(cover).extract({ left: 14, top: 10, width: 452, height: 456 }).jpeg().toBuffer(),
      };
      for (const [kind, bytes] of Object.entries(copies)) {
        const result = await searchByImage(await uploaded(`${product.id}-${kind}.img`, bytes));
        expect(result.items[0]?.productId, `${product.id} ${kind}`).toBe(product.id);
      }
    }
  });

  it("finds only products of the tenant's platforms", async () => {
    const yiwugou = catalog.find((product) => product.platform === 'Yiwugou')!;
    const url = await uploaded('yiwugou.jpg', await coverOf(yiwugou.id));
    expect((await searchByImage(url)).items[0]?.productId).toBe(yiwugou.id);
    expect((await searchByImage(url, 'uz')).items.map((item) => item.productId)).not.toContain(yiwugou.id);
  });

  it('answers nothing for a picture unlike any product', async () => {
    const plain = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#808080' } }).jpeg().toBuffer();
    expect((await searchByImage(await uploaded('plain.jpg', plain))).total).toBe(0);
  });

  it('refuses URLs off the site\'s storage without requesting them (SSRF)', async () => {
    let requests = 0;
    const server = http.createServer((_request, response) => {
      requests++;
      response.end('x');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    try {
      const attempts = [
        `http://127.0.0.1:${port}/api/files/search/test/plain.jpg`,
        `http://localhost:${port}/x.jpg`,
        'http://169.254.169.254/latest/meta-data/',
        'https://evil.example.com/api/files/search/test/plain.jpg',
        '//evil.example.com/api/files/search/test/plain.jpg',
        'file:///etc/passwd',
        '/api/files/../../../etc/passwd',
        '/api/files/..%2F..%2Fetc%2Fpasswd',
        '/api/files//etc/passwd',
        '/api/files/search/test/missing.jpg',
        'http://[::1]/api/files/x.jpg',
      ];
      for (const imageUrl of attempts) {
        const problem = await expectProblem(provider.api({ tenant: 'default' }).front.product.search.$get({ query: { imageUrl } }), 400);
        expect(problem.code, imageUrl).toBe('INVALID_IMAGE_URL');
      }
      expect(requests).toBe(0);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('refuses a stored file that is not a picture', async () => {
    const key = 'search/test/not-a-picture.jpg';
    await provider.storage.put(key, new TextEncoder().encode('hello'), 'image/jpeg');
    const problem = await expectProblem(provider.api({ tenant: 'default' }).front.product.search.$get({ query: { imageUrl: provider.storage.urlFor(key) } }), 400);
    expect(problem.code).toBe('INVALID_IMAGE_URL');
  });
});
