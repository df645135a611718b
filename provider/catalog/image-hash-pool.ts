import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';

/**
 * A small pool of worker threads that decode pictures and compute their dHash, so neither a
 * large photo nor the start-up hashing of the catalog holds up the event loop (and with it
 * every page). The worker's code is kept here as a string and run with `eval`: the storefront
 * bundles the provider into `dist/`, where a separate worker file would not be found; sharp
 * is loaded in the worker by the absolute path resolved here, which works under tsx, vitest
 * and the built server alike.
 */

/** Raw 8-bit pixels (a rendered catalog picture), hashed without decoding. */
export interface RawPixels {
  pixels: Uint8Array;
  width: number;
  height: number;
  channels: 1 | 2 | 3 | 4;
}

/** A picture the decoder refused: unreadable, or over the pixel limit. */
export class UnreadableImageError extends Error {
  override readonly name = 'UnreadableImageError';
}

const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const sharp = require(workerData.sharpPath);
parentPort.on('message', async ({ picture, maxPixels }) => {
  try {
    // limitInputPixels refuses a bigger picture before decoding it; resizing a JPEG this small
    // decodes it shrunk (shrink-on-load), at a fraction of the full-size cost.
    const input = picture instanceof Uint8Array
      ? sharp(picture, { limitInputPixels: maxPixels, sequentialRead: true })
      : sharp(picture.pixels, { raw: { width: picture.width, height: picture.height, channels: picture.channels } });
    const pixels = await input.greyscale().resize(9, 8, { fit: 'fill', kernel: 'linear' }).raw().toBuffer();
    let hash = 0n;
    for (let y = 0; y < 8; y++) {
      for (let x = 0; x < 8; x++) hash = (hash << 1n) | (pixels[y * 9 + x] > pixels[y * 9 + x + 1] ? 1n : 0n);
    }
    parentPort.postMessage({ hash: hash.toString() });
  } catch (error) {
    parentPort.postMessage({ error: error instanceof Error ? error.message : String(error) });
  }
});
`;

interface Job { picture: Uint8Array | RawPixels; maxPixels: number; resolve(hash: string): void; reject(error: Error): void }
interface PoolWorker { worker: Worker; job: Job | null }

/**
 * Two cores here: one worker, so the event loop keeps a core. Each worker takes one picture
 * at a time (libvips spreads it over its own threads), the rest wait in order here, so four
 * large searches cost one picture's worth of CPU at any moment, not four.
 */
const POOL_SIZE = Math.max(1, Math.min(2, availableParallelism() - 1));
const sharpPath = createRequire(import.meta.url).resolve('sharp');
const workers: PoolWorker[] = [];
const waiting: Job[] = [];

function startWorker(): PoolWorker {
  const entry: PoolWorker = { worker: new Worker(WORKER_SOURCE, { eval: true, workerData: { sharpPath } }), job: null };
  entry.worker.on('message', ({ hash, error }: { hash?: string; error?: string }) => {
    const { job } = entry;
    entry.job = null;
    if (hash !== undefined) job?.resolve(hash);
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

/** Hands waiting pictures to idle workers, starting workers while the pool is not full. */
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
    entry.worker.postMessage({ picture: job.picture, maxPixels: job.maxPixels });
  }
  // Idle workers do not keep the process alive.
  for (const entry of workers) {
    if (entry.job) entry.worker.ref();
    else entry.worker.unref();
  }
}

/** The dHash of a picture (encoded bytes or raw pixels) as a decimal string, computed in a worker. */
export function hashInWorker(picture: Uint8Array | RawPixels, maxPixels: number): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    waiting.push({ picture, maxPixels, resolve, reject });
    dispatch();
  });
}
