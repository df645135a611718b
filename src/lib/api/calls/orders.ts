import type { KyInstance } from 'ky';
import { Quote, type ProductItemsPayload } from '../../../../contract/cart';
import {
  PurchaseOrder,
  PurchaseOrderSearchResult,
  type PreviewOrderCreate,
  type PurchaseOrderCreate,
  type PurchaseOrderSearch,
} from '../../../../contract/orders';
import { PayResult } from '../../../../contract/payments';
import { parsed, query, type Paged } from './query';

/** A repeated key answers the first result: a double click or a retry creates or pays once. */
export const idempotent = (key: string) => ({ 'Idempotency-Key': key });

/** Purchase orders (docs/product.md, "Purchase order calls"). */
export const orderCalls = (http: KyInstance) => ({
  createPurchaseOrder: (body: PurchaseOrderCreate, key: string) =>
    parsed(http.post('front/purchase-orders/create', { json: body, headers: idempotent(key) }), PurchaseOrder),
  /** Buy now: one product's SKUs ordered without the cart. */
  createBuyNowOrder: (body: PreviewOrderCreate, key: string) =>
    parsed(http.post('front/preview-product/create', { json: body, headers: idempotent(key) }), PurchaseOrder),
  /** Buy now's quote: what the SKUs cost delivered to a China warehouse, before ordering. */
  quoteBuyNow: (payload: ProductItemsPayload) => parsed(http.post('front/preview-product/refresh', { json: payload }), Quote),
  searchPurchaseOrders: ({ status, keyword, dateFrom, dateTo, pageNo, pageSize }: Paged<PurchaseOrderSearch>) =>
    parsed(http.get('front/purchase-orders/search', { searchParams: query({ status, keyword, dateFrom, dateTo, pageNo, pageSize }) }), PurchaseOrderSearchResult),
  getPurchaseOrder: (id: number) => parsed(http.get(`front/purchase-orders/${id}`), PurchaseOrder),
  /** A new order of the same lines at today's prices. */
  clonePurchaseOrder: (id: number, key: string) => parsed(http.post(`front/purchase-orders/${id}/clone`, { headers: idempotent(key) }), PurchaseOrder),
  closePurchaseOrder: (id: number) => parsed(http.post(`front/purchase-orders/${id}/close`), PurchaseOrder),
  /** Pays the order's own payment from the balance. */
  payPurchaseOrder: (id: number, payPassword: string, key: string) =>
    parsed(http.post(`front/purchase-orders/${id}/pay`, { json: { payPassword }, headers: idempotent(key) }), PayResult),
});
