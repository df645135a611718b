import { monitorEventLoopDelay } from 'node:perf_hooks';
import { createDeflate } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Problem } from '../../contract/problem';
import { UploadToken } from '../../contract/requests';
import { MAX_IMAGE_PIXELS } from '../../provider/catalog/image-hash';
import { createTestProvider, expectJson, type TestProvider } from '../provider/support/test-provider';

/**
 * Issue 8, defect 7: one picture could stall the site. A 1 MB PNG of 16383 × 16383 pixels was
 * accepted and took seconds of CPU to search by, during which every other request waited.
 */

let provider: TestProvider;
/** A real, complete PNG: 16383 × 16383 pixels of one colour, about 800 KB deflated. */
let hugePng: Uint8Array<ArrayBuffer>;
/** Just under the limit (6000 × 6000), noisy so it does not compress to nothing. */
let largeAllowedPng: Uint8Array<ArrayBuffer>;

function crc32(bytes: Uint8Array): number {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

function pngChunk(type: string, data: Uint8Array): Buffer {
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** Built by hand, row by row: sharp itself would take seconds and a gigabyte to encode so many pixels. */
async function solidColourPng(size: number): Promise<Uint8Array<ArrayBuffer>> {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const row = Buffer.alloc(1 + size * 3, 0x80);
  row[0] = 0; // filter: none
  const deflate = createDeflate({ level: 9 });
  const compressed: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => compressed.push(chunk));
  const done = new Promise((resolve) => deflate.on('end', resolve));
  for (let y = 0; y < size; y++) {
    if (!deflate.write(row)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await done;
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', Buffer.concat(compressed)),
    pngChunk('IEND', new Uint8Array()),
  ]);
  return new Uint8Array(png);
}

beforeAll(async () => {
  provider = await createTestProvider();
  hugePng = await solidColourPng(16383);
  const noise = Buffer.alloc(600 * 600 * 3);
  for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) >>> 24;
  largeAllowedPng = new Uint8Array(await sharp(noise, { raw: { width: 600, height: 600, channels: 3 } })
    .resize(6000, 6000, { kernel: 'nearest' }).png({ compressionLevel: 1 }).toBuffer());
}, 120_000);
afterAll(() => provider.close());

async function upload(bytes: Uint8Array<ArrayBuffer>): Promise<Response> {
  const token = UploadToken.parse(await expectJson(provider.api({ tenant: 'default' }).front['upload-token'].$get({ query: { ext: 'png', catalog: 'PRODUCT_SEARCH' } }), 200));
  const form = new FormData();
  form.append('key', token.key);
  form.append('policy', token.policy);
  form.append('OSSAccessKeyId', token.accessKeyId);
  form.append('signature', token.signature);
  form.append('file', new Blob([bytes], { type: 'image/png' }), 'photo.png');
  return provider.app.request('/api/storage/upload', { method: 'POST', body: form });
}

/** Puts a picture in storage directly, as one uploaded before the pixel limit existed. */
async function stored(name: string, bytes: Uint8Array<ArrayBuffer>): Promise<string> {
  const key = `search/default/20260302/${name}.png`;
  await provider.storage.put(key, bytes, 'image/png');
  return provider.storage.urlFor(key);
}

const searchByImage = (imageUrl: string) => provider.api({ tenant: 'default' }).front.product.search.$get({ query: { imageUrl } });

/** Runs `work` while sampling the event loop; answers how far behind the loop fell at worst. */
async function worstEventLoopDelayMs(work: () => Promise<unknown>): Promise<number> {
  const histogram = monitorEventLoopDelay({ resolution: 5 });
  histogram.enable();
  try {
    await work();
  } finally {
    histogram.disable();
  }
  return histogram.max / 1e6;
}

describe('pixel limit', () => {
  it('refuses an upload that declares more than 40 megapixels, from its header alone', async () => {
    expect(hugePng.byteLength).toBeLessThan(1_100_000);
    const startedAt = performance.now();
    const response = await upload(hugePng);
    expect(response.status).toBe(413);
    const problem = (await response.json()) as Problem;
    expect(problem.code).toBe('UPLOAD_TOO_LARGE');
    expect(problem.detail).toContain(String(MAX_IMAGE_PIXELS));
    // Nothing was decoded to say so.
    expect(performance.now() - startedAt).toBeLessThan(1000);
  });

  it('still accepts a large photo within the limit', async () => {
    expect((await upload(largeAllowedPng)).status).toBe(200);
  });

  it('refuses to search by a stored picture over the limit, at once', async () => {
    const imageUrl = await stored('huge', hugePng);
    const startedAt = performance.now();
    const response = await searchByImage(imageUrl);
    expect(response.status).toBe(400);
    expect(((await response.json()) as Problem).code).toBe('INVALID_IMAGE_URL');
    expect(performance.now() - startedAt).toBeLessThan(1000);
  });
});

describe('image search off the event loop', () => {
  it('answers /api/front/tenant promptly while 4 image searches by the largest pictures run', async () => {
    const urls = [await stored('huge-a', hugePng), await stored('large-a', largeAllowedPng), await stored('huge-b', hugePng), await stored('large-b', largeAllowedPng)];
    let tenantMs = Number.POSITIVE_INFINITY;
    const delayMs = await worstEventLoopDelayMs(async () => {
      const searches = urls.map((url) => searchByImage(url));
      await new Promise((resolve) => setTimeout(resolve, 50));
      const startedAt = performance.now();
      expect((await provider.api({ tenant: 'default' }).front.tenant.$get()).status).toBe(200);
      tenantMs = performance.now() - startedAt;
      const statuses = (await Promise.all(searches)).map((response) => response.status);
      expect(statuses).toEqual([400, 200, 400, 200]);
    });
    expect(tenantMs).toBeLessThan(1000);
    // The decoding happens in worker threads: the loop that answers pages never stalls on it.
    expect(delayMs).toBeLessThan(500);
  }, 60_000);
});
