import type { KyInstance } from 'ky';
import { ShopperDetail, ShopperList, type ShopperMessage, type ShopperSearchQuery } from '../../../../contract/desk-shoppers';
import { PurchaseOrderSearchResult, type PurchaseOrderSearch } from '../../../../contract/orders';
import { StockInParcelList, type StockInParcelQuery } from '../../../../contract/transit';
import { LedgerPage, type LedgerQuery } from '../../../../contract/user-account';
import { parsed, query, type Paged } from './query';

const BASE = 'desk/shoppers';
const shopper = (id: number) => `${BASE}/${id}`;

/** The desk's shoppers area (docs/product.md, "Desk calls"): any operator, their own tenant's shoppers only. */
export const deskShopperCalls = (http: KyInstance) => ({
  searchShoppers: ({ q, pageNo, pageSize }: Paged<ShopperSearchQuery>) =>
    parsed(http.get(BASE, { searchParams: query({ q, pageNo, pageSize }) }), ShopperList),
  getShopper: (id: number) => parsed(http.get(shopper(id)), ShopperDetail),
  getShopperOrders: (id: number, { status, keyword, dateFrom, dateTo, pageNo, pageSize }: Paged<PurchaseOrderSearch>) =>
    parsed(http.get(`${shopper(id)}/orders`, { searchParams: query({ status, keyword, dateFrom, dateTo, pageNo, pageSize }) }), PurchaseOrderSearchResult),
  getShopperParcels: (id: number, { state, pageNo, pageSize }: Paged<StockInParcelQuery>) =>
    parsed(http.get(`${shopper(id)}/parcels`, { searchParams: query({ state, pageNo, pageSize }) }), StockInParcelList),
  getShopperLedger: (id: number, { kind, dateFrom, dateTo, pageNo, pageSize }: Paged<LedgerQuery>) =>
    parsed(http.get(`${shopper(id)}/ledger`, { searchParams: query({ kind, dateFrom, dateTo, pageNo, pageSize }) }), LedgerPage),
  notifyShopper: async (id: number, message: ShopperMessage) => {
    await http.post(`${shopper(id)}/notifications`, { json: message });
  },
});
