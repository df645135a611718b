import type { MessagePort } from 'node:worker_threads';
import type { CoverDescriptors, CoverKeys, CoverMatch, KeyMatches, RawPixels } from './image-hash-types';

/** What the pool hands every worker at its start (see image-hash-pool.ts for the values). */
export interface ImageHashWorkerData {
  sharpPath: string;
  crops: readonly (readonly [number, number])[];
  words: number;
  photoSide: number;
  keyCrop: readonly [number, number];
  keyGrid: number;
  keyWords: number;
}

/** Covers to describe at every crop, a photo to describe and look up by key, or a photo's descriptor to compare with covers'. */
export type ImageHashJob =
  | { kind: 'covers'; pictures: RawPixels[] }
  | { kind: 'search'; picture: Uint8Array; maxPixels: number; keys: CoverKeys; allowed: number[]; maxKeyDistance: number; maxCandidates: number }
  | { kind: 'match'; photo: Uint32Array; index: CoverDescriptors; allowed: number[]; maxDistance: number; limit: number };

type Range = readonly [number, number];
interface AreaTables { table: Float64Array; width: number; height: number; stride: number; plane: number }

/**
 * The body of an image-hash worker thread (the descriptor and key are explained in
 * image-hash-pool.ts). The pool runs it from its source text, `(imageHashWorker)(require)`, since
 * the storefront bundles the provider into `dist/`, where a separate worker file would not be
 * found: so it refers to nothing outside itself, and loads what it needs through `load`.
 */
export function imageHashWorker(load: (id: string) => unknown): void {
  const { parentPort, workerData } = load('node:worker_threads') as { parentPort: MessagePort; workerData: ImageHashWorkerData };
  const sharp = load(workerData.sharpPath) as typeof import('sharp').default;
  const { crops, words: WORDS, photoSide, keyCrop, keyGrid, keyWords } = workerData;
  const GRID = 8;

  // Summed-area tables of luma and the two colour differences, so a cell of any region is 4 look-ups.
  function areaTables(pixels: Uint8Array, width: number, height: number): AreaTables {
    const stride = width + 1;
    const plane = stride * (height + 1);
    const table = new Float64Array(3 * plane);
    for (let y = 0; y < height; y++) {
      let sumY = 0, sumB = 0, sumR = 0;
      for (let x = 0; x < width; x++) {
        const o = (y * width + x) * 3;
        const r = pixels[o] ?? 0, g = pixels[o + 1] ?? 0, b = pixels[o + 2] ?? 0;
        const luma = 0.299 * r + 0.587 * g + 0.114 * b;
        sumY += luma; sumB += b - luma; sumR += r - luma;
        const at = (y + 1) * stride + x + 1, above = y * stride + x + 1;
        table[at] = (table[above] ?? 0) + sumY;
        table[plane + at] = (table[plane + above] ?? 0) + sumB;
        table[2 * plane + at] = (table[2 * plane + above] ?? 0) + sumR;
      }
    }
    return { table, width, height, stride, plane };
  }

  // The grid + 1 cell edges of [from, to) on a side of the given length, each as the table reads
  // it: the whole pixels before the edge (at most the side's last) and the fraction past them.
  function edgesOf(from: number, to: number, grid: number, length: number) {
    const whole = new Int32Array(grid + 1), fraction = new Float64Array(grid + 1);
    for (let i = 0; i <= grid; i++) {
      const edge = (from + ((to - from) * i) / grid) * length;
      const pixel = Math.min(Math.floor(edge), length - 1);
      whole[i] = pixel;
      fraction[i] = edge - pixel;
    }
    return { whole, fraction };
  }

  // The median of an even number of values, reordered in place: a quickselect of the lower middle
  // value, then the least of those after it. Sorting 64 values took half of a cover's description.
  function medianOf(values: Float64Array): number {
    const at = (i: number) => values[i] ?? 0;
    const k = values.length / 2 - 1;
    let left = 0, right = values.length - 1;
    while (left < right) {
      const pivot = at((left + right) >> 1);
      let i = left, j = right;
      while (i <= j) {
        while (at(i) < pivot) i++;
        while (at(j) > pivot) j--;
        if (i <= j) { const swap = at(i); values[i] = at(j); values[j] = swap; i++; j--; }
      }
      if (k <= j) right = j;
      else if (k >= i) left = i;
      else break; // values[k] equals the pivot, and so do those between j and i
    }
    // No value after k is less than values[k]: the least of them is the upper middle value.
    let upper = Infinity;
    for (let i = k + 1; i < values.length; i++) if (at(i) < upper) upper = at(i);
    return (at(k) + upper) / 2;
  }

  // Writes the region's 3 × grid² bits into out from word at: bit channel × grid² + cell. Each
  // cell corner's sum (the table interpolated, exact for pixels of constant colour) is looked up
  // once and shared by its four cells.
  function describe(t: AreaTables, [x0, x1]: Range, [y0, y1]: Range, grid: number, out: Uint32Array, at: number): void {
    const cells = grid * grid, side = grid + 1, s = t.stride, table = t.table;
    const read = (i: number) => table[i] ?? 0;
    const xs = edgesOf(x0, x1, grid, t.width), ys = edgesOf(y0, y1, grid, t.height);
    const corners = new Float64Array(side * side);
    const means = new Float64Array(cells), scratch = new Float64Array(cells);
    out.fill(0, at, at + Math.ceil((3 * cells) / 32));
    for (let channel = 0; channel < 3; channel++) {
      const base = channel * t.plane;
      for (let cy = 0; cy <= grid; cy++) {
        const row = base + (ys.whole[cy] ?? 0) * s, fy = ys.fraction[cy] ?? 0;
        for (let cx = 0; cx <= grid; cx++) {
          const i = row + (xs.whole[cx] ?? 0), fx = xs.fraction[cx] ?? 0;
          const top = read(i) + (read(i + 1) - read(i)) * fx;
          const bottom = read(i + s) + (read(i + s + 1) - read(i + s)) * fx;
          corners[cy * side + cx] = top + (bottom - top) * fy;
        }
      }
      const corner = (i: number) => corners[i] ?? 0;
      for (let cy = 0; cy < grid; cy++) {
        for (let cx = 0; cx < grid; cx++) {
          const top = cy * side + cx, bottom = top + side;
          means[cy * grid + cx] = corner(bottom + 1) - corner(bottom) - corner(top + 1) + corner(top);
        }
      }
      scratch.set(means);
      const median = medianOf(scratch);
      for (let cell = 0; cell < cells; cell++) {
        const bit = channel * cells + cell;
        if ((means[cell] ?? 0) > median) out[at + (bit >> 5)] = (out[at + (bit >> 5)] ?? 0) | (1 << (bit & 31));
      }
    }
  }

  function bitCount(word: number): number {
    let x = word - ((word >>> 1) & 0x55555555);
    x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
    return Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
  }

  // Every product of an allowed platform within maxDistance bits of the photo, nearest first.
  function scan(photo: Uint32Array, { words, platforms }: CoverDescriptors, allowed: number[], maxDistance: number, limit: number): CoverMatch[] {
    const perProduct = crops.length * crops.length * WORDS;
    const matches: CoverMatch[] = [];
    for (let product = 0; product < platforms.length; product++) {
      if (!allowed.includes(platforms[product] ?? -1)) continue;
      // Counting stops once a crop is past the best so far or the limit: most covers are left after two or three words.
      let best = maxDistance + 1;
      for (let at = product * perProduct; at < (product + 1) * perProduct; at += WORDS) {
        let distance = 0;
        for (let w = 0; w < WORDS && distance < best; w++) distance += bitCount((photo[w] ?? 0) ^ (words[at + w] ?? 0));
        if (distance < best) best = distance;
      }
      if (best <= maxDistance) matches.push({ index: product, distance: best });
    }
    return matches.sort((a, b) => a.distance - b.distance || a.index - b.index).slice(0, limit);
  }

  // The products of an allowed platform whose keys are within maxDistance bits of the photo's, at most limit, nearest first.
  function scanKeys(photoKey: Uint32Array, { words, platforms }: CoverKeys, allowed: number[], maxDistance: number, limit: number): number[] {
    const byDistance = Array.from({ length: maxDistance + 1 }, (): number[] => []);
    for (let product = 0; product < platforms.length; product++) {
      if (!allowed.includes(platforms[product] ?? -1)) continue;
      let distance = 0;
      for (let w = 0; w < keyWords && distance <= maxDistance; w++) distance += bitCount((photoKey[w] ?? 0) ^ (words[product * keyWords + w] ?? 0));
      if (distance <= maxDistance) byDistance[distance]?.push(product);
    }
    return byDistance.flat().slice(0, limit);
  }

  async function run(job: ImageHashJob): Promise<Uint32Array | CoverMatch[] | KeyMatches> {
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

  parentPort.on('message', (job: ImageHashJob) => {
    run(job).then(
      (result) => { parentPort.postMessage({ result }); },
      (error: unknown) => { parentPort.postMessage({ error: error instanceof Error ? error.message : String(error) }); },
    );
  });
}
