import sharp from 'sharp';
import type { RawPixels } from './image-hash-types';
import { productTypeOf } from './generator';
import { createPrng, type Prng, seedOf } from './prng';
import { COLOURS } from './vocabulary';

/**
 * Demo product pictures: each product drawn as what it is, the silhouette of its kind (a shirt,
 * a bag, a shoe, a phone…) in a colour and pattern of its own, outlined, on a pale mosaic drawn
 * from the product id. The mosaic and the pattern make every picture's colour layout its own,
 * which is what image search compares; the silhouette is what a shopper sees. Drawn as raw
 * pixels, a row at a time (no SVG parsing), which keeps describing 10,000 covers to seconds.
 */

const GRID = 6;
const PICTURE_SIZE = 480;
/**
 * Small enough to draw and describe fast, large enough that a cell of the smallest described
 * crop (a tenth of the side) averages several pixels, as it does in the full picture.
 */
export const DESCRIBE_RENDER_SIZE = 64;

type Point = readonly [number, number];
/** Closed outlines filled together by the even-odd rule (a ring is two), in a unit square. */
type Shape = Point[][];

const ellipse = (cx: number, cy: number, rx: number, ry: number, from = 0, to = 2 * Math.PI, steps = 28): Point[] =>
  Array.from({ length: steps + 1 }, (_, i) => {
    const angle = from + ((to - from) * i) / steps;
    return [cx + rx * Math.cos(angle), cy + ry * Math.sin(angle)] as const;
  });
const box = (x0: number, y0: number, x1: number, y1: number): Point[] => [[x0, y0], [x1, y0], [x1, y1], [x0, y1]];
/** A handle or strap: the band between two half ellipses above (cx, cy). */
const arch = (cx: number, cy: number, rx: number, ry: number, width: number): Point[] =>
  [...ellipse(cx, cy, rx, ry, Math.PI, 2 * Math.PI), ...ellipse(cx, cy, rx - width, ry - width, 2 * Math.PI, Math.PI)];

/** The silhouettes, by the first part of a category id (`apparel-tops` → `apparel`, then by the second). */
const SILHOUETTES: Record<string, Shape[]> = {
  top: [[[[0.3, 0.2], [0.42, 0.16], [0.5, 0.23], [0.58, 0.16], [0.7, 0.2], [0.88, 0.38], [0.77, 0.48], [0.7, 0.41], [0.7, 0.86], [0.3, 0.86], [0.3, 0.41], [0.23, 0.48], [0.12, 0.38]]]],
  dress: [[[[0.4, 0.14], [0.46, 0.19], [0.54, 0.19], [0.6, 0.14], [0.62, 0.38], [0.58, 0.45], [0.8, 0.88], [0.2, 0.88], [0.42, 0.45], [0.38, 0.38]]]],
  trousers: [[[[0.3, 0.14], [0.7, 0.14], [0.75, 0.88], [0.57, 0.88], [0.5, 0.36], [0.43, 0.88], [0.25, 0.88]]]],
  bag: [[arch(0.5, 0.42, 0.2, 0.22, 0.05)], [[[0.2, 0.4], [0.8, 0.4], [0.86, 0.86], [0.14, 0.86]]]],
  shoe: [[[[0.1, 0.62], [0.16, 0.4], [0.32, 0.38], [0.44, 0.52], [0.68, 0.58], [0.86, 0.64], [0.9, 0.76], [0.1, 0.76]]], [box(0.1, 0.76, 0.9, 0.84)]],
  watch: [[box(0.4, 0.08, 0.6, 0.92)], [ellipse(0.5, 0.5, 0.22, 0.22), ellipse(0.5, 0.5, 0.15, 0.15)]],
  jewellery: [[ellipse(0.5, 0.42, 0.3, 0.28, 0, 2 * Math.PI, 36), ellipse(0.5, 0.42, 0.25, 0.23, 0, 2 * Math.PI, 36)], [[[0.5, 0.62], [0.62, 0.76], [0.5, 0.9], [0.38, 0.76]]]],
  audio: [[arch(0.5, 0.55, 0.3, 0.36, 0.05)], [box(0.14, 0.5, 0.3, 0.8)], [box(0.7, 0.5, 0.86, 0.8)]],
  phone: [[box(0.3, 0.1, 0.7, 0.9)], [ellipse(0.4, 0.2, 0.05, 0.05)]],
  kitchen: [[box(0.34, 0.22, 0.66, 0.88)], [box(0.32, 0.12, 0.68, 0.22)]],
  decor: [[[[0.3, 0.12], [0.7, 0.12], [0.82, 0.42], [0.18, 0.42]]], [box(0.47, 0.42, 0.53, 0.78)], [box(0.28, 0.78, 0.72, 0.86)]],
  toys: [[[[0.12, 0.48], [0.3, 0.48], [0.38, 0.32], [0.64, 0.32], [0.74, 0.48], [0.88, 0.5], [0.88, 0.7], [0.12, 0.7]]], [ellipse(0.3, 0.72, 0.1, 0.1)], [ellipse(0.7, 0.72, 0.1, 0.1)]],
  beauty: [[box(0.38, 0.44, 0.62, 0.9)], [[[0.41, 0.44], [0.41, 0.2], [0.59, 0.12], [0.59, 0.44]]]],
};

const KIND_OF_CATEGORY: Record<string, string> = {
  'apparel-tops': 'top', 'apparel-outerwear': 'top', 'apparel-dresses': 'dress', 'apparel-trousers': 'trousers',
  bags: 'bag', shoes: 'shoe', 'accessories-watches': 'watch', 'accessories-jewellery': 'jewellery', 'electronics-audio': 'audio',
  'electronics-phone': 'phone', 'home-kitchen': 'kitchen', 'home-decor': 'decor', toys: 'toys', beauty: 'beauty',
};
const KINDS = Object.keys(SILHOUETTES);

/** The silhouette of a category, or (for pictures of no catalog product: warehouse photos) one the seed picks. */
function silhouetteOf(categoryId: string | null, random: Prng): Shape[] {
  const kind = categoryId === null ? random.pick(KINDS) : (KIND_OF_CATEGORY[categoryId] ?? KIND_OF_CATEGORY[categoryId.split('-')[0] ?? ''] ?? 'phone');
  return SILHOUETTES[kind] ?? [];
}

type Rgb = readonly [number, number, number];
const channel = (value: number) => Math.max(0, Math.min(255, Math.round(value)));
const mix = (a: Rgb, b: Rgb, share: number): Rgb => [
  channel(a[0] * (1 - share) + b[0] * share), channel(a[1] * (1 - share) + b[1] * share), channel(a[2] * (1 - share) + b[2] * share),
];
const WHITE: Rgb = [255, 255, 255];
const INK: Rgb = [30, 30, 35];

/** The fabric's pattern: plain, stripes, diagonal stripes, checks or dots, `period` wide. */
interface Pattern { kind: 0 | 1 | 2 | 3 | 4; period: number }

/** Whether the pattern's second colour shows at (u, v). */
function patterned({ kind, period }: Pattern, u: number, v: number): boolean {
  switch (kind) {
    case 0: return false;
    case 1: return (v / period) % 2 < 1;
    case 2: return ((u + v) / period) % 2 < 1;
    case 3: return (Math.floor(u / period) + Math.floor(v / period)) % 2 === 0;
    case 4: return ((u % period) - period / 2) ** 2 + ((v % period) - period / 2) ** 2 < (period / 3.2) ** 2;
  }
}

/** The x spans (in unit coordinates) where row `v` is inside `shape` by the even-odd rule. */
function spans(shape: Shape, v: number): number[] {
  const crossings: number[] = [];
  for (const outline of shape) {
    let [x0, y0] = outline.at(-1) ?? [0, 0];
    for (const [x1, y1] of outline) {
      if ((y0 <= v && v < y1) || (y1 <= v && v < y0)) crossings.push(x0 + ((v - y0) / (y1 - y0)) * (x1 - x0));
      [x0, y0] = [x1, y1];
    }
  }
  return crossings.sort((a, b) => a - b);
}

const MASK_SIZE = 256;
const OUTLINE = 1;
const BODY = 2;
const masks = new Map<Shape[], Uint8Array>();

/**
 * A silhouette rasterised once, in its own unit square: OUTLINE where only the silhouette grown
 * a little about its centre covers a point, BODY where the silhouette itself does. Pictures
 * then only look points up in it, whatever their scale, shift and side.
 */
function maskOf(shapes: Shape[]): Uint8Array {
  const cached = masks.get(shapes);
  if (cached) return cached;
  const mask = new Uint8Array(MASK_SIZE * MASK_SIZE);
  for (const [grow, value] of [[1.035, OUTLINE], [1, BODY]] as const) {
    const toShape = (unit: number) => (unit - 0.5) / grow + 0.5;
    const column = (unit: number) => Math.max(0, Math.min(MASK_SIZE, Math.ceil(((unit - 0.5) * grow + 0.5) * MASK_SIZE - 0.5)));
    for (let y = 0; y < MASK_SIZE; y++) {
      for (const shape of shapes) {
        const edges = spans(shape, toShape((y + 0.5) / MASK_SIZE));
        for (let i = 0; i + 1 < edges.length; i += 2) mask.fill(value, y * MASK_SIZE + column(edges[i] ?? 0), y * MASK_SIZE + column(edges[i + 1] ?? 0));
      }
    }
  }
  masks.set(shapes, mask);
  return mask;
}

/** RGB pixels of picture `index` (0 is the cover) of `productId` in `categoryId`, `size` pixels square. */
function renderPicture(productId: string, index: number, size: number, categoryId: string | null): Buffer {
  const random = createPrng(seedOf(`${productId}#${index}`));
  const tiles = Array.from({ length: GRID * GRID }, () => mix([random.int(0, 255), random.int(0, 255), random.int(0, 255)], WHITE, 0.55));
  const base = random.pick(COLOURS).rgb;
  const body: Rgb = [channel(base[0] + random.int(-30, 30)), channel(base[1] + random.int(-30, 30)), channel(base[2] + random.int(-30, 30))];
  const accent = mix([random.int(0, 255), random.int(0, 255), random.int(0, 255)], body, 0.25);
  const pattern: Pattern = { period: 0.06 + random.next() * 0.12, kind: random.int(0, 4) as Pattern['kind'] };
  const scale = 0.82 + random.next() * 0.2;
  const [shiftX, shiftY] = [(random.next() - 0.5) * 0.12, (random.next() - 0.5) * 0.1];
  const mirrored = random.next() < 0.5;
  const mask = maskOf(silhouetteOf(categoryId, random));

  const pixels = Buffer.alloc(size * size * 3);
  for (let y = 0; y < size; y++) {
    const v = (y + 0.5) / size;
    // The picture's point (u, v) in the silhouette's square, whose centre sits at the picture's, shifted and scaled.
    const my = Math.floor(((v - 0.5 - shiftY) / scale + 0.5) * MASK_SIZE);
    for (let x = 0; x < size; x++) {
      const u = (x + 0.5) / size;
      const mx = Math.floor((((mirrored ? 1 - u : u) - 0.5 - shiftX) / scale + 0.5) * MASK_SIZE);
      const inside = my >= 0 && my < MASK_SIZE && mx >= 0 && mx < MASK_SIZE ? (mask[my * MASK_SIZE + mx] ?? 0) : 0;
      const colour = inside === OUTLINE ? INK : inside === BODY ? (patterned(pattern, u, v) ? accent : body) : (tiles[Math.floor(v * GRID) * GRID + Math.floor(u * GRID)] ?? WHITE);
      const offset = (y * size + x) * 3;
      pixels[offset] = colour[0];
      pixels[offset + 1] = colour[1];
      pixels[offset + 2] = colour[2];
    }
  }
  return pixels;
}

/** The category a catalog product's pictures show; null for an id of no product (a warehouse photo's subject). */
const categoryOfPicture = (productId: string): string | null => productTypeOf(productId)?.categoryId ?? null;

/** A product's picture as raw pixels, for describing without encoding it. */
export const rawPicture = (productId: string, index: number, size: number): RawPixels =>
  ({ pixels: renderPicture(productId, index, size, categoryOfPicture(productId)), width: size, height: size, channels: 3 });

export async function pictureJpeg(productId: string, index: number): Promise<Uint8Array<ArrayBuffer>> {
  const jpeg = await sharp(renderPicture(productId, index, PICTURE_SIZE, categoryOfPicture(productId)), { raw: { width: PICTURE_SIZE, height: PICTURE_SIZE, channels: 3 } })
    .jpeg({ quality: 82 }).toBuffer();
  return new Uint8Array(jpeg);
}
