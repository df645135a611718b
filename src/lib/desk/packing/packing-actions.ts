import type { PackRequest, ScanRequest, ShipRequest } from '../../../../contract/desk-packing';
import { browserApi } from '../../api/browser';
import { isUploadablePicture } from '../../uploads/upload-picture';
import { uploadDeskPhotos } from '../desk-photos';

export { isUploadablePicture };

/*
 * The packing desk's actions in the browser (docs/product.md, "Desk": packing): the desk's own
 * client (the forwarder sends the operator cookie on /api/desk/*), then the page again, rendered
 * fresh with the order's new state.
 */

/** Uploads the photos one by one, then packs with their keys. */
export async function packWithPhotos(id: number, measures: Omit<PackRequest, 'photoKeys'>, photos: readonly File[]): Promise<void> {
  const photoKeys = await uploadDeskPhotos(photos);
  await browserApi().packOrder(id, { ...measures, photoKeys });
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
