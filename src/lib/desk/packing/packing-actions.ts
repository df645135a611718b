import type { PackRequest, ScanRequest, ShipRequest } from '../../../../contract/desk-packing';
import { browserApi } from '../../api/browser';
import { isUploadablePicture, uploadPicture } from '../../uploads/upload-picture';

/** Packed photos are redrawn at most this many pixels a side: enough to read a label on the box. */
const PACKED_PHOTO_MAX_SIDE = 1600;

export { isUploadablePicture };

/*
 * The packing desk's actions in the browser (docs/product.md, "Desk": packing): the desk's own
 * client (the forwarder sends the operator cookie on /api/desk/*), then the page again, rendered
 * fresh with the order's new state.
 */

/** Uploads the photos one by one, then packs with their keys. */
export async function packWithPhotos(id: number, measures: Omit<PackRequest, 'photoKeys'>, photos: readonly File[]): Promise<void> {
  const api = browserApi();
  const photoKeys: string[] = [];
  for (const photo of photos) photoKeys.push(await uploadPicture(photo, PACKED_PHOTO_MAX_SIDE, api));
  await api.packOrder(id, { ...measures, photoKeys });
  window.location.reload();
}

export async function shipPacked(id: number, body: ShipRequest): Promise<void> {
  await browserApi().shipOrder(id, body);
  window.location.reload();
}

export async function addScan(id: number, body: ScanRequest): Promise<void> {
  await browserApi().scanOrder(id, body);
  window.location.reload();
}
