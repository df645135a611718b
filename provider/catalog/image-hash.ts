import { hashInWorker, type RawPixels } from './image-hash-pool';

/**
 * The most pixels a picture may decode to (40 megapixels: a 7,700 × 5,200 photo). A small
 * file can declare far more (a 1 MB PNG of 16383 × 16383), which would take seconds of CPU
 * and most of a gigabyte to decode, so larger pictures are refused from their header alone.
 */
export const MAX_IMAGE_PIXELS = 40_000_000;

export const hasTooManyPixels = ({ width = 0, height = 0 }: { width?: number | undefined; height?: number | undefined }): boolean =>
  width * height > MAX_IMAGE_PIXELS;

/**
 * dHash: the picture shrunk to 9×8 grey pixels, one bit per horizontal neighbour pair (is the
 * left one brighter?). Survives resizing, recompression and slight cropping, which is what a
 * shopper's photo of a product picture goes through. Computed in the image worker pool, never
 * on the event loop; an encoded picture is decoded there with a pixel limit.
 */
export async function differenceHash(picture: Uint8Array | RawPixels): Promise<bigint> {
  return BigInt(await hashInWorker(picture, MAX_IMAGE_PIXELS));
}

/** The hash as PostgreSQL's signed bigint holds it. */
export const toSignedBigint = (hash: bigint): bigint => BigInt.asIntN(64, hash);

export function hammingDistance(a: bigint, b: bigint): number {
  let diff = BigInt.asUintN(64, a ^ b);
  let count = 0;
  while (diff) {
    diff &= diff - 1n;
    count++;
  }
  return count;
}
