import type { KyInstance } from 'ky';
import {
  type BuyLinesRequest, LinesChanged, type OutOfStockRequest, PurchasingQueue, type QueueState, type ShipLinesRequest,
} from '../../../../contract/desk-purchasing';
import { parsed, query } from './query';

/** The purchasing desk's calls (docs/product.md, "Purchasing"); the client carries the operator token. */
export interface PurchasingQueueFilter {
  platform?: string | undefined;
  shop?: string | undefined;
  orderNo?: string | undefined;
  state?: QueueState | undefined;
  pageNo?: number | undefined;
  pageSize?: number | undefined;
}

export const deskPurchasingCalls = (http: KyInstance) => ({
  getPurchasingQueue: (filter: PurchasingQueueFilter) =>
    parsed(http.get('desk/purchasing/queue', { searchParams: query({ ...filter }) }), PurchasingQueue),
  buyLines: (body: BuyLinesRequest) => parsed(http.post('desk/purchasing/lines/buy', { json: body }), LinesChanged),
  shipLines: (body: ShipLinesRequest) => parsed(http.post('desk/purchasing/lines/ship', { json: body }), LinesChanged),
  markLinesOutOfStock: (body: OutOfStockRequest) => parsed(http.post('desk/purchasing/lines/out-of-stock', { json: body }), LinesChanged),
  repriceLine: (lineId: number, unitPrice: number) =>
    parsed(http.post(`desk/purchasing/lines/${lineId}/price`, { json: { unitPrice } }), LinesChanged),
  confirmCustomLine: (lineId: number) => parsed(http.post(`desk/purchasing/lines/${lineId}/confirm`), LinesChanged),
  setNoteToShopper: (lineId: number, note: string) =>
    parsed(http.put(`desk/purchasing/lines/${lineId}/note`, { json: { note } }), LinesChanged),
});
