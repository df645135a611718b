/* What the image-hash pool and its worker exchange (see image-hash-pool.ts). */

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
