import type { KyInstance } from 'ky';
import {
  PackingOrder, PackingQueue, type PackingQueueQuery, type PackRequest, type ScanRequest, type ShipRequest,
} from '../../../../contract/desk-packing';
import { parsed, query, type Paged } from './query';

/** The packing desk's calls (docs/product.md, "Desk calls"); the client carries the operator token. */
export const deskPackingCalls = (http: KyInstance) => ({
  getPackingQueue: ({ stage, orderNo, transitOptionId, country, pageNo, pageSize }: Paged<PackingQueueQuery>) =>
    parsed(http.get('desk/packing', { searchParams: query({ stage, orderNo, transitOptionId, country, pageNo, pageSize }) }), PackingQueue),
  getPackingOrder: (id: number) => parsed(http.get(`desk/packing/${id}`), PackingOrder),
  packOrder: (id: number, body: PackRequest) => parsed(http.post(`desk/packing/${id}/pack`, { json: body }), PackingOrder),
  shipOrder: (id: number, body: ShipRequest) => parsed(http.post(`desk/packing/${id}/ship`, { json: body }), PackingOrder),
  scanOrder: (id: number, body: ScanRequest) => parsed(http.post(`desk/packing/${id}/scans`, { json: body }), PackingOrder),
});
