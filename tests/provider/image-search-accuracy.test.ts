import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProductSearchResult } from '../../contract/product';
import { generateCatalog } from '../../provider/catalog/generator';
import { createPrng, type Prng } from '../../provider/catalog/prng';
import { createTestProvider, expectJson, TEST_CATALOG_SIZE, type TestProvider } from './support/test-provider';

/**
 * Issue 11, part 8: image search must find the product from a shopper's photo of its picture
 * (cropped up to 10% per side, JPEG quality 60, scaled to 200 px) and must answer nothing,
 * rather than a wrong product, for a photo of something not in the catalog. Seeded, so every
 * run draws the same 100 products, crops and foreign pictures.
 */

let provider: TestProvider;
beforeAll(async () => {
  provider = await createTestProvider();
}, 120_000);
afterAll(() => provider.close());

const SAMPLES = 100;
const catalog = generateCatalog(TEST_CATALOG_SIZE);

async function searchFirst(name: string, bytes: Buffer): Promise<{ first: string | undefined; total: number }> {
  const key = `search/accuracy/${name}.jpg`;
  await provider.storage.put(key, new Uint8Array(bytes), 'image/jpeg');
  const result = ProductSearchResult.parse(await expectJson(
    provider.api({ tenant: 'default' }).front.product.search.$get({ query: { imageUrl: provider.storage.urlFor(key) } }), 200));
  return { first: result.items[0]?.productId, total: result.total };
}

/** A shopper's photo of a picture: up to 10% cut from each side, independently, then quality 60 at 200 px wide. */
async function photographed(picture: Buffer, random: Prng): Promise<Buffer> {
  const { width, height } = await sharp(picture).metadata();
  const cut = (size: number) => Math.floor(random.next() * 0.1 * size);
  const [left, right, top, bottom] = [cut(width), cut(width), cut(height), cut(height)];
  return sharp(picture).extract({ left, top, width: width - left - right, height: height - top - bottom })
    .resize({ width: 200 }).jpeg({ quality: 60 }).toBuffer();
}

const colour = (random: Prng) => `rgb(${random.int(0, 255)},${random.int(0, 255)},${random.int(0, 255)})`;

/** Pictures drawn unlike the catalog's tiles-and-disc covers: gradients, stripes, shapes, noise, scenes. */
const FOREIGN_DRAWINGS: ((random: Prng, size: number) => string)[] = [
  (random, size) => `<defs><linearGradient id="g" x1="0" y1="0" x2="${random.next()}" y2="1"><stop offset="0" stop-color="${colour(random)}"/><stop offset="1" stop-color="${colour(random)}"/></linearGradient></defs><rect width="${size}" height="${size}" fill="url(#g)"/>`,
  (random, size) => `<defs><radialGradient id="g"><stop offset="0" stop-color="${colour(random)}"/><stop offset="1" stop-color="${colour(random)}"/></radialGradient></defs><rect width="${size}" height="${size}" fill="url(#g)"/>`,
  (random, size) => {
    const stripes = random.int(3, 12);
    return Array.from({ length: stripes }, (_, i) => `<rect x="${(i * size) / stripes}" width="${size / stripes + 1}" height="${size}" fill="${colour(random)}"/>`).join('');
  },
  (random, size) => `<rect width="${size}" height="${size}" fill="${colour(random)}"/>` + Array.from({ length: random.int(3, 15) }, () =>
    `<circle cx="${random.int(0, size)}" cy="${random.int(0, size)}" r="${random.int(size / 20, size / 3)}" fill="${colour(random)}"/>`).join(''),
  (random, size) => `<rect width="${size}" height="${size}" fill="${colour(random)}"/>` + Array.from({ length: random.int(3, 10) }, () =>
    `<polygon points="${Array.from({ length: 3 }, () => `${random.int(0, size)},${random.int(0, size)}`).join(' ')}" fill="${colour(random)}"/>`).join(''),
  // A product-shot-like scene: a floor, a wall and an object in soft light.
  (random, size) => `<defs><linearGradient id="w" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${colour(random)}"/><stop offset="1" stop-color="${colour(random)}"/></linearGradient></defs>` +
    `<rect width="${size}" height="${size}" fill="url(#w)"/><rect y="${random.int(size / 2, size * 0.8)}" width="${size}" height="${size}" fill="${colour(random)}"/>` +
    `<ellipse cx="${random.int(size / 3, (size * 2) / 3)}" cy="${size / 2}" rx="${random.int(size / 8, size / 3)}" ry="${random.int(size / 8, size / 3)}" fill="${colour(random)}"/>`,
];

async function foreignPicture(random: Prng, index: number): Promise<Buffer> {
  const size = 480;
  if (index % (FOREIGN_DRAWINGS.length + 1) === FOREIGN_DRAWINGS.length) {
    // Smoothed colour noise, like foliage or fabric up close.
    const cells = random.int(4, 40);
    const noise = Buffer.from(Array.from({ length: cells * cells * 3 }, () => random.int(0, 255)));
    return sharp(noise, { raw: { width: cells, height: cells, channels: 3 } }).resize(size, size, { kernel: 'cubic' }).jpeg({ quality: 90 }).toBuffer();
  }
  const draw = FOREIGN_DRAWINGS[index % (FOREIGN_DRAWINGS.length + 1)]!;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">${draw(random, size)}</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer();
}

describe('image search accuracy', () => {
  it('finds the product first from at least 95 of 100 cropped, recompressed, scaled photos of its cover', async () => {
    const random = createPrng(20261123);
    const products = random.sample(catalog, SAMPLES);
    const misses: string[] = [];
    for (const product of products) {
      const cover = await provider.file(`/api/files/catalog/${product.id}/0.jpg`);
      const photo = await photographed(Buffer.from(await cover.arrayBuffer()), random);
      const { first } = await searchFirst(product.id, photo);
      if (first !== product.id) misses.push(`${product.id} → ${first ?? 'nothing'}`);
    }
    console.log(`catalog photos: ${SAMPLES - misses.length}/${SAMPLES} found first`, misses);
    expect(SAMPLES - misses.length).toBeGreaterThanOrEqual(95);
  }, 120_000);

  it('answers no similar products for at least 95 of 100 photos of things not in the catalog', async () => {
    const random = createPrng(7);
    const wrong: string[] = [];
    for (let index = 0; index < SAMPLES; index++) {
      const photo = await photographed(await foreignPicture(random, index), random);
      const { first, total } = await searchFirst(`foreign-${index}`, photo);
      if (total > 0) wrong.push(`#${index} → ${first}`);
    }
    console.log(`foreign photos: ${SAMPLES - wrong.length}/${SAMPLES} answered nothing`, wrong);
    expect(SAMPLES - wrong.length).toBeGreaterThanOrEqual(95);
  }, 120_000);
});
