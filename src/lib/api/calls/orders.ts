import type { KyInstance } from 'ky';
import type { List } from '../../../../contract/problem';
import type { TransitOrderCreate } from '../../../../contract/requests';
import { query, type NotYetModelled } from './query';

type SearchQuery = Record<string, string | number | undefined>;

/** Purchase orders, stock-in parcels and transit orders (SPEC section 7). */
export const orderCalls = (http: KyInstance) => ({
  createPurchaseOrder: (body: NotYetModelled) => http.post('front/purchase-orders/create', { json: body }).json<NotYetModelled>(),
  searchPurchaseOrders: (q: SearchQuery = {}) =>
    http.get('front/purchase-orders/search', { searchParams: query(q) }).json<List<NotYetModelled>>(),
  getPurchaseOrder: (id: number) => http.get(`front/purchase-orders/${id}`).json<NotYetModelled>(),
  clonePurchaseOrder: (id: number) => http.post(`front/purchase-orders/${id}/clone`).json<NotYetModelled>(),
  payPurchaseOrder: (id: number, payPassword: string) =>
    http.post(`front/purchase-orders/${id}/pay`, { json: { payPassword } }).json<NotYetModelled>(),
  closePurchaseOrder: (id: number) => http.post(`front/purchase-orders/${id}/close`).json<NotYetModelled>(),

  /** Every stock-in parcel: the total is read with a page of one, then all of them in one page (SPEC section 7). */
  getAllStockInParcels: async (): Promise<NotYetModelled[]> => {
    const path = 'front/purchase-parcels/stock-in-parcels';
    const { total } = await http.get(path, { searchParams: query({ pageNo: 1, pageSize: 1 }) }).json<List<NotYetModelled>>();
    if (total === 0) return [];
    return (await http.get(path, { searchParams: query({ pageNo: 1, pageSize: total }) }).json<List<NotYetModelled>>()).items;
  },

  createTransitOrder: (body: TransitOrderCreate) => http.post('front/transit-orders', { json: body }).json<NotYetModelled>(),
  searchTransitOrders: (q: SearchQuery = {}) =>
    http.get('front/transit-orders/search', { searchParams: query(q) }).json<List<NotYetModelled>>(),
  getTransitOrder: (id: number) => http.get(`front/transit-orders/${id}`).json<NotYetModelled>(),
  payTransitOrder: (id: number, body: NotYetModelled) =>
    http.post(`front/transit-orders/${id}/pay`, { json: body }).json<NotYetModelled>(),
  completeTransitOrder: (id: number) => http.post(`front/transit-orders/${id}/complete`).json<NotYetModelled>(),
  closeTransitOrder: (id: number) => http.post(`front/transit-orders/${id}/close`).json<NotYetModelled>(),
});
