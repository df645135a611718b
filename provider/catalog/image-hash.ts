import { COVER_DESCRIPTOR_BYTES, COVER_KEY_BYTES, describeCoversInWorker, matchInWorker, searchKeysInWorker } from './image-hash-pool';
import type { CoverDescriptors, CoverKeys, CoverMatch, KeyMatches, RawPixels } from './image-hash-types';

/**
 * The most pixels a picture may decode to (40 megapixels: a 7,700 × 5,200 photo). A small
 * file can declare far more (a 1 MB PNG of 16383 × 16383), which would take seconds of CPU
 * and most of a gigabyte to decode, so larger pictures are refused from their header alone.
 */
export const MAX_IMAGE_PIXELS = 40_000_000;

export const hasTooManyPixels = ({ width = 0, height = 0 }: { width?: number | undefined; height?: number | undefined }): boolean =>
  width * height > MAX_IMAGE_PIXELS;

/**
 * How a shopper's photo finds a cover. A photo of a product picture is cropped (up to a tenth
 * of each side, each side on its own), recompressed and rescaled. A single 64-bit grey hash of
 * the whole picture does not survive the crop: cutting 5% from a side moves every cell of a
 * 9 × 8 grid by about half a cell, and the hash lands as far from its cover as from a stranger.
 *
 * So a cover is described at several crops per axis (COVER_CROPS: the whole width, 6% off the
 * start, 6% off the end, both, 3% off both), 25 crops in all, and a photo is compared with the
 * nearest of them: any crop of up to 10% per side is then within 4% per side of one described
 * crop, a third of a cell. Each description is colour layout, not grey gradients:
 * 8 × 8 cell means of luma and of the two colour differences, each cell one bit (above that
 * channel's median or not). Means of cells survive recompression and resampling; medians make
 * it blind to brightness and contrast; colour triples the bits two different pictures can
 * disagree on. 192 bits, compared by counting differing bits.
 *
 * MAX_DISTANCE was calibrated on the full seeded catalog (10,000 covers), with photos made as in
 * tests/provider/image-search-accuracy.test.ts: of 300 photos of covers, each was nearest its
 * own cover, at a median of 12 bits and at most 28, while the nearest other cover was at least
 * 48 bits away; 300 photos of other pictures (gradients, stripes, shapes, noise, scenes) were
 * at least 44 bits from every cover. (Two unrelated descriptions differ in about 96 ± 7 bits.)
 * The limit sits in that gap, between 28 and 44.
 */
export const MAX_DISTANCE = 36;

/**
 * How far a photo's key may be from its cover's, and how many of the nearest keys have their
 * full descriptors compared. Calibrated like MAX_DISTANCE (the 10,000-product catalog, 300
 * photos made as in the accuracy test): a photo's key was a median 4 bits from its cover's, at
 * most 14, and its cover was among the 25 nearest keys; about 0.7% of other covers' keys were
 * within 14 bits. On a million covers (60 photos as the bench makes them), 25,000 to 36,000 keys
 * were within 16 bits, and the photo's cover was the nearest key for 44 photos and at worst the
 * 602nd; reading 2,000 descriptors (600 bytes each, by primary key) took 57 ms there on a
 * loaded machine, about 10 ms on a quiet one.
 */
export const MAX_KEY_DISTANCE = 16;
export const MAX_CANDIDATES = 2_000;

/** Each cover's descriptors, one per crop, and its key, computed together in the image worker pool. */
export async function describeCovers(covers: RawPixels[]): Promise<{ descriptor: Uint8Array; key: Uint8Array }[]> {
  const words = await describeCoversInWorker(covers);
  const bytes = new Uint8Array(words.buffer, words.byteOffset, words.byteLength);
  const perCover = COVER_DESCRIPTOR_BYTES + COVER_KEY_BYTES;
  return covers.map((_, i) => ({
    descriptor: bytes.subarray(i * perCover, i * perCover + COVER_DESCRIPTOR_BYTES),
    key: bytes.subarray(i * perCover + COVER_DESCRIPTOR_BYTES, (i + 1) * perCover),
  }));
}

/**
 * A photo described, and the indexed covers whose keys are nearest its own. Decoding,
 * describing and the key scan run in the image worker pool, never on the event loop; the photo
 * is decoded there with a pixel limit.
 */
export const nearestKeysInWorker = (photo: Uint8Array, keys: CoverKeys, allowed: number[]): Promise<KeyMatches> =>
  searchKeysInWorker(photo, MAX_IMAGE_PIXELS, keys, { allowed, maxKeyDistance: MAX_KEY_DISTANCE, maxCandidates: MAX_CANDIDATES });

/** Of the candidate covers, those within MAX_DISTANCE of the photo, nearest first, compared in the image worker pool. */
export const nearestInWorker = (photo: Uint32Array, candidates: CoverDescriptors, limit: number): Promise<CoverMatch[]> =>
  matchInWorker(photo, candidates, { allowed: [0], maxDistance: MAX_DISTANCE, limit });
