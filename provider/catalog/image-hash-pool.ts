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
 *
 * The key: the same description on 4 × 4 cells (48 bits, two words) of the cover's middle
 * (KEY_CROP, where a photo cropped up to 10% per side is centred on average), and of the whole
 * photo. Cells four times as large barely move under a crop, so a photo's key stays near its
 * cover's; a search scans every cover's key (8 bytes each) and compares the full descriptors
 * of the nearest few only.
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

/** Every cover's key, in shared memory (see the module comment). */
export interface CoverKeys {
  /** KEY_WORDS words per product, in product order. */
  words: Uint32Array<SharedArrayBuffer>;
  /** Each product's platform, as a small number the caller chose. */
  platforms: Uint8Array<SharedArrayBuffer>;
}

/** A photo's descriptor and the products whose keys are nearest its own, nearest first. */
export interface KeyMatches { photo: Uint32Array; candidates: number[] }

/** A picture the decoder refused: unreadable, or over the pixel limit. */
export class UnreadableImageError extends Error {
  override readonly name = 'UnreadableImageError';
}

/** Each axis of a cover is described from these [start, end) fractions (see image-hash.ts). */
export const COVER_CROPS: readonly (readonly [number, number])[] = [[0, 1], [0.06, 1], [0, 0.94], [0.06, 0.94], [0.03, 0.97]];
export const DESCRIPTOR_WORDS = 6;
/** The bytes of one cover's descriptors, all crops. */
export const COVER_DESCRIPTOR_BYTES = COVER_CROPS.length * COVER_CROPS.length * DESCRIPTOR_WORDS * 4;
/** The part of a cover its key describes, on both axes. */
const KEY_CROP = [0.05, 0.95] as const;
const KEY_GRID = 4;
export const KEY_WORDS = 2;
export const COVER_KEY_BYTES = KEY_WORDS * 4;
/** The side a photo is shrunk to before its cells are averaged: 4 × 4 pixels a cell. */
const PHOTO_SIDE = 32;

const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const sharp = require(workerData.sharpPath);
const { crops, words: WORDS, photoSide, keyCrop, keyGrid, keyWords } = workerData;
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

// The grid + 1 cell edges of [from, to) on a side of the given length, each as the table reads
// it: the whole pixels before the edge (at most the side's last) and the fraction past them.
function edgesOf(from, to, grid, length) {
  const whole = new Int32Array(grid + 1), fraction = new Float64Array(grid + 1);
  for (let i = 0; i <= grid; i++) {
    const edge = (from + ((to - from) * i) / grid) * length;
    whole[i] = Math.min(Math.floor(edge), length - 1);
    fraction[i] = edge - whole[i];
  }
  return { whole, fraction };
}

// The median of an even number of values, reordered in place: a quickselect of the lower middle
// value, then the least of those after it. Sorting 64 values took half of a cover's description.
function medianOf(values) {
  const k = values.length / 2 - 1;
  let left = 0, right = values.length - 1;
  while (left < right) {
    const pivot = values[(left + right) >> 1];
    let i = left, j = right;
    while (i <= j) {
      while (values[i] < pivot) i++;
      while (values[j] > pivot) j--;
      if (i <= j) { const swap = values[i]; values[i] = values[j]; values[j] = swap; i++; j--; }
    }
    if (k <= j) right = j;
    else if (k >= i) left = i;
    else break; // values[k] equals the pivot, and so do those between j and i
  }
  // No value after k is less than values[k]: the least of them is the upper middle value.
  let upper = Infinity;
  for (let i = k + 1; i < values.length; i++) if (values[i] < upper) upper = values[i];
  return (values[k] + upper) / 2;
}

// Writes the region's 3 × grid² bits (see the module comment) into out from word at: bit
// channel × grid² + cell. Each cell corner's sum (the table interpolated, exact for pixels of
// constant colour) is looked up once and shared by its four cells.
function describe(t, [x0, x1], [y0, y1], grid, out, at) {
  const cells = grid * grid, side = grid + 1, s = t.stride, table = t.table;
  const xs = edgesOf(x0, x1, grid, t.width), ys = edgesOf(y0, y1, grid, t.height);
  const corners = new Float64Array(side * side);
  const means = new Float64Array(cells), scratch = new Float64Array(cells);
  out.fill(0, at, at + Math.ceil((3 * cells) / 32));
  for (let channel = 0; channel < 3; channel++) {
    const base = channel * t.plane;
    for (let cy = 0; cy <= grid; cy++) {
      const row = base + ys.whole[cy] * s, fy = ys.fraction[cy];
      for (let cx = 0; cx <= grid; cx++) {
        const i = row + xs.whole[cx], fx = xs.fraction[cx];
        const top = table[i] + (table[i + 1] - table[i]) * fx;
        const bottom = table[i + s] + (table[i + s + 1] - table[i + s]) * fx;
        corners[cy * side + cx] = top + (bottom - top) * fy;
      }
    }
    for (let cy = 0; cy < grid; cy++) {
      for (let cx = 0; cx < grid; cx++) {
        const top = cy * side + cx, bottom = top + side;
        means[cy * grid + cx] = corners[bottom + 1] - corners[bottom] - corners[top + 1] + corners[top];
      }
    }
    scratch.set(means);
    const median = medianOf(scratch);
    for (let cell = 0; cell < cells; cell++) {
      const bit = channel * cells + cell;
      if (means[cell] > median) out[at + (bit >> 5)] |= 1 << (bit & 31);
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

// The products of an allowed platform whose keys are within maxDistance bits of the photo's, at most limit, nearest first.
function scanKeys(photoKey, { words, platforms }, allowed, maxDistance, limit) {
  const byDistance = Array.from({ length: maxDistance + 1 }, () => []);
  for (let product = 0; product < platforms.length; product++) {
    if (!allowed.includes(platforms[product])) continue;
    let distance = 0;
    for (let w = 0; w < keyWords && distance <= maxDistance; w++) distance += bitCount(photoKey[w] ^ words[product * keyWords + w]);
    if (distance <= maxDistance) byDistance[distance].push(product);
  }
  return byDistance.flat().slice(0, limit);
}

async function run(job) {
  if (job.kind === 'covers') {
    // Each cover's crops' descriptors, then its key, cover after cover.
    const perCover = crops.length * crops.length * WORDS + keyWords;
    const out = new Uint32Array(perCover * job.pictures.length);
    job.pictures.forEach(({ pixels, width, height }, i) => {
      const t = areaTables(pixels, width, height);
      let at = i * perCover;
      for (const cropY of crops) for (const cropX of crops) { describe(t, cropX, cropY, GRID, out, at); at += WORDS; }
      describe(t, keyCrop, keyCrop, keyGrid, out, at);
    });
    return out;
  }
  if (job.kind === 'match') return scan(job.photo, job.index, job.allowed, job.maxDistance, job.limit);
  // limitInputPixels refuses a bigger picture before decoding it; shrinking a JPEG this far
  // decodes it shrunk (shrink-on-load), at a fraction of the full-size cost. 'fill' keeps the
  // whole photo: its cells then fall where a crop of the cover has them.
  const pixels = await sharp(job.picture, { limitInputPixels: job.maxPixels, sequentialRead: true })
    .flatten({ background: '#ffffff' }).toColourspace('srgb').resize(photoSide, photoSide, { fit: 'fill' }).raw().toBuffer();
  if (pixels.length !== photoSide * photoSide * 3) throw new Error('The picture has no colour channels.');
  const t = areaTables(pixels, photoSide, photoSide);
  const photo = new Uint32Array(WORDS);
  describe(t, [0, 1], [0, 1], GRID, photo, 0);
  const photoKey = new Uint32Array(keyWords);
  describe(t, [0, 1], [0, 1], keyGrid, photoKey, 0);
  return { photo, candidates: scanKeys(photoKey, job.keys, job.allowed, job.maxKeyDistance, job.maxCandidates) };
}

parentPort.on('message', async (job) => {
  try {
    parentPort.postMessage({ result: await run(job) });
  } catch (error) {
    parentPort.postMessage({ error: error instanceof Error ? error.message : String(error) });
  }
});
`;

/** Covers to describe at every crop, a photo to describe and look up by key, or a photo's descriptor to compare with covers'. */
type JobMessage =
  | { kind: 'covers'; pictures: RawPixels[] }
  | { kind: 'search'; picture: Uint8Array; maxPixels: number; keys: CoverKeys; allowed: number[]; maxKeyDistance: number; maxCandidates: number }
  | { kind: 'match'; photo: Uint32Array; index: CoverDescriptors; allowed: number[]; maxDistance: number; limit: number };
interface Job { message: JobMessage; resolve(result: unknown): void; reject(error: Error): void }
interface PoolWorker { worker: Worker; job: Job | null }

/**
 * Two cores here: one worker, so the event loop keeps a core. Each worker takes one picture
 * at a time (libvips spreads it over its own threads), the rest wait in order here, so four
 * large searches cost one picture's worth of CPU at any moment, not four.
 */
const POOL_SIZE = Math.max(1, Math.min(2, availableParallelism() - 1));
const workerData = {
  sharpPath: createRequire(import.meta.url).resolve('sharp'), crops: COVER_CROPS, words: DESCRIPTOR_WORDS, photoSide: PHOTO_SIDE,
  keyCrop: KEY_CROP, keyGrid: KEY_GRID, keyWords: KEY_WORDS,
};
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

/** Each cover's descriptors, one per crop, followed by its key, cover after cover, computed in a worker. */
export const describeCoversInWorker = (pictures: RawPixels[]): Promise<Uint32Array> => inWorker({ kind: 'covers', pictures });

/** A photo (encoded bytes, decoded with a pixel limit) described, and the covers whose keys are nearest its own, found in a worker. */
export const searchKeysInWorker = (
  picture: Uint8Array, maxPixels: number, keys: CoverKeys, options: { allowed: number[]; maxKeyDistance: number; maxCandidates: number },
): Promise<KeyMatches> => inWorker({ kind: 'search', picture, maxPixels, keys, ...options });

/** The covers nearest a described photo, found in a worker. */
export const matchInWorker = (
  photo: Uint32Array, index: CoverDescriptors, options: { allowed: number[]; maxDistance: number; limit: number },
): Promise<CoverMatch[]> => inWorker({ kind: 'match', photo, index, ...options });
