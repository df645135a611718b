import type { KyInstance } from 'ky';
import { PayResult } from '../../../../contract/payments';
import { FreightEstimate } from '../../../../contract/product';
import {
  InboundParcel, StockInParcelList, TransitOrder, TransitOrderSearchResult, UserWarehouses,
  type CargoCategory, type InboundParcelCreate, type TransitOrderCreate, type TransitOrderSearch,
} from '../../../../contract/transit';
import { idempotent } from './orders';
import { parsed, query, type Paged } from './query';

/** A parcel as the freight estimate takes it: grams and whole centimetres. */
export interface FreightParcel {
  weight: number;
  sizeLength?: number | undefined;
  sizeWidth?: number | undefined;
  sizeHeight?: number | undefined;
  /** Only the lines that deliver there. */
  country?: string | undefined;
  categories?: readonly CargoCategory[] | undefined;
}

/** Parcels in the warehouse, shipped together. */
export interface ParcelsFreight {
  purchaseParcelIds: readonly number[];
  /** Only the lines that deliver there. */
  country?: string | undefined;
}

/** Freight, the China warehouse, stock-in parcels and transit orders (docs/product.md, "Warehouse and transit calls"). */
export const transitCalls = (http: KyInstance) => ({
  estimateFreight: ({ weight, sizeLength, sizeWidth, sizeHeight, country, categories }: FreightParcel) =>
    parsed(http.get('front/estimate-freight/weight', {
      searchParams: query({ weight, sizeLength, sizeWidth, sizeHeight, country, categories: categories?.join(',') }),
    }), FreightEstimate),
  /** The shopper's parcels in stock, priced as a transit order of them is (needs the session). */
  estimateParcelsFreight: ({ purchaseParcelIds, country }: ParcelsFreight) =>
    parsed(http.get('front/estimate-freight/weight', { searchParams: query({ purchaseParcelIds: purchaseParcelIds.join(','), country }) }), FreightEstimate),
  /** The parcels in the warehouse; one page of up to 500 is all of them (docs/product.md, "Stock-in parcels"). */
  getStockInParcels: ({ state, pageNo, pageSize }: { state?: string | undefined; pageNo?: number; pageSize?: number } = {}) =>
    parsed(http.get('front/purchase-parcels/stock-in-parcels', { searchParams: query({ state, pageNo, pageSize }) }), StockInParcelList),
  getUserWarehouses: () => parsed(http.get('front/user/warehouses'), UserWarehouses),
  registerInboundParcel: (body: InboundParcelCreate) => parsed(http.post('front/user/warehouses', { json: body }), InboundParcel),
  deleteInboundParcel: (id: number) => http.delete(`front/user/warehouses/${id}`),
  createTransitOrder: (body: TransitOrderCreate, key: string) =>
    parsed(http.post('front/transit-orders', { json: body, headers: idempotent(key) }), TransitOrder),
  searchTransitOrders: ({ status, keyword, dateFrom, dateTo, pageNo, pageSize }: Paged<TransitOrderSearch>) =>
    parsed(http.get('front/transit-orders/search', { searchParams: query({ status, keyword, dateFrom, dateTo, pageNo, pageSize }) }), TransitOrderSearchResult),
  getTransitOrder: (id: number) => parsed(http.get(`front/transit-orders/${id}`), TransitOrder),
  payTransitOrder: (id: number, payPassword: string, key: string) =>
    parsed(http.post(`front/transit-orders/${id}/pay`, { json: { payPassword }, headers: idempotent(key) }), PayResult),
  completeTransitOrder: (id: number) => parsed(http.post(`front/transit-orders/${id}/complete`), TransitOrder),
  closeTransitOrder: (id: number) => parsed(http.post(`front/transit-orders/${id}/close`), TransitOrder),
});
