import type { OwedPhotos, Receipt, ReceiveRequest, ScanResult } from '../../../../contract/desk-receiving';
import { browserApi } from '../../api/browser';
import { uploadDeskPhotos } from '../desk-photos';

/** The receiving bench's actions in the browser (docs/product.md, "Receiving"), through `/api/desk/receiving`. */
export const scanTrackingNo = (trackingNo: string): Promise<ScanResult> => browserApi().scanTrackingNo(trackingNo);

/** A receipt before its photos are uploaded: either kind, without `photos`. */
export type ReceiptWithoutPhotos = ReceiveRequest extends infer R ? (R extends unknown ? Omit<R, 'photos'> : never) : never;

/** Uploads each line's photos, then receives the parcel with their keys. */
export async function receiveWithPhotos(
  request: ReceiptWithoutPhotos, photos: readonly { lineId: number; files: readonly File[] }[],
): Promise<Receipt> {
  const taken = [];
  for (const line of photos) taken.push({ lineId: line.lineId, keys: await uploadDeskPhotos(line.files) });
  return browserApi().receiveParcel({ ...request, photos: taken });
}

/** Uploads a line's extra QC photos and marks them done. */
export const addExtraPhotos = async (lineId: number, files: readonly File[]): Promise<OwedPhotos> =>
  browserApi().addExtraPhotos(lineId, await uploadDeskPhotos(files));
