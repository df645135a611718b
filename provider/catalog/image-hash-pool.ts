import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';

/**
 * A small pool of worker threads that decode pictures, describe them and scan the cover index,
 * so neither a large photo, the scan of the catalog's covers nor the start-up description of
 * the catalog holds up the event loop (and with it every page). The worker's code is kept here
 * as a string and run with `eval`: the storefront bundles the provider into `dist/`, where a
 * separate worker file would not be found; sharp is loaded in the worker by the absolute path
 * resolved here, which works under tsx, vitest and the built server alike.
 *
 * The descriptor (see image-hash.ts for why): a picture region is split into 8 × 8 cells, and
 * for each of luma, blue-difference and red-difference a cell's bit says whether its mean is
 * above that channel's median: 3 × 64 = 192 bits, six 32-bit words. A cover is described once
 * per crop in `crops` × `crops` (the parts of the cover a shopper's photo may show); a photo is
 * described whole, and its distance to a product is the fewest differing bits over that
 * product's crops.
 */

/** Raw 8-bit RGB pixels (a rendered catalog picture), described without decoding. */
export interface RawPixels {
  pixels: Uint8Array;
  width: number;
  height: number;
  channels: 3;
}

/** The covers' descriptors in shared memory, handed to a worker without copying. */
export interface CoverDescriptors {
  /** `crops² × 6` words per product, in product order. */
  words: Uint32Array<SharedArrayBuffer>;
  /** Each product's platform, as a small number the caller chose. */
  platforms: Uint8Array<SharedArrayBuffer>;
}

/** A product (its position in the index) and its photo's distance in bits. */
export interface CoverMatch { index: number; distance: number }

/** A picture the decoder refused: unreadable, or over the pixel limit. */
export class UnreadableImageError extends Error {
  override readonly name = 'UnreadableImageError';
}

/** Each axis of a cover is described from these [start, end) fractions (see image-hash.ts). */
export const COVER_CROPS: readonly (readonly [number, number])[] = [[0, 1], [0.06, 1], [0, 0.94], [0.06, 0.94], [0.03, 0.97]];
export const DESCRIPTOR_WORDS = 6;
/** The bytes of one cover's descriptors, all crops. */
export const COVER_DESCRIPTOR_BYTES = COVER_CROPS.length * COVER_CROPS.length * DESCRIPTOR_WORDS * 4;
/** The side a photo is shrunk to before its cells are averaged: 4 × 4 pixels a cell. */
const PHOTO_SIDE = 32;

const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const sharp = require(workerData.sharpPath);
const { crops, words: WORDS, photoSide } = workerData;
const GRID = 8;

// Summed-area tables of luma and the two colour differences, so a cell of any region is 4 look-ups.
function areaTables(pixels, width, height) {
  const stride = width + 1;
  const plane = stride * (height + 1);
  const table = new Float64Array(3 * plane);
  for (let y = 0; y < height; y++) {
    let sumY = 0, sumB = 0, sumR = 0;
    for (let x = 0; x < width; x++) {
      const o = (y * width + x) * 3;
      const r = pixels[o], g = pixels[o + 1], b = pixels[o + 2];
      const luma = 0.299 * r + 0.587 * g + 0.114 * b;
      sumY += luma; sumB += b - luma; sumR += r - luma;
      const at = (y + 1) * stride + x + 1, above = y * stride + x + 1;
      table[at] = table[above] + sumY;
      table[plane + at] = table[plane + above] + sumB;
      table[2 * plane + at] = table[2 * plane + above] + sumR;
    }
  }
  return { table, width, height, stride, plane };
}

// The sum up to a fractional point: the table interpolated, exact for pixels of constant colour.
function sumTo(t, base, x, y) {
  const x0 = Math.min(Math.floor(x), t.width - 1), y0 = Math.min(Math.floor(y), t.height - 1);
  const fx = x - x0, fy = y - y0, s = t.stride, i = base + y0 * s + x0;
  const top = t.table[i] + (t.table[i + 1] - t.table[i]) * fx;
  const bottom = t.table[i + s] + (t.table[i + s + 1] - t.table[i + s]) * fx;
  return top + (bottom - top) * fy;
}

// Writes the region's 192 bits (see the module comment) into out[at .. at + WORDS).
function describe(t, [x0, x1], [y0, y1], out, at) {
  const means = new Float64Array(GRID * GRID);
  for (let channel = 0; channel < 3; channel++) {
    const base = channel * t.plane;
    for (let cy = 0; cy < GRID; cy++) {
      const top = (y0 + ((y1 - y0) * cy) / GRID) * t.height, bottom = (y0 + ((y1 - y0) * (cy + 1)) / GRID) * t.height;
      for (let cx = 0; cx < GRID; cx++) {
        const left = (x0 + ((x1 - x0) * cx) / GRID) * t.width, right = (x0 + ((x1 - x0) * (cx + 1)) / GRID) * t.width;
        means[cy * GRID + cx] = sumTo(t, base, right, bottom) - sumTo(t, base, left, bottom) - sumTo(t, base, right, top) + sumTo(t, base, left, top);
      }
    }
    const sorted = Float64Array.from(means).sort();
    const median = (sorted[31] + sorted[32]) / 2;
    out[at + channel * 2] = 0;
    out[at + channel * 2 + 1] = 0;
    for (let cell = 0; cell < 64; cell++) {
      if (means[cell] > median) out[at + channel * 2 + (cell >> 5)] |= 1 << (cell & 31);
    }
  }
}

function bitCount(x) {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

// Every product of an allowed platform within maxDistance bits of the photo, nearest first.
function scan(photo, { words, platforms }, allowed, maxDistance, limit) {
  const perProduct = crops.length * crops.length * WORDS;
  const matches = [];
  for (let product = 0; product < platforms.length; product++) {
    if (!allowed.includes(platforms[product])) continue;
    // Counting stops once a crop is past the best so far or the limit: most covers are left after two or three words.
    let best = maxDistance + 1;
    for (let at = product * perProduct; at < (product + 1) * perProduct; at += WORDS) {
      let distance = 0;
      for (let w = 0; w < WORDS && distance < best; w++) distance += bitCount(photo[w] ^ words[at + w]);
      if (distance < best) best = distance;
    }
    if (best <= maxDistance) matches.push({ index: product, distance: best });
  }
  return matches.sort((a, b) => a.distance - b.distance || a.index - b.index).slice(0, limit);
}

async function run(job) {
  if (job.kind === 'cover') {
    const { pixels, width, height } = job.picture;
    const t = areaTables(pixels, width, height);
    const out = new Uint32Array(crops.length * crops.length * WORDS);
    let at = 0;
    for (const cropY of crops) for (const cropX of crops) { describe(t, cropX, cropY, out, at); at += WORDS; }
    return out;
  }
  // limitInputPixels refuses a bigger picture before decoding it; shrinking a JPEG this far
  // decodes it shrunk (shrink-on-load), at a fraction of the full-size cost. 'fill' keeps the
  // whole photo: its cells then fall where a crop of the cover has them.
  const pixels = await sharp(job.picture, { limitInputPixels: job.maxPixels, sequentialRead: true })
    .flatten({ background: '#ffffff' }).toColourspace('srgb').resize(photoSide, photoSide, { fit: 'fill' }).raw().toBuffer();
  if (pixels.length !== photoSide * photoSide * 3) throw new Error('The picture has no colour channels.');
  const photo = new Uint32Array(WORDS);
  describe(areaTables(pixels, photoSide, photoSide), [0, 1], [0, 1], photo, 0);
  return scan(photo, job.index, job.allowed, job.maxDistance, job.limit);
}

parentPort.on('message', async (job) => {
  try {
    parentPort.postMessage({ result: await run(job) });
  } catch (error) {
    parentPort.postMessage({ error: error instanceof Error ? error.message : String(error) });
  }
});
`;

/** A cover to describe at every crop, or a photo to describe and look up in the index. */
type JobMessage =
  | { kind: 'cover'; picture: RawPixels }
  | { kind: 'search'; picture: Uint8Array; maxPixels: number; index: CoverDescriptors; allowed: number[]; maxDistance: number; limit: number };
interface Job { message: JobMessage; resolve(result: unknown): void; reject(error: Error): void }
interface PoolWorker { worker: Worker; job: Job | null }

/**
 * Two cores here: one worker, so the event loop keeps a core. Each worker takes one picture
 * at a time (libvips spreads it over its own threads), the rest wait in order here, so four
 * large searches cost one picture's worth of CPU at any moment, not four.
 */
const POOL_SIZE = Math.max(1, Math.min(2, availableParallelism() - 1));
const workerData = { sharpPath: createRequire(import.meta.url).resolve('sharp'), crops: COVER_CROPS, words: DESCRIPTOR_WORDS, photoSide: PHOTO_SIDE };
const workers: PoolWorker[] = [];
const waiting: Job[] = [];

function startWorker(): PoolWorker {
  const entry: PoolWorker = { worker: new Worker(WORKER_SOURCE, { eval: true, workerData }), job: null };
  entry.worker.on('message', ({ result, error }: { result?: unknown; error?: string }) => {
    const { job } = entry;
    entry.job = null;
    if (result !== undefined) job?.resolve(result);
    else job?.reject(new UnreadableImageError(error ?? 'The picture cannot be read.'));
    dispatch();
  });
  // A crashed worker fails its job and is replaced by the next dispatch.
  entry.worker.on('error', (error: Error) => {
    workers.splice(workers.indexOf(entry), 1);
    entry.job?.reject(error);
    dispatch();
  });
  entry.worker.unref();
  return entry;
}

/** Hands waiting jobs to idle workers, starting workers while the pool is not full. */
function dispatch(): void {
  while (waiting.length > 0) {
    let entry = workers.find((candidate) => candidate.job === null);
    if (!entry && workers.length < POOL_SIZE) {
      entry = startWorker();
      workers.push(entry);
    }
    const job = entry && waiting.shift();
    if (!entry || !job) return;
    entry.job = job;
    entry.worker.postMessage(job.message);
  }
  // Idle workers do not keep the process alive.
  for (const entry of workers) {
    if (entry.job) entry.worker.ref();
    else entry.worker.unref();
  }
}

function inWorker<T>(message: JobMessage): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    waiting.push({ message, resolve, reject });
    dispatch();
  });
}

/** A cover's descriptors, one per crop, computed in a worker. */
export const describeCoverInWorker = (picture: RawPixels): Promise<Uint32Array> => inWorker({ kind: 'cover', picture });

/** The covers nearest a photo (encoded bytes, decoded with a pixel limit), found in a worker. */
export const searchInWorker = (
  picture: Uint8Array, maxPixels: number, index: CoverDescriptors, options: { allowed: number[]; maxDistance: number; limit: number },
): Promise<CoverMatch[]> => inWorker({ kind: 'search', picture, maxPixels, index, ...options });
