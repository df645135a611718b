/** The image types an image-search upload may have, by the extension its token is asked for. */
export const UPLOAD_IMAGE_TYPES = { jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png' } as const;
export type UploadExtension = keyof typeof UPLOAD_IMAGE_TYPES;
export type UploadImageType = (typeof UPLOAD_IMAGE_TYPES)[UploadExtension];

const SIGNATURES: ReadonlyArray<readonly [UploadImageType, readonly number[]]> = [
  ['image/jpeg', [0xff, 0xd8, 0xff]],
  ['image/png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
];

/**
 * The type the bytes themselves declare (their magic number), never the file's name or the
 * form's Content-Type: a text file renamed to .png is not a PNG. Null for anything else, GIF included.
 */
export function sniffImageType(bytes: Uint8Array): UploadImageType | null {
  const found = SIGNATURES.find(([, magic]) => magic.every((byte, index) => bytes[index] === byte));
  return found ? found[0] : null;
}
