import type { Sharp } from 'sharp';

/**
 * dHash: the picture shrunk to 9×8 grey pixels, one bit per horizontal neighbour pair (is the
 * left one brighter?). Survives resizing, recompression and slight cropping, which is what a
 * shopper's photo of a product picture goes through.
 */
export async function differenceHash(image: Sharp): Promise<bigint> {
  const pixels = await image.greyscale().resize(9, 8, { fit: 'fill', kernel: 'linear' }).raw().toBuffer();
  let hash = 0n;
  for (let y = 0; y < 8; y++) {
    for (let x = 0; x < 8; x++) hash = (hash << 1n) | (pixels[y * 9 + x]! > pixels[y * 9 + x + 1]! ? 1n : 0n);
  }
  return hash;
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
