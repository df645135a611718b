import { browserApi } from '../api/browser';
import { uploadPicture } from '../uploads/upload-picture';

/** Warehouse photos are redrawn at most this many pixels a side: sharp enough to judge the goods or read a label, quick from a phone on the floor. */
const DESK_PHOTO_MAX_SIDE = 1600;

/**
 * Uploads the photos a warehouse operator took or chose (QC photos on receiving, packed photos
 * on packing) through the desk's own upload tokens, one by one, and answers their keys in order.
 */
export async function uploadDeskPhotos(files: readonly File[]): Promise<string[]> {
  const keys: string[] = [];
  for (const file of files) keys.push(await uploadPicture(file, DESK_PHOTO_MAX_SIDE, (ext) => browserApi().getDeskUploadToken(ext)));
  return keys;
}
