import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { CoverDescriptors, CoverKeys, CoverMatch, KeyMatches, RawPixels } from './image-hash-types';
import { type ImageHashJob, imageHashWorker, type ImageHashWorkerData } from './image-hash-worker';

/**
 * A small pool of worker threads that decode pictures, describe them and scan the cover index,
 * so neither a large photo, the scan of the catalog's covers nor the start-up description of
 * the catalog holds up the event loop (and with it every page). The worker's code is
 * image-hash-worker.ts, run from its source text (see there why); sharp is loaded in the worker
 * by the absolute path resolved here, which works under tsx, vitest and the built server alike.
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

/**
 * The worker's source: its module's function, run with the worker's `require`. `__name` is the
 * helper a transpiler that keeps function names (tsx does) calls inside a function's text.
 */
const WORKER_SOURCE = `const __name = (target) => target;\n(${imageHashWorker.toString()})(require);`;

interface Job { message: ImageHashJob; resolve(result: unknown): void; reject(error: Error): void }
interface PoolWorker { worker: Worker; job: Job | null }

/**
 * Two cores here: one worker, so the event loop keeps a core. Each worker takes one picture
 * at a time (libvips spreads it over its own threads), the rest wait in order here, so four
 * large searches cost one picture's worth of CPU at any moment, not four.
 */
const POOL_SIZE = Math.max(1, Math.min(2, availableParallelism() - 1));
const workerData: ImageHashWorkerData = {
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

function inWorker<T>(message: ImageHashJob): Promise<T> {
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
