import type { ApiClient } from '../api/client';
import type { PurchaseOrder, PurchaseOrderSearchResult } from '../../../contract/orders';
import type { UserAccount } from '../../../contract/user-account';
import { isNotFound } from '../api/http';
import { deferred } from '../page-load/page-load.server';
import { orderSearchOf, type OrderListQuery } from './order-list';

/** `/my/purchase`: the page of orders and the tab counts are critical. */
export const loadOrderList = (api: ApiClient, query: OrderListQuery): Promise<PurchaseOrderSearchResult> =>
  api.searchPurchaseOrders(orderSearchOf(query));

export interface OrderPageData {
  /** `null`: no such order of this shopper. */
  order: PurchaseOrder | null;
  /** Deferred: without it the order still reads, and paying asks the provider. */
  account: UserAccount | null;
}

/** `/my/purchase/{id}`: the order is critical; another shopper's order is not found. */
export async function loadOrderPage(api: ApiClient, id: number): Promise<OrderPageData> {
  const [order, account] = await Promise.all([
    api.getPurchaseOrder(id).catch((error: unknown) => {
      if (isNotFound(error)) return null;
      throw error;
    }),
    deferred(api.getUserAccount(), 'order page: balance'),
  ]);
  return { order, account: account ?? null };
}
