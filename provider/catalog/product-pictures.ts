import sharp from 'sharp';
import type { RawPixels } from './image-hash-types';
import { createPrng, seedOf } from './prng';

/**
 * Demo product pictures: a grid of coloured tiles with a bright disc, drawn from the product
 * id, so every product looks different and image search tells them apart. Drawn as raw
 * pixels (no SVG parsing), which keeps describing 10,000 covers to seconds.
 */

const GRID = 6;
const BLACK = [0, 0, 0] as const;
const PICTURE_SIZE = 480;
/**
 * Small enough to draw and describe fast, large enough that a cell of the smallest described
 * crop (a tenth of the side) averages several pixels, as it does in the full picture.
 */
export const DESCRIBE_RENDER_SIZE = 64;

/** RGB pixels of a product's picture `index` (0 is the cover), `size` pixels square. */
function renderPicture(productId: string, index: number, size: number): Buffer {
  const random = createPrng(seedOf(`${productId}#${index}`));
  const tiles = Array.from({ length: GRID * GRID }, () => [random.int(0, 255), random.int(0, 255), random.int(0, 255)] as const);
  const disc = { x: 0.25 + random.next() * 0.5, y: 0.25 + random.next() * 0.5, r: 0.12 + random.next() * 0.15 };
  const pixels = Buffer.alloc(size * size * 3);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const u = x / size;
      const v = y / size;
      const inDisc = (u - disc.x) ** 2 + (v - disc.y) ** 2 < disc.r ** 2;
      const tile = tiles[Math.floor(v * GRID) * GRID + Math.floor(u * GRID)] ?? BLACK;
      const offset = (y * size + x) * 3;
      pixels[offset] = inDisc ? 255 - tile[0] : tile[0];
      pixels[offset + 1] = inDisc ? 255 - tile[1] : tile[1];
      pixels[offset + 2] = inDisc ? 255 - tile[2] : tile[2];
    }
  }
  return pixels;
}

/** A product's picture as raw pixels, for describing without encoding it. */
export const rawPicture = (productId: string, index: number, size: number): RawPixels =>
  ({ pixels: renderPicture(productId, index, size), width: size, height: size, channels: 3 });

export async function pictureJpeg(productId: string, index: number): Promise<Uint8Array<ArrayBuffer>> {
  const jpeg = await sharp(renderPicture(productId, index, PICTURE_SIZE), { raw: { width: PICTURE_SIZE, height: PICTURE_SIZE, channels: 3 } })
    .jpeg({ quality: 82 }).toBuffer();
  return new Uint8Array(jpeg);
}
