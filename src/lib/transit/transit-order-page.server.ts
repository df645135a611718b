import type { TransitOrder } from '../../../contract/transit';
import type { UserAccount } from '../../../contract/user-account';
import type { ApiClient } from '../api/client';
import { isNotFound } from '../api/http';
import { deferred } from '../page-load/page-load.server';

export interface TransitOrderPageData {
  /** `null`: no such order of this shopper. */
  order: TransitOrder | null;
  /** Deferred: without it the order still reads, and paying asks the provider. */
  account: UserAccount | null;
}

/** `/my/transit/{id}`: the order is critical; another shopper's order is not found. */
export async function loadTransitOrderPage(api: ApiClient, id: number): Promise<TransitOrderPageData> {
  const [order, account] = await Promise.all([
    api.getTransitOrder(id).catch((error: unknown) => {
      if (isNotFound(error)) return null;
      throw error;
    }),
    deferred(api.getUserAccount(), 'transit order page: balance'),
  ]);
  return { order, account: account ?? null };
}
