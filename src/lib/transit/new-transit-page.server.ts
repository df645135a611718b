import type { TenantWarehouse } from '../../../contract/reference';
import type { StockInParcel } from '../../../contract/transit';
import type { Address, CustomsInfo } from '../../../contract/user';
import type { ApiClient } from '../api/client';
import { defaultFirst } from '../account/address-book';
import { deferred } from '../page-load/page-load.server';
import { isShippable } from './storage-countdown';
import { loadStockInParcels } from './stock-page.server';

export interface NewTransitPageData {
  /** The parcels that may go in an order. */
  parcels: StockInParcel[];
  /** Default first; `null` when they could not be loaded. */
  addresses: Address[] | null;
  /** Where a shopper may collect the parcel in person. */
  pickupPoints: TenantWarehouse[];
  /** `undefined` when it could not be loaded, `null` until saved. */
  customsInfo: CustomsInfo | undefined;
}

/** `/my/transit/new`: the parcels are critical; addresses, pickup points and customs information are deferred. */
export async function loadNewTransitPage(api: ApiClient): Promise<NewTransitPageData> {
  const [stock, addresses, warehouses, customsInfo] = await Promise.all([
    loadStockInParcels(api),
    deferred(api.getAddresses(), 'transit form: addresses'),
    deferred(api.getTenantWarehouses({ warehouseRegion: 'LOCAL' }), 'transit form: pickup points'),
    deferred(api.getCustomsInfo(), 'transit form: customs information'),
  ]);
  return {
    parcels: stock.items.filter(isShippable),
    addresses: addresses ? defaultFirst(addresses.items) : null,
    pickupPoints: warehouses?.items ?? [],
    customsInfo,
  };
}
