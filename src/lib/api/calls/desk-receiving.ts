import type { KyInstance } from 'ky';
import { UploadToken } from '../../../../contract/requests';
import {
  ExpectedList, type ExpectedQuery, OwedPhotos, OwedPhotosList, Receipt, type ReceiveRequest, ScanResult,
} from '../../../../contract/desk-receiving';
import type { PageQuery } from '../../../../contract/paging';
import { type Paged, parsed, query } from './query';

/** The receiving bench's calls (docs/product.md, "Desk calls"); the client carries the operator token. */
export const deskReceivingCalls = (http: KyInstance) => ({
  scanTrackingNo: (trackingNo: string) => parsed(http.get('desk/receiving/scan', { searchParams: { trackingNo } }), ScanResult),
  receiveParcel: (body: ReceiveRequest) => parsed(http.post('desk/receiving/receipts', { json: body }), Receipt),
  listExpected: (filter: Paged<ExpectedQuery>) => parsed(http.get('desk/receiving/expected', { searchParams: query(filter) }), ExpectedList),
  listOwedPhotos: (page: Partial<PageQuery>) => parsed(http.get('desk/receiving/extra-photos', { searchParams: query(page) }), OwedPhotosList),
  addExtraPhotos: (lineId: number, keys: string[]) => parsed(http.post(`desk/receiving/extra-photos/${lineId}`, { json: { keys } }), OwedPhotos),
  getDeskUploadToken: (ext: 'jpg' | 'png') => parsed(http.get('desk/receiving/upload-token', { searchParams: { ext } }), UploadToken),
});
