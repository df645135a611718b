import type { StockInParcelList } from '../../../contract/transit';
import { STOCK_IN_PAGE_SIZE_MAX } from '../../../contract/transit';
import type { ApiClient } from '../api/client';

/**
 * The parcels in the warehouse, all of them (docs/product.md, "Stock-in parcels": the total is read with page size
 * 1, then every element is fetched in one page).
 */
export async function loadStockInParcels(api: ApiClient): Promise<StockInParcelList> {
  const first = await api.getStockInParcels({ pageSize: 1 });
  if (first.total <= first.items.length) return first;
  return api.getStockInParcels({ pageSize: Math.min(first.total, STOCK_IN_PAGE_SIZE_MAX) });
}
