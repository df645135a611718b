import { browserApi } from '../../api/browser';
import { uploadPicture } from '../../uploads/upload-picture';

/** QC photos are redrawn at most this many pixels a side: sharp enough to judge the goods, quick from a phone on the warehouse floor. */
const QC_PHOTO_MAX_SIDE = 1600;

/** Uploads the QC photos the operator took or chose, through the desk's own upload tokens, and answers their keys in order. */
export async function uploadQcPhotos(files: readonly File[]): Promise<string[]> {
  const keys: string[] = [];
  for (const file of files) keys.push(await uploadPicture(file, QC_PHOTO_MAX_SIDE, (ext) => browserApi().getDeskUploadToken(ext)));
  return keys;
}
